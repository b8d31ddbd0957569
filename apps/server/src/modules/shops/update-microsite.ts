import { type MicrositeInput, micrositeMessages } from '@pasarprompt/contracts/shops-microsite'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { shops } from '../../db/schema.ts'
import { stampUpdate } from '../../db/stamps.ts'
import type { EventBus } from '../../infra/events/event-bus.ts'
import { AppError } from '../../lib/app-error.ts'
import { requireShopManager, type ShopContext } from '../auth/guards.ts'
import { getSellerMicrosite, publishedAmong } from './get-seller-microsite.ts'

export interface UpdateMicrositeOptions {
  events: EventBus
  context: ShopContext
  input: MicrositeInput
}

/**
 * Replaces the active shop's microsite (owners and admins). Featured prompts must be this shop's
 * published prompts: another shop's id is refused like any other invalid one, without saying
 * whether it exists.
 */
export async function updateMicrosite(
  db: Database,
  { events, context, input }: UpdateMicrositeOptions,
) {
  requireShopManager(context, 'Hanya pemilik atau admin toko yang dapat mengubah microsite.')
  return db.transaction(async (tx) => {
    const published = await publishedAmong(tx, context.organizationId, input.featuredPromptIds)
    const invalid = input.featuredPromptIds.findIndex((id) => !published.has(id))
    if (invalid !== -1) {
      throw new AppError('VALIDATION_FAILED', micrositeMessages.featuredInvalid, {
        fields: [
          { path: `body.featuredPromptIds.${invalid}`, message: micrositeMessages.featuredInvalid },
        ],
      })
    }
    await tx
      .update(shops)
      .set(
        stampUpdate(context.actor, {
          microsite: {
            headline: input.headline,
            bio: input.bio,
            links: input.links,
            featuredPromptIds: input.featuredPromptIds,
            accentColor: input.accentColor,
          },
        }),
      )
      .where(eq(shops.id, context.organizationId))
    await events.publish(tx, {
      target: `org:${context.organizationId}`,
      type: 'shop.updated',
      data: { shopId: context.organizationId },
    })
    return getSellerMicrosite(tx, context)
  })
}
