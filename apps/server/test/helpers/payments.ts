import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import type { App } from '../../src/app.ts'
import type { Database } from '../../src/db/client.ts'
import { queryRows } from '../../src/db/client.ts'
import { midtransSignature } from '../../src/modules/payments/midtrans-signature.ts'

/** A Midtrans notification as the gateway would send it, signed with `serverKey`. */
export function notification(input: {
  gatewayOrderId: string
  status: string
  grossAmount: number | string
  serverKey: string
  transactionId?: string
  paymentType?: string
  statusCode?: string
  fraudStatus?: string
}) {
  const grossAmount =
    typeof input.grossAmount === 'number' ? `${input.grossAmount}.00` : input.grossAmount
  const statusCode = input.statusCode ?? (input.status === 'pending' ? '201' : '200')
  return {
    transaction_time: '2026-11-22 10:00:00',
    transaction_status: input.status,
    transaction_id: input.transactionId ?? 'trx-1',
    status_message: 'midtrans payment notification',
    status_code: statusCode,
    signature_key: midtransSignature({
      orderId: input.gatewayOrderId,
      statusCode,
      grossAmount,
      serverKey: input.serverKey,
    }),
    payment_type: input.paymentType ?? 'qris',
    order_id: input.gatewayOrderId,
    merchant_id: 'G000000000',
    gross_amount: grossAmount,
    fraud_status: input.fraudStatus ?? 'accept',
    currency: 'IDR',
  }
}

/** Posts to the real webhook route, as the gateway does (no cookie, no Origin). */
export const postNotification = (app: App, body: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/payments/midtrans/notification',
    headers: { 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  })

/**
 * DESIGN.md §4's invariants: every movement sums to zero, and every shop's balance row equals
 * the sums of its ledger accounts.
 */
export async function expectLedgerConsistent(db: Database) {
  const unbalanced = await queryRows<{ movement_id: string }>(
    db,
    sql`select movement_id from ledger_entries group by movement_id having sum(amount) <> 0`,
  )
  expect(unbalanced).toEqual([])
  const mismatched = await queryRows<{ id: string }>(
    db,
    sql`select s.id from shops s
        where s.balance <> coalesce((select sum(amount) from ledger_entries where account = 'shop:' || s.id || ':available'), 0)
           or s.held_balance <> coalesce((select sum(amount) from ledger_entries where account = 'shop:' || s.id || ':held'), 0)
           or s.reserved_balance <> coalesce((select sum(amount) from ledger_entries where account = 'shop:' || s.id || ':reserved'), 0)`,
  )
  expect(mismatched).toEqual([])
}
