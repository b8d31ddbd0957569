import { sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { imageVariantKeys } from '../../plugins/storage/image-variants.ts'
import type { ObjectStore } from '../../plugins/storage/object-store.ts'

/** An upload nothing points at after this long was abandoned (a form left unsaved). */
export const ORPHAN_UPLOAD_AGE_MS = 24 * 60 * 60 * 1000
const BATCH = 500

/**
 * Deletes uploads that no prompt (thumbnail, example, example in review), logo, banner or
 * microsite points at, a day after they were made: their rows, stored objects and resized copies
 * (on disk or in the bucket, ADR 0025). The check and the delete are one statement; only a form
 * saved in the very moment its upload turns a day old could lose it (and would then be told to
 * upload again). Answers how many went.
 */
export async function deleteOrphanUploads(
  db: Executor,
  store: ObjectStore,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - ORPHAN_UPLOAD_AGE_MS)
  const deleted = await queryRows<{ storage_key: string }>(
    db,
    sql`
      with used as (
        select thumbnail_url as url from prompts where thumbnail_url is not null
        union select image_url from prompt_examples where image_url is not null
        union select example->>'imageUrl' from prompt_revisions,
          jsonb_array_elements(examples) as example
        union select logo_url from shops where logo_url is not null
        union select banner_url from shops where banner_url is not null
      ),
      orphans as (
        select u.id from uploads u
        where u.created_at < ${cutoff.toISOString()}::timestamptz
          and not exists (select 1 from used where used.url = u.url)
          and not exists (
            select 1 from shops s
            where s.id = u.shop_id and strpos(s.microsite::text, u.url) > 0
          )
        limit ${BATCH}
      )
      delete from uploads where id in (select id from orphans)
      returning storage_key`,
  )
  await store.delete(deleted.flatMap(({ storage_key: key }) => [key, ...imageVariantKeys(key)]))
  return deleted.length
}
