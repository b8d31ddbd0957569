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

/** The bytes of the multipart field `file` (≤ 5 MB), or a clear Indonesian 4xx. */
export async function readImageUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Kirim gambar sebagai multipart/form-data.')
  }
  let bytes: Buffer | undefined
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === UPLOAD_FIELD && !bytes) {
        bytes = await part.toBuffer()
      } else if (part.type === 'file') {
        await part.toBuffer()
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE, { cause: error })
    }
    // Anything else the multipart parser throws is a body it could not read (a truncated upload,
    // a broken boundary): the client's fault, never a 500.
    throw new AppError('VALIDATION_FAILED', 'Unggahan tidak valid.', { cause: error })
  }
  if (!bytes || bytes.length === 0) {
    throw new AppError('VALIDATION_FAILED', 'Pilih gambar yang akan diunggah.', {
      fields: [{ path: UPLOAD_FIELD, message: 'Pilih gambar yang akan diunggah.' }],
    })
  }
  return bytes
}
