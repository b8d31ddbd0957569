import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { Writable } from 'node:stream'
import { HOUR_MS } from '@pasarprompt/contracts/durations'
import { imageVariantUrl } from '@pasarprompt/contracts/images'
import { eq, inArray } from 'drizzle-orm'
import pino from 'pino'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createShop } from '../src/db/factories/create-shop.ts'
import { createUser, FACTORY_PASSWORD } from '../src/db/factories/create-user.ts'
import { shops, uploads } from '../src/db/schema.ts'
import { deleteOrphanUploads } from '../src/modules/uploads/delete-orphan-uploads.ts'
import { buildTestApp, TEST_ORIGIN, type TestApp } from './helpers/build-test-app.ts'
import type { Browser } from './helpers/http-client.ts'
import { type S3TestServer, s3ServerMissing, startS3Server } from './helpers/s3-server.ts'
import { signIn } from './helpers/sign-in.ts'
import { createTestDatabase, testDatabaseKind } from './helpers/test-database.ts'
import { multipart, png, upload } from './helpers/uploads.ts'

const FOREVER = 'public, max-age=31536000, immutable'
const keyOf = (url: string) => url.replace(/^\/uploads\//, '')

/** Warnings and errors the app logs, one parsed line each. */
function warnings() {
  const lines: { msg?: string; key?: string; level: number }[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      done()
    },
  })
  return { lines, logger: pino({ level: 'warn' }, stream) }
}

