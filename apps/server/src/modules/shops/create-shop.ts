import { randomUUID } from 'node:crypto'
import type { CreateShopInput } from '@pasarprompt/contracts/shops'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { members, organizations, sessions, shops, users } from '../../db/schema.ts'
import { stampInsert } from '../../db/stamps.ts'
import { AppError } from '../../lib/app-error.ts'
import { actorOf, requireVerifiedEmail } from '../auth/guards.ts'
import type { AuthSession } from '../auth/session.ts'
import { checkShopSlug } from './check-shop-slug.ts'

/**
 * Opens a shop: the organisation, its owner membership and its profile in one transaction, then
 * makes it the session's active organisation. Requires a verified email (DESIGN.md §4).
 */
export async function createShop(db: Database, auth: AuthSession, input: CreateShopInput) {
  requireVerifiedEmail(auth, 'Verifikasi email Anda terlebih dahulu sebelum membuka toko.')
  const actor = actorOf(auth)
  return db.transaction(async (tx) => {
    const slug = await checkShopSlug(tx, input.slug)
    if (!slug.available) {
      throw new AppError('CONFLICT', slug.message ?? undefined, {
        fields: [{ path: 'body.slug', message: slug.message ?? '' }],
      })
    }
    const id = randomUUID()
    await tx
      .insert(organizations)
      .values(stampInsert(actor, { id, name: input.name, slug: slug.slug }))
    await tx.insert(members).values(
      stampInsert(actor, {
        id: randomUUID(),
        organizationId: id,
        userId: auth.user.id,
        role: 'owner',
      }),
    )
    await tx.insert(shops).values(stampInsert(actor, { id }))
    await tx
      .update(sessions)
      .set({ activeOrganizationId: id })
      .where(eq(sessions.id, auth.session.id))
    await tx.update(users).set({ lastActiveOrganizationId: id }).where(eq(users.id, auth.user.id))
    return { id, name: input.name, slug: slug.slug }
  })
}
