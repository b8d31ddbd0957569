import { adminKeys, sellerKeys } from '@/lib/query-keys'

/** The figures' cache keys: the shop's dashboard and statistics, the platform's dashboard. */
export const statisticsKeys = {
  shopDashboard: (organizationId: string | null) =>
    [...sellerKeys.shop(organizationId), 'dashboard'] as const,
  shopStatistics: (organizationId: string | null, range: unknown) =>
    [...sellerKeys.shop(organizationId), 'statistics', range] as const,
  platformDashboard: (range: unknown) => [...adminKeys.all, 'dashboard', range] as const,
}
