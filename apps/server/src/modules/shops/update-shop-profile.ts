import type { UpdateShopProfileInput } from '@pasarprompt/contracts/shops'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { organizations, shops } from '../../db/schema.ts'
import { stampUpdate } from '../../db/stamps.ts'
import type { EventBus } from '../../infra/events/event-bus.ts'
import { requireShopManager, type ShopContext } from '../auth/guards.ts'
import { assertOwnUploads } from '../uploads/assert-own-uploads.ts'
import { claimShopIdentity } from './claim-shop-identity.ts'
import { getActiveShop } from './get-active-shop.ts'

export interface UpdateShopProfileOptions {
  events: EventBus
  context: ShopContext
  input: UpdateShopProfileInput
}

/**
 * Changes the active shop's name, address (slug), description, logo or banner (owners and admins
 * only); fields left out stay as they are. Every open seller screen of the shop is told. A new
 * name or slug must be free (claimShopIdentity). A new slug frees the old one at once: shared
 * links to the old address stop working (DESIGN.md §5 keeps one namespace, and holding old slugs
 * would let a shop squat many).
 */
export async function updateShopProfile(
  db: Database,
  { events, context, input }: UpdateShopProfileOptions,
) {
  requireShopManager(context, 'Hanya pemilik atau admin toko yang dapat melakukan ini.')
  return db.transaction(async (tx) => {
    await claimShopIdentity(tx, {
      name: input.name,
      slug: input.slug,
      shopId: context.organizationId,
    })
    await assertOwnUploads(tx, context.organizationId, [
      ...(input.logoUrl ? [{ field: 'logoUrl', url: input.logoUrl }] : []),
      ...(input.bannerUrl ? [{ field: 'bannerUrl', url: input.bannerUrl }] : []),
    ])
    if (input.name !== undefined || input.slug !== undefined) {
      await tx
        .update(organizations)
        .set(stampUpdate(context.actor, { name: input.name, slug: input.slug }))
        .where(eq(organizations.id, context.organizationId))
    }
    await tx
      .update(shops)
      .set(
        stampUpdate(context.actor, {
          description: input.description,
          logoUrl: input.logoUrl,
          bannerUrl: input.bannerUrl,
        }),
      )
      .where(eq(shops.id, context.organizationId))
    await events.publish(tx, {
      target: `org:${context.organizationId}`,
      type: 'shop.updated',
      data: { shopId: context.organizationId },
    })
    return getActiveShop(tx, context)
  })
}
