import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { stampColumns } from '../columns.ts'
import { users } from './auth.ts'

/**
 * Every action of platform staff (issue 7): who, when (`created_at`), what, on which row, and
 * the row's state before and after. Append-only: nothing updates or deletes it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: text('actor_user_id')
      .notNull()
      .references(() => users.id),
    actorEmail: text('actor_email').notNull(),
    /** The admin organisation the actor was acting in. */
    adminOrganizationId: text('admin_organization_id').notNull(),
    /** `prompt.approve`, `payout.reject`, `order.refund`, `settings.update`, … */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    ...stampColumns(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt.desc()),
    index('audit_log_target_idx').on(table.targetType, table.targetId, table.createdAt.desc()),
  ],
)
