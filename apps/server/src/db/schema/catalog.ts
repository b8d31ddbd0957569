import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { stampColumns } from '../columns.ts'
import { organizations } from './auth.ts'

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/** The spec's Category (§3). `name` is the immutable slug; admins edit `title`. */
export const categories = pgTable(
  'categories',
  {
    name: text('name').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    featured: boolean('featured').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Published prompts of active shops; kept by `refreshCategoryStats` in the same transaction. */
    count: integer('count').notNull().default(0),
    /** The most used tags of those prompts. */
    popularTags: text('popular_tags').array().notNull().default(sql`'{}'::text[]`),
    ...stampColumns(),
  },
  (table) => [
    index('categories_featured_idx').on(table.companyId, table.featured, table.sortOrder),
  ],
)

/**
 * A prompt's public side. The text a buyer pays for lives in `prompt_secrets`, so no query on
 * this table, however careless, can put it in a public response.
 */
export const prompts = pgTable(
  'prompts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: text('shop_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** Rich text, sanitised with the spec §5 allow-list before it is stored. */
    descriptionHtml: text('description_html').notNull(),
    model: text('model').notNull(),
    modelVersion: text('model_version').notNull(),
    categoryName: text('category_name')
      .notNull()
      .references(() => categories.name),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** Integer rupiah: 0 (free) or 10.000–5.000.000. */
    price: integer('price').notNull(),
    /** "Garansi" (issue 30): days after payment it is guaranteed to work; 0 for none. */
    guaranteeDays: integer('guarantee_days').notNull().default(0),
    /** "Coba dulu" (issue 31): free tries a buyer gets per day (WIB); 0 when the shop has it off. */
    freeTriesPerDay: integer('free_tries_per_day').notNull().default(0),
    variableCount: integer('variable_count').notNull().default(0),
    thumbnailUrl: text('thumbnail_url'),
    status: text('status', { enum: ['draft', 'in_review', 'published', 'rejected', 'archived'] })
      .notNull()
      .default('draft'),
    /** Why an admin rejected it; shown to the seller. */
    rejectionReason: text('rejection_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    featured: boolean('featured').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    views: integer('views').notNull().default(0),
    sales: integer('sales').notNull().default(0),
    wishlistCount: integer('wishlist_count').notNull().default(0),
    ratingAverage: integer('rating_average_x100').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /**
     * Indonesian full-text search over the title, the model (as written, unstemmed), tags and the
     * description without its markup (`pp_tags_text` is created by migration 0002).
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('indonesian', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', model || ' ' || model_version), 'B') || setweight(to_tsvector('indonesian', pp_tags_text(tags)), 'B') || setweight(to_tsvector('indonesian', regexp_replace(description_html, '<[^>]+>', ' ', 'g')), 'C')`,
    ),
    /**
     * Every distinct word of the title, model, tags and description, lower case without accents
     * (`pp_search_terms`, migration 0011): search matches whole words of this array, never a
     * piece of a word. A published prompt's new words also go to `search_lexicon` (triggers of
     * migrations 0011 and 0017; drafts teach it nothing).
     */
    searchTerms: text('search_terms')
      .array()
      .generatedAlwaysAs(
        sql`pp_search_terms(title || ' ' || model || ' ' || model_version || ' ' || pp_tags_text(tags) || ' ' || description_html)`,
      ),
    ...stampColumns(),
  },
  (table) => [
    uniqueIndex('prompts_slug_key').on(table.slug),
    index('prompts_search_idx').using('gin', table.searchVector),
    index('prompts_search_terms_idx').using('gin', table.searchTerms),
    // Keyset orders of the public list (`list-prompts.ts`), each restricted to published prompts
    // and in the list's exact order: `desc` there is `desc nulls first`, and an index in another
    // null order cannot hand the rows over sorted. The price index serves both directions.
    index('prompts_published_newest_idx')
      .on(table.publishedAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`status = 'published'`),
    index('prompts_published_sales_idx')
      .on(table.sales.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`status = 'published'`),
    index('prompts_published_rating_idx')
      .on(
        table.ratingAverage.desc().nullsFirst(),
        table.ratingCount.desc().nullsFirst(),
        table.id.desc().nullsFirst(),
      )
      .where(sql`status = 'published'`),
    index('prompts_published_price_idx').on(table.price, table.id).where(sql`status = 'published'`),
    // Best sellers within a price range that leaves free prompts out: free prompts sell most, and
    // walking the sales order past every one of them cost 100 ms at 1M.
    index('prompts_paid_sales_idx')
      .on(table.sales.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`status = 'published' and price > 0`),
    // A shop's page in each order: a shop holds from a handful to a twentieth of the catalogue,
    // too few to find by walking the whole catalogue's order, too many to sort on each page.
    index('prompts_shop_newest_idx')
      .on(table.shopId, table.publishedAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`status = 'published'`),
    index('prompts_shop_sales_idx')
      .on(table.shopId, table.sales.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`status = 'published'`),
    index('prompts_shop_rating_idx')
      .on(
        table.shopId,
        table.ratingAverage.desc().nullsFirst(),
        table.ratingCount.desc().nullsFirst(),
        table.id.desc().nullsFirst(),
      )
      .where(sql`status = 'published'`),
    index('prompts_shop_price_idx')
      .on(table.shopId, table.price, table.id)
      .where(sql`status = 'published'`),
    // The home page's featured prompts, newest first: one prompt in a hundred is featured.
    index('prompts_featured_newest_idx')
      .on(table.publishedAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`status = 'published' and featured`),
    index('prompts_category_idx').on(table.categoryName, table.status),
    index('prompts_shop_idx').on(table.shopId, table.status),
  ],
)

