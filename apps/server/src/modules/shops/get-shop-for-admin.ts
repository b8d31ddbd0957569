import type { ShopRole } from '@pasarprompt/contracts/shops'
import type { AdminShopDetail } from '@pasarprompt/contracts/shops-for-admin'
import { desc, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { members, organizations, payouts, prompts, shops, users } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { adminShopColumns, toAdminShop } from './list-shops-for-admin.ts'

/** One shop for staff: its team, money, prompts by status, bank account and latest payouts. */
export async function getShopForAdmin(db: Executor, id: string): Promise<AdminShopDetail> {
  const [row] = await db
    .select({
      ...adminShopColumns,
      description: shops.description,
      suspensionReason: shops.suspensionReason,
      commissionBp: shops.commissionBp,
      bankCode: shops.bankCode,
      bankAccountNumber: shops.bankAccountNumber,
      bankAccountHolder: shops.bankAccountHolder,
      bankChangedAt: shops.bankChangedAt,
    })
    .from(shops)
    .innerJoin(organizations, eq(organizations.id, shops.id))
    .where(eq(shops.id, id))
  if (!row) throw new AppError('NOT_FOUND', 'Toko tidak ditemukan.')
  const team = await db
    .select({ name: users.name, email: users.email, role: members.role })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(eq(members.organizationId, id))
  const statuses = await db
    .select({ status: prompts.status, n: sql<number>`count(*)::int` })
    .from(prompts)
    .where(eq(prompts.shopId, id))
    .groupBy(prompts.status)
  const latestPayouts = await db
    .select()
    .from(payouts)
    .where(eq(payouts.shopId, id))
    .orderBy(desc(payouts.createdAt))
    .limit(10)
  return {
    ...toAdminShop(row),
    description: row.description,
    suspensionReason: row.suspensionReason,
    commissionBp: row.commissionBp,
    bank:
      row.bankCode && row.bankAccountNumber && row.bankAccountHolder
        ? {
            bankCode: row.bankCode,
            accountNumber: row.bankAccountNumber,
            accountHolder: row.bankAccountHolder,
            changedAt: row.bankChangedAt?.toISOString() ?? null,
          }
        : null,
    members: team.map((member) => ({ ...member, role: member.role as ShopRole })),
    promptsByStatus: Object.fromEntries(statuses.map((item) => [item.status, Number(item.n)])),
    payouts: latestPayouts.map((payout) => ({
      id: payout.id,
      amount: payout.amount,
      status: payout.status,
      requestedAt: payout.createdAt.toISOString(),
    })),
  }
}
