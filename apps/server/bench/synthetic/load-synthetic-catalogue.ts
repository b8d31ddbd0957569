import { performance } from 'node:perf_hooks'
import { DEFAULT_COMPANY_ID } from '@pasarprompt/contracts/constants'
import { sql } from 'drizzle-orm'
import type { DatabaseHandle, Transaction } from '../../src/db/client.ts'
import { queryRows } from '../../src/db/client.ts'
import { seedCategories } from '../../src/db/seed/catalog.ts'
import { seededRandom } from '../../src/lib/seeded-random.ts'
import { refreshCategoryStats } from '../../src/modules/catalog/refresh-category-stats.ts'
import {
  SYNTHETIC_MARK,
  type SyntheticPrompt,
  syntheticPrompt,
  syntheticShops,
} from './synthetic-rows.ts'

export interface SyntheticCatalogueOptions {
  prompts: number
  shops: number
  /** Same seed, same catalogue (dates are relative to now). */
  seed: string
  log: (line: string) => void
}

/** Tags travel as one string each (arrays of arrays do not unnest); no tag has this character. */
const TAG_SEPARATOR = '\u001f'
const STAMP = JSON.stringify({ uid: SYNTHETIC_MARK, email: null })

/** One array parameter: drizzle expands a bare array into a list, a param stays one value. */
const column = (values: (string | number | boolean)[]) => sql.param(values.map(String))

/**
 * Fills the database with `prompts` published prompts across `shops` new shops (each an
 * organisation with its profile and an owner), in one transaction: a failure leaves nothing
 * behind. Rows go in by batches of `unnest`ed arrays. For the load the prompts' secondary
 * indexes are dropped and the lexicon trigger disabled (each would otherwise be updated row by
 * row); afterwards the indexes are built again from their own definitions, whatever they are,
 * and the lexicon and the categories' counters are each rebuilt by one statement.
 */
export async function loadSyntheticCatalogue(
  handle: DatabaseHandle,
  options: SyntheticCatalogueOptions,
) {
  const random = seededRandom(`synthetic:${options.seed}`)
  const now = Date.now()
  const shops = syntheticShops(options.shops, random)
  const batchSize = handle.kind === 'postgres' ? 10_000 : 5_000
  const started = performance.now()

  await handle.db.transaction(async (tx) => {
    const [existing] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from organizations where id like ${`${SYNTHETIC_MARK}-%`}`,
    )
    if (existing && existing.n > 0) {
      throw new Error(
        'this database already holds a synthetic catalogue: use a new database (or --data-dir)',
      )
    }
    if (handle.kind === 'postgres') {
      await tx.execute(sql`set local maintenance_work_mem = '512MB'`)
    }
    await seedCategories(tx)
    await insertShops(tx, shops)

    const indexes = await queryRows<{ name: string; definition: string }>(
      tx,
      sql`select i.indexname as name, i.indexdef as definition
          from pg_indexes i
          where i.schemaname = 'public' and i.tablename = 'prompts'
            and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    )
    for (const index of indexes) await tx.execute(sql.raw(`drop index "${index.name}"`))
    await tx.execute(sql`alter table prompts disable trigger prompts_learn_search_terms`)

    for (let start = 0; start < options.prompts; start += batchSize) {
      const rows = Array.from({ length: Math.min(batchSize, options.prompts - start) }, (_, i) =>
        syntheticPrompt(start + i, shops, random, now),
      )
      await insertPrompts(tx, rows)
      const done = start + rows.length
      const seconds = (performance.now() - started) / 1000
      options.log(
        `${done.toLocaleString('en')} prompts, ${seconds.toFixed(0)} s (${Math.round(done / seconds)}/s)`,
      )
    }

    await tx.execute(sql`alter table prompts enable trigger prompts_learn_search_terms`)
    let step = performance.now()
    for (const index of indexes) await tx.execute(sql.raw(index.definition))
    options.log(
      `${indexes.length} indexes rebuilt in ${((performance.now() - step) / 1000).toFixed(0)} s`,
    )
    step = performance.now()
    // The statement of migration 0011, over the new prompts only.
    await tx.execute(sql`
      insert into search_lexicon (word, stem)
      select word, coalesce((ts_lexize('indonesian_stem', word))[1], word)
      from (select distinct unnest(search_terms) as word from prompts
            where created_by = ${SYNTHETIC_MARK}) as words
      on conflict (word) do nothing`)
    await refreshCategoryStats(tx)
    options.log(
      `lexicon and category counters in ${((performance.now() - step) / 1000).toFixed(0)} s`,
    )
  })
  // The planner needs the new sizes and distributions before the first query.
  await handle.db.execute(sql`analyze`)
  const [counts] = await queryRows<{ prompts: number; words: number }>(
    handle.db,
    sql`select (select count(*)::int from prompts where status = 'published') as prompts,
               (select count(*)::int from search_lexicon) as words`,
  )
  return { ...counts, seconds: (performance.now() - started) / 1000 }
}

