import { inArray } from 'drizzle-orm'
import type { Executor } from '../client.ts'
import { createAdmin } from '../factories/create-admin.ts'
import { createShop } from '../factories/create-shop.ts'
import { createUser, type FactoryUser } from '../factories/create-user.ts'
import { organizations, shopTaxProfiles, users } from '../schema.ts'
import { stampInsert, systemActor } from '../stamps.ts'
import { demoShopLooks } from './catalogue/shops.ts'
import type { SeedImages } from './images/seed-images.ts'
import { dressDemoShop } from './shop-looks.ts'

export const DEMO_PASSWORD = 'pasarprompt-demo'

export const demoAccounts = {
  admin: { email: 'admin@demo.pasarprompt.id', name: 'Admin PasarPrompt' },
  seller: { email: 'penjual@demo.pasarprompt.id', name: 'Rina Penjual' },
  secondSeller: { email: 'penjual2@demo.pasarprompt.id', name: 'Dimas Kreator' },
  buyer: { email: 'pembeli@demo.pasarprompt.id', name: 'Budi Pembeli' },
} as const

export const demoShops = [
  {
    slug: 'prompt-nusantara',
    name: 'Prompt Nusantara',
    owner: 'seller',
    description: 'Prompt ChatGPT dan Claude untuk UMKM, pemasaran, dan konten berbahasa Indonesia.',
    // Its affiliate programme is on at the platform's rate, so a newcomer can try one (issue 14).
    affiliateProgramme: true,
    taxIdentity: { idType: 'nik', taxId: '3171014101900001', taxName: 'Rina Penjual' },
  },
  {
    slug: 'studio-visual-ai',
    name: 'Studio Visual AI',
    owner: 'secondSeller',
    description: 'Prompt Midjourney dan Stable Diffusion untuk ilustrasi, foto produk, dan desain.',
    affiliateProgramme: false,
    taxIdentity: null,
  },
] as const

const adminOrganizationNames = ['PasarPrompt Admin', 'PasarPrompt Operasional']

/** The admin organisations named by ADMIN_ORGANIZATION_IDS; seeded in every environment. */
export async function seedAdminOrganizations(db: Executor, ids: string[]): Promise<number> {
  const rows = ids.map((id, index) =>
    stampInsert(systemActor, {
      id,
      name: adminOrganizationNames[index] ?? `PasarPrompt Admin ${index + 1}`,
      slug: `pasarprompt-admin-${index + 1}`,
    }),
  )
  const inserted = await db.insert(organizations).values(rows).onConflictDoNothing().returning()
  return inserted.length
}

/**
 * The demo accounts of DESIGN.md §6, verified, with the password `pasarprompt-demo`; the admin
 * belongs to both admin organisations; each seller owns a shop (the first with its affiliate
 * programme on), with its logo and banner when `images` draws them. Never run in production.
 */
export async function seedDemoAccounts(
  db: Executor,
  adminOrganizationIds: string[],
  images: SeedImages | null,
): Promise<number> {
  const wanted = Object.values(demoAccounts)
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        wanted.map((account) => account.email),
      ),
    )
  const missing = wanted.filter((account) => !existing.some((row) => row.email === account.email))
  if (missing.length === 0) return 0

  const created = new Map<string, FactoryUser>()
  for (const account of missing) {
    created.set(account.email, await createUser(db, { ...account, password: DEMO_PASSWORD }))
  }

  const admin = created.get(demoAccounts.admin.email)
  if (admin) await createAdmin(db, adminOrganizationIds, { user: admin })

  for (const shop of demoShops) {
    const owner = created.get(demoAccounts[shop.owner].email)
    if (!owner) continue
    const made = await createShop(db, {
      name: shop.name,
      slug: shop.slug,
      description: shop.description,
      owner,
      affiliate: { enabled: shop.affiliateProgramme },
    })
    const look = demoShopLooks[shop.slug]
    if (look) await dressDemoShop(db, images, { ...made, ownerId: owner.id }, look)
    if (shop.taxIdentity) {
      // A NIK but no statement of turnover: the shop's sales show PPh 22 withheld (0044).
      await db
        .insert(shopTaxProfiles)
        .values(stampInsert(systemActor, { shopId: made.id, ...shop.taxIdentity }))
    }
  }
  return missing.length
}
