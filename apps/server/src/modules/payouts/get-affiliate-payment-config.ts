import type { PaymentConfig } from '@pasarprompt/contracts/payouts'
import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { affiliateAccounts } from '../../db/schema.ts'
import { toPaymentConfig } from './payout-view.ts'

/** The affiliate's own payout account (not configured until they set one). */
export async function getAffiliatePaymentConfig(
  db: Executor,
  userId: string,
): Promise<PaymentConfig> {
  const [row] = await db
    .select({
      bankCode: affiliateAccounts.bankCode,
      accountNumber: affiliateAccounts.bankAccountNumber,
      accountHolder: affiliateAccounts.bankAccountHolder,
      changedAt: affiliateAccounts.bankChangedAt,
    })
    .from(affiliateAccounts)
    .where(eq(affiliateAccounts.userId, userId))
  return toPaymentConfig(
    row ?? { bankCode: null, accountNumber: null, accountHolder: null, changedAt: null },
  )
}
