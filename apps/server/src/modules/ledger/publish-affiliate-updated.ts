import type { Executor } from '../../db/client.ts'
import type { EventBus } from '../../infra/events/event-bus.ts'

/**
 * Tells the affiliate's open pages that their figures or balance changed (a sale, a release, a
 * reversal): the 'Afiliasi' tab refetches. Inside a transaction it leaves only on commit.
 */
export async function publishAffiliateUpdated(db: Executor, events: EventBus, userId: string) {
  await events.publish(db, {
    target: `user:${userId}`,
    type: 'affiliate.updated',
    data: { userId },
  })
}
