import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client.ts'
import { systemActor } from '../../db/stamps.ts'

/** Prompts a statement: far below PostgreSQL's 65,535 parameters (two a prompt). */
const PROMPTS_PER_STATEMENT = 1_000

export interface PromptViewCounter {
  /** One view of a prompt's public page, written with the next flush. */
  count(promptId: string): void
  /** Writes the views counted so far: the totals and today's `prompt_daily_stats`. */
  flush(): Promise<void>
  /** Stops the timer and writes what is left. */
  close(): Promise<void>
}

/**
 * Views of prompt pages are counted in memory and written every `intervalMs` in one statement
 * (decision 0019): a page view costs no write, and a popular prompt no row lock per visitor.
 * The price: a process killed without closing loses at most one interval of views, and a view
 * counted just before midnight may land on the next day's statistics.
 */
export function createPromptViewCounter(
  db: Database,
  options: { intervalMs: number; log: FastifyBaseLogger },
): PromptViewCounter {
  let pending = new Map<string, number>()
  let flushing: Promise<void> = Promise.resolve()

  const write = async (batch: [string, number][]) => {
    const rows = batch.map(([id, views]) => sql`(${id}::uuid, ${views}::integer)`)
    // Only `views` is set: migration 0012's trigger ignores that column, so the response
    // cache stays as it is (the public pages never show views).
    await db.execute(sql`
        with counted (prompt_id, views) as (values ${sql.join(rows, sql`, `)}),
        bumped as (
          update prompts set views = prompts.views + counted.views
          from counted where prompts.id = counted.prompt_id
          returning prompts.id, counted.views
        )
        insert into prompt_daily_stats
          (prompt_id, day, views, created_at, last_updated, created_by, last_updated_by, company_id)
        select id, current_date, views, now(), now(), ${systemActor.uid},
          ${JSON.stringify({ uid: systemActor.uid, email: systemActor.email })}::jsonb,
          ${systemActor.companyId}
        from bumped
        on conflict (prompt_id, day) do update
          set views = prompt_daily_stats.views + excluded.views, last_updated = now()`)
  }

  const flushOnce = async () => {
    if (pending.size === 0) return
    // In id order, as any other batch would lock them: two flushes never wait on each other.
    const entries = [...pending].sort(([a], [b]) => (a < b ? -1 : 1))
    pending = new Map()
    for (let start = 0; start < entries.length; start += PROMPTS_PER_STATEMENT) {
      try {
        await write(entries.slice(start, start + PROMPTS_PER_STATEMENT))
      } catch (error) {
        // What was not written is kept for the next flush rather than lost.
        for (const [id, views] of entries.slice(start)) {
          pending.set(id, (pending.get(id) ?? 0) + views)
        }
        options.log.error(
          { err: error, prompts: entries.length - start },
          'prompt views: flush failed',
        )
        return
      }
    }
  }

  // One flush at a time, so a slow one never runs beside the next.
  const flush = () => {
    flushing = flushing.then(flushOnce)
    return flushing
  }

  const timer = setInterval(() => void flush(), options.intervalMs)
  // The counter alone never keeps the process alive.
  timer.unref()

  return {
    count(promptId) {
      pending.set(promptId, (pending.get(promptId) ?? 0) + 1)
    },
    flush,
    async close() {
      clearInterval(timer)
      await flush()
    },
  }
}
