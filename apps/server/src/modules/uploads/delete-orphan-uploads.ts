import { DAY_MS } from '@pasarprompt/contracts/durations'
import { type SQL, sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { imageVariantKeys } from '../../infra/storage/image-variants.ts'
import type { ObjectStore } from '../../infra/storage/object-store.ts'

/** An upload nothing points at after this long was abandoned (a form left unsaved). */
export const ORPHAN_UPLOAD_AGE_MS = DAY_MS
const BATCH = 500

/**
 * Deletes uploads that no prompt (thumbnail, example, example in review), logo, banner or
 * microsite points at, a day after they were made: their stored objects and resized copies (on
 * disk or in the bucket, ADR 0025), then their rows. Answers how many went.
 *
 * Objects first, rows last: when the store fails the run throws with every row still there, and
 * the next run finds them again (deleting an object already gone is no error). No transaction is
 * held open across the store's requests: on PGlite it would stop every other query of the
 * process, on PostgreSQL it would hold a connection, for as long as the bucket takes to answer.
 * The rows are deleted only if still unused, so a form saved in the moment its upload is cleaned
 * up keeps its row (its picture is gone; the seller uploads it again), as it could before.
 */
export async function deleteOrphanUploads(
  db: Executor,
  store: ObjectStore,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - ORPHAN_UPLOAD_AGE_MS)
  const orphans = await queryRows<{ id: string; storage_key: string }>(
    db,
    sql`${withUsed} select u.id, u.storage_key from uploads u where ${isOrphan(cutoff)}
      limit ${BATCH}`,
  )
  if (orphans.length === 0) return 0
  await store.delete(orphans.flatMap(({ storage_key: key }) => [key, ...imageVariantKeys(key)]))
  const ids = sql.join(
    orphans.map(({ id }) => sql`${id}::uuid`),
    sql`, `,
  )
  const deleted = await queryRows<{ id: string }>(
    db,
    sql`${withUsed} delete from uploads u where u.id in (${ids}) and ${isOrphan(cutoff)}
      returning u.id`,
  )
  return deleted.length
}

/** Every image URL something points at (the microsite's are checked apart, by text). */
const withUsed = sql`
  with used as (
    select thumbnail_url as url from prompts where thumbnail_url is not null
    union select image_url from prompt_examples where image_url is not null
    union select example->>'imageUrl' from prompt_revisions,
      jsonb_array_elements(examples) as example
    union select logo_url from shops where logo_url is not null
    union select banner_url from shops where banner_url is not null
  )`

/** Upload `u` is older than `cutoff` and nothing points at it (with `withUsed`). */
const isOrphan = (cutoff: Date): SQL => sql`
  u.created_at < ${cutoff.toISOString()}::timestamptz
  and not exists (select 1 from used where used.url = u.url)
  and not exists (
    select 1 from shops s where s.id = u.shop_id and strpos(s.microsite::text, u.url) > 0
  )`
