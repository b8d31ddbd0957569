import { z } from 'zod'

/** Images sellers upload (DESIGN.md §4 Images): at most 5 MB, re-encoded to WebP by the server. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024
/** Decoding bombs are refused before they are decoded: at most this many pixels. */
export const MAX_UPLOAD_PIXELS = 40_000_000
export const UPLOAD_FIELD = 'file'

/** `POST /api/v1/seller/uploads` (multipart, field `file`): an image of the active shop. */
export const UploadedImage = z.object({
  id: z.uuid(),
  /** `/uploads/{shopId}/{id}.webp`: what a prompt, logo or banner stores. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
})
export type UploadedImage = z.infer<typeof UploadedImage>
