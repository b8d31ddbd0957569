import { ShopSlug, type SlugAvailability, shopSlugMessages } from '@pasarprompt/contracts/shops'
import { and, eq, ne, not } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { organizations, shops } from '../../db/schema.ts'
import { isReleased } from './closed-shop-grace.ts'
import { lookAlikeKeys, readAlike } from './shop-look-alikes.ts'

/** Whether a slug can become a new shop's address, and if not, why (DESIGN.md §5). */
export async function checkShopSlug(db: Executor, rawSlug: string): Promise<SlugAvailability> {
  const parsed = ShopSlug.safeParse(rawSlug)
  if (!parsed.success) {
    return { slug: rawSlug, available: false, message: parsed.error.issues[0]?.message ?? null }
  }
  return (await isSlugHeld(db, parsed.data))
    ? { slug: parsed.data, available: false, message: shopSlugMessages.taken }
    : { slug: parsed.data, available: true, message: null }
}

/**
 * Whether an organisation other than `exceptId` still holds `slug` or one that reads the same:
 * hyphens removed and look-alike letters alike (`promptnusantara`, `pr0mpt-nusantara` beside
 * `prompt-nusantara`), or whose name reads as the slug (`studio-visual-ai` beside a shop named
 * "Studio Visual AI" at another address). A shop closed longer than the grace period holds none.
 * A scan, as for names: addresses change a few times a day.
 */
export async function isSlugHeld(db: Executor, slug: string, exceptId?: string) {
  const held = await db
    .select({ slug: organizations.slug, name: organizations.name })
    .from(organizations)
    .leftJoin(shops, eq(shops.id, organizations.id))
    .where(and(exceptId ? ne(organizations.id, exceptId) : undefined, not(isReleased)))
  const keys = lookAlikeKeys(slug)
  return held.some(
    (other) =>
      readAlike(keys, lookAlikeKeys(other.slug)) || readAlike(keys, lookAlikeKeys(other.name)),
  )
}

/**
 * The organisation at exactly `slug` other than `exceptId`, and whether it has let the slug go (a
 * shop closed longer than the grace period). Admin organisations have no shop row and never do.
 */
export async function findSlugHolder(db: Executor, slug: string, exceptId?: string) {
  const [holder] = await db
    .select({ id: organizations.id, released: isReleased })
    .from(organizations)
    .leftJoin(shops, eq(shops.id, organizations.id))
    .where(and(eq(organizations.slug, slug), exceptId ? ne(organizations.id, exceptId) : undefined))
    .limit(1)
  return holder
}
