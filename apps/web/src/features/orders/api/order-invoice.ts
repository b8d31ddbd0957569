import { endpointPath } from '@pasarprompt/contracts/endpoint'
import { adminApi } from '@pasarprompt/contracts/endpoints/admin'
import { publicApi } from '@pasarprompt/contracts/endpoints/public'
import { sellerApi } from '@pasarprompt/contracts/endpoints/seller'
import type { OrderStatus } from '@pasarprompt/contracts/orders'

/**
 * The invoice PDFs (issue 32), downloaded as the transactions CSV is: a plain link on our own
 * origin, so the session cookie goes with it; a guest's link carries the receipt's token.
 */

/** Orders that were paid have an invoice; a reversed one keeps it, marked so. */
export const hasInvoice = (status: OrderStatus) =>
  status === 'paid' || status === 'refunded' || status === 'chargeback'

export const buyerInvoiceUrl = (orderId: string, token: string | null) =>
  `${endpointPath(publicApi.orderInvoice.path, { orderId })}${token ? `?token=${encodeURIComponent(token)}` : ''}`

export const shopInvoiceUrl = (orderId: string) =>
  endpointPath(sellerApi.orderInvoice.path, { id: orderId })

export const adminInvoiceUrl = (orderId: string) =>
  endpointPath(adminApi.orderInvoice.path, { id: orderId })
