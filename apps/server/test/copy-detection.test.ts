import { COPY_REJECTION_REASON } from '@pasarprompt/contracts/copies'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../src/db/client.ts'
import { createAdmin } from '../src/db/factories/create-admin.ts'
import { createPrompt, type FactoryPrompt } from '../src/db/factories/create-prompt.ts'
import { createShop, type FactoryShop } from '../src/db/factories/create-shop.ts'
import { disguiseCopy } from '../src/db/factories/disguise-copy.ts'
import { cataloguePrompts } from '../src/db/seed/catalogue/all-prompts.ts'
import { seededRandom } from '../src/lib/seeded-random.ts'
import { checkUncheckedSubmissions } from '../src/modules/copies/check-unchecked-submissions.ts'
import { COPY_SIMILARITY } from '../src/modules/copies/find-close-secrets.ts'
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts'
import type { Browser } from './helpers/http-client.ts'
import { signIn } from './helpers/sign-in.ts'

/** The original: a real prompt of the demo catalogue, long enough to be worth copying. */
const ORIGINAL = [...cataloguePrompts].sort((a, b) => b.promptText.length - a.promptText.length)[0]
if (!ORIGINAL) throw new Error('the demo catalogue has no prompts')
/** Its copy: sentences and words reordered, a fifth of the words changed. */
const COPY = disguiseCopy(ORIGINAL.promptText, seededRandom('copy-detection'), 0.2)
/** A prompt of its own, written for this test: a copy of nothing in the catalogue. */
const UNRELATED = [
  'Kamu adalah perencana perjalanan keluarga yang teliti.',
  'Susun rencana liburan [JUMLAH HARI] hari ke [KOTA TUJUAN] untuk keluarga dengan [JUMLAH ANAK] anak',
  'berusia [USIA ANAK], anggaran total [ANGGARAN], berangkat dari [KOTA ASAL].',
  'Untuk setiap hari: jam berangkat, tempat yang dikunjungi, perkiraan tiket masuk, tempat makan',
  'ramah anak, dan waktu istirahat siang. Hindari perjalanan darat lebih dari tiga jam sehari.',
  'Akhiri dengan daftar barang bawaan dan rencana cadangan bila hujan.',
].join(' ')
/** What the copier's prompt said before its new version copied the original. */
const HONEST = [
  'Kamu adalah pelatih kebugaran untuk pekerja kantoran yang jarang bergerak.',
  'Buat program latihan [JUMLAH MINGGU] minggu tanpa alat untuk [TUJUAN], dua puluh menit sehari,',
  'dengan pemanasan, tiga gerakan inti, dan pendinginan; jelaskan teknik setiap gerakan.',
].join(' ')

const input = (promptText: string, title: string) => ({
  title,
  descriptionHtml: '<p>Prompt untuk diuji.</p>',
  model: 'chatgpt',
  modelVersion: 'GPT-4o',
  categoryName: 'bisnis',
  tags: ['uji'],
  price: 25_000,
  promptText,
  instructions: 'Isi variabelnya.',
  examples: [],
})

