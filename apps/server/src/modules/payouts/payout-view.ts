import { maskAccountNumber, type Payout } from '@pasarprompt/contracts/payouts'
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
