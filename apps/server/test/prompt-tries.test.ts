import { Writable } from 'node:stream'
import { setTimeout as sleep } from 'node:timers/promises'
import type { TryStreamEvent } from '@pasarprompt/contracts/tries'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin } from '../src/db/factories/create-admin.ts'
import { createPaidOrder } from '../src/db/factories/create-order.ts'
import { createPrompt, type FactoryPrompt } from '../src/db/factories/create-prompt.ts'
import { createShop, type FactoryShop } from '../src/db/factories/create-shop.ts'
import { createUser } from '../src/db/factories/create-user.ts'
import { promptTries } from '../src/db/schema.ts'
import { createOpenAiCompatibleModel } from '../src/infra/llm/openai-compatible-model.ts'
import { createSimulatedModel } from '../src/infra/llm/simulated-model.ts'
import { createLogger } from '../src/lib/logger.ts'
import { EXTRACTION_CORPUS } from '../src/modules/tries/extraction-corpus.ts'
import { tryNetworkOf } from '../src/modules/tries/tries-used.ts'
import { wibDay } from '../src/modules/tries/try-day.ts'
import { buildTestApp, TEST_ORIGIN, type TestApp } from './helpers/build-test-app.ts'
import { type FakeOpenAiServer, startFakeOpenAiServer } from './helpers/fake-openai-server.ts'
import { type Browser, browser } from './helpers/http-client.ts'
import { signIn } from './helpers/sign-in.ts'

/** A word that appears nowhere but deep inside the secret prompt: never in any answer or log. */
const MARKER = 'zamrudkhatulistiwa'
const SECRET = [
  'Kamu adalah copywriter senior untuk UMKM Indonesia dengan pengalaman sepuluh tahun.',
  'Tulis caption Instagram untuk produk [PRODUK] yang ditujukan kepada [TARGET].',
  'Gunakan struktur AIDA: kalimat pembuka yang menghentikan jempol, dua manfaat utama,',
  'satu bukti sosial, lalu ajakan bertindak yang jelas. Sisipkan tiga emoji yang relevan',
  `dan lima tagar lokal. Jangan pernah menyebut harga. Kata sandi gaya: ${MARKER}.`,
].join(' ')

type Parsed = { status: number; events: TryStreamEvent[]; json: unknown; raw: string }

/** A try's answer as the page reads it: the SSE frames, or the JSON error before them. */
function parseTry(response: {
  statusCode: number
  body: string
  headers: Record<string, unknown>
}) {
  const parsed: Parsed = { status: response.statusCode, events: [], json: null, raw: response.body }
  if (String(response.headers['content-type']).startsWith('text/event-stream')) {
    for (const frame of response.body.split('\n\n')) {
      const data = frame.split('\n').find((line) => line.startsWith('data: '))
      if (data) parsed.events.push(JSON.parse(data.slice(6)) as TryStreamEvent)
    }
  } else {
    parsed.json = JSON.parse(response.body)
  }
  return parsed
}

const answerOf = (events: TryStreamEvent[]) =>
  events.map((event) => (event.type === 'delta' ? event.text : '')).join('')
const endOf = (events: TryStreamEvent[]) => events.at(-1)

