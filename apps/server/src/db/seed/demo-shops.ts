import { inArray } from 'drizzle-orm'
import type { Executor } from '../client.ts'
import { createShop } from '../factories/create-shop.ts'
import { createUser } from '../factories/create-user.ts'
import { organizations } from '../schema.ts'
import { catalogueShops } from './catalogue/shops.ts'
import { DEMO_PASSWORD } from './demo-accounts.ts'
import type { SeedImages } from './images/seed-images.ts'
import { dressDemoShop } from './shop-looks.ts'

/**
 * The catalogue's other shops (seed/catalogue/shops.ts), each owned by a demo creator who can
 * sign in with the demo password. Only shops whose address is still free are made.
 */
export async function seedCatalogueShops(db: Executor, images: SeedImages | null): Promise<number> {
  const taken = await db
    .select({ slug: organizations.slug })
    .from(organizations)
    .where(
      inArray(
        organizations.slug,
        catalogueShops.map((shop) => shop.slug),
      ),
    )
  const missing = catalogueShops.filter((shop) => !taken.some((row) => row.slug === shop.slug))
  for (const shop of missing) {
    const owner = await createUser(db, { ...shop.owner, password: DEMO_PASSWORD })
    const created = await createShop(db, {
      name: shop.name,
      slug: shop.slug,
      description: shop.description,
      owner,
    })
    await dressDemoShop(db, images, { ...created, ownerId: owner.id }, shop)
  }
  return missing.length
}
