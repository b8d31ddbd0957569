import { AFFILIATE_REMOVERS, AFFILIATE_STATUSES } from '@pasarprompt/contracts/affiliates'
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
import { prompts } from './catalog.ts'

/**
 * A user's place in one shop's affiliate programme (DESIGN.md §4 Affiliates, issue 14). The code
 * is global and random (it names the shop too); `removed` — by the shop, or the affiliate leaving —
 * is final for that code: its clicks and its unpaid orders pay nothing. Joining again after leaving
 * reactivates the same row (same code); a removal by the shop is not undone by the affiliate.
 */
export const affiliates = pgTable(
  'affiliates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: text('shop_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** Eight characters of Crockford base-32, upper case: `?aff=CODE`. */
    code: text('code').notNull(),
    status: text('status', { enum: AFFILIATE_STATUSES }).notNull().default('active'),
    /** `shop` (a manager removed them) or `self` (they left). */
    removedBy: text('removed_by', { enum: AFFILIATE_REMOVERS }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    ...stampColumns(),
  },
  (table) => [
    uniqueIndex('affiliates_code_key').on(table.code),
    uniqueIndex('affiliates_shop_user_key').on(table.shopId, table.userId),
    index('affiliates_user_idx').on(table.userId),
  ],
)

/**
 * A visit through an affiliate link, recorded by the server (not a client cookie alone). The
 * visitor is the `pp_visitor` cookie the server sets, plus the account when signed in; an order
 * takes the newest click for its shop within 30 days (last click wins). `ip_hash` is an HMAC of
 * the address, for the per-visitor limits only.
 */
export const affiliateClicks = pgTable(
  'affiliate_clicks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    shopId: text('shop_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    promptId: uuid('prompt_id').references(() => prompts.id, { onDelete: 'set null' }),
    visitorId: text('visitor_id').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    ipHash: text('ip_hash').notNull(),
    ...stampColumns(),
  },
  (table) => [
    index('affiliate_clicks_visitor_idx').on(table.shopId, table.visitorId, table.createdAt.desc()),
    index('affiliate_clicks_user_idx')
      .on(table.shopId, table.userId, table.createdAt.desc())
      .where(sql`user_id is not null`),
    index('affiliate_clicks_affiliate_idx').on(table.affiliateId, table.createdAt),
    index('affiliate_clicks_shop_day_idx').on(table.shopId, table.createdAt),
    index('affiliate_clicks_rate_visitor_idx').on(table.visitorId, table.createdAt),
    index('affiliate_clicks_rate_ip_idx').on(table.ipHash, table.createdAt),
  ],
)

/**
 * An affiliate's money and payout account (DESIGN.md §4: `affiliate:{userId}:held|available|
 * reserved`), changed only together with the ledger entries it sums, in the same transaction —
 * the affiliate's counterpart of the balance columns on `shops`. The bank account is the user's
 * own (spec client state `bankAccount`); `bank_changed_at` warns staff of a fresh change.
 */
export const affiliateAccounts = pgTable(
  'affiliate_accounts',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    heldBalance: bigint('held_balance', { mode: 'number' }).notNull().default(0),
    reservedBalance: bigint('reserved_balance', { mode: 'number' }).notNull().default(0),
    bankCode: text('bank_code'),
    bankAccountNumber: text('bank_account_number'),
    bankAccountHolder: text('bank_account_holder'),
    bankChangedAt: timestamp('bank_changed_at', { withTimezone: true }),
    ...stampColumns(),
  },
  (table) => [check('affiliate_accounts_reserved_check', sql`${table.reservedBalance} >= 0`)],
)
