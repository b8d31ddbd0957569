import { z } from 'zod'

/** The gateway's notifications as `/admin/payments` lists them. */
export const PaymentLogListQuery = z.object({
  /** `invalid`: a bad signature; the rest are the webhook's results (paid, duplicate, …). */
  result: z.string().trim().max(40).optional(),
  q: z.string().trim().max(100, { error: 'Kata kunci maksimal 100 karakter.' }).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
})
export type PaymentLogListQuery = z.infer<typeof PaymentLogListQuery>

export const PaymentLog = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  provider: z.string(),
  gatewayOrderId: z.string().nullable(),
  orderId: z.uuid().nullable(),
  transactionStatus: z.string().nullable(),
  signatureValid: z.boolean(),
  result: z.string(),
  detail: z.string().nullable(),
  /** The notification exactly as it arrived. */
  rawBody: z.string(),
})
export type PaymentLog = z.infer<typeof PaymentLog>

export const PaymentLogList = z.object({
  items: z.array(PaymentLog),
  nextCursor: z.string().nullable(),
})
export type PaymentLogList = z.infer<typeof PaymentLogList>
