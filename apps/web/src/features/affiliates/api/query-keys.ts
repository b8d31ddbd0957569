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
    ['seller', organizationId, 'affiliate-programme'] as const,
}
