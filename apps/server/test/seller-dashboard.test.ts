import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, demoAccounts } from '../src/db/seed/demo-accounts.ts'
import { buildTestApp } from './helpers/build-test-app.ts'
import { browser } from './helpers/http-client.ts'

describe('the seller dashboard', () => {
  let testApp: Awaited<ReturnType<typeof buildTestApp>>
  beforeAll(async () => {
    testApp = await buildTestApp()
  })
  afterAll(() => testApp.close())

  const dashboardOf = async (email: string) => {
    const client = browser(testApp.app)
    await client.post('/api/auth/sign-in/email', { email, password: DEMO_PASSWORD })
    const response = await client.get('/api/v1/seller/dashboard')
    expect(response.statusCode, response.body).toBe(200)
    return response.json()
  }

  it('[SELLER] sees 30 days of sales, the latest orders and the prompts in review or sent back', async () => {
    const dashboard = await dashboardOf(demoAccounts.seller.email)
    expect(dashboard.days).toHaveLength(30)
    expect(dashboard.days.at(-1).day).toBe(new Date().toISOString().slice(0, 10))
    // The seed's month of sales of this shop.
    const sold = dashboard.days.reduce((sum: number, day: { sales: number }) => sum + day.sales, 0)
    expect(sold).toBeGreaterThanOrEqual(8)
    expect(dashboard.recentOrders).toHaveLength(5)
    // Every status counts: the checklist of a new shop asks for a first prompt until there is one.
    expect(dashboard.promptCount).toBe(9)
    const statuses = dashboard.promptsToWatch.map((prompt: { status: string }) => prompt.status)
    expect(statuses).toEqual(expect.arrayContaining(['in_review', 'rejected']))
    expect(
      dashboard.promptsToWatch.find((p: { status: string }) => p.status === 'rejected')
        .rejectionReason,
    ).toBeTruthy()
  })

  it('[SECURITY] another shop’s dashboard holds none of this shop’s orders; visitors get 401', async () => {
    const mine = await dashboardOf(demoAccounts.seller.email)
    const theirs = await dashboardOf(demoAccounts.secondSeller.email)
    const mineIds = new Set(mine.recentOrders.map((order: { id: string }) => order.id))
    expect(theirs.recentOrders.some((order: { id: string }) => mineIds.has(order.id))).toBe(false)
    expect((await browser(testApp.app).get('/api/v1/seller/dashboard')).statusCode).toBe(401)
  })
})
