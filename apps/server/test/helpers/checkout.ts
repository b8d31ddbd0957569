import { and, eq, sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { SIMULATOR_SERVER_KEY } from '../../src/config/env.ts'
import { queryRows } from '../../src/db/client.ts'
import { createPrompt } from '../../src/db/factories/create-prompt.ts'
import { createShop } from '../../src/db/factories/create-shop.ts'
import { ledgerEntries, orders, simulatorTransactions } from '../../src/db/schema.ts'
import type { TestApp } from './build-test-app.ts'
import { browser } from './http-client.ts'
import { notification, postNotification } from './payments.ts'

let guests = 0

/** A guest checkout of a paid prompt: a pending order with a simulator transaction. */
export async function guestCheckout(testApp: TestApp, promptId: string) {
  guests++
  const response = await browser(testApp.app).post('/api/v1/orders', {
    productId: promptId,
    name: 'Sari Tamu',
    email: `tamu-${guests}-${Math.random().toString(36).slice(2, 8)}@contoh.id`,
    phone: '081234567890',
  })
  expect(response.statusCode, response.body).toBe(201)
  const body = response.json() as {
    order: { id: string; number: string }
    payment: { gatewayOrderId: string; token: string }
  }
  return {
    orderId: body.order.id,
    gatewayOrderId: body.payment.gatewayOrderId,
    token: body.payment.token,
  }
}

/** A shop with one published prompt at `price`. */
export async function promptForSale(testApp: TestApp, price: number) {
  const shop = await createShop(testApp.db)
  const prompt = await createPrompt(testApp.db, shop.id, { price, status: 'published' })
  return { shopId: shop.id, promptId: prompt.id, price }
}

/** What the gateway's book says happened, without the notification that would tell us. */
export const setGatewayStatus = (testApp: TestApp, gatewayOrderId: string, status: string) =>
  testApp.db
    .update(simulatorTransactions)
    .set({ status, ...(status === 'settlement' ? { paymentType: 'qris' } : {}) })
    .where(eq(simulatorTransactions.gatewayOrderId, gatewayOrderId))

export async function orderStatus(testApp: TestApp, orderId: string) {
  const [row] = await testApp.db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
  return row?.status
}

/** How many sales were booked for an order (each sale is one movement). */
export async function salesBooked(testApp: TestApp, orderId: string) {
  const rows = await testApp.db
    .selectDistinct({ movement: ledgerEntries.movementId })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.kind, 'sale')))
  return rows.length
}

/** Payment log rows of an order, by result. */
export async function logResults(testApp: TestApp, orderId: string) {
  const rows = await queryRows<{ result: string }>(
    testApp.db,
    sql`select result from payment_logs where order_id = ${orderId} order by created_at`,
  )
  return rows.map((row) => row.result)
}

/** The gateway's signed notification of `status` (settlement by default), posted to the webhook. */
export const notifyStatus = (
  testApp: TestApp,
  gatewayOrderId: string,
  price: number,
  status = 'settlement',
) =>
  postNotification(
    testApp.app,
    notification({ gatewayOrderId, status, grossAmount: price, serverKey: SIMULATOR_SERVER_KEY }),
  )
