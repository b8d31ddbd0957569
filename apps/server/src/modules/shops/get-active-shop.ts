import type { ActiveShop } from '@pasarprompt/contracts/shops'
import { count, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { members, organizations, shops } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import type { ShopContext } from '../auth/guards.ts'

export async function getActiveShop(db: Executor, context: ShopContext): Promise<ActiveShop> {
  const [shop] = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      slug: organizations.slug,
      description: shops.description,
      status: shops.status,
      logoUrl: shops.logoUrl,
      bannerUrl: shops.bannerUrl,
      createdAt: organizations.createdAt,
    })
    .from(shops)
    .innerJoin(organizations, eq(organizations.id, shops.id))
    .where(eq(shops.id, context.organizationId))
    .limit(1)
  if (!shop) throw new AppError('NOT_FOUND', 'Toko tidak ditemukan.')
  const [memberCount] = await db
    .select({ n: count() })
    .from(members)
    .where(eq(members.organizationId, context.organizationId))
  return {
    ...shop,
    role: context.role,
    memberCount: memberCount?.n ?? 0,
    createdAt: shop.createdAt.toISOString(),
  }
}
