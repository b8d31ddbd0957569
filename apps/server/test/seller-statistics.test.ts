import { DAY_MS } from '@pasarprompt/contracts/durations'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SIMULATOR_SERVER_KEY } from '../src/config/env.ts'
import { queryRows } from '../src/db/client.ts'
import { createPaidOrder } from '../src/db/factories/create-order.ts'
import { createPrompt, type FactoryPrompt } from '../src/db/factories/create-prompt.ts'
import { createShop } from '../src/db/factories/create-shop.ts'
import { prompts, simulatorTransactions } from '../src/db/schema.ts'
import { markOrderPaid } from '../src/modules/orders/mark-order-paid.ts'
import { buildTestApp } from './helpers/build-test-app.ts'
import { type Browser, browser } from './helpers/http-client.ts'
import { notification, postNotification } from './helpers/payments.ts'
import { signInAsShopStaff } from './helpers/shop-member.ts'
import { signIn } from './helpers/sign-in.ts'

/** Names of the shop's money (DESIGN.md §4: members see none of it). */
const MONEY_KEYS = /balance|available|held|reserved|net|fee|payout/i

/** Every key of a JSON value, however deep. */
const keysOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(keysOf)
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)])
      : []

interface Counts {
  views: number
  sales: number
  revenue: number
  conversion: number | null
}
interface Statistics {
  range: number
  days: (Counts & { day: string })[]
  totals: Counts
  topPrompts: (Counts & { id: string; slug: string; title: string; published: boolean })[]
}