describe('copy detection at review (issue 32)', () => {
  let testApp: TestApp
  let originalShop: FactoryShop
  let copierShop: FactoryShop
  let original: FactoryPrompt
  let originalSeller: Browser
  let copier: Browser
  let admin: Browser

  /** A draft of the seller's active shop, submitted for review: its id. */
  async function submitDraft(seller: Browser, promptText: string, title: string) {
    const created = await seller.post('/api/v1/seller/products', input(promptText, title))
    expect(created.statusCode, created.body).toBe(201)
    const id = created.json().id as string
    const submitted = await seller.post(`/api/v1/seller/products/${id}/submit`)
    expect(submitted.statusCode, submitted.body).toBe(200)
    return id
  }
  const review = async (id: string) => {
    const response = await admin.get(`/api/v1/admin/products/${id}`)
    expect(response.statusCode, response.body).toBe(200)
    return response
  }
  const queueRow = async (id: string) => {
    const response = await admin.get('/api/v1/admin/products?view=queue&limit=100')
    expect(response.statusCode, response.body).toBe(200)
    return response.json().items.find((item: { id: string }) => item.id === id)
  }

  beforeAll(async () => {
    testApp = await buildTestApp()
    originalShop = await createShop(testApp.db, { name: 'Toko Asli Sekali', slug: 'toko-asli' })
    copierShop = await createShop(testApp.db, { name: 'Toko Peniru', slug: 'toko-peniru' })
    original = await createPrompt(testApp.db, originalShop.id, {
      title: 'Prompt Asli Yang Laris',
      promptText: ORIGINAL.promptText,
    })
    // The rest of the demo catalogue, each in a shop of its own: what a copy is found among.
    const others = await createShop(testApp.db, { name: 'Toko Lain', slug: 'toko-lain' })
    for (const prompt of cataloguePrompts.filter((p) => p.promptText !== ORIGINAL.promptText)) {
      await createPrompt(testApp.db, others.id, {
        title: prompt.title,
        promptText: prompt.promptText,
        skipCategoryStats: true,
      })
    }
    originalSeller = await signIn(testApp, originalShop.owner)
    await originalSeller.post('/api/auth/organization/set-active', {
      organizationId: originalShop.id,
    })
    copier = await signIn(testApp, copierShop.owner)
    await copier.post('/api/auth/organization/set-active', { organizationId: copierShop.id })
    admin = await signIn(testApp, await createAdmin(testApp.db, testApp.env.adminOrganizationIds))
    await admin.post('/api/auth/organization/set-active', {
      organizationId: testApp.env.adminOrganizationIds[0],
    })
  })
  afterAll(async () => {
    await testApp.close()
  })

  it('[ADMIN] a shop reusing its own text is not flagged', async () => {
    // First: later, another shop's copies in review would rightly be flagged against it.
    const id = await submitDraft(originalSeller, COPY, 'Prompt Asli Versi Singkat')
    expect(await queueRow(id)).toMatchObject({ copyFlagged: false })
    expect((await review(id)).json().copyCheck.matches).toEqual([])
  })

  it('[ADMIN] a reordered copy with a fifth of its words changed is flagged with both shops and the similarity', async () => {
    const id = await submitDraft(copier, COPY, 'Prompt Tiruan')
    expect(await queueRow(id)).toMatchObject({ copyFlagged: true })

    const response = await review(id)
    expect(response.headers['cache-control']).toContain('no-store')
    expect(response.headers['cache-control']).toContain('private')
    const product = response.json()
    expect(product.shop.name).toBe('Toko Peniru')
    expect(product.copyCheck.forRevision).toBe(false)
    const match = product.copyCheck.matches.find(
      (candidate: { promptId: string }) => candidate.promptId === original.id,
    )
    expect(match).toMatchObject({
      promptId: original.id,
      title: 'Prompt Asli Yang Laris',
      shop: { id: originalShop.id, name: 'Toko Asli Sekali' },
    })
    expect(match.similarity).toBeGreaterThanOrEqual(COPY_SIMILARITY)
    expect(match.similarity).toBeLessThan(1)
    // Side by side: the two whole texts, the words they share marked.
    const whole = (pieces: { text: string }[]) => pieces.map((piece) => piece.text).join('')
    expect(whole(match.submittedText)).toBe(COPY)
    expect(whole(match.matchedText)).toBe(ORIGINAL.promptText)
    expect(match.matchedText.some((piece: { shared: boolean }) => piece.shared)).toBe(true)
  })

  it('[ADMIN] an unrelated prompt is checked and not flagged', async () => {
    const id = await submitDraft(copier, UNRELATED, 'Prompt Sendiri')
    expect(await queueRow(id)).toMatchObject({ copyFlagged: false })
    const { copyCheck } = (await review(id)).json()
    expect(copyCheck).toMatchObject({ forRevision: false, matches: [] })
    expect(copyCheck.checkedAt).toEqual(expect.any(String))
  })

  it('[ADMIN] a new version of a published prompt that copies is flagged as that version', async () => {
    const published = await createPrompt(testApp.db, copierShop.id, {
      title: 'Prompt Jujur Yang Sudah Tayang',
      promptText: HONEST,
    })
    const saved = await copier.put(`/api/v1/seller/products/${published.id}`, {
      ...input(COPY, 'Prompt Jujur Yang Sudah Tayang'),
      changeNote: 'Versi yang lebih lengkap.',
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().revision?.status).toBe('in_review')

    expect(await queueRow(published.id)).toMatchObject({
      revisionInReview: true,
      copyFlagged: true,
    })
    const { copyCheck } = (await review(published.id)).json()
    expect(copyCheck.forRevision).toBe(true)
    // The original, and the copies of it other shops have in review (those are flagged too).
    expect(copyCheck.matches).toContainEqual(
      expect.objectContaining({
        promptId: original.id,
        shop: expect.objectContaining({ name: 'Toko Asli Sekali' }),
      }),
    )
  })

  it('[SELLER] never sees the other prompt, its shop or its text; a rejection as "salinan" reaches them', async () => {
    const id = await submitDraft(copier, COPY, 'Prompt Tiruan Kedua')
    expect((await queueRow(id)).copyFlagged).toBe(true)
    // A word only the original has (the copy changed or dropped it): never in a seller's answer.
    const originalOnly = ORIGINAL.promptText
      .split(/\s+/)
      .find((word) => word.length > 6 && !COPY.includes(word))
    const sellerReads = [
      await copier.get(`/api/v1/seller/products/${id}`),
      await copier.get('/api/v1/seller/products'),
    ]
    for (const response of sellerReads) {
      expect(response.statusCode, response.body).toBe(200)
      expect(response.body).not.toContain('Toko Asli Sekali')
      expect(response.body).not.toContain('Prompt Asli Yang Laris')
      expect(response.body).not.toContain(original.id)
      expect(response.body).not.toContain('copyCheck')
      if (originalOnly) expect(response.body).not.toContain(originalOnly)
    }

    const rejected = await admin.post(`/api/v1/admin/products/${id}/reject`, {
      reason: COPY_REJECTION_REASON,
    })
    expect(rejected.statusCode, rejected.body).toBe(200)
    const seen = (await copier.get(`/api/v1/seller/products/${id}`)).json()
    expect(seen.status).toBe('rejected')
    expect(seen.rejectionReason).toContain('salinan')
    expect(seen.rejectionReason).not.toContain('Toko Asli Sekali')
  })

  it('keeps every secret’s bands in step with its text, through an approved new version', async () => {
    const bandsOf = async (promptId: string) =>
      (
        await queryRows<{ band: number; hash: string }>(
          testApp.db,
          sql`select band, hash::text from prompt_text_bands where prompt_id = ${promptId} order by band`,
        )
      ).map((row) => `${row.band}:${row.hash}`)
    const prompt = await createPrompt(testApp.db, copierShop.id, { promptText: HONEST })
    const before = await bandsOf(prompt.id)
    expect(before).toHaveLength(20)
    const saved = await copier.put(`/api/v1/seller/products/${prompt.id}`, {
      ...input(UNRELATED, 'Prompt Yang Berganti Isi'),
      changeNote: 'Isi baru.',
    })
    expect(saved.statusCode, saved.body).toBe(200)
    // In review, the live secret (and its bands) stay; approved, both are the new version's.
    expect(await bandsOf(prompt.id)).toEqual(before)
    const approved = await admin.post(`/api/v1/admin/products/${prompt.id}/approve`)
    expect(approved.statusCode, approved.body).toBe(200)
    const after = await bandsOf(prompt.id)
    expect(after).toHaveLength(20)
    expect(after).not.toEqual(before)
  })

  it('[SELLER] a submission goes through when the check fails; the job checks it afterwards', async () => {
    const created = await copier.post(
      '/api/v1/seller/products',
      input(COPY, 'Prompt Tiruan Ketiga'),
    )
    expect(created.statusCode, created.body).toBe(201)
    const id = created.json().id as string
    // The check's function gone for a moment (its secret is written already): the check fails.
    await testApp.db.execute(sql`alter function prompt_copy_bands(text) rename to copy_bands_away`)
    try {
      const submitted = await copier.post(`/api/v1/seller/products/${id}/submit`)
      expect(submitted.statusCode, submitted.body).toBe(200)
      expect(submitted.json().status).toBe('in_review')
    } finally {
      await testApp.db.execute(
        sql`alter function copy_bands_away(text) rename to prompt_copy_bands`,
      )
    }
    expect((await review(id)).json().copyCheck).toBeNull()

    // While the check keeps failing, the job tells each failure and goes on with the rest.
    const failures: string[] = []
    await testApp.db.execute(sql`alter function prompt_copy_bands(text) rename to copy_bands_away`)
    try {
      await checkUncheckedSubmissions(testApp.db, (_error, submission) =>
        failures.push(submission.promptId),
      )
    } finally {
      await testApp.db.execute(
        sql`alter function copy_bands_away(text) rename to prompt_copy_bands`,
      )
    }
    expect(failures).toContain(id)

    const failed = () => {
      throw new Error('the job should not fail now')
    }
    expect(await checkUncheckedSubmissions(testApp.db, failed)).toBeGreaterThanOrEqual(1)
    expect((await queueRow(id)).copyFlagged).toBe(true)
    expect(await checkUncheckedSubmissions(testApp.db, failed)).toBe(0)
    const checks = await queryRows<{ n: number }>(
      testApp.db,
      sql`select count(*)::int as n from copy_checks where prompt_id = ${id}`,
    )
    expect(Number(checks[0]?.n)).toBe(1)

    // Rejected, then sent again while the check fails: the reviewer sees no earlier flags.
    const rejected = await admin.post(`/api/v1/admin/products/${id}/reject`, {
      reason: COPY_REJECTION_REASON,
    })
    expect(rejected.statusCode, rejected.body).toBe(200)
    await testApp.db.execute(sql`alter function prompt_copy_bands(text) rename to copy_bands_away`)
    try {
      const again = await copier.post(`/api/v1/seller/products/${id}/submit`)
      expect(again.statusCode, again.body).toBe(200)
    } finally {
      await testApp.db.execute(
        sql`alter function copy_bands_away(text) rename to prompt_copy_bands`,
      )
    }
    expect((await review(id)).json().copyCheck).toBeNull()
  })
})
