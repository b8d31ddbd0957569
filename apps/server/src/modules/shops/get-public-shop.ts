import type { PromptCard } from '@pasarprompt/contracts/catalog'
import type { PublicShopPage } from '@pasarprompt/contracts/shops'
import { and, eq, inArray, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { organizations, prompts, shops } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { selectCards, toCard } from '../catalog/prompt-card.ts'
import { isPublic } from '../catalog/visibility.ts'
import { effectiveAffiliateRate } from '../settings/affiliate-rate.ts'
import { getPlatformSettings } from '../settings/get-platform-settings.ts'
import { publicMicrosite, readMicrosite } from './microsite-content.ts'

/** A shop's public page; a suspended or unknown shop is simply not found. */
export async function getPublicShop(
  db: Executor,
  slug: string,
  defaults: HoldDefaults,
): Promise<PublicShopPage> {
  const page = await readShopPage(
    db,
    and(eq(organizations.slug, slug.toLowerCase()), eq(shops.status, 'active')),
    isPublic(),
    defaults,
  )
  if (!page) throw new AppError('NOT_FOUND', 'Toko tidak ditemukan.')
  return page
}

/**
 * The active shop's page exactly as visitors see it, for its own members' preview: built by
 * the same code, and shown even while the shop is suspended (its members should see why).
 */
export async function previewShopPage(
  db: Executor,
  shopId: string,
  defaults: HoldDefaults,
): Promise<PublicShopPage> {
  const page = await readShopPage(
    db,
    eq(shops.id, shopId),
    eq(prompts.status, 'published'),
    defaults,
  )
  if (!page) throw new AppError('NOT_FOUND', 'Toko tidak ditemukan.')
  return page
}

async function readShopPage(
  db: Executor,
  whichShop: SQL | undefined,
  visiblePrompt: SQL | undefined,
  defaults: HoldDefaults,
): Promise<PublicShopPage | null> {
  const [shop] = await db
    .select({
      id: shops.id,
      slug: organizations.slug,
      name: organizations.name,
      description: shops.description,
      createdAt: organizations.createdAt,
      logoUrl: shops.logoUrl,
      bannerUrl: shops.bannerUrl,
      microsite: shops.microsite,
      status: shops.status,
      affiliateEnabled: shops.affiliateEnabled,
      affiliateBp: shops.affiliateBp,
      commissionBp: shops.commissionBp,
    })
    .from(shops)
    .innerJoin(organizations, eq(organizations.id, shops.id))
    .where(whichShop)
    .limit(1)
  if (!shop) return null
  const featuredIds = readMicrosite(shop.microsite).featuredPromptIds
  return {
    slug: shop.slug,
    name: shop.name,
    description: shop.description,
    createdAt: shop.createdAt.toISOString(),
    logoUrl: shop.logoUrl,
    bannerUrl: shop.bannerUrl,
    microsite: publicMicrosite(shop.microsite),
    featuredPrompts: await featuredCards(db, shop.id, featuredIds, visiblePrompt),
    affiliateProgramme:
      shop.affiliateEnabled && shop.status === 'active'
        ? await programmeOf(db, shop, defaults)
        : null,
  }
}

/** EARNINGS_HOLD_DAYS, the hold without a platform settings row. */
type HoldDefaults = { earningsHoldDays: number }

/**
 * The programme's terms for a new order now (DESIGN.md §4 Affiliates): the rate the shop's
 * affiliates earn and how long a fee is held before it can be paid out.
 */
async function programmeOf(
  db: Executor,
  shop: { affiliateBp: number | null; commissionBp: number | null },
  defaults: HoldDefaults,
) {
  const settings = await getPlatformSettings(db, defaults)
  return {
    holdDays: settings.holdDays,
    rateBp: effectiveAffiliateRate({
      shopAffiliateBp: shop.affiliateBp,
      platformAffiliateBp: settings.affiliateBp,
      commissionBp: shop.commissionBp ?? settings.commissionBp,
    }),
  }
}

/**
 * The featured prompts in the shop's order. One that was archived or suspended since it was
 * chosen simply drops out: the page never shows what visitors may not open.
 */
async function featuredCards(
  db: Executor,
  shopId: string,
  ids: string[],
  visiblePrompt: SQL | undefined,
): Promise<PromptCard[]> {
  if (ids.length === 0) return []
  const rows = await selectCards(db).where(
    and(visiblePrompt, eq(prompts.shopId, shopId), inArray(prompts.id, ids)),
  )
  const byId = new Map(rows.map((row) => [row.id, toCard(row)]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}