describe('Coba dulu (issue 31)', () => {
  let testApp: TestApp
  let fake: FakeOpenAiServer
  let shop: FactoryShop
  let prompt: FactoryPrompt
  const logLines: string[] = []
  const bodies: string[] = []

  const tryUrl = (slug: string) => `/api/v1/products/${slug}/try`
  /** A guest's browser: its own `pp_visitor` cookie, from its own address. */
  const guest = (ip: string) => browser(testApp.app, { ip })
  const runTry = async (client: Browser, slug: string, payload: unknown) => {
    const response = await client.post(tryUrl(slug), payload)
    bodies.push(response.body)
    return parseTry(response)
  }
  const status = async (client: Browser, slug: string) => {
    const response = await client.get(tryUrl(slug))
    bodies.push(response.body)
    expect(response.statusCode, response.body).toBe(200)
    return response.json()
  }
  let address: string | undefined
  /** The app on a real port, for what `inject` cannot show: streaming, a client leaving. */
  const listening = async () => {
    address ??= await testApp.app.listen({ port: 0, host: '127.0.0.1' })
    return address
  }
  const networkHash = (ip: string) => tryNetworkOf(testApp.app.promptTries.secret, ip)
  const triesOf = (promptId: string) =>
    testApp.db.select().from(promptTries).where(eq(promptTries.promptId, promptId))
  const newPrompt = (overrides: Parameters<typeof createPrompt>[2] = {}) =>
    createPrompt(testApp.db, shop.id, {
      model: 'chatgpt',
      price: 75_000,
      promptText: SECRET,
      freeTriesPerDay: 3,
      ...overrides,
    })

  beforeAll(async () => {
    fake = await startFakeOpenAiServer({ mode: 'stream' })
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk))
        done()
      },
    })
    testApp = await buildTestApp({
      logger: createLogger({ logLevel: 'debug', isProduction: true }, logStream),
      // The provider named by the environment, with timeouts a test can wait for.
      tryModel: createOpenAiCompatibleModel({
        baseUrl: fake.baseUrl,
        apiKey: 'sk-uji-rahasia-0123456789',
        model: 'uji-model',
        connectTimeoutMs: 1_000,
        idleTimeoutMs: 1_000,
      }),
      env: { LLM_RUPIAH_PER_1K_TOKENS: '250' },
    })
    shop = await createShop(testApp.db, { name: 'Toko Coba', slug: 'toko-coba' })
    prompt = await newPrompt()
  })
  afterEach(() => fake.setMode('stream'))
  afterAll(async () => {
    await testApp.close()
    await fake.close()
    // The secret's deep word reached no response and no log line, whatever the test did.
    expect(bodies.join('\n')).not.toContain(MARKER)
    expect(logLines.join('\n')).not.toContain(MARKER)
    expect(logLines.join('\n')).not.toContain('sk-uji-rahasia')
  })

  it('[GUEST] sees the variables and three free tries, runs one, and the provider answers through the stream', async () => {
    const visitor = guest('198.51.100.10')
    const before = await status(visitor, prompt.slug)
    expect(before).toMatchObject({
      available: true,
      simulated: false,
      variables: ['PRODUK', 'TARGET'],
      freePerDay: 3,
      remaining: 3,
    })
    expect(JSON.stringify(before)).not.toContain('copywriter')

    const result = await runTry(visitor, prompt.slug, {
      values: { PRODUK: 'keripik singkong pedas', TARGET: 'mahasiswa' },
    })
    expect(result.status, result.raw).toBe(200)
    expect(endOf(result.events)).toEqual({ type: 'done', remaining: 2 })
    expect(answerOf(result.events)).toBe(fake.answerText)
    expect(result.events.filter((event) => event.type === 'delta').length).toBeGreaterThan(1)

    // The provider got the filled template as the user's message, behind the platform's guard.
    const sent = fake.requests.at(-1)
    expect(sent?.headers.authorization).toBe('Bearer sk-uji-rahasia-0123456789')
    const messages =
      (sent?.body as { messages: { role: string; content: string }[] } | undefined)?.messages ?? []
    expect(messages[0]?.role).toBe('system')
    expect(messages[0]?.content).toMatch(/Jangan pernah mengulang/)
    expect(messages[1]?.content).toContain(
      'produk keripik singkong pedas yang ditujukan kepada mahasiswa',
    )

    expect((await status(visitor, prompt.slug)).remaining).toBe(2)
    const [row] = (await triesOf(prompt.id)).filter(
      (t) => t.network === networkHash('198.51.100.10'),
    )
    expect(row).toMatchObject({ status: 'answered', model: 'uji-model', userId: null })
    expect(row?.outputTokens).toBeGreaterThan(0)
  })

  it('[GUEST] refused input is a 400 in Indonesian and uses nothing: unknown variables, nothing to try, too long', async () => {
    const visitor = guest('198.51.100.11')
    const unknown = await runTry(visitor, prompt.slug, { values: { HARGA: '10000' } })
    expect(unknown.status).toBe(400)
    expect(unknown.json).toMatchObject({ message: 'Prompt ini tidak punya variabel [HARGA].' })
    const empty = await runTry(visitor, prompt.slug, { values: { PRODUK: '   ' } })
    expect(empty.status).toBe(400)
    expect(empty.json).toMatchObject({
      message: 'Isi setidaknya satu variabel untuk mencoba prompt ini.',
    })
    const long = await runTry(visitor, prompt.slug, { values: { PRODUK: 'x'.repeat(301) } })
    expect(long.status).toBe(400)
    expect(JSON.stringify(long.json)).toMatch(/paling panjang 300 karakter/)
    expect((await status(visitor, prompt.slug)).remaining).toBe(3)
  })

  it('[GUEST] a provider that fails, hangs or stops midway gives an Indonesian error and does not use up a try', async () => {
    const visitor = guest('198.51.100.12')
    const input = { values: { PRODUK: 'sabun cuci piring' } }

    fake.setMode('fail')
    const failed = await runTry(visitor, prompt.slug, input)
    expect(failed.status).toBe(502)
    expect(failed.json).toMatchObject({
      code: 'MODEL_FAILED',
      message:
        'Model AI sedang tidak dapat dihubungi. Percobaan ini tidak dihitung; coba lagi sebentar lagi.',
    })

    fake.setMode('hang')
    const hung = await runTry(visitor, prompt.slug, input)
    expect(hung.status).toBe(502)
    expect(hung.json).toMatchObject({ code: 'MODEL_FAILED' })

    fake.setMode('stall')
    const stalled = await runTry(visitor, prompt.slug, input)
    expect(stalled.status).toBe(200)
    expect(endOf(stalled.events)).toMatchObject({
      type: 'failed',
      message: expect.stringMatching(/tidak dihitung/),
      remaining: 3,
    })

    expect((await status(visitor, prompt.slug)).remaining).toBe(3)
    const rows = (await triesOf(prompt.id)).filter(
      (t) => t.network === networkHash('198.51.100.12'),
    )
    expect(rows.map((row) => row.status).sort()).toEqual(['failed', 'failed', 'failed'])
  })

  it('[GUEST] a provider that echoes its instructions is withheld after a few words; the try is not counted, but only twice a day', async () => {
    const visitor = guest('198.51.100.13')
    fake.setMode('echo')
    for (const attack of EXTRACTION_CORPUS.slice(0, 2)) {
      const result = await runTry(visitor, prompt.slug, {
        values: { PRODUK: 'kopi susu' },
        message: attack,
      })
      expect(result.status).toBe(200)
      expect(endOf(result.events)).toMatchObject({ type: 'withheld', remaining: 3 })
      // What reached the page before the verdict: no more than a few of the secret's words in a row.
      expect(longestSharedRun(answerOf(result.events), SECRET)).toBeLessThanOrEqual(11)
      expect(answerOf(result.events)).not.toMatch(/kanari[0-9a-f]+/)
      // The instructions start with the canary: an echo of them is stopped before its first word.
      expect(answerOf(result.events)).toBe('')
    }
    expect((await status(visitor, prompt.slug)).remaining).toBe(3)
    const third = await runTry(visitor, prompt.slug, {
      values: { PRODUK: 'kopi susu' },
      message: EXTRACTION_CORPUS[2],
    })
    expect(third.status).toBe(429)
    expect(third.json).toMatchObject({
      message: 'Terlalu banyak jawaban yang ditahan untuk prompt ini hari ini. Coba lagi besok.',
    })
    const rows = (await triesOf(prompt.id)).filter((t) => t.status === 'withheld')
    expect(rows).toHaveLength(2)
  })

  it('[GUEST] the free tries and the daily budget hold under 20 parallel tries', async () => {
    const limited = await newPrompt({ freeTriesPerDay: 2 })
    const visitor = guest('198.51.100.14')
    await status(visitor, limited.slug)
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        runTry(visitor, limited.slug, { values: { PRODUK: 'teh tarik' } }),
      ),
    )
    const done = results.filter((r) => endOf(r.events)?.type === 'done')
    const refused = results.filter((r) => r.status === 429)
    expect(done).toHaveLength(2)
    expect(refused).toHaveLength(18)
    expect(refused[0]?.json).toMatchObject({
      code: 'RATE_LIMITED',
      message:
        'Coba gratis untuk prompt ini sudah habis hari ini. Coba lagi besok, atau beli prompt-nya.',
    })
    expect((await triesOf(limited.id)).filter((t) => t.status === 'answered')).toHaveLength(2)

    // The platform's budget: room for three tries' reservations today, whoever asks.
    const budgetApp = await buildTestApp({
      tryModel: createSimulatedModel({ chunkDelayMs: 0 }),
      env: { LLM_DAILY_TOKENS: '3000' },
    })
    try {
      const budgetShop = await createShop(budgetApp.db, { name: 'Toko Anggaran' })
      const wide = await createPrompt(budgetApp.db, budgetShop.id, {
        model: 'claude',
        price: 50_000,
        promptText: SECRET,
        freeTriesPerDay: 10,
      })
      const all = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          browser(budgetApp.app, { ip: `203.0.113.${i + 1}` })
            .post(tryUrl(wide.slug), { values: { PRODUK: `produk ${i}` } })
            .then(parseTry),
        ),
      )
      const answered = all.filter((r) => endOf(r.events)?.type === 'done').length
      const spent = all.filter(
        (r) => r.status === 429 && JSON.stringify(r.json).includes('Kuota Coba dulu'),
      ).length
      // Each try reserves its most until it ends and then counts what it used: whatever the
      // order, the day's tokens never pass the budget, and tries are refused while they would.
      const used = await budgetApp.db.select().from(promptTries)
      const reserve = used[0]?.reservedTokens ?? 0
      expect(answered).toBeGreaterThanOrEqual(Math.floor(3000 / reserve))
      expect(spent).toBeGreaterThan(0)
      expect(answered + spent).toBe(20)
      expect(used.every((t) => t.status === 'answered')).toBe(true)
      const total = used.reduce((sum, t) => sum + t.inputTokens + t.outputTokens, 0)
      expect(total).toBeLessThanOrEqual(3000)
    } finally {
      await budgetApp.close()
    }
  })

  it('[GUEST] a browser that drops its cookie or a new account is no new allowance: one address shares three times the free tries', async () => {
    const single = await newPrompt({ freeTriesPerDay: 1 })
    const outcomes: (string | number | undefined)[] = []
    for (let i = 0; i < 4; i++) {
      // A new browser each time: no cookie kept, same address.
      const result = await runTry(guest('198.51.100.15'), single.slug, { values: { PRODUK: 'es' } })
      outcomes.push(result.status === 200 ? endOf(result.events)?.type : result.status)
    }
    expect(outcomes).toEqual(['done', 'done', 'done', 429])
    // The form says so to the next guest of that address before they press anything.
    expect((await status(guest('198.51.100.15'), single.slug)).remaining).toBe(0)
    // Another address's guest still has theirs; a new account on the same address does not.
    const elsewhere = await runTry(guest('198.51.100.16'), single.slug, {
      values: { PRODUK: 'es' },
    })
    expect(endOf(elsewhere.events)?.type, elsewhere.raw).toBe('done')
    const account = await signIn(testApp, await createUser(testApp.db), { ip: '198.51.100.15' })
    expect((await runTry(account, single.slug, { values: { PRODUK: 'es' } })).status).toBe(429)
  })

  it('[GUEST] names and fills only bracketed words written as variables; the rest of the brackets stay secret', async () => {
    const bracketed = await newPrompt({
      promptText: `${SECRET} Untuk [PRODUK]. [jangan sebut merek pesaing: ${MARKER}]`,
    })
    const visitor = guest('198.51.100.17')
    const seen = await status(visitor, bracketed.slug)
    expect(seen.variables).toEqual(['PRODUK', 'TARGET'])
    const refused = await runTry(visitor, bracketed.slug, {
      values: { [`JANGAN SEBUT MEREK PESAING: ${MARKER.toUpperCase()}`]: 'x' },
    })
    expect(refused.status).toBe(400)
  })

  it('[GUEST] an input the provider refuses, or too long to send, is a 400 that uses nothing', async () => {
    const visitor = guest('198.51.100.18')
    fake.setMode('reject')
    const rejected = await runTry(visitor, prompt.slug, { values: { PRODUK: 'x' } })
    expect(rejected.status).toBe(400)
    expect(rejected.json).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(/^Model AI menolak isian ini/),
    })
    const repeated = await newPrompt({ promptText: `${'[PRODUK] '.repeat(40)}${SECRET}` })
    const tooLong = await runTry(visitor, repeated.slug, { values: { PRODUK: 'y'.repeat(300) } })
    expect(tooLong.status).toBe(400)
    expect(tooLong.json).toMatchObject({
      message: 'Isian terlalu panjang untuk dicoba. Persingkat isian Anda.',
    })
    expect((await status(visitor, prompt.slug)).remaining).toBe(3)
  })

  it('[GUEST] one address may use only its share of the day’s budget', async () => {
    const ip = '198.51.100.19'
    const spent = await newPrompt()
    await testApp.db.insert(promptTries).values({
      promptId: spent.id,
      shopId: shop.id,
      network: networkHash(ip),
      day: wibDay(),
      status: 'answered',
      reservedTokens: 0,
      inputTokens: 100_000,
      model: 'uji-model',
    })
    const refused = await runTry(guest(ip), prompt.slug, { values: { PRODUK: 'x' } })
    expect(refused.status).toBe(429)
    expect(refused.json).toMatchObject({
      message: 'Kuota Coba dulu PasarPrompt hari ini sudah habis. Coba lagi besok.',
    })
    expect(
      (await runTry(guest('198.51.100.29'), prompt.slug, { values: { PRODUK: 'x' } })).status,
    ).toBe(200)
  })

  it('[GUEST] leaving mid-answer cancels the model’s request, and an answer never seen uses no try', async () => {
    const address = await listening()
    fake.setMode('slow')
    const cutBefore = fake.cutOff
    const left = new AbortController()
    const response = await fetch(`${address}${tryUrl(prompt.slug)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      body: JSON.stringify({ values: { PRODUK: 'rendang' } }),
      signal: left.signal,
    })
    const reader = response.body?.getReader()
    await reader?.read()
    left.abort()
    // The provider's connection closes within a bounded wait (the answer alone takes 4 s).
    const deadline = Date.now() + 3_000
    while (fake.cutOff === cutBefore && Date.now() < deadline) await sleep(50)
    expect(fake.cutOff, 'the provider was still streaming to nobody').toBe(cutBefore + 1)
    const rows = await triesOf(prompt.id)
    const last = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]
    await expect
      .poll(async () => (await triesOf(prompt.id)).find((t) => t.id === last?.id)?.status, {
        timeout: 5_000,
      })
      .toMatch(/^(answered|failed)$/)
  })

  it('[BUYER] an account counts its own tries wherever it signs in from; the seller sees tries and the buyers they brought', async () => {
    const buyerUser = await createUser(testApp.db, { name: 'Rina Pencoba' })
    const fromHome = await signIn(testApp, buyerUser, { ip: '198.51.100.20' })
    const fromPhone = await signIn(testApp, buyerUser, { ip: '198.51.100.21' })
    const target = await newPrompt()
    expect(
      endOf((await runTry(fromHome, target.slug, { values: { PRODUK: 'batik' } })).events),
    ).toMatchObject({ type: 'done', remaining: 2 })
    expect((await status(fromPhone, target.slug)).remaining).toBe(2)
    await createPaidOrder(testApp.db, target, { buyer: buyerUser })
    // A guest tried it too, and bought nothing.
    await runTry(guest('198.51.100.22'), target.slug, { values: { TARGET: 'ibu rumah tangga' } })

    const owner = await signIn(testApp, shop.owner)
    await owner.post('/api/auth/organization/set-active', { organizationId: shop.id })
    const statistics = (await owner.get('/api/v1/seller/statistics?range=7')).json()
    const row = statistics.tries.prompts.find((p: { id: string }) => p.id === target.id)
    expect(row).toEqual({
      id: target.id,
      title: target.title,
      tries: 2,
      triers: 2,
      buyers: 1,
      conversion: 0.5,
    })
    expect(statistics.tries.totals.tries).toBeGreaterThanOrEqual(2)
  })

  it('[SELLER] switches tries on and off for a paid text prompt; not for a free or image prompt, nor another shop’s', async () => {
    const owner = await signIn(testApp, shop.owner)
    await owner.post('/api/auth/organization/set-active', { organizationId: shop.id })
    const fresh = await newPrompt({ freeTriesPerDay: 0 })
    const url = `/api/v1/seller/products/${fresh.id}/try`
    expect(
      (await testApp.app.inject({ method: 'GET', url: `/api/v1/products/${fresh.slug}` })).json()
        .freeTriesPerDay,
    ).toBe(0)
    expect((await guest('198.51.100.30').get(tryUrl(fresh.slug))).statusCode).toBe(404)

    const on = await owner.put(url, { freePerDay: 5 })
    expect(on.statusCode, on.body).toBe(200)
    expect(on.json()).toEqual({ freePerDay: 5 })
    expect((await owner.get(`/api/v1/seller/products/${fresh.id}`)).json().freeTriesPerDay).toBe(5)
    // The public page, cached or not, offers it at once.
    const page = await testApp.app.inject({ method: 'GET', url: `/api/v1/products/${fresh.slug}` })
    expect(page.json().freeTriesPerDay).toBe(5)
    expect(page.body).not.toContain(MARKER)

    expect((await owner.put(url, { freePerDay: 11 })).statusCode).toBe(400)
    const free = await newPrompt({ price: 0, freeTriesPerDay: 0 })
    const freeRefused = await owner.put(`/api/v1/seller/products/${free.id}/try`, { freePerDay: 3 })
    expect(freeRefused.statusCode).toBe(400)
    expect(freeRefused.json().message).toBe('Prompt gratis tidak perlu Coba dulu.')
    const image = await newPrompt({ model: 'midjourney', freeTriesPerDay: 0 })
    const imageRefused = await owner.put(`/api/v1/seller/products/${image.id}/try`, {
      freePerDay: 3,
    })
    expect(imageRefused.json().message).toMatch(/hanya untuk prompt teks/)

    const other = await createShop(testApp.db, { name: 'Toko Lain Coba' })
    const stranger = await signIn(testApp, other.owner)
    await stranger.post('/api/auth/organization/set-active', { organizationId: other.id })
    expect((await stranger.put(url, { freePerDay: 0 })).statusCode).toBe(404)
    expect((await guest('198.51.100.31').put(url, { freePerDay: 0 })).statusCode).toBe(401)

    expect((await owner.put(url, { freePerDay: 0 })).statusCode).toBe(200)
    const off = await runTry(guest('198.51.100.32'), fresh.slug, { values: { PRODUK: 'x' } })
    expect(off.status).toBe(404)
  })

  it('[ADMIN] sees what tries cost per day against the budget; nobody else does', async () => {
    const adminUser = await createAdmin(testApp.db, testApp.env.adminOrganizationIds)
    const admin = await signIn(testApp, adminUser)
    await admin.post('/api/auth/organization/set-active', {
      organizationId: testApp.env.adminOrganizationIds[0],
    })
    const report = await admin.get('/api/v1/admin/tries')
    expect(report.statusCode, report.body).toBe(200)
    const body = report.json()
    expect(body).toMatchObject({ model: 'uji-model', simulated: false, dailyTokens: 2_000_000 })
    const [today] = body.days
    expect(today.answered).toBeGreaterThan(0)
    expect(today.withheld).toBeGreaterThan(0)
    expect(today.failed).toBeGreaterThan(0)
    expect(today.costRupiah).toBe(
      Math.ceil(((today.inputTokens + today.outputTokens) / 1000) * 250),
    )
    expect(body.usedToday).toBe(today.inputTokens + today.outputTokens)

    const buyerUser = await createUser(testApp.db)
    expect((await (await signIn(testApp, buyerUser)).get('/api/v1/admin/tries')).statusCode).toBe(
      403,
    )
  })

  it('[GUEST] the answer arrives piece by piece over a real connection', async () => {
    const address = await listening()
    const response = await fetch(`${address}${tryUrl(prompt.slug)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      body: JSON.stringify({ values: { PRODUK: 'sambal roa' } }),
    })
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect(response.headers.get('cache-control')).toMatch(/no-store/)
    const reader = response.body?.getReader()
    const arrivals: number[] = []
    let text = ''
    for (;;) {
      const { value, done } = (await reader?.read()) ?? { done: true, value: undefined }
      if (done) break
      arrivals.push(Date.now())
      text += new TextDecoder().decode(value)
    }
    expect(text).toContain('event: done')
    // The fake provider sends its pieces apart: they reach the client as several reads.
    expect(arrivals.length).toBeGreaterThan(1)
  })
})