const stampValues = sql`${SYNTHETIC_MARK}, ${STAMP}::jsonb, ${DEFAULT_COMPANY_ID}`

async function insertShops(tx: Transaction, shops: ReturnType<typeof syntheticShops>) {
  const ids = column(shops.map((shop) => shop.id))
  const ownerIds = column(shops.map((shop) => shop.ownerId))
  await tx.execute(sql`
    insert into users (id, name, email, email_verified, created_by, last_updated_by, company_id)
    select id, name, email, true, ${stampValues}
    from unnest(${ownerIds}::text[], ${column(shops.map((shop) => shop.ownerName))}::text[],
                ${column(shops.map((shop) => shop.email))}::text[]) as t(id, name, email)`)
  await tx.execute(sql`
    insert into organizations (id, name, slug, created_by, last_updated_by, company_id)
    select id, name, slug, ${stampValues}
    from unnest(${ids}::text[], ${column(shops.map((shop) => shop.name))}::text[],
                ${column(shops.map((shop) => shop.slug))}::text[]) as t(id, name, slug)`)
  await tx.execute(sql`
    insert into shops (id, description, status, microsite, created_by, last_updated_by, company_id)
    select id, description, 'active', jsonb_build_object('headline', headline), ${stampValues}
    from unnest(${ids}::text[], ${column(shops.map((shop) => shop.description))}::text[],
                ${column(shops.map((shop) => shop.headline))}::text[]) as t(id, description, headline)`)
  await tx.execute(sql`
    insert into members (id, organization_id, user_id, role, created_by, last_updated_by, company_id)
    select organization_id || '-owner', organization_id, user_id, 'owner', ${stampValues}
    from unnest(${ids}::text[], ${ownerIds}::text[]) as t(organization_id, user_id)`)
}

/** A batch of prompts and their secrets (a buyer of a synthetic prompt gets a real-looking one). */
async function insertPrompts(tx: Transaction, rows: SyntheticPrompt[]) {
  const of = <K extends keyof SyntheticPrompt>(key: K) =>
    column(rows.map((row) => row[key] as string | number | boolean))
  await tx.execute(sql`
    with inserted as (
      insert into prompts (shop_id, slug, title, description_html, model, model_version,
        category_name, tags, price, variable_count, status, featured, submitted_at, published_at,
        views, sales, wishlist_count, rating_average_x100, rating_count,
        created_at, last_updated, created_by, last_updated_by, company_id)
      select shop_id, slug, title, description_html, model, model_version, category,
        string_to_array(tags, chr(31)), price::int, variable_count::int, 'published',
        featured::boolean, published_at::timestamptz, published_at::timestamptz,
        views::int, sales::int, wishlist_count::int, rating_average::int, rating_count::int,
        published_at::timestamptz - interval '1 day', published_at::timestamptz, ${stampValues}
      from unnest(${of('shopId')}::text[], ${of('slug')}::text[], ${of('title')}::text[],
        ${of('descriptionHtml')}::text[], ${of('model')}::text[], ${of('modelVersion')}::text[],
        ${of('category')}::text[],
        ${column(rows.map((row) => row.tags.join(TAG_SEPARATOR)))}::text[],
        ${of('price')}::text[], ${of('variableCount')}::text[], ${of('featured')}::text[],
        ${column(rows.map((row) => row.publishedAt.toISOString()))}::text[],
        ${of('views')}::text[], ${of('sales')}::text[], ${of('wishlistCount')}::text[],
        ${of('ratingAverageX100')}::text[], ${of('ratingCount')}::text[])
        as t(shop_id, slug, title, description_html, model, model_version, category, tags, price,
             variable_count, featured, published_at, views, sales, wishlist_count, rating_average,
             rating_count)
      returning id, slug
    )
    insert into prompt_secrets (prompt_id, prompt_text, instructions,
      created_by, last_updated_by, company_id)
    select inserted.id, secret.prompt_text, 'Isi setiap variabel dalam kurung siku.', ${stampValues}
    from inserted
    join unnest(${of('slug')}::text[], ${of('promptText')}::text[]) as secret(slug, prompt_text)
      on secret.slug = inserted.slug`)
}
