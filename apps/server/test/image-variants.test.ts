import { existsSync } from 'node:fs'
import path from 'node:path'
import { IMAGE_WIDTHS, imageSrcSet, imageVariantUrl } from '@pasarprompt/contracts/images'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createShop } from '../src/db/factories/create-shop.ts'
import { buildTestApp } from './helpers/build-test-app.ts'
import type { Browser } from './helpers/http-client.ts'
import { signIn } from './helpers/sign-in.ts'
import { png, upload } from './helpers/uploads.ts'

describe('responsive copies of uploaded images', () => {
  let testApp: Awaited<ReturnType<typeof buildTestApp>>
  let seller: Browser

  beforeAll(async () => {
    testApp = await buildTestApp()
    const shop = await createShop(testApp.db)
    seller = await signIn(testApp, shop.owner)
  })
  afterAll(() => testApp.close())

  const uploaded = async (width: number, height: number) => {
    const response = await upload(testApp, seller, await png(width, height))
    expect(response.statusCode, response.body).toBe(201)
    return response.json() as { url: string }
  }
  const get = (url: string) => testApp.app.inject({ method: 'GET', url })

  it('[VISITOR] gets every width of an upload as WebP, cached for good and kept on disk', async () => {
    const { url } = await uploaded(1600, 900)
    for (const width of IMAGE_WIDTHS) {
      const variantUrl = imageVariantUrl(url, width)
      const response = await get(variantUrl)
      expect(response.statusCode, variantUrl).toBe(200)
      expect(response.headers['content-type']).toBe('image/webp')
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      const metadata = await sharp(response.rawPayload).metadata()
      expect(metadata).toMatchObject({
        format: 'webp',
        width,
        height: Math.round((width * 9) / 16),
      })
      expect(existsSync(path.join(testApp.dataDir, variantUrl))).toBe(true)
    }
    // The second request is the kept file, served like the upload itself.
    const again = await get(imageVariantUrl(url, 320))
    expect(again.statusCode).toBe(200)
    expect(again.headers['content-type']).toBe('image/webp')
  })

  it('[VISITOR] gets an odd-sized upload at its own size when a wider copy is asked for', async () => {
    const { url } = await uploaded(333, 97)
    const narrow = await sharp((await get(imageVariantUrl(url, 320))).rawPayload).metadata()
    expect(narrow).toMatchObject({ width: 320, height: 93 })
    const wide = await get(imageVariantUrl(url, 1280))
    expect(wide.statusCode).toBe(200)
    expect(await sharp(wide.rawPayload).metadata()).toMatchObject({ width: 333, height: 97 })
    expect(imageSrcSet(url)).toContain(`${imageVariantUrl(url, 480)} 480w`)
  })

  it('[VISITOR] gets a 404 for a width outside the list or a copy of no upload', async () => {
    const { url } = await uploaded(800, 600)
    const odd = await get(url.replace(/\.webp$/, '.w500.webp'))
    expect(odd.statusCode).toBe(404)
    const missing = await get(
      imageVariantUrl(url.replace(/[0-9a-f]{12}\.webp$/, '000000000000.webp'), 320),
    )
    expect(missing.statusCode).toBe(404)
    expect(missing.headers['content-type']).toContain('text/plain')
  })
})
