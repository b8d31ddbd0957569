import { DAY_MS } from '@pasarprompt/contracts/durations'
import { eq } from 'drizzle-orm'
import { seededRandom } from '../../lib/seeded-random.ts'
import type { Executor } from '../client.ts'
import { organizations, shops } from '../schema.ts'
import type { CatalogueShop } from './catalogue/types.ts'
import type { SeedImages } from './images/seed-images.ts'
import { bannerSvg, logoSvg } from './images/shop-art.ts'

type ShopLook = Pick<CatalogueShop, 'headline' | 'accent' | 'colors' | 'openedDaysAgo'>

/**
 * A new demo shop's face: its drawn logo and banner (with `images`), its microsite's headline
 * and colour, and the day it opened (the shop list says "Berjualan sejak …").
 */
export async function dressDemoShop(
  db: Executor,
  images: SeedImages | null,
  shop: { id: string; slug: string; name: string; ownerId: string },
  look: ShopLook,
) {
  const owner = { id: shop.id, ownerId: shop.ownerId }
  await db
    .update(shops)
    .set({
      logoUrl: images ? images.add(owner, logoSvg(shop.name, look.colors)) : null,
      bannerUrl: images ? images.add(owner, bannerSvg(look.colors, seededRandom(shop.slug))) : null,
      microsite: { headline: look.headline, accentColor: look.accent },
    })
    .where(eq(shops.id, shop.id))
  await db
    .update(organizations)
    .set({ createdAt: new Date(Date.now() - look.openedDaysAgo * DAY_MS) })
    .where(eq(organizations.id, shop.id))
}
