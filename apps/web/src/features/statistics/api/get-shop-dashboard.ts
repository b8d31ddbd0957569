import type { ShopDashboard } from '@pasarprompt/contracts/seller-dashboard'
import { useQuery } from '@tanstack/react-query'
import { http } from '@/lib/http'

/** GET /api/v1/seller/dashboard: refreshed when a sale lands (the balance event) or on focus. */
export function useShopDashboard(organizationId: string | null) {
  return useQuery({
    queryKey: ['seller', organizationId, 'dashboard'],
    queryFn: ({ signal }) => http.get<ShopDashboard>('/api/v1/seller/dashboard', { signal }),
    enabled: Boolean(organizationId),
  })
}
