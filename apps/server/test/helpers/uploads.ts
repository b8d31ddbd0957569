import sharp from 'sharp'
import type { buildTestApp } from './build-test-app.ts'
import { TEST_ORIGIN } from './build-test-app.ts'
import type { Browser } from './http-client.ts'

/** A plain PNG of the given size. */
export const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0a7' } })
    .png()
    .toBuffer()

export function multipart(file: Buffer, filename: string, type: string) {
  const boundary = '----pasarprompt-test'
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { body, contentType: `multipart/form-data; boundary=${boundary}` }
}

/** POST /api/v1/seller/uploads as `client`, the way a browser's form sends a file. */
export function upload(
  testApp: Awaited<ReturnType<typeof buildTestApp>>,
  client: Browser,
  file: Buffer,
  filename = 'contoh.png',
  type = 'image/png',
) {
  const { body, contentType } = multipart(file, filename, type)
  return testApp.app.inject({
    method: 'POST',
    url: '/api/v1/seller/uploads',
    headers: {
      'content-type': contentType,
      origin: TEST_ORIGIN,
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    },
    payload: body,
  })
}
