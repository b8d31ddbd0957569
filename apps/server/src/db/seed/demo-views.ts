import { sql } from 'drizzle-orm'
import type { Transaction } from '../client.ts'
import { queryRows } from '../client.ts'

/** How far back the demo's page views go: the longest range /app/statistics shows. */
const DAYS = 90

/**
 * Daily page views of every published demo prompt over the last 90 days, so the statistics'
 * views and conversion have something to show on a fresh start. The numbers are a hash of the
 * prompt and the day (the same on every machine), and the prompt's view counter grows by them.
 * Runs once: it writes nothing when any demo prompt already has views by day.
 */
export async function seedDemoViews(tx: Transaction): Promise<number> {
  const [seen] = await queryRows<{ any: boolean }>(
    tx,
    sql`select exists (select 1 from prompt_daily_stats where views > 0) as any`,
  )
  if (seen?.any) return 0
  const added = await queryRows<{ prompt_id: string; views: number }>(
    tx,
    sql`
      insert into prompt_daily_stats (prompt_id, day, views, created_at, last_updated, company_id)
      select p.id, d.day::date, 3 + abs(hashtext(p.id::text || d.day::text)) % 28, now(), now(),
        'marketplace'
      from prompts p
      cross join generate_series(current_date - ${DAYS - 1}::int, current_date, interval '1 day')
        as d(day)
      where p.status = 'published'
      on conflict (prompt_id, day) do update set views = excluded.views
      returning prompt_id, views`,
  )
  const perPrompt = new Map<string, number>()
  for (const row of added) {
    perPrompt.set(row.prompt_id, (perPrompt.get(row.prompt_id) ?? 0) + Number(row.views))
  }
  for (const [promptId, views] of perPrompt) {
    await tx.execute(sql`update prompts set views = views + ${views} where id = ${promptId}`)
  }
  return added.length
}
