import { DAY_MS } from '@pasarprompt/contracts/durations'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPaidOrder } from '../src/db/factories/create-order.ts'
import { createPrompt } from '../src/db/factories/create-prompt.ts'
import { createShop, type FactoryShop } from '../src/db/factories/create-shop.ts'
import { buildTestApp } from './helpers/build-test-app.ts'
import { browser } from './helpers/http-client.ts'
import { signIn } from './helpers/sign-in.ts'

describe('the seller dashboard', () => {
  let testApp: Awaited<ReturnType<typeof buildTestApp>>
  let shop: FactoryShop
  let otherShop: FactoryShop
  beforeAll(async () => {
    testApp = await buildTestApp()
    shop = await createShop(testApp.db)
    otherShop = await createShop(testApp.db)
    // A month of sales of two published prompts, and prompts in every other status.
    const caption = await createPrompt(testApp.db, shop.id, { price: 25_000 })
    const blog = await createPrompt(testApp.db, shop.id, { price: 75_000 })
    for (const [prompt, daysAgo] of [
      [caption, 27],
      [blog, 21],
      [caption, 16],
      [blog, 11],
      [caption, 8],
      [blog, 5],
      [caption, 2],
      [blog, 1],
    ] as const) {
      await createPaidOrder(testApp.db, prompt, { at: new Date(Date.now() - daysAgo * DAY_MS) })
    }
    for (const status of ['draft', 'in_review', 'archived'] as const) {
      await createPrompt(testApp.db, shop.id, { status })
    }
    await createPrompt(testApp.db, shop.id, {
      status: 'rejected',
      rejectionReason: 'Contoh hasil belum menunjukkan variabelnya.',
    })
    const theirs = await createPrompt(testApp.db, otherShop.id)
    await createPaidOrder(testApp.db, theirs)
  })
  afterAll(() => testApp.close())

  const dashboardOf = async (owner: FactoryShop['owner']) => {
    const client = await signIn(testApp, owner)
    const response = await client.get('/api/v1/seller/dashboard')
    expect(response.statusCode, response.body).toBe(200)
    return response.json()
  }

  it('[SELLER] sees 30 days of sales, the latest orders and the prompts in review or sent back', async () => {
    const dashboard = await dashboardOf(shop.owner)
    expect(dashboard.days).toHaveLength(30)
    expect(dashboard.days.at(-1).day).toBe(new Date().toISOString().slice(0, 10))
    // The shop's month of sales.
    const sold = dashboard.days.reduce((sum: number, day: { sales: number }) => sum + day.sales, 0)
    expect(sold).toBe(8)
    expect(dashboard.recentOrders).toHaveLength(5)
    // Every status counts: the checklist of a new shop asks for a first prompt until there is one.
    expect(dashboard.promptCount).toBe(6)
    const statuses = dashboard.promptsToWatch.map((prompt: { status: string }) => prompt.status)
    expect(statuses).toEqual(expect.arrayContaining(['in_review', 'rejected']))
    expect(
      dashboard.promptsToWatch.find((p: { status: string }) => p.status === 'rejected')
        .rejectionReason,
    ).toBe('Contoh hasil belum menunjukkan variabelnya.')
  })

  it('[SECURITY] another shop’s dashboard holds none of this shop’s orders; visitors get 401', async () => {
    const mine = await dashboardOf(shop.owner)
    const theirs = await dashboardOf(otherShop.owner)
    expect(theirs.recentOrders).toHaveLength(1)
    const mineIds = new Set(mine.recentOrders.map((order: { id: string }) => order.id))
    expect(theirs.recentOrders.some((order: { id: string }) => mineIds.has(order.id))).toBe(false)
    expect((await browser(testApp.app).get('/api/v1/seller/dashboard')).statusCode).toBe(401)
  })
})
