import { z } from 'zod'
import { OrderStatus } from './orders.ts'
import { SellerOrder } from './orders-for-shop.ts'

/** The orders as `/admin/order` lists and shows them: every shop's, with the buyer and the split. */
export const AdminOrderListQuery = z.object({
  status: OrderStatus.optional(),
  /** Order number or buyer email (or name). */
  q: z.string().trim().max(100, { error: 'Kata kunci maksimal 100 karakter.' }).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
})
export type AdminOrderListQuery = z.infer<typeof AdminOrderListQuery>

export const AdminOrder = SellerOrder.extend({
  shop: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
})
export type AdminOrder = z.infer<typeof AdminOrder>

export const AdminOrderList = z.object({
  items: z.array(AdminOrder),
  nextCursor: z.string().nullable(),
})
export type AdminOrderList = z.infer<typeof AdminOrderList>

/** One order with everything that happened to it: gateway notifications and ledger entries. */
export const AdminOrderDetail = AdminOrder.extend({
  buyerPhone: z.string(),
  paymentMethod: z.string().nullable(),
  gatewayOrderId: z.string().nullable(),
  gatewayTransactionId: z.string().nullable(),
  commissionBp: z.number().int(),
  affiliateBp: z.number().int(),
  gatewayFee: z.number().int().nullable(),
  closedAt: z.iso.datetime().nullable(),
  paymentLogs: z.array(
    z.object({
      id: z.uuid(),
      at: z.iso.datetime(),
      transactionStatus: z.string().nullable(),
      signatureValid: z.boolean(),
      result: z.string(),
      detail: z.string().nullable(),
    }),
  ),
  entries: z.array(
    z.object({
      id: z.number().int(),
      at: z.iso.datetime(),
      kind: z.string(),
      account: z.string(),
      amount: z.number().int(),
    }),
  ),
})
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>
