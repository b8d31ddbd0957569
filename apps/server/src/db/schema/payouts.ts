import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { stampColumns } from '../columns.ts'
import { organizations, users } from './auth.ts'

export const PAYOUT_STATUSES = ['requested', 'approved', 'rejected'] as const

/**
 * A request to be paid an available balance (DESIGN.md §4 Payout): a shop's, or an affiliate's
 * (issue 14) — exactly one of `shop_id` and `affiliate_user_id` is set. Requesting moves the
 * amount `available → reserved`; an admin approves (`reserved → payouts_sent`) or rejects (back).
 * The bank account is copied when requested, so a later change cannot redirect it.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: text('shop_id').references(() => organizations.id),
    affiliateUserId: text('affiliate_user_id').references(() => users.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('requested'),
    bankCode: text('bank_code').notNull(),
    bankAccountNumber: text('bank_account_number').notNull(),
    bankAccountHolder: text('bank_account_holder').notNull(),
    /** The shop's `bank_changed_at` when requested: an admin is warned of a change < 24 h old. */
    bankChangedAt: timestamp('bank_changed_at', { withTimezone: true }),
    requestedBy: text('requested_by')
      .notNull()
      .references(() => users.id),
    transferReference: text('transfer_reference'),
    rejectionReason: text('rejection_reason'),
    decidedBy: text('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ...stampColumns(),
  },
  (table) => [
    index('payouts_shop_idx').on(table.shopId, table.createdAt.desc()),
    index('payouts_status_idx').on(table.status, table.createdAt),
    // One open request per shop; the database keeps it so even under concurrency.
    uniqueIndex('payouts_one_open_per_shop_key').on(table.shopId).where(sql`status = 'requested'`),
    uniqueIndex('payouts_one_open_per_affiliate_key')
      .on(table.affiliateUserId)
      .where(sql`status = 'requested'`),
    index('payouts_affiliate_idx').on(table.affiliateUserId, table.createdAt.desc()),
    check('payouts_one_payee_check', sql`(shop_id is null) <> (affiliate_user_id is null)`),
  ],
)
