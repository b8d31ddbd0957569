import type { AuditLogEntry } from '@pasarprompt/contracts/audit-for-admin'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin } from '../src/db/factories/create-admin.ts'
import { createPaidOrder } from '../src/db/factories/create-order.ts'
import { createPrompt } from '../src/db/factories/create-prompt.ts'
import { createShop } from '../src/db/factories/create-shop.ts'
import type { FactoryUser } from '../src/db/factories/create-user.ts'
import { buildTestApp } from './helpers/build-test-app.ts'
import type { Browser } from './helpers/http-client.ts'
import { signIn } from './helpers/sign-in.ts'

const REASON = 'Pembeli melaporkan prompt tidak sesuai deskripsi.'

describe('the audit log viewer', () => {
  let testApp: Awaited<ReturnType<typeof buildTestApp>>
  let first: Browser
  let second: Browser
  let firstUser: FactoryUser
  let secondUser: FactoryUser
  let shopId: string
  let shopName: string
  let orderId: string

  async function staff(user: FactoryUser) {
    const session = await signIn(testApp, user)
    await session.post('/api/auth/organization/set-active', {
      organizationId: testApp.env.adminOrganizationIds[0],
    })
    return session
  }

  const list = async (query = '') => {
    const response = await first.get(`/api/v1/admin/audit${query}`)
    expect(response.statusCode, response.body).toBe(200)
    return response.json() as { items: AuditLogEntry[]; nextCursor: string | null }
  }

  beforeAll(async () => {
    testApp = await buildTestApp()
    const shop = await createShop(testApp.db)
    shopId = shop.id
    shopName = shop.name
    orderId = (await createPaidOrder(testApp.db, await createPrompt(testApp.db, shop.id))).id
    firstUser = await createAdmin(testApp.db, testApp.env.adminOrganizationIds)
    secondUser = await createAdmin(testApp.db, testApp.env.adminOrganizationIds)
    first = await staff(firstUser)
    second = await staff(secondUser)

    // Three staff actions by one admin, one by the other, in this order.
    const steps = [
      await first.put(`/api/v1/admin/shops/${shopId}/commission`, { commissionBp: 1500 }),
      await first.post(`/api/v1/admin/shops/${shopId}/suspend`, { reason: REASON }),
      await second.post(`/api/v1/admin/shops/${shopId}/reactivate`),
      await first.post(`/api/v1/admin/orders/${orderId}/refund`, { reason: REASON }),
    ]
    for (const step of steps) expect(step.statusCode, step.body).toBe(200)
  })
  afterAll(() => testApp.close())

  it('[ADMIN] reads who did what to which row, newest first, with its state before and after', async () => {
    const { items } = await list()
    expect(items.map((item) => item.action)).toEqual([
      'order.refund',
      'shop.reactivate',
      'shop.suspend',
      'shop.commission',
    ])
    const [refund, reactivate, suspend] = items
    expect(refund).toMatchObject({
      actorEmail: firstUser.email,
      targetType: 'order',
      targetId: orderId,
      targetLabel: expect.stringMatching(/^PP-\d{8}-[0-9A-Z]{6}$/),
      reason: REASON,
    })
    expect(refund?.before).toMatchObject({ status: 'paid' })
    expect(refund?.after).toMatchObject({ status: 'refunded' })
    expect(reactivate?.actorEmail).toBe(secondUser.email)
    expect(suspend).toMatchObject({
      targetType: 'shop',
      targetId: shopId,
      targetLabel: shopName,
      before: { status: 'active' },
      after: { status: 'suspended' },
    })
    expect(Date.parse(refund?.at ?? '')).toBeGreaterThanOrEqual(Date.parse(suspend?.at ?? ''))
  })

  it('[ADMIN] filters by action, by row, by the actor and by WIB days', async () => {
    expect((await list('?action=shop.suspend')).items.map((item) => item.action)).toEqual([
      'shop.suspend',
    ])
    const onShop = await list(`?targetType=shop&targetId=${shopId}`)
    expect(onShop.items.map((item) => item.action)).toEqual([
      'shop.reactivate',
      'shop.suspend',
      'shop.commission',
    ])
    const bySecond = await list(
      `?actor=${encodeURIComponent(secondUser.email.split('@')[0] ?? '')}`,
    )
    expect(bySecond.items.map((item) => item.actorEmail)).toEqual([secondUser.email])

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date())
    expect((await list(`?from=${today}&to=${today}`)).items).toHaveLength(4)
    expect((await list('?to=2000-01-01')).items).toHaveLength(0)
  })

  it('[ADMIN] pages through the log without skipping or repeating a row', async () => {
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const page = await list(`?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)
      seen.push(...page.items.map((item) => item.id))
      cursor = page.nextCursor
    } while (cursor)
    expect(seen).toEqual((await list()).items.map((item) => item.id))
  })

  it('[ADMIN] gets an Indonesian 400 for a bad filter', async () => {
    const unknown = await first.get('/api/v1/admin/audit?action=shop.delete')
    expect(unknown.statusCode).toBe(400)
    expect(JSON.stringify(unknown.json().fields)).toContain('Tindakan tidak dikenal')
    const date = await first.get('/api/v1/admin/audit?from=29-11-2026')
    expect(date.statusCode).toBe(400)
    expect(JSON.stringify(date.json().fields)).toContain('TTTT-BB-HH')
    for (const day of ['0000-01-01', '0001-01-01', '9999-12-31']) {
      const far = await first.get(`/api/v1/admin/audit?from=${day}`)
      expect(far.statusCode, day).toBe(400)
      expect(JSON.stringify(far.json().fields)).toContain('antara tahun 2000 dan 2100')
    }
    const reversed = await first.get('/api/v1/admin/audit?from=2026-11-29&to=2026-11-01')
    expect(reversed.statusCode).toBe(400)
    expect(JSON.stringify(reversed.json().fields)).toContain('Tanggal awal')
  })
})
