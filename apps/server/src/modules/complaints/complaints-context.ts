import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client.ts'
import type { EventBus } from '../../infra/events/event-bus.ts'
import type { Mailer } from '../../infra/mail/mailer.ts'

/** What the complaint use cases need; the app's payments context has all of it. */
export interface ComplaintsContext {
  db: Database
  events: EventBus
  mailer: Mailer
  log: FastifyBaseLogger
  /** Signs and checks the orders' receipt links, which also open a guest's complaint. */
  secret: string
  publicUrl: string
  /** Whose members are platform staff: they hear of escalated complaints. */
  adminOrganizationIds: readonly string[]
}
