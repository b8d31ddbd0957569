import { adminKeys, sellerKeys } from '@/lib/query-keys'

/**
 * The cache keys of the affiliate programme, in one place: a live `affiliate.updated` event, a
 * join or a leave invalidates the user's family at once; the shop's side lives under `seller`.
 */
export const affiliateKeys = {
  /** Everything about the signed-in user as an affiliate. */
  mine: (uid: string | null) => ['affiliate', uid] as const,
  memberships: (uid: string | null) => ['affiliate', uid, 'memberships'] as const,
  overview: (uid: string | null) => ['affiliate', uid, 'overview'] as const,
  shopProgramme: (organizationId: string | null) =>
    [...sellerKeys.shop(organizationId), 'affiliate-programme'] as const,
  flags: (status: unknown, limit: unknown) =>
    [...adminKeys.all, 'affiliate-flags', status, limit] as const,
}
