import type { OrdersContext } from '../orders/orders-context.ts'
import type { PaymentGateway } from './midtrans-gateway.ts'

/** The orders' context plus the gateway: what checkout and the webhook need. */
export interface PaymentsContext extends OrdersContext {
  gateway: PaymentGateway
  /** Verifies notification signatures. */
  serverKey: string
}
