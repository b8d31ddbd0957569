import { HOUR_MS } from '@pasarprompt/contracts/durations'
import type { Database } from '../../db/client.ts'
import { consumeQuota, refuseOverQuota } from '../limits/consume-quota.ts'

/**
 * Reviews one person writes or rewrites an hour. Every write moves the prompt's rating and so
 * empties the public prompt cache: an honest buyer writes a few, a loop of edits would keep every
 * visitor's pages uncached. The next one is a 429 with `Retry-After`.
 */
export const REVIEW_WRITES_PER_HOUR = { max: 20, windowMs: HOUR_MS } as const

export async function limitReviewWriting(db: Database, userId: string) {
  refuseOverQuota(
    await consumeQuota(db, { key: `review-write:user:${userId}`, ...REVIEW_WRITES_PER_HOUR }),
    'Anda terlalu sering menulis atau mengubah ulasan. Coba lagi nanti.',
  )
}
