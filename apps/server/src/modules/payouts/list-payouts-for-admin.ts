import type {
  AdminPayout,
  AdminPayoutList,
  AdminPayoutListQuery,
} from '@pasarprompt/contracts/admin-payouts'
import { and, count, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { organizations, payouts, users } from '../../db/schema.ts'
import { newestFirst, timeIdCursor, toPage } from '../../lib/keyset.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** A bank account set less than 24 hours before the request asks for a second look. */
export const isRecentBankChange = (row: { bankChangedAt: Date | null; createdAt: Date }) =>
  row.bankChangedAt !== null && row.createdAt.getTime() - row.bankChangedAt.getTime() < DAY_MS

export const adminPayoutColumns = {
  payout: payouts,
  shopName: organizations.name,
  shopSlug: organizations.slug,
  requestedBy: users.email,
}

export function toAdminPayout(row: {
  payout: typeof payouts.$inferSelect
  shopName: string
  shopSlug: string
  requestedBy: string
}): AdminPayout {
  const { payout } = row
  return {
    id: payout.id,
    shop: { id: payout.shopId, name: row.shopName, slug: row.shopSlug },
    amount: payout.amount,
    status: payout.status,
    bankCode: payout.bankCode,
    accountNumber: payout.bankAccountNumber,
    accountHolder: payout.bankAccountHolder,
    recentBankChange: isRecentBankChange(payout),
    bankChangedAt: payout.bankChangedAt?.toISOString() ?? null,
    requestedBy: row.requestedBy,
    transferReference: payout.transferReference,
    rejectionReason: payout.rejectionReason,
    requestedAt: payout.createdAt.toISOString(),
    decidedAt: payout.decidedAt?.toISOString() ?? null,
  }
}

/** Requests waiting for a decision (the sidebar's badge). */
export async function countOpenPayouts(db: Executor): Promise<number> {
  const [open] = await db
    .select({ n: count() })
    .from(payouts)
    .where(eq(payouts.status, 'requested'))
  return open?.n ?? 0
}

/** Payout requests of every shop by status, newest first (keyset pages). */
export async function listAdminPayouts(
  db: Executor,
  query: AdminPayoutListQuery,
): Promise<AdminPayoutList> {
  const keyset = newestFirst(query.cursor, payouts.createdAt, payouts.id)
  const rows = await db
    .select(adminPayoutColumns)
    .from(payouts)
    .innerJoin(organizations, eq(organizations.id, payouts.shopId))
    .innerJoin(users, eq(users.id, payouts.requestedBy))
    .where(and(eq(payouts.status, query.status), keyset.after))
    .orderBy(...keyset.orderBy)
    .limit(query.limit + 1)
  return {
    ...toPage(
      rows,
      query.limit,
      (row) => timeIdCursor(row.payout.createdAt, row.payout.id),
      toAdminPayout,
    ),
    openCount: await countOpenPayouts(db),
  }
}
