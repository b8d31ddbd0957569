import { existsSync } from 'node:fs'
import path from 'node:path'
import { DAY_MS, HOUR_MS } from '@pasarprompt/contracts/durations'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPrompt } from '../src/db/factories/create-prompt.ts'
import { createShop } from '../src/db/factories/create-shop.ts'
import { promptRevisions, prompts, shops, uploads } from '../src/db/schema.ts'
import { stampInsert, systemActor } from '../src/db/stamps.ts'
import { IMAGE_SLOTS, imageSlotLoad } from '../src/infra/storage/image-slots.ts'
import { consumeQuota } from '../src/modules/limits/consume-quota.ts'
import {
  AVATARS_PER_USER_DAY,
  UPLOAD_BYTES_PER_SHOP_DAY,
  UPLOADS_PER_SHOP_DAY,
} from '../src/modules/limits/limits.ts'
import { deleteOrphanUploads } from '../src/modules/uploads/delete-orphan-uploads.ts'
import {
  avatarUploadCount,
  shopUploadBytes,
  shopUploadCount,
} from '../src/modules/uploads/upload-quotas.ts'
import { buildTestApp, TEST_ORIGIN, type TestApp } from './helpers/build-test-app.ts'
import type { Browser } from './helpers/http-client.ts'
import { awayFromWindowEdge } from './helpers/quota-window.ts'
import { signedInUser, signIn } from './helpers/sign-in.ts'
import { multipart, png, upload } from './helpers/uploads.ts'

describe('upload quotas, image slots and abandoned uploads', () => {
  let testApp: TestApp

  beforeAll(async () => {
    testApp = await buildTestApp()
  })
  afterAll(() => testApp.close())

  const newSeller = async () => {
    const shop = await createShop(testApp.db)
    return { shop, seller: await signIn(testApp, shop.owner) }
  }

  it('[SECURITY] a shop’s uploads past the day’s count are a 429 with Retry-After, before the file is read', async () => {
    const { shop, seller } = await newSeller()
    await awayFromWindowEdge(DAY_MS)
    await consumeQuota(testApp.db, {
      ...shopUploadCount(shop.id),
      amount: UPLOADS_PER_SHOP_DAY - 1,
    })
    const image = await png(40, 40)
    expect((await upload(testApp, seller, image)).statusCode).toBe(201)
    const refused = await upload(testApp, seller, image)
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBeTruthy()
    expect(refused.json().message).toMatch(/Batas unggahan gambar/)
    // Another shop is counted apart.
    expect((await upload(testApp, (await newSeller()).seller, image)).statusCode).toBe(201)
  })

  it('[SECURITY] a shop’s uploads past the day’s bytes are a 429', async () => {
    const { shop, seller } = await newSeller()
    await awayFromWindowEdge(DAY_MS)
    const image = await png(300, 300)
    await consumeQuota(testApp.db, shopUploadBytes(shop.id, UPLOAD_BYTES_PER_SHOP_DAY - 10))
    const refused = await upload(testApp, seller, image)
    expect(refused.statusCode).toBe(429)
    const stored = await testApp.db.select().from(uploads).where(eq(uploads.shopId, shop.id))
    expect(stored).toEqual([])
  })

  it('[SECURITY] profile pictures past the day’s count are a 429', async () => {
    const { user, client } = await signedInUser(testApp)
    await awayFromWindowEdge(DAY_MS)
    await consumeQuota(testApp.db, { ...avatarUploadCount(user.id), amount: AVATARS_PER_USER_DAY })
    const { body, contentType } = multipart(await png(40, 40), 'saya.png', 'image/png')
    const refused = await testApp.app.inject({
      method: 'PUT',
      url: '/api/v1/account/profile/avatar',
      headers: { 'content-type': contentType, origin: TEST_ORIGIN, cookie: cookieOf(client) },
      payload: body,
    })
    expect(refused.statusCode).toBe(429)
  })

  it('[SECURITY] 30 large uploads at once: at most one image per spare core is worked on, the queue is capped with 429s, never a 5xx', async () => {
    const { seller } = await newSeller()
    const image = await png(4000, 3000)
    let mostBusy = 0
    const watch = setInterval(() => {
      mostBusy = Math.max(mostBusy, imageSlotLoad().busy)
    }, 5)
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => upload(testApp, seller, image)),
    )
    clearInterval(watch)
    const statuses = answers.map((answer) => answer.statusCode)
    expect(
      statuses.every((status) => status === 201 || status === 429),
      String(statuses),
    ).toBe(true)
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0)
    expect(mostBusy).toBeLessThanOrEqual(IMAGE_SLOTS)
    expect(imageSlotLoad()).toEqual({ busy: 0, waiting: 0 })
  })

  it('[SECURITY] uploads nothing points at are deleted a day later, files and copies too; used and recent ones stay', async () => {
    const { shop, seller } = await newSeller()
    const send = async () => {
      const response = await upload(testApp, seller, await png(700, 500))
      expect(response.statusCode).toBe(201)
      return response.json() as { url: string }
    }
    const [logo, thumbnail, example, abandoned, recent] = [
      await send(),
      await send(),
      await send(),
      await send(),
      await send(),
    ]
    await testApp.db.update(shops).set({ logoUrl: logo.url }).where(eq(shops.id, shop.id))
    const prompt = await createPrompt(testApp.db, shop.id)
    await testApp.db
      .update(prompts)
      .set({ thumbnailUrl: thumbnail.url })
      .where(eq(prompts.id, prompt.id))
    await testApp.db.insert(promptRevisions).values(
      stampInsert(systemActor, {
        promptId: prompt.id,
        promptText: 'Teks baru',
        examples: [{ kind: 'image' as const, imageUrl: example.url, text: null, caption: null }],
      }),
    )
    // A resized copy made for a visitor goes with its upload.
    expect(
      (await testApp.app.inject(abandoned.url.replace('.webp', '.w320.webp'))).statusCode,
    ).toBe(200)
    const fileOf = (url: string) => path.join(testApp.dataDir, url)
    expect(existsSync(fileOf(abandoned.url.replace('.webp', '.w320.webp')))).toBe(true)
    await testApp.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 25 * HOUR_MS) })
      .where(sql`${uploads.url} <> ${recent.url} and ${uploads.shopId} = ${shop.id}`)

    const deleted = await deleteOrphanUploads(testApp.db, testApp.app.objectStore)
    expect(deleted).toBeGreaterThanOrEqual(1)
    const left = await testApp.db
      .select({ url: uploads.url })
      .from(uploads)
      .where(eq(uploads.shopId, shop.id))
    expect(left.map((row) => row.url).sort()).toEqual(
      [logo.url, thumbnail.url, example.url, recent.url].sort(),
    )
    expect(existsSync(fileOf(abandoned.url))).toBe(false)
    expect(existsSync(fileOf(abandoned.url.replace('.webp', '.w320.webp')))).toBe(false)
    expect(existsSync(fileOf(logo.url))).toBe(true)
    expect((await testApp.app.inject(abandoned.url)).statusCode).toBe(404)
  })
})

const cookieOf = (client: Browser) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
