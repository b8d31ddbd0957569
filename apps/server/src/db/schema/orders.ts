import { ORDER_STATUSES } from '@pasarprompt/contracts/orders'
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { stampColumns } from '../columns.ts'
import { affiliates } from './affiliates.ts'
import { organizations, users } from './auth.ts'
import { prompts } from './catalog.ts'

/**
 * One prompt per order (DESIGN.md §4). The rates and the hold period are snapshotted when the
 * order is created, so a later change of the platform settings applies to new orders only.
 * Only `markOrderPaid`'s compare-and-set moves an order to `paid`.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `PP-YYYYMMDD-XXXXXX`: shown to people, never used to authorise. */
    number: text('number').notNull(),
    promptId: uuid('prompt_id')
      .notNull()
      .references(() => prompts.id),
    shopId: text('shop_id')
      .notNull()
      .references(() => organizations.id),
    /** Null for a guest until an account verifies `buyer_email`. */
    buyerUserId: text('buyer_user_id').references(() => users.id, { onDelete: 'set null' }),
    buyerName: text('buyer_name').notNull(),
    /** Lower-cased. */
    buyerEmail: text('buyer_email').notNull(),
    buyerPhone: text('buyer_phone').notNull(),
    promptTitle: text('prompt_title').notNull(),
    price: integer('price').notNull(),
    commissionBp: integer('commission_bp').notNull(),
    affiliateBp: integer('affiliate_bp').notNull(),
    /**
     * The PPh 22 rate (decision 0044) decided when the order is created: `PPH22_RATE_BP`, or 0
     * for a shop whose statement of turnover under Rp 500 juta counts then.
     */
    pph22Bp: integer('pph22_bp').notNull().default(0),
    /**
     * The affiliate whose recorded click brought this order (issue 14), decided when the order is
     * created; an order without one pays no affiliate fee. `affiliate_user_id` names the ledger
     * account the fee goes to.
     */
    affiliateUserId: text('affiliate_user_id').references(() => users.id),
    affiliateId: uuid('affiliate_id').references(() => affiliates.id),
    affiliateClickId: bigint('affiliate_click_id', { mode: 'number' }),
    /** At least the platform's hold, and at least the Garansi: the money waits while it runs. */
    holdDays: integer('hold_days').notNull(),
    /** The prompt's "Garansi" when the order was made (issue 30); 0 for none. */
    guaranteeDays: integer('guarantee_days').notNull().default(0),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    /** The current payment attempt: Midtrans' `order_id` is `number-attempt`. */
    paymentAttempt: integer('payment_attempt').notNull().default(0),
    gatewayOrderId: text('gateway_order_id'),
    paymentMethod: text('payment_method'),
    gatewayTransactionId: text('gateway_transaction_id'),
    /** The split of the price, fixed when the order is paid. */
    sellerNet: integer('seller_net'),
    platformFee: integer('platform_fee'),
    affiliateFee: integer('affiliate_fee'),
    gatewayFee: integer('gateway_fee'),
    /** PPh 22 withheld of the price (in the ledger's `tax_pph22`), fixed when the order is paid. */
    pph22Withheld: integer('pph22_withheld'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the seller's earnings move from held to available. */
    releaseAt: timestamp('release_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /**
     * The invisible mark the bought prompt's text carries for this order (issue 32, decision
     * 0042): 48 random bits from the database's CSPRNG, so every row (and every row that existed
     * before the column) gets its own, and nobody can guess another buyer's.
     */
    leakMark: bigint('leak_mark', { mode: 'number' })
      .notNull()
      .default(sql`(('x' || substr(md5(gen_random_uuid()::text), 1, 12))::bit(48))::bigint`),
    ...stampColumns(),
  },
  (table) => [
    uniqueIndex('orders_number_key').on(table.number),
    uniqueIndex('orders_leak_mark_key').on(table.leakMark),
    index('orders_buyer_idx').on(table.buyerUserId, table.createdAt.desc()),
    index('orders_guest_email_idx').on(table.buyerEmail).where(sql`buyer_user_id is null`),
    index('orders_shop_idx').on(table.shopId, table.createdAt.desc()),
    index('orders_prompt_idx').on(table.promptId, table.status),
    index('orders_affiliate_idx')
      .on(table.affiliateUserId, table.createdAt.desc())
      .where(sql`affiliate_user_id is not null`),
    index('orders_pending_expiry_idx').on(table.expiresAt).where(sql`status = 'pending'`),
    // Reconciliation's last check of orders our expiry closed (issue 17), without a scan.
    index('orders_expired_closed_idx').on(table.closedAt).where(sql`status = 'expired'`),
    index('orders_release_idx')
      .on(table.releaseAt)
      .where(sql`status = 'paid' and released_at is null`),
  ],
)

/** Every transaction asked of the gateway for an order; a retry gets the next suffix. */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    gatewayOrderId: text('gateway_order_id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    status: text('status', { enum: ['requested', 'created', 'failed'] })
      .notNull()
      .default('requested'),
    token: text('token'),
    redirectUrl: text('redirect_url'),
    error: text('error'),
    /**
     * When the reconciliation last asked the gateway about it, by any process: a start-up asks
     * again only past the interval, however many processes start (decision 0027).
     */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    ...stampColumns(),
  },
  (table) => [uniqueIndex('payment_attempts_order_attempt_key').on(table.orderId, table.attempt)],
)

/**
 * Every notification the webhook received, valid or not, exactly as it arrived: the trail an
 * admin reads when a payment is disputed. Nothing here moves money.
 */
export const paymentLogs = pgTable(
  'payment_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    rawBody: text('raw_body').notNull(),
    signatureValid: boolean('signature_valid').notNull(),
    gatewayOrderId: text('gateway_order_id'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    transactionId: text('transaction_id'),
    transactionStatus: text('transaction_status'),
    /** What the notification did: paid, duplicate, ignored, invalid_signature, … */
    result: text('result').notNull(),
    detail: text('detail'),
    ...stampColumns(),
  },
  (table) => [
    index('payment_logs_created_idx').on(table.createdAt.desc()),
    index('payment_logs_order_idx').on(table.orderId, table.createdAt),
    index('payment_logs_gateway_order_idx').on(table.gatewayOrderId),
  ],
)

/**
 * The built-in payment simulator's own book (DESIGN.md §4): what a real gateway would keep on
 * its side. Written only by the simulator's routes, which exist only outside production.
 */
export const simulatorTransactions = pgTable(
  'payment_simulator_transactions',
  {
    gatewayOrderId: text('gateway_order_id').primaryKey(),
    token: text('token').notNull(),
    grossAmount: integer('gross_amount').notNull(),
    itemName: text('item_name').notNull(),
    finishUrl: text('finish_url'),
    status: text('status').notNull().default('pending'),
    paymentType: text('payment_type'),
    bank: text('bank'),
    /** A card payment's `masked_card` (first six and last four digits), as Midtrans reports it. */
    maskedCard: text('masked_card'),
    transactionId: uuid('transaction_id').notNull().defaultRandom(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...stampColumns(),
  },
  (table) => [uniqueIndex('payment_simulator_transactions_token_key').on(table.token)],
)
