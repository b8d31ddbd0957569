import type { RecordAffiliateClickInput } from '@pasarprompt/contracts/affiliates'
import { callPublicApi } from '@/lib/public-api'

/**
 * POST /api/v1/affiliate-clicks: the server records the visit with the visitor's cookie. The
 * answer never says whether the code exists, so nothing here depends on it.
 */
export function recordAffiliateClick(input: RecordAffiliateClickInput) {
  return callPublicApi('recordAffiliateClick', { body: input })
}
