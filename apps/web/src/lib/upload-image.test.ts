import { errorMessages } from '@pasarprompt/contracts/errors'
import { MAX_UPLOAD_BYTES } from '@pasarprompt/contracts/uploads'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { common } from '@/locales/id/common'
import { ApiError } from './http'
import { uploadImage } from './upload-image'

afterEach(() => {
  vi.unstubAllGlobals()
})

function stubFetch() {
  const fetch = vi.fn(async () =>
    Response.json(
      { id: '0b5e2f3e-4a6f-4e55-9d6b-2f1f3c0a9b11', url: '/uploads/s/x.webp', width: 1, height: 1 },
      { status: 201 },
    ),
  )
  vi.stubGlobal('fetch', fetch)
  return fetch
}

describe('uploadImage', () => {
  it('refuses a file that is not an image before sending anything', async () => {
    const fetch = stubFetch()
    const file = new File(['%PDF-1.7'], 'katalog.pdf', { type: 'application/pdf' })
    const error = await uploadImage(file).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ code: 'INVALID_IMAGE', message: errorMessages.INVALID_IMAGE })
    expect(fetch).not.toHaveBeenCalled()
  })

  it('refuses an image over 5 MB before sending anything', async () => {
    const fetch = stubFetch()
    const file = new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'besar.png', {
      type: 'image/png',
    })
    const error = await uploadImage(file).catch((caught: unknown) => caught)
    expect(error).toMatchObject({
      status: 413,
      message: common.upload.tooLarge,
    })
    expect(fetch).not.toHaveBeenCalled()
  })

  it('posts an image as the multipart field `file` and returns where it is stored', async () => {
    const fetch = stubFetch()
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'contoh.png', { type: 'image/png' })
    const image = await uploadImage(file)
    expect(image.url).toBe('/uploads/s/x.webp')
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/v1/seller/uploads')
    expect(init.method).toBe('POST')
    expect((init.body as FormData).get('file')).toBeInstanceOf(File)
  })
})
