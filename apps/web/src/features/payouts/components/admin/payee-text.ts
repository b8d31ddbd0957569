import type { AdminPayout } from '@pasarprompt/contracts/payouts-for-admin'
import { admin } from '@/locales/id/admin'

const text = admin.payouts

/**
 * The words of the queue for whoever is paid: a shop by its name, an affiliate as
 * "Afiliasi · {name}" and addressed as a person (issue 14). Exactly one of the two is set.
 */
export function payeeText(payout: AdminPayout) {
  if (payout.affiliate) {
    const { name } = payout.affiliate
    return {
      name: text.affiliate.name(name),
      recentChange: text.affiliate.recentChange,
      approveBody: (amount: string) => text.affiliate.approveBody(amount, name),
      confirmRecent: text.affiliate.confirmRecent,
      rejectBody: text.affiliate.rejectBody,
      approved: text.affiliate.approved,
      rejected: text.affiliate.rejected,
    }
  }
  const name = payout.shop?.name ?? ''
  return {
    name,
    recentChange: text.recentChange,
    approveBody: (amount: string) => text.approveBody(amount, name),
    confirmRecent: text.confirmRecent,
    rejectBody: text.rejectBody,
    approved: text.approved,
    rejected: text.rejected,
  }
}
