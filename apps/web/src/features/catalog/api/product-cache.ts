import type { SellerProduct } from '@pasarprompt/contracts/catalog-for-shop'
import type { QueryClient } from '@tanstack/react-query'
import { catalogKeys } from './query-keys'

/**
 * After a change: the editor shows the server's answer at once, and every list (whose counts
 * and order may have changed) loads again when next shown.
 */
export function storeChangedProduct(
  queryClient: QueryClient,
  organizationId: string | null,
  product: SellerProduct,
) {
  queryClient.setQueryData(catalogKeys.shopProduct(organizationId, product.id), product)
  return queryClient.invalidateQueries({ queryKey: catalogKeys.shopProductLists(organizationId) })
}
