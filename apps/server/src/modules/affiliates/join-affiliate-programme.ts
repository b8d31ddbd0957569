import type { AffiliateMembership } from '@pasarprompt/contracts/affiliates'
import { and, eq } from 'drizzle-orm'
import type { Database, Executor } from '../../db/client.ts'
import { affiliates, organizations, shops } from '../../db/schema.ts'
import { stampInsert, stampUpdate } from '../../db/stamps.ts'
import { AppError } from '../../lib/app-error.ts'
import { actorOf, requireVerifiedEmail } from '../auth/guards.ts'
import { isMember } from '../auth/is-member.ts'
import type { AuthSession } from '../auth/session.ts'
import { getPlatformSettings } from '../settings/get-platform-settings.ts'
import { newAffiliateCode } from './affiliate-code.ts'
import { readMemberships } from './affiliate-membership-view.ts'

const CODE_ATTEMPTS = 5

export interface JoinAffiliateProgrammeOptions {
  auth: AuthSession
  shopSlug: string
  defaults: { earningsHoldDays: number }
}

/**
 * Joins a shop's affiliate programme (DESIGN.md §4 Affiliates): a verified email, an active shop
 * with its programme on, and never one's own shop (any membership). Joining again while active
 * changes nothing; after leaving, the same row and code come back; a removal by the shop stands.
 */
export async function joinAffiliateProgramme(
  db: Database,
  { auth, shopSlug, defaults }: JoinAffiliateProgrammeOptions,
): Promise<AffiliateMembership> {
  requireVerifiedEmail(
    auth,
    'Verifikasi email Anda terlebih dahulu sebelum bergabung dengan program afiliasi.',
  )
  const [shop] = await db
    .select({ id: shops.id, status: shops.status, enabled: shops.affiliateEnabled })
    .from(shops)
    .innerJoin(organizations, eq(organizations.id, shops.id))
    .where(eq(organizations.slug, shopSlug.toLowerCase()))
    .limit(1)
  if (!shop || shop.status === 'closed') throw new AppError('NOT_FOUND', 'Toko tidak ditemukan.')
  if (shop.status !== 'active') {
    throw new AppError('CONFLICT', 'Toko ini sedang dinonaktifkan, jadi tidak menerima afiliasi.')
  }
  if (!shop.enabled) {
    throw new AppError('CONFLICT', 'Toko ini belum membuka program afiliasi.')
  }
  if (await isMember(db, shop.id, auth.user.id)) {
    throw new AppError('FORBIDDEN', 'Anda tidak dapat menjadi afiliasi toko Anda sendiri.')
  }

  const id = await placeMembership(db, auth, shop.id)
  const settings = await getPlatformSettings(db, defaults)
  const [membership] = await readMemberships(db, eq(affiliates.id, id), settings)
  if (!membership) throw new Error('affiliate row vanished after joining')
  return membership
}

async function placeMembership(db: Executor, auth: AuthSession, shopId: string): Promise<string> {
  const actor = actorOf(auth)
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const [existing] = await db
      .select({ id: affiliates.id, status: affiliates.status, removedBy: affiliates.removedBy })
      .from(affiliates)
      .where(and(eq(affiliates.shopId, shopId), eq(affiliates.userId, auth.user.id)))
    if (existing) {
      if (existing.status === 'active') return existing.id
      if (existing.removedBy === 'shop') {
        throw new AppError(
          'CONFLICT',
          'Toko ini telah mengeluarkan Anda dari program afiliasinya, jadi Anda tidak dapat bergabung lagi.',
        )
      }
      // Only a membership the affiliate left themself comes back: a removal by the shop
      // committing meanwhile stays (nothing updated: the loop reads the row again).
      const [rejoined] = await db
        .update(affiliates)
        .set(stampUpdate(actor, { status: 'active' as const, removedBy: null, removedAt: null }))
        .where(and(eq(affiliates.id, existing.id), eq(affiliates.removedBy, 'self')))
        .returning({ id: affiliates.id })
      if (rejoined) return rejoined.id
      continue
    }
    // Either unique key may refuse: the code (a rare collision: try another) or the shop and
    // user (a join at the same moment: the loop finds that row).
    const [inserted] = await db
      .insert(affiliates)
      .values(stampInsert(actor, { shopId, userId: auth.user.id, code: newAffiliateCode() }))
      .onConflictDoNothing()
      .returning({ id: affiliates.id })
    if (inserted) return inserted.id
  }
  throw new Error('no free affiliate code after several attempts')
}
