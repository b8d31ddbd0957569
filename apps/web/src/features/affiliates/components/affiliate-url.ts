import { AFFILIATE_QUERY_PARAM } from '@pasarprompt/contracts/constants'

/** `https://<origin>{path}?aff=CODE`: the full address an affiliate shares. */
export const affiliateUrl = (path: string, code: string) =>
  `${window.location.origin}${path}?${AFFILIATE_QUERY_PARAM}=${encodeURIComponent(code)}`
