import { randomUUID } from 'node:crypto'
import type { ShopRole } from '@pasarprompt/contracts/shops'
import type { Executor } from '../client.ts'
import { members, organizations, shops } from '../schema.ts'
import { stampInsert, systemActor } from '../stamps.ts'
import { createUser, type FactoryUser } from './create-user.ts'
import { unique } from './unique.ts'

export interface ShopOverrides {
  name?: string
  slug?: string
  description?: string
  status?: 'active' | 'suspended' | 'closed'
  /** The owner; a new user when none is given. */
  owner?: FactoryUser
  /** More members with their roles (admins and members of the shop). */
  members?: { user: FactoryUser; role: ShopRole }[]
  /** Where payouts go; none unless given. */
  bank?: { code: string; accountNumber: string; holder: string }
  commissionBp?: number
  /** The affiliate programme (issue 14): off unless told; the rate null = platform default. */
  affiliate?: { enabled: boolean; rateBp?: number | null }
}

export type FactoryShop = { id: string; name: string; slug: string; owner: FactoryUser }

/**
 * A shop (an organisation with its profile) with its owner and members. A member's next session
 * starts in it when it is their first organisation (see modules/auth).
 */
export async function createShop(
  db: Executor,
  overrides: ShopOverrides = {},
): Promise<FactoryShop> {
  const id = randomUUID()
  const slug = overrides.slug ?? `toko-${unique()}`
  const name = overrides.name ?? 'Toko Uji'
  const owner = overrides.owner ?? (await createUser(db, { name: `Pemilik ${name}` }))
  await db.insert(organizations).values(stampInsert(systemActor, { id, name, slug }))
  await db.insert(shops).values(
    stampInsert(systemActor, {
      id,
      description: overrides.description ?? '',
      status: overrides.status ?? 'active',
      closedAt: overrides.status === 'closed' ? new Date() : null,
      commissionBp: overrides.commissionBp ?? null,
      affiliateEnabled: overrides.affiliate?.enabled ?? false,
      affiliateBp: overrides.affiliate?.rateBp ?? null,
      ...(overrides.bank
        ? {
            bankCode: overrides.bank.code,
            bankAccountNumber: overrides.bank.accountNumber,
            bankAccountHolder: overrides.bank.holder,
          }
        : {}),
    }),
  )
  const staff = [{ user: owner, role: 'owner' as ShopRole }, ...(overrides.members ?? [])]
  for (const { user, role } of staff) {
    await db
      .insert(members)
      .values(
        stampInsert(systemActor, { id: randomUUID(), organizationId: id, userId: user.id, role }),
      )
  }
  return { id, name, slug, owner }
}
