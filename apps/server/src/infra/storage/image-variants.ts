import { buffer } from 'node:stream/consumers'
import { IMAGE_WIDTHS, type ImageWidth } from '@pasarprompt/contracts/images'
import sharp from 'sharp'
import { inImageSlot } from './image-slots.ts'
import type { ObjectStore } from './object-store.ts'

/** A copy's key (and path under `/uploads/`): `{shopId}/{id}.w{width}.webp`. */
const VARIANT_PATH = /^([0-9a-zA-Z-]+)\/([0-9a-f-]{36})\.w(\d+)\.webp$/

export interface ImageVariant {
  /** The key of the upload it is a copy of. */
  originalKey: string
  variantKey: string
  width: ImageWidth
}

/** Which copy a key asks for; `null` for anything but an allowed width. */
export function imageVariantOf(key: string): ImageVariant | null {
  const match = VARIANT_PATH.exec(key)
  if (!match) return null
  const [, shopId, id, width] = match
  const allowed = IMAGE_WIDTHS.find((candidate) => String(candidate) === width)
  if (!allowed) return null
  return {
    originalKey: `${shopId}/${id}.webp`,
    variantKey: `${shopId}/${id}.w${allowed}.webp`,
    width: allowed,
  }
}

const inFlight = new Map<string, Promise<Buffer | null>>()

/**
 * Makes the copy on its first request and keeps it in the store beside the upload, so later
 * requests are a plain stored object (ADR 0020, ADR 0025). Never wider than the upload: a copy
 * asked wider is the upload's own size. Answers `null` when there is no such upload. The widths
 * are a short allow-list, so an upload costs at most that many encodes, ever; concurrent first
 * requests for one copy in this process share one encode (two processes may both make it: the
 * same bytes, stored whole by either).
 */
export function ensureImageVariant(
  store: ObjectStore,
  variant: ImageVariant,
): Promise<Buffer | null> {
  const pending = inFlight.get(variant.variantKey)
  if (pending) return pending
  const made = makeVariant(store, variant).finally(() => inFlight.delete(variant.variantKey))
  inFlight.set(variant.variantKey, made)
  return made
}

async function makeVariant(store: ObjectStore, variant: ImageVariant): Promise<Buffer | null> {
  const original = await store.get(variant.originalKey)
  if (!original) return null
  const bytes = await buffer(original.body)
  const data = await inImageSlot(
    () =>
      sharp(bytes)
        .resize({ width: variant.width, withoutEnlargement: true })
        .webp({ quality: 78, effort: 4 })
        .toBuffer(),
    { refuseWhenBusy: false },
  )
  await store.put(variant.variantKey, data, 'image/webp')
  return data
}

/** The keys every width copy of an upload would have (to delete them with it). */
export const imageVariantKeys = (originalKey: string) =>
  IMAGE_WIDTHS.map((width) => originalKey.replace(/\.webp$/, `.w${width}.webp`))
