import { z } from 'zod'
import { MAX_FREE_TRIES_PER_DAY } from './constants.ts'

/**
 * "Coba dulu" (issue 31, decision 0041): a buyer runs a prompt on their own values before paying.
 * The server fills the secret template, a model answers, and the answer is streamed back only
 * after the leak guard has passed it. The prompt's text never leaves the server.
 */

/** The longest value of one `[VARIABEL]`, and of the note a buyer may add after the prompt. */
export const TRY_VALUE_MAX = 300
export const TRY_MESSAGE_MAX = 500

const valueMessage = `Isian paling panjang ${TRY_VALUE_MAX} karakter.`
export const TryInput = z.object({
  /** Each variable's value by its name (`PRODUK`); names the prompt lacks are refused. */
  values: z
    .record(
      z.string().min(1).max(60),
      z.string().trim().max(TRY_VALUE_MAX, { error: valueMessage }),
    )
    .default({}),
  /** An extra request after the prompt, e.g. "buat lebih singkat". */
  message: z
    .string()
    .trim()
    .max(TRY_MESSAGE_MAX, { error: `Pesan tambahan paling panjang ${TRY_MESSAGE_MAX} karakter.` })
    .default(''),
})
export type TryInput = z.input<typeof TryInput>

/** GET …/try: what the form needs. Per caller (their tries left), never cached. */
export const TryStatus = z.object({
  /** The platform can run tries (a model is configured, or the simulator outside production). */
  available: z.boolean(),
  /** The answers come from the built-in simulated model ("simulasi"). */
  simulated: z.boolean(),
  /** The prompt's `[VARIABEL]` names, in order (the names are public, the text is not). */
  variables: z.array(z.string()),
  /** What the shop gives each buyer per day; 0 when the shop has not switched tries on. */
  freePerDay: z.number().int(),
  remaining: z.number().int(),
  /** When the caller's count starts again (midnight WIB). */
  resetsAt: z.iso.datetime({ offset: true }),
})
export type TryStatus = z.infer<typeof TryStatus>

/**
 * What the try's stream carries, one Server-Sent Event each (`event: <type>`, `data: <json>`):
 * pieces of the answer, then exactly one of done, withheld or failed.
 */
export const TryStreamEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done'), remaining: z.number().int() }),
  /** The answer repeated the prompt: what was shown must be discarded; the try was not counted. */
  z.object({ type: z.literal('withheld'), message: z.string(), remaining: z.number().int() }),
  /** The model failed after it started; the try was not counted. */
  z.object({ type: z.literal('failed'), message: z.string(), remaining: z.number().int() }),
])
export type TryStreamEvent = z.infer<typeof TryStreamEvent>

const freeMessage = `Isi 0–${MAX_FREE_TRIES_PER_DAY} (0 mematikan Coba dulu).`
/** PUT /api/v1/seller/products/:id/try: the shop switches tries on (1–10 a day) or off (0). */
export const PromptTrySettings = z.object({
  freePerDay: z
    .number({ error: freeMessage })
    .int({ error: freeMessage })
    .min(0, { error: freeMessage })
    .max(MAX_FREE_TRIES_PER_DAY, { error: freeMessage }),
})
export type PromptTrySettings = z.infer<typeof PromptTrySettings>

/** A prompt's tries in the statistics' range and the buyers they brought (seller Statistik). */
export const PromptTryStatistics = z.object({
  id: z.uuid(),
  title: z.string(),
  /** Answered tries (withheld and failed ones are not tries the buyer got). */
  tries: z.number().int(),
  /** Distinct people (accounts or browsers) who tried. */
  triers: z.number().int(),
  /** Of those, how many paid for the prompt after their first try in the range. */
  buyers: z.number().int(),
  /** Buyers ÷ triers; null while nobody tried. */
  conversion: z.number().nullable(),
})
export type PromptTryStatistics = z.infer<typeof PromptTryStatistics>

export const ShopTryStatistics = z.object({
  prompts: z.array(PromptTryStatistics),
  totals: PromptTryStatistics.pick({ tries: true, triers: true, buyers: true, conversion: true }),
})
export type ShopTryStatistics = z.infer<typeof ShopTryStatistics>

/** One WIB day of tries across the platform, for the admins (provider cost per day). */
export const TryCostDay = z.object({
  day: z.iso.date(),
  answered: z.number().int(),
  withheld: z.number().int(),
  failed: z.number().int(),
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  /** Tokens × the configured price (LLM_RUPIAH_PER_1K_TOKENS), rounded up. */
  costRupiah: z.number().int(),
})
export type TryCostDay = z.infer<typeof TryCostDay>

/** GET /api/v1/admin/tries: the model, today's budget and the last 30 days. */
export const TryCostReport = z.object({
  model: z.string().nullable(),
  simulated: z.boolean(),
  /** The platform's daily budget in tokens (LLM_DAILY_TOKENS), and what today has used of it. */
  dailyTokens: z.number().int(),
  usedToday: z.number().int(),
  days: z.array(TryCostDay),
})
export type TryCostReport = z.infer<typeof TryCostReport>

/** The models a try can stand in for: text models (an image or music prompt has no text answer). */
export const TRYABLE_MODELS = ['chatgpt', 'claude', 'gemini'] as const
export const isTryableModel = (model: string) =>
  (TRYABLE_MODELS as readonly string[]).includes(model)
