import { maskAccountNumber, type PaymentConfig, type Payout } from '@pasarprompt/contracts/payouts'
import type { payouts } from '../../db/schema.ts'

/** A payout as its shop sees it (the account number masked). */
export const toPayout = (row: typeof payouts.$inferSelect): Payout => ({
  id: row.id,
  amount: row.amount,
  status: row.status,
  bankCode: row.bankCode,
  accountNumber: maskAccountNumber(row.bankAccountNumber),
  accountHolder: row.bankAccountHolder,
  transferReference: row.transferReference,
  rejectionReason: row.rejectionReason,
  requestedAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
})

/** A payout bank account as its owner sees it (a shop's, or an affiliate's). */
export const toPaymentConfig = (row: {
  bankCode: string | null
  accountNumber: string | null
  accountHolder: string | null
  changedAt: Date | null
}): PaymentConfig => ({
  configured: row.bankCode !== null,
  bankCode: row.bankCode,
  accountNumber: row.accountNumber,
  accountHolder: row.accountHolder,
  changedAt: row.changedAt?.toISOString() ?? null,
})