/** Every file under `dir` (relative paths), or none when the folder was never made. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
}

async function uploaded(testApp: TestApp, seller: Browser, width = 1600, height = 900) {
  const response = await upload(testApp, seller, await png(width, height))
  expect(response.statusCode, response.body).toBe(201)
  return (response.json() as { url: string }).url
}

function putAvatar(testApp: TestApp, client: Browser, file: Buffer) {
  const { body, contentType } = multipart(file, 'foto.png', 'image/png')
  return testApp.app.inject({
    method: 'PUT',
    url: '/api/v1/account/profile/avatar',
    headers: {
      'content-type': contentType,
      origin: TEST_ORIGIN,
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    },
    payload: body,
  })
}

function expectServedImage(response: Awaited<ReturnType<TestApp['app']['inject']>>) {
  expect(response.statusCode, response.body).toBe(200)
  expect(response.headers['content-type']).toBe('image/webp')
  expect(response.headers['cache-control']).toBe(FOREVER)
  expect(response.headers['x-content-type-options']).toBe('nosniff')
}

describe.skipIf(s3ServerMissing !== null)('uploads in an S3 bucket (S3_* set)', () => {
  let s3: S3TestServer
  let testApp: TestApp
  let shop: Awaited<ReturnType<typeof createShop>>
  let seller: Browser
  const log = warnings()
  const get = (url: string) => testApp.app.inject({ method: 'GET', url })

  beforeAll(async () => {
    s3 = await startS3Server()
    testApp = await buildTestApp({ env: s3.env, logger: log.logger })
    shop = await createShop(testApp.db)
    seller = await signIn(testApp, shop.owner)
  })
  afterAll(async () => {
    await testApp?.close()
    await s3?.close()
  })

  it('[SELLER] an upload lands in the bucket, not on disk, and is served at its URL for good', async () => {
    const url = await uploaded(testApp, seller)
    expect(url).toMatch(new RegExp(`^/uploads/${shop.id}/[0-9a-f-]{36}\\.webp$`))
    expect(await s3.listKeys(`${shop.id}/`)).toContain(keyOf(url))
    expect(filesUnder(path.join(testApp.dataDir, 'uploads'))).toEqual([])

    const served = await get(url)
    expectServedImage(served)
    expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length)
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1600 })

    const head = await testApp.app.inject({ method: 'HEAD', url })
    expect(head.statusCode).toBe(200)
    expect(head.headers['content-type']).toBe('image/webp')
    expect(head.headers['content-length']).toBe(String(served.rawPayload.length))
    expect(head.rawPayload.length).toBe(0)

    const missing = url.replace(/[0-9a-f-]{36}/, '00000000-0000-4000-8000-000000000000')
    for (const method of ['GET', 'HEAD'] as const) {
      const absent = await testApp.app.inject({ method, url: missing })
      expect(absent.statusCode, method).toBe(404)
      expect(absent.headers['content-type']).toBe('text/plain; charset=utf-8')
    }
    expect((await get(missing)).body).toBe('Tidak ditemukan')
  })

  it('[VISITOR] a width copy is made once, kept in the bucket and served from it afterwards', async () => {
    const url = await uploaded(testApp, seller)
    const variantUrl = imageVariantUrl(url, 320)
    const first = await get(variantUrl)
    expectServedImage(first)
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({ width: 320, height: 180 })
    expect(await s3.listKeys(`${shop.id}/`)).toContain(keyOf(variantUrl))

    // With the upload itself gone from the bucket, only the kept copy can answer.
    await testApp.app.objectStore.delete([keyOf(url)])
    expect((await get(url)).statusCode).toBe(404)
    const again = await get(variantUrl)
    expectServedImage(again)
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true)
    // A copy of another width of the vanished upload cannot be made.
    expect((await get(imageVariantUrl(url, 640))).statusCode).toBe(404)
  })

  it('[VISITOR] an image uploaded through one server is served by another on the same database', async () => {
    const database = await createTestDatabase()
    const first = await buildTestApp({ env: s3.env, database: await database.open() })
    // PGlite is one process's database: the second app shares the first one's handle.
    const second = await buildTestApp({
      env: s3.env,
      database:
        testDatabaseKind === 'postgres'
          ? await database.open()
          : { ...first.app.database, close: async () => {} },
    })
    try {
      const owned = await createShop(first.db)
      const url = await uploaded(first, await signIn(first, owned.owner), 900, 600)
      const onB = await second.app.inject({ method: 'GET', url })
      expectServedImage(onB)
      const onA = await first.app.inject({ method: 'GET', url })
      expect(onB.rawPayload.equals(onA.rawPayload)).toBe(true)
      // A copy made by B is the one A then serves.
      const variantUrl = imageVariantUrl(url, 480)
      const madeByB = await second.app.inject({ method: 'GET', url: variantUrl })
      expectServedImage(madeByB)
      expect(await s3.listKeys(`${owned.id}/`)).toEqual([keyOf(url), keyOf(variantUrl)].sort())
      const fromA = await first.app.inject({ method: 'GET', url: variantUrl })
      expect(fromA.rawPayload.equals(madeByB.rawPayload)).toBe(true)
      // Neither server kept anything on its own disk.
      expect(filesUnder(path.join(first.dataDir, 'uploads'))).toEqual([])
      expect(filesUnder(path.join(second.dataDir, 'uploads'))).toEqual([])
    } finally {
      await second.close()
      await first.close()
      await database.drop()
    }
  })

  it('[BUYER] an avatar is stored in the bucket; replacing it, removing it or deleting the account deletes it there', async () => {
    const user = await createUser(testApp.db)
    const client = await signIn(testApp, user)
    const prefix = `avatars/${user.id}/`

    const firstResponse = await putAvatar(testApp, client, await png(600, 400))
    expect(firstResponse.statusCode, firstResponse.body).toBe(200)
    const firstUrl = firstResponse.json().image as string
    expect(await s3.listKeys(prefix)).toEqual([keyOf(firstUrl)])
    const served = await get(firstUrl)
    expectServedImage(served)
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 512, height: 512 })

    const secondUrl = (await putAvatar(testApp, client, await png(64, 64))).json().image as string
    expect(secondUrl).not.toBe(firstUrl)
    expect(await s3.listKeys(prefix)).toEqual([keyOf(secondUrl)])
    expect((await get(firstUrl)).statusCode).toBe(404)

    const removed = await client.request('DELETE', '/api/v1/account/profile/avatar')
    expect(removed.statusCode).toBe(200)
    expect(await s3.listKeys(prefix)).toEqual([])
    expect((await get(secondUrl)).statusCode).toBe(404)

    // A deleted account takes its avatar with it.
    const lastUrl = (await putAvatar(testApp, client, await png(64, 64))).json().image as string
    expect(await s3.listKeys(prefix)).toEqual([keyOf(lastUrl)])
    const deleted = await client.post('/api/auth/delete-user', { password: FACTORY_PASSWORD })
    expect(deleted.statusCode, deleted.body).toBe(200)
    expect(await s3.listKeys(prefix)).toEqual([])
  })

  it('[SECURITY] an abandoned upload leaves the bucket with its width copies and its row; a used one stays', async () => {
    const owned = await createShop(testApp.db)
    const client = await signIn(testApp, owned.owner)
    const logo = await uploaded(testApp, client, 700, 500)
    const abandoned = await uploaded(testApp, client, 700, 500)
    await testApp.db.update(shops).set({ logoUrl: logo }).where(eq(shops.id, owned.id))
    for (const width of [320, 640] as const) {
      expectServedImage(await get(imageVariantUrl(abandoned, width)))
      expectServedImage(await get(imageVariantUrl(logo, width)))
    }
    expect(await s3.listKeys(`${owned.id}/`)).toHaveLength(6)
    await testApp.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 25 * HOUR_MS) })
      .where(eq(uploads.shopId, owned.id))

    expect(await deleteOrphanUploads(testApp.db, testApp.app.objectStore)).toBeGreaterThanOrEqual(1)
    expect(await s3.listKeys(`${owned.id}/`)).toEqual(
      [logo, imageVariantUrl(logo, 320), imageVariantUrl(logo, 640)].map(keyOf).sort(),
    )
    const rows = await testApp.db
      .select({ url: uploads.url })
      .from(uploads)
      .where(inArray(uploads.url, [logo, abandoned]))
    expect(rows.map((row) => row.url)).toEqual([logo])
    expect((await get(abandoned)).statusCode).toBe(404)
    expect((await get(imageVariantUrl(abandoned, 320))).statusCode).toBe(404)
    expectServedImage(await get(logo))
  })

  it('[VISITOR] while the bucket is down an image answers 503 with Retry-After, and 200 once it is back', async () => {
    const url = await uploaded(testApp, seller, 800, 600)
    const variantUrl = imageVariantUrl(url, 320)
    await s3.stop()
    try {
      for (const [method, target] of [
        ['GET', url],
        ['HEAD', url],
        ['GET', variantUrl],
      ] as const) {
        const response = await testApp.app.inject({ method, url: target })
        expect(response.statusCode, `${method} ${target}: ${response.body}`).toBe(503)
        expect(response.headers['retry-after']).toBe('30')
        expect(response.headers['cache-control']).toBe('no-store')
        expect(response.headers['content-type']).toBe('text/plain; charset=utf-8')
        if (method === 'GET') {
          expect(response.body).toBe('Gambar sedang tidak dapat dimuat. Coba lagi sebentar lagi.')
        }
      }
      // One line a failed request, naming the key, at warn.
      const logged = log.lines.filter((line) => line.msg === 'uploads: object store failed')
      expect(logged.map((line) => [line.key, line.level])).toEqual([
        [keyOf(url), 40],
        [keyOf(url), 40],
        [keyOf(variantUrl), 40],
      ])
    } finally {
      await s3.start()
    }
    expectServedImage(await get(url))
    const copy = await get(variantUrl)
    expectServedImage(copy)
    expect(await sharp(copy.rawPayload).metadata()).toMatchObject({ width: 320, height: 240 })
  })

  it('[SECURITY] with the bucket down the clean-up fails and keeps the rows; the next run deletes objects and rows', async () => {
    const owned = await createShop(testApp.db)
    const abandoned = await uploaded(testApp, await signIn(testApp, owned.owner), 700, 500)
    expectServedImage(await get(imageVariantUrl(abandoned, 320)))
    await testApp.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 25 * HOUR_MS) })
      .where(eq(uploads.shopId, owned.id))
    const rows = () =>
      testApp.db.select({ url: uploads.url }).from(uploads).where(eq(uploads.shopId, owned.id))

    await s3.stop()
    try {
      await expect(deleteOrphanUploads(testApp.db, testApp.app.objectStore)).rejects.toThrow()
      expect(await rows()).toEqual([{ url: abandoned }])
    } finally {
      await s3.start()
    }
    expect(await s3.listKeys(`${owned.id}/`)).toEqual(
      [abandoned, imageVariantUrl(abandoned, 320)].map(keyOf).sort(),
    )

    expect(await deleteOrphanUploads(testApp.db, testApp.app.objectStore)).toBe(1)
    expect(await s3.listKeys(`${owned.id}/`)).toEqual([])
    expect(await rows()).toEqual([])
  })

  it('[DEMO] the demo seed stores its pictures in the bucket, where the storefront shows them from', async () => {
    const demo = await buildTestApp({ env: s3.env, demo: true })
    try {
      const rows = await demo.db.select({ key: uploads.storageKey, url: uploads.url }).from(uploads)
      expect(rows.length).toBeGreaterThan(10)
      const inBucket = new Set(await s3.listKeys())
      expect(rows.filter((row) => !inBucket.has(row.key))).toEqual([])
      expect(filesUnder(path.join(demo.dataDir, 'uploads'))).toEqual([])
      const products = await demo.app.inject({ method: 'GET', url: '/api/v1/products?limit=1' })
      const [product] = products.json().items as { thumbnailUrl: string | null }[]
      expect(product?.thumbnailUrl).toMatch(/^\/uploads\//)
      expectServedImage(await demo.app.inject({ method: 'GET', url: product?.thumbnailUrl ?? '' }))
    } finally {
      await demo.close()
    }
  }, 120_000)
})

describe('uploads on disk (no S3_*)', () => {
  let testApp: TestApp
  beforeAll(async () => {
    testApp = await buildTestApp()
  })
  afterAll(() => testApp.close())

  it('[VISITOR] HEAD answers an upload’s size without its bytes; a path that names no upload is a 404', async () => {
    const shop = await createShop(testApp.db)
    const url = await uploaded(testApp, await signIn(testApp, shop.owner), 400, 300)
    const onDisk = filesUnder(path.join(testApp.dataDir, 'uploads'))
    // Written aside and renamed: only the finished file is left.
    expect(onDisk).toEqual([keyOf(url)])
    const head = await testApp.app.inject({ method: 'HEAD', url })
    expect(head.statusCode).toBe(200)
    expect(head.headers['cache-control']).toBe(FOREVER)
    expect(head.headers['content-length']).toBe(
      String((await testApp.app.inject({ method: 'GET', url })).rawPayload.length),
    )
    expect(head.rawPayload.length).toBe(0)
    for (const odd of [
      '/uploads/..%2f..%2fpackage.json',
      `/uploads/${shop.id}/..%2f..%2f${keyOf(url)}`,
      `${url}.tmp`,
      `/uploads/${shop.id}`,
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url: odd })
      expect(response.statusCode, odd).toBe(404)
      expect(response.body, odd).toBe('Tidak ditemukan')
    }
    // Files, not API: the OpenAPI document leaves them out.
    const document = (await testApp.app.inject('/api/docs/json')).json() as { paths: object }
    expect(Object.keys(document.paths).filter((route) => route.startsWith('/uploads'))).toEqual([])
  })
})
