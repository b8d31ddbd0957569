import { randomUUID } from 'node:crypto'
import { rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { IMAGE_WIDTHS, type ImageWidth } from '@pasarprompt/contracts/images'
import sharp from 'sharp'
import { inImageSlot } from './image-slots.ts'

/** `{shopId}/{id}.w{width}.webp` under `/uploads/`; `{shopId}/{id}.webp` is the upload itself. */
const VARIANT_PATH = /^\/([0-9a-zA-Z-]+)\/([0-9a-f-]{36})\.w(\d+)\.webp$/

export interface ImageVariant {
  /** The upload it is a copy of, relative to the uploads folder. */
  originalKey: string
  variantKey: string
  width: ImageWidth
}

/** Which copy a path under `/uploads` asks for; `null` for anything but an allowed width. */
export function imageVariantOf(pathname: string): ImageVariant | null {
  const match = VARIANT_PATH.exec(pathname)
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
 * Makes the copy on its first request and keeps it beside the upload, so later requests are a
 * plain file the static server sends (ADR 0020). Never wider than the upload: a copy asked wider
 * is the upload's own size. Answers `null` when there is no such upload. The widths are a short
 * allow-list, so an upload costs at most that many encodes, ever; concurrent first requests for
 * one copy share one encode, and the file appears whole (written aside, then renamed).
 */
export function ensureImageVariant(
  uploadsDir: string,
  variant: ImageVariant,
): Promise<Buffer | null> {
  const pending = inFlight.get(variant.variantKey)
  if (pending) return pending
  const made = makeVariant(uploadsDir, variant).finally(() => inFlight.delete(variant.variantKey))
  inFlight.set(variant.variantKey, made)
  return made
}

async function makeVariant(uploadsDir: string, variant: ImageVariant): Promise<Buffer | null> {
  const original = path.join(uploadsDir, variant.originalKey)
  const exists = await stat(original).then(
    (info) => info.isFile(),
    () => false,
  )
  if (!exists) return null
  const data = await inImageSlot(
    () =>
      sharp(original)
        .resize({ width: variant.width, withoutEnlargement: true })
        .webp({ quality: 78, effort: 4 })
        .toBuffer(),
    { refuseWhenBusy: false },
  )
  const target = path.join(uploadsDir, variant.variantKey)
  const aside = `${target}.${randomUUID()}.tmp`
  try {
    await writeFile(aside, data)
    await rename(aside, target)
  } catch (error) {
    await rm(aside, { force: true })
    throw error
  }
  return data
}
