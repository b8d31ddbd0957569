import { bigint, boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { stampColumns } from '../columns.ts'
import { organizations } from './auth.ts'

/** The shop's public page at `/{shopSlug}` beyond its name and description (issue 6). */
export interface MicrositeContent {
  headline?: string
  bio?: string
  links?: { label: string; url: string }[]
  featuredPromptIds?: string[]
  accentColor?: string
}

/**
 * A shop is an organisation plus this profile (DESIGN.md §4). Organisations without a profile
 * (the platform's admin organisations) are not shops.
 */
export const shops = pgTable('shops', {
  id: text('id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  description: text('description').notNull().default(''),
  /**
   * `closed`: its owner deleted it. The organisation stays (its orders and ledger keep their
   * history), without members or public pages; its slug is released after a grace period.
   */
  status: text('status', { enum: ['active', 'suspended', 'closed'] })
    .notNull()
    .default('active'),
  /**
   * When its owner closed it: the slug and name stay taken for 30 days after (CLOSED_SHOP_GRACE_DAYS,
   * docs/decisions/0023-shop-names.md), then a new shop may take them.
   */
  closedAt: timestamp('closed_at', { withTimezone: true }),
  /** Uploaded images (`/uploads/…`), re-encoded to WebP. */
  logoUrl: text('logo_url'),
  bannerUrl: text('banner_url'),
  /**
   * The payment configuration (spec §3 Vendor `paymentConfig`): where payouts go. Its absence
   * puts the red dot on Payout; `bank_changed_at` lets an admin see a fresh change.
   */
  bankCode: text('bank_code'),
  bankAccountNumber: text('bank_account_number'),
  bankAccountHolder: text('bank_account_holder'),
  bankChangedAt: timestamp('bank_changed_at', { withTimezone: true }),
  microsite: jsonb('microsite').$type<MicrositeContent>().notNull().default({}),
  /** The platform commission for this shop's new orders, overriding the platform setting. */
  commissionBp: integer('commission_bp'),
  /** The shop's affiliate programme (issue 14): off until a manager switches it on. */
  affiliateEnabled: boolean('affiliate_enabled').notNull().default(false),
  /** The affiliate's share for this shop's new orders; null: the platform's default rate. */
  affiliateBp: integer('affiliate_bp'),
  /** Why staff suspended the shop (shown to its members). */
  suspensionReason: text('suspension_reason'),
  /**
   * The shop's money (integer rupiah), changed only together with the ledger entries it sums,
   * in the same transaction. `balance` is the available amount (the spec's live `balance`).
   */
  balance: bigint('balance', { mode: 'number' }).notNull().default(0),
  heldBalance: bigint('held_balance', { mode: 'number' }).notNull().default(0),
  reservedBalance: bigint('reserved_balance', { mode: 'number' }).notNull().default(0),
  ...stampColumns(),
})
