import { and, eq, inArray } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { uploads } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'

/**
 * Image URLs a shop stores (prompt thumbnail and example images, shop logo and banner) must be
 * its own uploads (`POST /api/v1/seller/uploads` answered them): never another shop's file, and
 * never an outside URL that would track or mislead visitors. Throws a 400 VALIDATION_FAILED
 * 'Gambar harus diunggah ke toko ini.' with one field message per refused URL; `field` is the
 * form field's path, so the form can put the message under it. Call it inside the transaction
 * that stores the URLs, and leave out fields that are empty (no image):
 *
 *   await assertOwnUploads(tx, shop.organizationId, [
 *     ...(input.logoUrl ? [{ field: 'logoUrl', url: input.logoUrl }] : []),
 *   ])
 */
export async function assertOwnUploads(
  db: Executor,
  shopId: string,
  urls: { field: string; url: string }[],
) {
  if (urls.length === 0) return
  const rows = await db
    .select({ url: uploads.url })
    .from(uploads)
    .where(
      and(
        eq(uploads.shopId, shopId),
        inArray(
          uploads.url,
          urls.map((item) => item.url),
        ),
      ),
    )
  const own = new Set(rows.map((row) => row.url))
  const foreign = urls.filter((item) => !own.has(item.url))
  if (foreign.length > 0) {
    throw new AppError('VALIDATION_FAILED', 'Gambar harus diunggah ke toko ini.', {
      fields: foreign.map((item) => ({
        path: item.field,
        message: 'Gambar harus diunggah ke toko ini.',
      })),
    })
  }
}
