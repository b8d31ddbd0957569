import type { PromptStatus } from '@pasarprompt/contracts/catalog'
import { adminKeys, publicRootKeys, sellerKeys } from '@/lib/query-keys'

/** The seller's list filters as the URL carries them. */
export type SellerProductFilters = { status?: PromptStatus | undefined; q?: string | undefined }

/** The catalogue's cache keys: the storefront's prompts and categories, the admin's, the shop's. */
export const catalogKeys = {
  list: (filters: unknown) => [...publicRootKeys.products, filters] as const,
  infinite: (filters: unknown) => [...publicRootKeys.products, 'infinite', filters] as const,
  detail: publicRootKeys.productDetail,
  categories: ['categories'] as const,
  categoryList: (featuredOnly: boolean | undefined) => ['categories', { featuredOnly }] as const,
  adminCategories: [...adminKeys.all, 'categories'] as const,
  adminProducts: (filters: unknown) => [...adminKeys.all, 'products', filters] as const,
  adminProduct: (id: string) => [...adminKeys.all, 'products', 'detail', id] as const,
  /** The shop's prompts. */
  shopProducts: (organizationId: string | null) =>
    [...sellerKeys.shop(organizationId), 'products'] as const,
  shopProductLists: (organizationId: string | null) =>
    [...catalogKeys.shopProducts(organizationId), 'list'] as const,
  shopProductList: (organizationId: string | null, filters: SellerProductFilters) =>
    [...catalogKeys.shopProductLists(organizationId), filters] as const,
  shopProduct: (organizationId: string | null, id: string) =>
    [...catalogKeys.shopProducts(organizationId), 'detail', id] as const,
  contentColumn: (organizationId: string | null, status: unknown) =>
    [...catalogKeys.shopProducts(organizationId), 'content', status] as const,
}