/**
 * Every word any prompt has ever had (`prompts.search_terms`), with its Indonesian stem: what a
 * search word is matched against (the same word, its stem, words it begins, or a word one or two
 * typos away) before the prompts are looked up by whole word. Filled by a trigger on `prompts`
 * (migration 0011); a word no prompt has any more matches nothing, so it is never removed.
 */
export const searchLexicon = pgTable(
  'search_lexicon',
  {
    word: text('word').primaryKey(),
    stem: text('stem').notNull(),
  },
  (table) => [
    index('search_lexicon_stem_idx').on(table.stem),
    // `word like 'kat%'`: the words a search word begins.
    index('search_lexicon_prefix_idx').on(table.word.op('text_pattern_ops')),
    index('search_lexicon_word_trgm_idx').using('gin', sql`${table.word} gin_trgm_ops`),
  ],
)

/** What a buyer pays for: the prompt text and its instructions. Never in a public response. */
export const promptSecrets = pgTable('prompt_secrets', {
  promptId: uuid('prompt_id')
    .primaryKey()
    .references(() => prompts.id, { onDelete: 'cascade' }),
  promptText: text('prompt_text').notNull(),
  instructions: text('instructions').notNull().default(''),
  changeNote: text('change_note'),
  ...stampColumns(),
})

/** An example output as a revision keeps it until it is approved. */
export interface RevisionExample {
  kind: 'text' | 'image'
  text: string | null
  imageUrl: string | null
  caption: string | null
}

/**
 * A published prompt's next version (DESIGN.md §4): editing its secret or its examples puts the
 * change here, in review, while the approved version stays live. On approval it replaces the
 * secret and examples (with its change note); on rejection the seller sees the reason.
 */
export const promptRevisions = pgTable('prompt_revisions', {
  promptId: uuid('prompt_id')
    .primaryKey()
    .references(() => prompts.id, { onDelete: 'cascade' }),
  promptText: text('prompt_text').notNull(),
  instructions: text('instructions').notNull().default(''),
  changeNote: text('change_note'),
  examples: jsonb('examples').$type<RevisionExample[]>().notNull(),
  status: text('status', { enum: ['in_review', 'rejected'] })
    .notNull()
    .default('in_review'),
  rejectionReason: text('rejection_reason'),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  ...stampColumns(),
})

/**
 * Every approved version of a prompt's secret (issue 30): written when a new version is approved,
 * starting with version 1 (the text it was first published with) the first time. A prompt never
 * revised has no rows: its one version is `prompt_secrets`. The newest row always equals
 * `prompt_secrets`. `buyers_told`: how many earlier buyers were told of this version.
 */
export const promptVersions = pgTable(
  'prompt_versions',
  {
    promptId: uuid('prompt_id')
      .notNull()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    promptText: text('prompt_text').notNull(),
    instructions: text('instructions').notNull().default(''),
    changeNote: text('change_note'),
    /** The model and its version the seller tested this version with. */
    model: text('model').notNull(),
    modelVersion: text('model_version').notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull(),
    buyersTold: integer('buyers_told').notNull().default(0),
    ...stampColumns(),
  },
  (table) => [primaryKey({ columns: [table.promptId, table.version] })],
)

/** Example outputs shown on the prompt's page, in order. */
export const promptExamples = pgTable(
  'prompt_examples',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    promptId: uuid('prompt_id')
      .notNull()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: ['text', 'image'] }).notNull(),
    text: text('text'),
    imageUrl: text('image_url'),
    caption: text('caption'),
    ...stampColumns(),
  },
  (table) => [index('prompt_examples_prompt_idx').on(table.promptId, table.position)],
)

/** Views, sales and revenue per prompt per day, for the seller's statistics. */
export const promptDailyStats = pgTable(
  'prompt_daily_stats',
  {
    promptId: uuid('prompt_id')
      .notNull()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
    /** Paid orders of the day, net of refunds, and their gross in rupiah. */
    sales: integer('sales').notNull().default(0),
    revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
    ...stampColumns(),
  },
  (table) => [primaryKey({ columns: [table.promptId, table.day] })],
)
