import { endpointPath } from '@pasarprompt/contracts/endpoint'
import { accountApi } from '@pasarprompt/contracts/endpoints/account'
import { adminApi } from '@pasarprompt/contracts/endpoints/admin'
import { sellerApi } from '@pasarprompt/contracts/endpoints/seller'

/**
 * A payout's statement PDF (issue 32), downloaded as the transactions CSV is: a plain link on
 * our own origin, with the session cookie.
 */
export const payoutStatementUrl = (payoutId: string, by: 'shop' | 'affiliate' | 'admin') => {
  const endpoint = {
    shop: sellerApi.payoutStatement,
    affiliate: accountApi.affiliatePayoutStatement,
    admin: adminApi.payoutStatement,
  }[by]
  return endpointPath(endpoint.path, { id: payoutId })
}
