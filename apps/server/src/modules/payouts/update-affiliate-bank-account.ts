import type { PaymentConfig, PaymentConfigInput } from '@pasarprompt/contracts/payouts'
import type { Database } from '../../db/client.ts'
import { affiliateAccounts } from '../../db/schema.ts'
import { stampInsert, stampUpdate } from '../../db/stamps.ts'
import type { Mailer } from '../../infra/mail/mailer.ts'
import { actorOf, requireVerifiedEmail } from '../auth/guards.ts'
import type { AuthSession } from '../auth/session.ts'
import { emailBankAccountChange } from './email-bank-account-change.ts'
import { getAffiliatePaymentConfig } from './get-affiliate-payment-config.ts'

export interface UpdateAffiliateBankAccountOptions {
  mailer: Mailer
  publicUrl: string
  auth: AuthSession
  input: PaymentConfigInput
}

/**
 * Sets where the affiliate's payouts go (their own account; the row is created if they have not
 * earned yet). As for a shop, the time of the change is kept — staff are warned of a payout to an
 * account changed in the last 24 h — and the user is emailed after the change is saved.
 */
export async function updateAffiliateBankAccount(
  db: Database,
  { mailer, publicUrl, auth, input }: UpdateAffiliateBankAccountOptions,
): Promise<PaymentConfig> {
  requireVerifiedEmail(
    auth,
    'Verifikasi email Anda terlebih dahulu sebelum mengisi rekening pencairan.',
  )
  const actor = actorOf(auth)
  const bank = {
    bankCode: input.bankCode,
    bankAccountNumber: input.accountNumber,
    bankAccountHolder: input.accountHolder,
    bankChangedAt: new Date(),
  }
  await db
    .insert(affiliateAccounts)
    .values(stampInsert(actor, { userId: auth.user.id, ...bank }))
    .onConflictDoUpdate({ target: affiliateAccounts.userId, set: stampUpdate(actor, bank) })
  await emailBankAccountChange(mailer, {
    to: [auth.user.email],
    accountOf: 'afiliasi Anda',
    yours: 'afiliasi Anda',
    changedBy: auth.user.name || auth.user.email,
    input,
    link: `${publicUrl}/account/affiliate`,
  })
  return getAffiliatePaymentConfig(db, auth.user.id)
}
