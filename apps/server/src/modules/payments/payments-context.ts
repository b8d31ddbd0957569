import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client.ts'
import type { EventBus } from '../../plugins/events/event-bus.ts'
import type { Mailer } from '../../plugins/mail/mailer.ts'
import type { PaymentGateway } from './midtrans-gateway.ts'

/** What the order and payment use cases need, assembled once in app.ts. */
export interface PaymentsContext {
  db: Database
  events: EventBus
  mailer: Mailer
  log: FastifyBaseLogger
  gateway: PaymentGateway
  /** Verifies notification signatures. */
  serverKey: string
  /** Signs orders' access tokens (the receipt links). */
  secret: string
  publicUrl: string
  earningsHoldDays: number
}
