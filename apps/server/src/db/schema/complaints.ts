import {
  COMPLAINT_MESSAGE_KINDS,
  COMPLAINT_REASONS,
  COMPLAINT_SIDES,
  COMPLAINT_STATUSES,
} from '@pasarprompt/contracts/complaints'
import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { stampColumns } from '../columns.ts'
import { organizations, users } from './auth.ts'
import { orders } from './orders.ts'

/**
 * A buyer's complaint about a paid order (issue 30, decision 0039): one per order, opened while
 * the order's earnings are held. While it is `open` or `escalated` the release job leaves the
 * order's earnings held. `buyer_email` (lower-cased, the order's) counts a buyer's open
 * complaints and refunded ones, for guests and accounts alike.
 */
export const complaints = pgTable(
  'complaints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    shopId: text('shop_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    buyerEmail: text('buyer_email').notNull(),
    reason: text('reason', { enum: COMPLAINT_REASONS }).notNull(),
    status: text('status', { enum: COMPLAINT_STATUSES }).notNull().default('open'),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    escalatedBy: text('escalated_by', { enum: COMPLAINT_SIDES }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: text('resolved_by', { enum: COMPLAINT_SIDES }),
    resolution: text('resolution'),
    ...stampColumns(),
  },
  (table) => [
    uniqueIndex('complaints_order_key').on(table.orderId),
    index('complaints_status_idx').on(table.status, table.createdAt.desc()),
    index('complaints_shop_idx').on(table.shopId, table.status),
    index('complaints_buyer_idx').on(table.buyerEmail, table.status),
  ],
)

/**
 * A complaint's conversation and history, oldest first: what each side wrote (`message`) and
 * each step (`opened` carries the buyer's text; `escalated`, `refunded`, `released`,
 * `withdrawn` carry who took it and, for a decision, its reason). Never updated.
 */
export const complaintMessages = pgTable(
  'complaint_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    complaintId: uuid('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: COMPLAINT_MESSAGE_KINDS }).notNull(),
    side: text('side', { enum: COMPLAINT_SIDES }).notNull(),
    /** Null for a guest buyer, or once the writer's account is gone. */
    senderUserId: text('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    ...stampColumns(),
  },
  (table) => [
    index('complaint_messages_thread_idx').on(table.complaintId, table.createdAt, table.id),
    check('complaint_messages_body_length', sql`char_length(${table.body}) <= 2000`),
  ],
)
