import type { Database } from '../../db/client.ts'
import type { LlmModel } from '../../infra/llm/llm-model.ts'

/** What the "Coba dulu" use cases run with (issue 31, decision 0041). */
export interface PromptTriesContext {
  db: Database
  /** The server's secret: a try keeps its caller's network only as a keyed hash of it. */
  secret: string
  /** The configured model, the simulated one, or null: tries are off (production without one). */
  model: LlmModel | null
  /** The platform's budget across all tries of a WIB day (LLM_DAILY_TOKENS). */
  dailyTokens: number
  /** What the provider charges (LLM_RUPIAH_PER_1K_TOKENS), for the admins' cost per day. */
  rupiahPer1kTokens: number
}

/** Who is trying: an account (or none), their browser (the `pp_visitor` cookie) and address. */
export interface TryCaller {
  userId: string | null
  visitorId: string | null
  ip: string
}
