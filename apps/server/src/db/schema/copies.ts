import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { prompts } from './catalog.ts'

/**
 * The MinHash bands of every prompt's secret word set (issue 32, decision 0043): the copy check's
 * index. Written by the `prompt_secrets` trigger (migration 0029's custom block) from the
 * `prompt_copy_bands()` SQL function, so every writer (the app, the seeds, a restore) keeps them.
 * Two texts share a band's hash when all its minima agree: likely only when their word sets are
 * close, so a submission's bands find the few prompts worth an exact `similarity()`.
 */
export const promptTextBands = pgTable(
  'prompt_text_bands',
  {
    promptId: uuid('prompt_id')
      .notNull()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    band: smallint('band').notNull(),
    hash: bigint('hash', { mode: 'bigint' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.promptId, table.band] }),
    index('prompt_text_bands_band_hash_idx').on(table.band, table.hash),
  ],
)

/**
 * One submission checked for copies: a prompt sent to review (`forRevision` false) or a
 * published prompt's new version (true), named by the submission's time. A submission in review
 * without its row was not checked yet (the check failed or the process stopped): the job checks
 * it. `candidates`: how many prompts the bands proposed; `tookMs`: how long the check took.
 */
export const copyChecks = pgTable(
  'copy_checks',
  {
    promptId: uuid('prompt_id')
      .notNull()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    forRevision: boolean('for_revision').notNull(),
    candidates: integer('candidates').notNull(),
    tookMs: integer('took_ms').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.promptId, table.submittedAt] })],
)

/**
 * Another shop's prompt whose secret is close to a submission's (`similarity` of pg_trgm, 0–1).
 * Kept per submission: a resubmission is checked again and the reviewer sees the newest check's.
 */
export const copyFlags = pgTable(
  'copy_flags',
  {
    promptId: uuid('prompt_id')
      .notNull()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    forRevision: boolean('for_revision').notNull(),
    matchedPromptId: uuid('matched_prompt_id')
      .notNull()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    similarity: real('similarity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    primaryKey({ columns: [table.promptId, table.submittedAt, table.matchedPromptId] }),
    index('copy_flags_matched_idx').on(table.matchedPromptId),
  ],
)
