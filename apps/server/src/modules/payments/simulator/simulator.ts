import { randomBytes } from 'node:crypto'
import { HOUR_MS } from '@pasarprompt/contracts/durations'
import {
  SIMULATOR_METHODS,
  type SimulatorMethod,
  type SimulatorTransaction,
} from '@pasarprompt/contracts/orders'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { simulatorTransactions } from '../../../db/schema.ts'
import { stampInsert, stampUpdate, systemActor } from '../../../db/stamps.ts'
import { AppError } from '../../../lib/app-error.ts'
import { midtransSignature } from '../midtrans-signature.ts'
import { MANDIRI_BILLER_CODE, paymentCodeOf, type VaBank, vaNumberOf } from './payment-codes.ts'

/**
 * The built-in payment simulator (DESIGN.md §4): a stand-in for Midtrans that speaks its
 * protocol — Snap's create transaction, the status API, and signed HTTP notifications — so the
 * whole money path runs on a laptop. It exists only outside production (env refuses it there).
 */
type Row = typeof simulatorTransactions.$inferSelect

/** Midtrans' status codes per transaction status. */
const statusCodes: Record<string, string> = {
  pending: '201',
  settlement: '200',
  deny: '202',
  expire: '407',
  cancel: '200',
}

export interface SnapCreateBody {
  transaction_details?: { order_id?: unknown; gross_amount?: unknown }
  item_details?: { name?: unknown }[]
  expiry?: { start_time?: unknown; unit?: unknown; duration?: unknown }
  callbacks?: { finish?: unknown }
}

export async function createSimulatedTransaction(
  db: Database,
  body: SnapCreateBody,
  publicUrl: string,
) {
  const orderId = body.transaction_details?.order_id
  const amount = body.transaction_details?.gross_amount
  if (typeof orderId !== 'string' || !Number.isSafeInteger(amount) || (amount as number) <= 0) {
    return { status: 400, body: { error_messages: ['transaction_details tidak valid'] } }
  }
  const [existing] = await db
    .select({ id: simulatorTransactions.gatewayOrderId })
    .from(simulatorTransactions)
    .where(eq(simulatorTransactions.gatewayOrderId, orderId))
  if (existing) {
    return {
      status: 409,
      body: { error_messages: ['transaction_details.order_id sudah digunakan'] },
    }
  }
  const hours = body.expiry?.unit === 'hour' ? Number(body.expiry.duration) || 24 : 24
  // Midtrans counts the expiry from `start_time` when given (`yyyy-MM-dd HH:mm:ss +0700`).
  const start =
    typeof body.expiry?.start_time === 'string'
      ? Date.parse(body.expiry.start_time.replace(' ', 'T').replace(' +0700', '+07:00'))
      : Number.NaN
  const finish = typeof body.callbacks?.finish === 'string' ? body.callbacks.finish : null
  const token = randomBytes(18).toString('base64url')
  await db.insert(simulatorTransactions).values(
    stampInsert(systemActor, {
      gatewayOrderId: orderId,
      token,
      grossAmount: amount as number,
      itemName: String(body.item_details?.[0]?.name ?? orderId),
      finishUrl: finish,
      expiresAt: new Date((Number.isNaN(start) ? Date.now() : start) + hours * HOUR_MS),
    }),
  )
  return {
    status: 201,
    body: { token, redirect_url: finish ?? `${publicUrl}/account/order` },
  }
}

/** The status API's answer, which is also the notification's body. */
export function midtransStatusOf(row: Row, serverKey: string) {
  const grossAmount = `${row.grossAmount}.00`
  const statusCode = statusCodes[row.status] ?? '200'
  return {
    transaction_time: formatTime(row.createdAt),
    transaction_status: row.status,
    transaction_id: row.transactionId,
    status_message: 'Midtrans payment notification (simulator)',
    status_code: statusCode,
    signature_key: midtransSignature({
      orderId: row.gatewayOrderId,
      statusCode,
      grossAmount,
      serverKey,
    }),
    payment_type: row.paymentType ?? 'qris',
    ...accountNumbersOf(row),
    ...(row.maskedCard ? { masked_card: row.maskedCard, card_type: 'credit' } : {}),
    order_id: row.gatewayOrderId,
    merchant_id: 'SIMULATOR',
    gross_amount: grossAmount,
    fraud_status: 'accept',
    currency: 'IDR',
    expiry_time: formatTime(row.expiresAt),
  }
}

export async function findByOrderId(db: Database, gatewayOrderId: string) {
  const [row] = await db
    .select()
    .from(simulatorTransactions)
    .where(eq(simulatorTransactions.gatewayOrderId, gatewayOrderId))
  return row
}

