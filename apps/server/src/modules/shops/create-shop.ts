import { randomUUID } from 'node:crypto'
import type { CreateShopInput } from '@pasarprompt/contracts/shops'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { members, organizations, sessions, shops, users } from '../../db/schema.ts'
import { stampInsert } from '../../db/stamps.ts'
import { actorOf, requireVerifiedEmail } from '../auth/guards.ts'
import type { AuthSession } from '../auth/session.ts'
import { consumeQuota, refuseOverQuota } from '../limits/consume-quota.ts'
import { SHOPS_PER_ACCOUNT_PER_DAY } from '../limits/limits.ts'
import { claimShopIdentity } from './claim-shop-identity.ts'

/**
 * Opens a shop: the organisation, its owner membership and its profile in one transaction, then
 * makes it the session's active organisation. Requires a verified email (DESIGN.md §4), a slug
 * and name nobody holds (claimShopIdentity), and fewer than SHOPS_PER_ACCOUNT_PER_DAY shops
 * opened by the account today. The day's count is taken inside the transaction, so only shops
 * actually opened use it up.
 */
export async function createShop(db: Database, auth: AuthSession, input: CreateShopInput) {
  requireVerifiedEmail(auth, 'Verifikasi email Anda terlebih dahulu sebelum membuka toko.')
  const actor = actorOf(auth)
  return db.transaction(async (tx) => {
    await claimShopIdentity(tx, { name: input.name, slug: input.slug })
    const quota = await consumeQuota(tx, {
      key: `shop-open:user:${auth.user.id}`,
      ...SHOPS_PER_ACCOUNT_PER_DAY,
    })
    refuseOverQuota(
      quota,
      `Anda sudah membuka ${SHOPS_PER_ACCOUNT_PER_DAY.max} toko hari ini. Coba lagi besok.`,
    )
    const id = randomUUID()
    await tx
      .insert(organizations)
      .values(stampInsert(actor, { id, name: input.name, slug: input.slug }))
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
    return { id, name: input.name, slug: input.slug }
  })
}
