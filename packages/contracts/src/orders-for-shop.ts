import { z } from 'zod'
import { ComplaintSummary } from './complaints.ts'
import { OrderStatus } from './orders.ts'
import { ShopOrderReview } from './reviews.ts'

/** `/app/order`: the shop's orders, newest first, filtered by status and a search text. */
export const SellerOrderListQuery = z.object({
  status: OrderStatus.optional(),
  /** `active`: only orders whose complaint is still open or with an admin. */
  complaint: z.literal('active').optional(),
  /** Order number, buyer name or email, or prompt title. */
  q: z.string().trim().max(100, { error: 'Kata kunci maksimal 100 karakter.' }).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
})
export type SellerOrderListQuery = z.infer<typeof SellerOrderListQuery>

/**
 * The split of a paid order (DESIGN.md §4). Null for members, who see no money, and for orders
 * that were never paid.
 */
export const OrderSplit = z.object({
  platformFee: z.number().int(),
  affiliateFee: z.number().int(),
  /** PPh 22 withheld of the price (decision 0044); 0 when the shop's statement exempted it. */
  pph22: z.number().int(),
  sellerNet: z.number().int(),
})
export type OrderSplit = z.infer<typeof OrderSplit>

export const SellerOrder = z.object({
  id: z.uuid(),
  number: z.string(),
  status: OrderStatus,
  promptId: z.uuid(),
  promptTitle: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  /** Gross price the buyer paid (or was asked to pay). */
  price: z.number().int(),
  split: OrderSplit.nullable(),
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
  /** The buyer's complaint (issue 30), or null. */
  complaint: ComplaintSummary.nullable(),
})
export type SellerOrder = z.infer<typeof SellerOrder>

export const SellerOrderList = z.object({
  items: z.array(SellerOrder),
  nextCursor: z.string().nullable(),
})
export type SellerOrderList = z.infer<typeof SellerOrderList>

/** One order with what happened to it: payment, hold and the shop's ledger entries. */
export const SellerOrderDetail = SellerOrder.extend({
  promptSlug: z.string(),
  buyerHasAccount: z.boolean(),
  paymentMethod: z.string().nullable(),
  commissionBp: z.number().int().nullable(),
  affiliateBp: z.number().int().nullable(),
  /** When the earnings become available (paid orders only). */
  releaseAt: z.iso.datetime().nullable(),
  releasedAt: z.iso.datetime().nullable(),
  closedAt: z.iso.datetime().nullable(),
  /** The buyer's review of this order, with the shop's reply once given. */
  review: ShopOrderReview.nullable(),
  /** The shop's ledger entries for this order, oldest first; empty for members. */
  entries: z.array(
    z.object({
      id: z.number().int(),
      at: z.iso.datetime(),
      kind: z.string(),
      bucket: z.enum(['held', 'available', 'reserved']),
      amount: z.number().int(),
    }),
  ),
})
export type SellerOrderDetail = z.infer<typeof SellerOrderDetail>

/** `/app/customer`: everyone who bought from the shop, by email, most recent buyer first. */
export const CustomerListQuery = z.object({
  q: z.string().trim().max(100, { error: 'Kata kunci maksimal 100 karakter.' }).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
})
export type CustomerListQuery = z.infer<typeof CustomerListQuery>

export const Customer = z.object({
  email: z.string(),
  name: z.string(),
  /** Paid orders (refunded ones are not counted). */
  orders: z.number().int(),
  /** Gross rupiah of those orders. */
  spent: z.number().int(),
  firstOrderAt: z.iso.datetime(),
  lastOrderAt: z.iso.datetime(),
  hasAccount: z.boolean(),
})
export type Customer = z.infer<typeof Customer>

export const CustomerList = z.object({
  items: z.array(Customer),
  nextCursor: z.string().nullable(),
})
export type CustomerList = z.infer<typeof CustomerList>
