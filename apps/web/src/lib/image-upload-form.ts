import { errorMessages } from '@pasarprompt/contracts/errors'
import { MAX_UPLOAD_BYTES, UPLOAD_FIELD } from '@pasarprompt/contracts/uploads'
import { common } from '@/locales/id/common'
import { ApiError } from './http'

/** What the server decodes (DESIGN.md §4 Images); it re-encodes every one of them to WebP. */
export const UPLOAD_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
]

/**
 * The multipart body of an image upload. A file the server would refuse is refused here first,
 * with the same message, so a 5 MB photo is not sent over a phone connection only to be turned away.
 */
export function imageUploadForm(file: File): FormData {
  if (!UPLOAD_IMAGE_TYPES.includes(file.type)) {
    throw new ApiError(400, 'INVALID_IMAGE', errorMessages.INVALID_IMAGE)
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    throw new ApiError(413, 'PAYLOAD_TOO_LARGE', common.upload.tooLarge)
  }
  const form = new FormData()
  form.append(UPLOAD_FIELD, file)
  return form
}
