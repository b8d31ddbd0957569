import type { PublicShop } from '@pasarprompt/contracts/shops'
import { and, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { organizations, shops } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'

/** A shop's public profile; a suspended or unknown shop is simply not found. */
export async function getPublicShop(db: Executor, slug: string): Promise<PublicShop> {
  const [shop] = await db
    .select({
      slug: organizations.slug,
      name: organizations.name,
      description: shops.description,
      createdAt: organizations.createdAt,
    })
    .from(shops)
    .innerJoin(organizations, eq(organizations.id, shops.id))
    .where(and(eq(organizations.slug, slug.toLowerCase()), eq(shops.status, 'active')))
    .limit(1)
  if (!shop) throw new AppError('NOT_FOUND', 'Toko tidak ditemukan.')
  return { ...shop, createdAt: shop.createdAt.toISOString() }
}