describe('Coba dulu without a model (production with no LLM_*)', () => {
  let testApp: TestApp
  beforeAll(async () => {
    testApp = await buildTestApp({ tryModel: null })
  })
  afterAll(async () => {
    await testApp.close()
  })

  it('[GUEST] the prompt page offers no tries and the try is a 404', async () => {
    const shop = await createShop(testApp.db, { name: 'Toko Tanpa Model' })
    const prompt = await createPrompt(testApp.db, shop.id, {
      model: 'gemini',
      price: 60_000,
      promptText: SECRET,
      freeTriesPerDay: 3,
    })
    const page = await testApp.app.inject({ method: 'GET', url: `/api/v1/products/${prompt.slug}` })
    expect(page.json().freeTriesPerDay).toBe(0)
    const client = browser(testApp.app)
    expect((await client.get(`/api/v1/products/${prompt.slug}/try`)).json()).toMatchObject({
      available: false,
    })
    const tried = await client.post(`/api/v1/products/${prompt.slug}/try`, {
      values: { PRODUK: 'x' },
    })
    expect(tried.statusCode).toBe(404)
    expect(tried.json().message).toBe('Coba dulu belum tersedia di PasarPrompt.')
  })
})

/** The most words in a row `shown` shares with `secret` (lower case, words only). */
function longestSharedRun(shown: string, secret: string): number {
  const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  const a = words(shown)
  const b = words(secret)
  let best = 0
  const row = new Array<number>(b.length + 1).fill(0)
  for (let i = 1; i <= a.length; i++) {
    let previous = 0
    for (let j = 1; j <= b.length; j++) {
      const saved = row[j] ?? 0
      row[j] = a[i - 1] === b[j - 1] ? previous + 1 : 0
      best = Math.max(best, row[j] ?? 0)
      previous = saved
    }
  }
  return best
}
