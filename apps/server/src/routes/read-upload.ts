import multipart from '@fastify/multipart'
import { MAX_UPLOAD_BYTES, UPLOAD_FIELD } from '@pasarprompt/contracts/uploads'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError } from '../lib/app-error.ts'

const TOO_LARGE = 'Ukuran gambar paling besar 5 MB.'

/** Multipart parsing for one scope only: every other route still takes JSON alone. */
export async function acceptImageUploads(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 2, parts: 3 },
  })
}

/** The route options an image upload needs besides its endpoint: a body limit, multipart. */
export const imageUploadBodyLimit = MAX_UPLOAD_BYTES + 64 * 1024

/** What a refused upload says, in the words of what was asked for (a picture, a statement). */
export interface UploadWords {
  notMultipart: string
  tooLarge: string
  missing: string
}

/** The bytes of the multipart file field `field`, or a clear Indonesian 4xx. */
export async function readUploadedFile(
  request: FastifyRequest,
  field: string,
  words: UploadWords,
): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', words.notMultipart)
  let bytes: Buffer | undefined
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === field && !bytes) {
        bytes = await part.toBuffer()
      } else if (part.type === 'file') {
        await part.toBuffer()
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', words.tooLarge, { cause: error })
    }
    // Anything else the multipart parser throws is a body it could not read (a truncated upload,
    // a broken boundary): the client's fault, never a 500.
    throw new AppError('VALIDATION_FAILED', 'Unggahan tidak valid.', { cause: error })
  }
  if (!bytes || bytes.length === 0) {
    throw new AppError('VALIDATION_FAILED', words.missing, {
      fields: [{ path: field, message: words.missing }],
    })
  }
  return bytes
}

/** The bytes of the image in the multipart field `file` (≤ 5 MB), or a clear Indonesian 4xx. */
export const readImageUpload = (request: FastifyRequest) =>
  readUploadedFile(request, UPLOAD_FIELD, {
    notMultipart: 'Kirim gambar sebagai multipart/form-data.',
    tooLarge: TOO_LARGE,
    missing: 'Pilih gambar yang akan diunggah.',
  })
