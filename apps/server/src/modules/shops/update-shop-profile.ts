import type { UpdateShopProfileInput } from '@pasarprompt/contracts/shops'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { organizations, shops } from '../../db/schema.ts'
import { stampUpdate } from '../../db/stamps.ts'
import { AppError } from '../../lib/app-error.ts'
import { MANAGERS, type ShopContext } from '../auth/guards.ts'
import type { EventBus } from '../events/event-bus.ts'
import { getActiveShop } from './get-active-shop.ts'

/**
 * Replaces the active shop's name and description (owners and admins only); every open seller
 * screen of the shop is told.
 */
export async function updateShopProfile(
  db: Database,
  events: EventBus,
  context: ShopContext,
  input: UpdateShopProfileInput,
) {
  if (!MANAGERS.includes(context.role)) {
    throw new AppError('FORBIDDEN', 'Hanya pemilik atau admin toko yang dapat melakukan ini.')
  }
  return db.transaction(async (tx) => {
    await tx
      .update(organizations)
      .set(stampUpdate(context.actor, { name: input.name }))
      .where(eq(organizations.id, context.organizationId))
    await tx
      .update(shops)
      .set(stampUpdate(context.actor, { description: input.description }))
      .where(eq(shops.id, context.organizationId))
    await events.publish(tx, {
      target: `org:${context.organizationId}`,
      type: 'shop.updated',
      data: { shopId: context.organizationId },
    })
    return getActiveShop(tx, context)
  })
}
