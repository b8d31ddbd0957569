import { shopNameMessages, shopSlugMessages } from '@pasarprompt/contracts/shops'
import { and, eq, ne, not, sql } from 'drizzle-orm'
import type { Transaction } from '../../db/client.ts'
import { organizations, shops } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { findSlugHolder, isSlugHeld } from './check-shop-slug.ts'
import { isReleased } from './closed-shop-grace.ts'
import { lookAlikeKeys, readAlike, usesLookAlikeReservedWord } from './shop-look-alikes.ts'

/** One lock for every change of a shop's name or slug: two look-alikes cannot pass at once. */
const SHOP_IDENTITY_LOCK = 172_023

/**
 * Checks that a shop (`shopId`, or a new one) may take `slug` and `name` (both already valid by
 * the contracts' schemas): no brand, staff or app word hides in the name behind a look-alike
 * Unicode knows, no other shop holds the slug or one that reads the same (isSlugHeld), and no
 * other organisation's name reads the same (shop-look-alikes.ts). A shop closed longer than the
 * grace period holds neither; taking its slug moves it to `{slug}~{id}`, an address nobody can
 * type or take, so its rows stay as they were (orders and the ledger point at it) and its old
 * page keeps answering "not found".
 */
export async function claimShopIdentity(
  tx: Transaction,
  change: { name?: string; slug?: string; shopId?: string },
) {
  const { shopId } = change
  let { name, slug } = change
  // A profile save sends the name and slug it already has: those need no lock and no scan.
  if (shopId && (name !== undefined || slug !== undefined)) {
    const [current] = await tx
      .select({ name: organizations.name, slug: organizations.slug })
      .from(organizations)
      .where(eq(organizations.id, shopId))
    if (current?.name === name) name = undefined
    if (current?.slug === slug) slug = undefined
  }
  if (name === undefined && slug === undefined) return
  if (name !== undefined && usesLookAlikeReservedWord(name)) {
    throw new AppError('VALIDATION_FAILED', shopNameMessages.reserved, {
      fields: [{ path: 'body.name', message: shopNameMessages.reserved }],
    })
  }
  await tx.execute(sql`select pg_advisory_xact_lock(${SHOP_IDENTITY_LOCK})`)
  if (slug !== undefined) {
    if (await isSlugHeld(tx, slug, shopId)) {
      throw new AppError('SHOP_SLUG_TAKEN', shopSlugMessages.taken, {
        fields: [{ path: 'body.slug', message: shopSlugMessages.taken }],
      })
    }
    // Only a released shop can still sit at exactly this address: move it aside.
    const holder = await findSlugHolder(tx, slug, shopId)
    if (holder) {
      await tx
        .update(organizations)
        .set({ slug: `${slug}~${holder.id}` })
        .where(eq(organizations.id, holder.id))
    }
  }
  if (name !== undefined) {
    // Every name still held; a scan, since skeletons are computed here (shops are opened a few
    // times a day, and at most 3 per account).
    const held = await tx
      .select({ name: organizations.name })
      .from(organizations)
      .leftJoin(shops, eq(shops.id, organizations.id))
      .where(and(shopId ? ne(organizations.id, shopId) : undefined, not(isReleased)))
    const keys = lookAlikeKeys(name)
    if (held.some((other) => readAlike(keys, lookAlikeKeys(other.name)))) {
      throw new AppError('SHOP_NAME_TAKEN', shopNameMessages.taken, {
        fields: [{ path: 'body.name', message: shopNameMessages.taken }],
      })
    }
  }
}
