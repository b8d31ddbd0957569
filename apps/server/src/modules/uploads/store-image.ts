import { randomUUID } from 'node:crypto'
import { MAX_UPLOAD_PIXELS, type UploadedImage } from '@pasarprompt/contracts/uploads'
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp'
import type { Database } from '../../db/client.ts'
import { uploads } from '../../db/schema.ts'
import { type Actor, stampInsert } from '../../db/stamps.ts'
import { inImageSlot } from '../../infra/storage/image-slots.ts'
import type { ObjectStore } from '../../infra/storage/object-store.ts'
import { AppError } from '../../lib/app-error.ts'

/** The long side of a stored image; larger uploads are scaled down. */
const MAX_SIDE = 2000
const DECODABLE = new Set(['jpeg', 'png', 'webp', 'gif', 'avif'])

interface StoreImageInput {
  shopId: string
  userId: string
  bytes: Buffer
  store: ObjectStore
}

/** Stores a shop's upload re-encoded as WebP (see `encodeWebp`), with its `uploads` row. */
export async function storeImage(
  db: Database,
  actor: Actor,
  input: StoreImageInput,
): Promise<UploadedImage> {
  const encoded = await encodeWebp(input.bytes, (image) =>
    image.resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true }),
  )

  const id = randomUUID()
  const storageKey = `${input.shopId}/${id}.webp`
  await input.store.put(storageKey, encoded.data, 'image/webp')
  const url = `/uploads/${storageKey}`
  try {
    await db.insert(uploads).values(
      stampInsert(actor, {
        id,
        shopId: input.shopId,
        uploadedBy: input.userId,
        storageKey,
        url,
        width: encoded.info.width,
        height: encoded.info.height,
        bytes: encoded.data.length,
      }),
    )
  } catch (error) {
    // No row, no object: nothing points at it.
    await input.store.delete([storageKey])
    throw error
  }
  return { id, url, width: encoded.info.width, height: encoded.info.height }
}

/**
 * Decodes an upload and re-encodes it as WebP (DESIGN.md §4 Images): whatever the file claimed
 * to be, only an image sharp can decode is kept, its metadata (EXIF, GPS) is dropped, and a
 * decompression bomb is refused from its header, before any pixel is decoded. `shape` sizes it.
 */
export function encodeWebp(
  bytes: Buffer,
  shape: (image: Sharp) => Sharp,
): Promise<{ data: Buffer; info: OutputInfo }> {
  return inImageSlot(() => decodeAndEncode(bytes, shape), { refuseWhenBusy: true })
}

async function decodeAndEncode(
  bytes: Buffer,
  shape: (image: Sharp) => Sharp,
): Promise<{ data: Buffer; info: OutputInfo }> {
  let metadata: Metadata
  try {
    metadata = await sharp(bytes).metadata()
  } catch {
    throw new AppError('INVALID_IMAGE')
  }
  if (!metadata.format || !DECODABLE.has(metadata.format) || !metadata.width || !metadata.height) {
    throw new AppError('INVALID_IMAGE')
  }
  if (metadata.width * metadata.height > MAX_UPLOAD_PIXELS) {
    throw new AppError('INVALID_IMAGE', 'Resolusi gambar terlalu besar.')
  }
  try {
    return await shape(
      sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error' }).rotate(),
    )
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true })
  } catch {
    throw new AppError('INVALID_IMAGE', 'Gambar rusak atau tidak dapat dibaca.')
  }
}
