import type { SellerProductInput } from '@pasarprompt/contracts/catalog-for-shop'
import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { categories } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { richTextToPlain, sanitizeRichText } from '../../lib/sanitize-rich-text.ts'
import { assertOwnUploads } from '../uploads/assert-own-uploads.ts'
import { toExample } from './prompt-examples.ts'

const fieldError = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { fields: [{ path, message }] })

/**
 * What every save checks beyond the schema, for create and update alike (so a saved draft can
 * always be submitted as it is): the category exists, the description keeps text once cleaned,
 * and every image is an upload of this shop.
 */
export async function preparePromptInput(db: Executor, shopId: string, input: SellerProductInput) {
  const [category] = await db
    .select({ name: categories.name })
    .from(categories)
    .where(eq(categories.name, input.categoryName))
  if (!category) throw fieldError('categoryName', 'Kategori tidak dikenal.')

  const descriptionHtml = sanitizeRichText(input.descriptionHtml)
  if (!richTextToPlain(descriptionHtml)) {
    throw fieldError('descriptionHtml', 'Deskripsi wajib diisi.')
  }
  await assertOwnUploads(db, shopId, [
    ...(input.thumbnailUrl ? [{ field: 'thumbnailUrl', url: input.thumbnailUrl }] : []),
    ...input.examples.flatMap((example, index) =>
      example.kind === 'image'
        ? [{ field: `examples.${index}.imageUrl`, url: example.imageUrl }]
        : [],
    ),
  ])
  return {
    /** The fields the storefront shows: a published prompt changes them at once. */
    publicFields: {
      title: input.title,
      descriptionHtml,
      model: input.model,
      modelVersion: input.modelVersion,
      categoryName: input.categoryName,
      tags: [...new Set(input.tags)],
      price: input.price,
      guaranteeDays: input.guaranteeDays,
      thumbnailUrl: input.thumbnailUrl || null,
    },
    examples: input.examples.map(toExample),
  }
}