async function findByToken(db: Database, token: string) {
  const [row] = await db
    .select()
    .from(simulatorTransactions)
    .where(eq(simulatorTransactions.token, token))
  if (!row) throw new AppError('NOT_FOUND', 'Transaksi simulator tidak ditemukan.')
  return row
}

export async function getSimulatedTransaction(
  db: Database,
  token: string,
): Promise<SimulatorTransaction> {
  const row = await findByToken(db, token)
  return {
    gatewayOrderId: row.gatewayOrderId,
    grossAmount: row.grossAmount,
    itemName: row.itemName,
    status: row.status,
    expiresAt: row.expiresAt.toISOString(),
    methods: SIMULATOR_METHODS.map(({ id, label }) => ({ id, label })),
  }
}

/** What Snap shows once the buyer picks `method`: the QR, the account number, the bill key. */
export async function getSimulatedPaymentCode(
  db: Database,
  token: string,
  method: SimulatorMethod,
) {
  return paymentCodeOf(method, await findByToken(db, token))
}

export type SimulatorOutcome = 'pay' | 'fail' | 'expire'

export interface SettleSimulatedTransactionOptions {
  token: string
  outcome: SimulatorOutcome
  payment: { method?: string | undefined; cardNumber?: string | undefined }
}

/**
 * The buyer's choice on the simulator's page: settle with a method (a card with its number, of
 * which only the first six and last four digits are kept), deny, or let it expire.
 */
export async function settleSimulatedTransaction(
  db: Database,
  { token, outcome, payment }: SettleSimulatedTransactionOptions,
) {
  const row = await findByToken(db, token)
  if (row.status !== 'pending') {
    throw new AppError('CONFLICT', 'Transaksi ini sudah selesai.')
  }
  if (outcome === 'pay' && row.expiresAt <= new Date()) {
    throw new AppError('CONFLICT', 'Batas waktu pembayaran sudah lewat.')
  }
  const chosen = outcome === 'pay' ? (payment.method ?? 'qris') : null
  const card = chosen === 'credit_card' ? payment.cardNumber : undefined
  const [updated] = await db
    .update(simulatorTransactions)
    .set(
      stampUpdate(systemActor, {
        status: outcome === 'pay' ? 'settlement' : outcome === 'fail' ? 'deny' : 'expire',
        ...(chosen ? paymentTypeOf(chosen) : {}),
        ...(card ? { maskedCard: `${card.slice(0, 6)}-${card.slice(-4)}` } : {}),
      }),
    )
    // Conditional, so a concurrent choice (pay and expire at once) takes effect only once.
    .where(and(eq(simulatorTransactions.token, token), eq(simulatorTransactions.status, 'pending')))
    .returning()
  if (!updated) throw new AppError('CONFLICT', 'Transaksi ini sudah selesai.')
  return updated
}

/** How Midtrans reports each method: virtual accounts as `bank_transfer` with the bank. */
function paymentTypeOf(method: string): { paymentType: string; bank: string | null } {
  if (method === 'mandiri_va') return { paymentType: 'echannel', bank: null }
  if (method.endsWith('_va')) return { paymentType: 'bank_transfer', bank: method.slice(0, -3) }
  return { paymentType: method, bank: null }
}

/**
 * Where Midtrans puts the number the buyer paid to: `va_numbers` for BCA, BNI and BRI,
 * `permata_va_number` for Permata, `bill_key` with `biller_code` for Mandiri (echannel).
 */
function accountNumbersOf(row: Row) {
  if (row.paymentType === 'echannel') {
    return {
      biller_code: MANDIRI_BILLER_CODE,
      bill_key: vaNumberOf(row.gatewayOrderId, 'mandiri'),
    }
  }
  if (!row.bank) return {}
  const vaNumber = vaNumberOf(row.gatewayOrderId, row.bank as VaBank)
  return row.bank === 'permata'
    ? { permata_va_number: vaNumber }
    : { va_numbers: [{ bank: row.bank, va_number: vaNumber }] }
}

/** Midtrans' time format: `2026-11-22 14:05:00` in Jakarta. */
function formatTime(date: Date) {
  return new Date(date.getTime() + 7 * HOUR_MS).toISOString().slice(0, 19).replace('T', ' ')
}

/** Midtrans' refund API (`POST /v2/{order_id}/refund`): a settled transaction is refunded. */
export async function refundSimulatedTransaction(db: Database, gatewayOrderId: string) {
  const [updated] = await db
    .update(simulatorTransactions)
    .set(stampUpdate(systemActor, { status: 'refund' }))
    .where(
      and(
        eq(simulatorTransactions.gatewayOrderId, gatewayOrderId),
        eq(simulatorTransactions.status, 'settlement'),
      ),
    )
    .returning()
  return updated
}
