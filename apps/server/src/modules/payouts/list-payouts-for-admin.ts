import { DAY_MS } from '@pasarprompt/contracts/durations'
import type {
  AdminPayout,
  AdminPayoutList,
  AdminPayoutListQuery,
} from '@pasarprompt/contracts/payouts-for-admin'
import { and, count, eq, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/client.ts'
import { organizations, payouts, users } from '../../db/schema.ts'
import { newestFirst, timeIdCursor, toPage } from '../../lib/keyset.ts'

/** A bank account set less than 24 hours before the request asks for a second look. */
export const isRecentBankChange = (row: { bankChangedAt: Date | null; createdAt: Date }) =>
  row.bankChangedAt !== null && row.createdAt.getTime() - row.bankChangedAt.getTime() < DAY_MS

const requester = alias(users, 'requester')
const affiliateUser = alias(users, 'affiliate_user')

const adminPayoutColumns = {
  payout: payouts,
  shopName: organizations.name,
  shopSlug: organizations.slug,
  affiliateName: affiliateUser.name,
  affiliateEmail: affiliateUser.email,
  requestedBy: requester.email,
}

/** Payouts with their payee (a shop or an affiliate) and requester, as staff see them. */
export async function selectAdminPayouts(
  db: Executor,
  where: SQL | undefined,
  page?: { orderBy: readonly SQL[]; limit: number },
) {
  const query = db
    .select(adminPayoutColumns)
    .from(payouts)
    .leftJoin(organizations, eq(organizations.id, payouts.shopId))
    .leftJoin(affiliateUser, eq(affiliateUser.id, payouts.affiliateUserId))
    .innerJoin(requester, eq(requester.id, payouts.requestedBy))
    .where(where)
  return page ? query.orderBy(...page.orderBy).limit(page.limit) : query
}

export function toAdminPayout(
  row: Awaited<ReturnType<typeof selectAdminPayouts>>[number],
): AdminPayout {
  const { payout } = row
  return {
    id: payout.id,
    shop: payout.shopId
      ? { id: payout.shopId, name: row.shopName ?? '', slug: row.shopSlug ?? '' }
      : null,
    affiliate: payout.affiliateUserId
      ? {
          userId: payout.affiliateUserId,
          name: row.affiliateName ?? '',
          email: row.affiliateEmail ?? '',
        }
      : null,
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

/** Requests waiting for a decision, shops' and affiliates' alike (the sidebar's badge). */
export async function countOpenPayouts(db: Executor): Promise<number> {
  const [open] = await db
    .select({ n: count() })
    .from(payouts)
    .where(eq(payouts.status, 'requested'))
  return open?.n ?? 0
}

/** Payout requests of every shop and affiliate by status, newest first (keyset pages). */
export async function listPayoutsForAdmin(
  db: Executor,
  query: AdminPayoutListQuery,
): Promise<AdminPayoutList> {
  const keyset = newestFirst(query.cursor, payouts.createdAt, payouts.id)
  const rows = await selectAdminPayouts(db, and(eq(payouts.status, query.status), keyset.after), {
    orderBy: keyset.orderBy,
    limit: query.limit + 1,
  })
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