describe('the shop’s statistics', () => {
  let testApp: Awaited<ReturnType<typeof buildTestApp>>
  let owner: Browser
  let other: Browser
  let shopId: string
  let prompt: FactoryPrompt

  const statisticsOf = async (client: Browser, range = 30): Promise<Statistics> => {
    const response = await client.get(`/api/v1/seller/statistics?range=${range}`)
    expect(response.statusCode, response.body).toBe(200)
    return response.json()
  }
  /** The database's day `daysAgo` days back, as the counters are written. */
  const dayOf = async (daysAgo: number) => {
    const [row] = await queryRows<{ day: string }>(
      testApp.db,
      sql`select to_char(current_date - ${daysAgo}::int, 'YYYY-MM-DD') as day`,
    )
    return String(row?.day)
  }
  const rowOf = (statistics: Statistics, day: string) => {
    const row = statistics.days.find((entry) => entry.day === day)
    if (!row) throw new Error(`no row for ${day}`)
    return row
  }
  const topOf = (statistics: Statistics, id: string) =>
    statistics.topPrompts.find((entry) => entry.id === id)
  /** A guest order of the prompt, waiting for payment. */
  const checkout = async () => {
    const response = await browser(testApp.app).post('/api/v1/orders', {
      productId: prompt.id,
      name: 'Sari Tamu',
      email: `tamu-${Math.random().toString(36).slice(2)}@contoh.id`,
      phone: '081234567890',
    })
    expect(response.statusCode, response.body).toBe(201)
    return response.json() as { order: { id: string }; payment: { gatewayOrderId: string } }
  }

  beforeAll(async () => {
    testApp = await buildTestApp()
    const shop = await createShop(testApp.db)
    shopId = shop.id
    prompt = await createPrompt(testApp.db, shopId, { price: 49_000 })
    // An earlier sale this month, and another shop with a prompt and a sale of its own.
    await createPaidOrder(testApp.db, prompt, { at: new Date(Date.now() - 3 * DAY_MS) })
    const otherShop = await createShop(testApp.db)
    await createPaidOrder(testApp.db, await createPrompt(testApp.db, otherShop.id))
    owner = await signIn(testApp, shop.owner)
    other = await signIn(testApp, otherShop.owner)
  })
  afterAll(() => testApp.close())

  it('[SELLER] a view and a payment today land in today’s row, the totals and the top prompts', async () => {
    const today = await dayOf(0)
    const before = await statisticsOf(owner, 7)
    expect(before.days.at(-1)?.day).toBe(today)

    expect((await browser(testApp.app).get(`/api/v1/products/${prompt.slug}`)).statusCode).toBe(200)
    await testApp.app.promptViews.flush()
    const { payment } = await checkout()
    await testApp.db
      .update(simulatorTransactions)
      .set({ status: 'settlement', paymentType: 'qris' })
      .where(eq(simulatorTransactions.gatewayOrderId, payment.gatewayOrderId))
    const settled = await postNotification(
      testApp.app,
      notification({
        gatewayOrderId: payment.gatewayOrderId,
        status: 'settlement',
        grossAmount: prompt.price,
        serverKey: SIMULATOR_SERVER_KEY,
      }),
    )
    expect(settled.statusCode).toBe(200)

    const after = await statisticsOf(owner, 7)
    const was = rowOf(before, today)
    const now = rowOf(after, today)
    expect(now.views).toBe(was.views + 1)
    expect(now.sales).toBe(was.sales + 1)
    expect(now.revenue).toBe(was.revenue + prompt.price)
    expect(now.conversion).toBe(now.sales / now.views)
    expect(after.totals.revenue).toBe(before.totals.revenue + prompt.price)
    const top = topOf(after, prompt.id)
    expect(top).toMatchObject({ slug: prompt.slug, published: true })
    expect(top?.sales).toBe((topOf(before, prompt.id)?.sales ?? 0) + 1)
  })

  it('[SELLER] a payment ten days ago counts on that day: in the 30-day range, not the 7-day one', async () => {
    const day = await dayOf(10)
    const before = await statisticsOf(owner, 30)
    const { order } = await checkout()
    await testApp.db.transaction((tx) =>
      markOrderPaid(tx, testApp.app.events, {
        orderId: order.id,
        method: 'qris',
        transactionId: `uji-${order.id}`,
        gatewayFee: 0,
        at: new Date(Date.now() - 10 * DAY_MS),
      }),
    )
    const after = await statisticsOf(owner, 30)
    expect(rowOf(after, day).sales).toBe(rowOf(before, day).sales + 1)
    expect(rowOf(after, day).revenue).toBe(rowOf(before, day).revenue + prompt.price)
    expect(after.totals.sales).toBe(before.totals.sales + 1)
    const week = await statisticsOf(owner, 7)
    expect(week.days.some((entry) => entry.day === day)).toBe(false)
  })

  it('[SELLER] each range has exactly one row per day, oldest first, ending today, totals summing them', async () => {
    const today = await dayOf(0)
    for (const range of [7, 30, 90]) {
      const statistics = await statisticsOf(owner, range)
      expect(statistics.range).toBe(range)
      expect(statistics.days).toHaveLength(range)
      expect(statistics.days[0]?.day).toBe(await dayOf(range - 1))
      expect(statistics.days.at(-1)?.day).toBe(today)
      const times = statistics.days.map((entry) => Date.parse(entry.day))
      for (let index = 1; index < times.length; index++) {
        expect((times[index] ?? 0) - (times[index - 1] ?? 0)).toBe(DAY_MS)
      }
      for (const key of ['views', 'sales', 'revenue'] as const) {
        expect(statistics.totals[key]).toBe(
          statistics.days.reduce((total, entry) => total + entry[key], 0),
        )
      }
      const revenues = statistics.topPrompts.map((entry) => entry.revenue)
      expect(revenues).toEqual([...revenues].sort((a, b) => b - a))
    }
    // Without a range: the 30 days the page opens with.
    expect((await owner.get('/api/v1/seller/statistics')).json().days).toHaveLength(30)
  })

  it('[SELLER] a day without views has no conversion rather than a division by zero', async () => {
    const statistics = await statisticsOf(owner, 90)
    for (const entry of statistics.days) {
      if (entry.views === 0) expect(entry.conversion).toBeNull()
      else expect(entry.conversion).toBe(entry.sales / entry.views)
    }
  })

  it('[SELLER] a range other than 7, 30 or 90 days is refused with a message in Indonesian', async () => {
    for (const range of ['14', '0', 'abc', '-7']) {
      const response = await owner.get(`/api/v1/seller/statistics?range=${range}`)
      expect(response.statusCode, range).toBe(400)
      expect(response.json().fields).toEqual([
        { path: 'querystring.range', message: 'Rentang statistik harus 7, 30, atau 90 hari.' },
      ])
    }
  })

  it('[SECURITY] another shop’s views and sales never count in this shop’s statistics', async () => {
    const today = await dayOf(0)
    const mine = await statisticsOf(owner, 90)
    const theirsBefore = await statisticsOf(other, 90)
    expect((await browser(testApp.app).get(`/api/v1/products/${prompt.slug}`)).statusCode).toBe(200)
    const theirsAfter = await statisticsOf(other, 90)
    expect(rowOf(theirsAfter, today)).toEqual(rowOf(theirsBefore, today))
    expect(theirsAfter.totals).toEqual(theirsBefore.totals)
    const mineIds = new Set(mine.topPrompts.map((entry) => entry.id))
    expect(mineIds.size).toBeGreaterThan(0)
    expect(theirsAfter.topPrompts.some((entry) => mineIds.has(entry.id))).toBe(false)
    const shopPrompts = await testApp.db
      .select({ id: prompts.id })
      .from(prompts)
      .where(eq(prompts.shopId, shopId))
    const ours = new Set(shopPrompts.map((row) => row.id))
    expect(mine.topPrompts.every((entry) => ours.has(entry.id))).toBe(true)
  })

  it('[SECURITY] visitors get 401 for the statistics and the dashboard', async () => {
    const visitor = browser(testApp.app)
    for (const url of ['/api/v1/seller/statistics', '/api/v1/seller/dashboard']) {
      const response = await visitor.get(url)
      expect(response.statusCode, url).toBe(401)
    }
  })

  it('[MEMBER] sees the statistics and the dashboard’s sales, but no balance anywhere', async () => {
    const member = await signInAsShopStaff(testApp, shopId)

    expect(await statisticsOf(member, 30)).toEqual(await statisticsOf(owner, 30))
    const dashboard = await member.get('/api/v1/seller/dashboard')
    expect(dashboard.statusCode, dashboard.body).toBe(200)
    expect(dashboard.json().month.revenue).toBeGreaterThan(0)
    expect(keysOf(dashboard.json()).filter((key) => MONEY_KEYS.test(key))).toEqual([])
    expect((await member.get('/api/v1/seller/balance')).statusCode).toBe(403)
  })
})
