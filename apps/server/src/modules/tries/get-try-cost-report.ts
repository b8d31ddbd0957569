import type { TryCostReport } from '@pasarprompt/contracts/tries'
import { sql } from 'drizzle-orm'
import { queryRows } from '../../db/client.ts'
import type { PromptTriesContext } from './prompt-tries-context.ts'
import { tokensUsedOn } from './tries-used.ts'
import { wibDay } from './try-day.ts'

/** How many WIB days the admins' report lists, newest first. */
const REPORT_DAYS = 30

type Row = {
  day: string
  answered: number | string
  withheld: number | string
  failed: number | string
  input_tokens: number | string
  output_tokens: number | string
}

/**
 * What "Coba dulu" cost the platform per WIB day (issue 31): tries by how they ended and the
 * tokens they used, priced at LLM_RUPIAH_PER_1K_TOKENS; today's use of the daily budget. Staff
 * only (the route's guard); nothing in it names a buyer or holds a prompt's text.
 */
export async function getTryCostReport(ctx: PromptTriesContext): Promise<TryCostReport> {
  const today = wibDay()
  const rows = await queryRows<Row>(
    ctx.db,
    sql`
      select to_char(day, 'YYYY-MM-DD') as day,
        count(*) filter (where status = 'answered') as answered,
        count(*) filter (where status = 'withheld') as withheld,
        count(*) filter (where status = 'failed') as failed,
        sum(input_tokens) as input_tokens, sum(output_tokens) as output_tokens
      from prompt_tries
      where day > ${today}::date - ${REPORT_DAYS}::int
      group by day order by day desc`,
  )
  return {
    model: ctx.model?.name ?? null,
    simulated: ctx.model?.simulated ?? false,
    dailyTokens: ctx.dailyTokens,
    usedToday: await tokensUsedOn(ctx.db, today),
    days: rows.map((row) => {
      const inputTokens = Number(row.input_tokens)
      const outputTokens = Number(row.output_tokens)
      return {
        day: row.day,
        answered: Number(row.answered),
        withheld: Number(row.withheld),
        failed: Number(row.failed),
        inputTokens,
        outputTokens,
        costRupiah: Math.ceil(((inputTokens + outputTokens) / 1000) * ctx.rupiahPer1kTokens),
      }
    }),
  }
}
