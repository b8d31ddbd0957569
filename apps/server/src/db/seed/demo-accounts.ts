import { randomUUID } from 'node:crypto'
import { hashPassword } from 'better-auth/crypto'
import { eq, inArray } from 'drizzle-orm'
import type { Executor } from '../client.ts'
import { accounts, members, organizations, shops, users } from '../schema.ts'
import { stampInsert, systemActor } from '../stamps.ts'

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
  },
  {
    slug: 'studio-visual-ai',
    name: 'Studio Visual AI',
    owner: 'secondSeller',
    description: 'Prompt Midjourney dan Stable Diffusion untuk ilustrasi, foto produk, dan desain.',
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
 * belongs to both admin organisations; each seller owns a shop. Never run in production.
 */
export async function seedDemoAccounts(
  db: Executor,
  adminOrganizationIds: string[],
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

  const password = await hashPassword(DEMO_PASSWORD)
  const ids = new Map<string, string>()
  for (const account of missing) {
    const id = randomUUID()
    ids.set(account.email, id)
    await db.insert(users).values(stampInsert(systemActor, { id, ...account, emailVerified: true }))
    await db.insert(accounts).values(
      stampInsert(systemActor, {
        id: randomUUID(),
        accountId: id,
        providerId: 'credential',
        userId: id,
        password,
      }),
    )
  }

  const adminId = ids.get(demoAccounts.admin.email)
  if (adminId) {
    await db.insert(members).values(
      adminOrganizationIds.map((organizationId) =>
        stampInsert(systemActor, {
          id: randomUUID(),
          organizationId,
          userId: adminId,
          role: 'owner',
        }),
      ),
    )
    await db
      .update(users)
      .set({ lastActiveOrganizationId: adminOrganizationIds[0] })
      .where(eq(users.id, adminId))
  }

  for (const shop of demoShops) {
    const ownerId = ids.get(demoAccounts[shop.owner].email)
    if (!ownerId) continue
    const id = randomUUID()
    await db
      .insert(organizations)
      .values(stampInsert(systemActor, { id, name: shop.name, slug: shop.slug }))
    await db.insert(shops).values(stampInsert(systemActor, { id, description: shop.description }))
    await db.insert(members).values(
      stampInsert(systemActor, {
        id: randomUUID(),
        organizationId: id,
        userId: ownerId,
        role: 'owner',
      }),
    )
  }
  return missing.length
}
