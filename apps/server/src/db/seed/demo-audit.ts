import { DEFAULT_COMPANY_ID } from '@pasarprompt/contracts/constants'
import { sql } from 'drizzle-orm'
import type { Transaction } from '../client.ts'
import { queryRows } from '../client.ts'
import { demoAccounts } from './demo-accounts.ts'

/**
 * The review decisions behind the demo's catalogue (issue 32), so /admin/audit shows what staff
 * did on a fresh start: the demo admin approved each of the newest published prompts when it was
 * published. Only what the data says happened; nothing when the log has any entry.
 */
export async function seedDemoAudit(tx: Transaction, adminOrganizationId: string): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`
      insert into audit_log (actor_user_id, actor_email, admin_organization_id, action,
        target_type, target_id, before, after, created_at, last_updated, created_by, company_id)
      select u.id, u.email, ${adminOrganizationId}, 'prompt.approve', 'prompt', p.id::text,
        '{"status":"in_review"}'::jsonb, '{"status":"published"}'::jsonb,
        p.published_at, p.published_at, u.id, ${DEFAULT_COMPANY_ID}
      from users u
      cross join lateral (
        select id, published_at from prompts
        where status = 'published' and published_at is not null
        order by published_at desc limit 12
      ) p
      where u.email = ${demoAccounts.admin.email}
        and not exists (select 1 from audit_log)
      returning id`,
  )
  return rows.length
}
