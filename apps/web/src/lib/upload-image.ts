import { sellerApi } from '@pasarprompt/contracts/endpoints/seller'
import { errorMessages } from '@pasarprompt/contracts/errors'
import { MAX_UPLOAD_BYTES, UPLOAD_FIELD, type UploadedImage } from '@pasarprompt/contracts/uploads'
import { common } from '@/locales/id/common'
import { ApiError, http } from './http'

/** What the server decodes (DESIGN.md §4 Images); it re-encodes every one of them to WebP. */
export const UPLOAD_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
]

/**
 * POST /api/v1/seller/uploads: an image of the active shop (a prompt's thumbnail or example, the
 * shop's logo or banner). A file the server would refuse is refused here first, with the same
 * message, so a 5 MB photo is not sent over a phone connection only to be turned away.
 */
export async function uploadImage(file: File): Promise<UploadedImage> {
  if (!UPLOAD_IMAGE_TYPES.includes(file.type)) {
    throw new ApiError(400, 'INVALID_IMAGE', errorMessages.INVALID_IMAGE)
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    throw new ApiError(413, 'PAYLOAD_TOO_LARGE', common.upload.tooLarge)
  }
  const form = new FormData()
  form.append(UPLOAD_FIELD, file)
  // Multipart: the browser encodes the body, so the path comes from the table and the call is raw.
  return http.post<UploadedImage>(sellerApi.uploadImage.path, form)
}
