import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client.ts'
import type { EventBus } from '../../infra/events/event-bus.ts'
import type { Mailer } from '../../infra/mail/mailer.ts'

/** What the order use cases need, assembled once in app.ts. */
export interface OrdersContext {
  db: Database
  events: EventBus
  mailer: Mailer
  log: FastifyBaseLogger
  /** Signs orders' access tokens (the receipt links). */
  secret: string
  publicUrl: string
  earningsHoldDays: number
  /** Whose members are platform staff: they are told of affiliate flags (issue 26). */
  adminOrganizationIds: readonly string[]
}
