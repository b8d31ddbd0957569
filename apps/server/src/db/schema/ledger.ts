import { bigint, index, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { stampColumns } from '../columns.ts'
import { orders } from './orders.ts'
import { payouts } from './payouts.ts'

/**
 * The append-only ledger (DESIGN.md §4, docs/decisions/0010). Every money movement is a set
 * of entries with one `movement_id` whose amounts sum to zero; the database refuses an update,
 * a delete, or a movement that does not balance (migration 0005).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    movementId: uuid('movement_id').notNull(),
    /** sale, gateway_fee, release, refund, chargeback, … */
    kind: text('kind').notNull(),
    /** `shop:{id}:held|available|reserved`, `platform`, `gateway`, `gateway_fees`, … */
    account: text('account').notNull(),
    /** Integer rupiah; positive: the account holds (or is owed) more. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    shopId: text('shop_id'),
    orderId: uuid('order_id').references(() => orders.id),
    payoutId: uuid('payout_id').references(() => payouts.id),
    ...stampColumns(),
  },
  (table) => [
    index('ledger_entries_account_idx').on(table.account, table.id),
    index('ledger_entries_shop_idx').on(table.shopId, table.id),
    index('ledger_entries_order_idx').on(table.orderId),
    index('ledger_entries_movement_idx').on(table.movementId),
  ],
)
