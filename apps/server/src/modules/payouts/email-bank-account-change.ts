import {
  bankName,
  maskAccountNumber,
  type PaymentConfigInput,
} from '@pasarprompt/contracts/payouts'
import type { Mailer } from '../../infra/mail/mailer.ts'
import { bankAccountChangedEmail } from './bank-account-changed-email.ts'

/**
 * Emails each owner of a payout account (a shop's owners, or the affiliate) that it now points
 * to `input`, with only the last digits: a change made by someone else shows at once. Sent after
 * the change is saved.
 */
export async function emailBankAccountChange(
  mailer: Mailer,
  change: {
    to: readonly string[]
    accountOf: string
    yours: string
    changedBy: string
    input: PaymentConfigInput
    link: string
  },
) {
  for (const to of change.to) {
    await mailer.send(
      bankAccountChangedEmail({
        to,
        accountOf: change.accountOf,
        yours: change.yours,
        changedBy: change.changedBy,
        bank: bankName(change.input.bankCode),
        maskedAccount: maskAccountNumber(change.input.accountNumber),
        link: change.link,
      }),
    )
  }
}
