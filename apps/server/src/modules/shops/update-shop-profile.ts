import { shopSlugMessages, type UpdateShopProfileInput } from '@pasarprompt/contracts/shops'
import { and, eq, ne } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { organizations, shops } from '../../db/schema.ts'
import { stampUpdate } from '../../db/stamps.ts'
import { AppError } from '../../lib/app-error.ts'
import type { EventBus } from '../../plugins/events/event-bus.ts'
import { requireShopManager, type ShopContext } from '../auth/guards.ts'
import { assertOwnUploads } from '../uploads/assert-own-upload.ts'
import { getActiveShop } from './get-active-shop.ts'

/**
 * Changes the active shop's name, address (slug), description, logo or banner (owners and admins
 * only); fields left out stay as they are. Every open seller screen of the shop is told. A new
 * slug frees the old one at once: shared links to the old address stop working (DESIGN.md §5
 * keeps one namespace, and holding old slugs would let a shop squat many).
 */
export async function updateShopProfile(
  db: Database,
  events: EventBus,
  context: ShopContext,
  input: UpdateShopProfileInput,
) {
  requireShopManager(context, 'Hanya pemilik atau admin toko yang dapat melakukan ini.')
  return db.transaction(async (tx) => {
    if (input.slug !== undefined) {
      const [taken] = await tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(
          and(eq(organizations.slug, input.slug), ne(organizations.id, context.organizationId)),
        )
      if (taken) {
        throw new AppError('CONFLICT', shopSlugMessages.taken, {
          fields: [{ path: 'body.slug', message: shopSlugMessages.taken }],
        })
      }
    }
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
