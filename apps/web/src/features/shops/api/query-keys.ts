import { adminKeys, publicRootKeys, sellerKeys } from '@/lib/query-keys'

/**
 * The shops' cache keys: the public list and pages, the admin's, and the active shop's profile,
 * team and microsite in the seller area.
 */
export const shopKeys = {
  list: (filters: { q: unknown; sort: unknown }) => [...publicRootKeys.shops, filters] as const,
  page: (slug: string) => [...publicRootKeys.shops, slug] as const,
  adminAll: [...adminKeys.all, 'shops'] as const,
  adminList: (filters: unknown) => [...adminKeys.all, 'shops', filters] as const,
  adminDetail: (id: string) => [...adminKeys.all, 'shops', 'detail', id] as const,
  active: (organizationId: string | null) => [...sellerKeys.shop(organizationId), 'shop'] as const,
  members: (organizationId: string) => [...sellerKeys.shop(organizationId), 'members'] as const,
  invitations: (organizationId: string) =>
    [...sellerKeys.shop(organizationId), 'invitations'] as const,
  pendingInvitations: ['account', 'invitations'] as const,
  micrositeEditor: (organizationId: string | null) =>
    [...sellerKeys.shop(organizationId), 'microsite'] as const,
  micrositePreview: (organizationId: string | null) =>
    [...sellerKeys.shop(organizationId), 'microsite', 'preview'] as const,
}
