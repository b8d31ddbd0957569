import type { PromptStatus } from '@pasarprompt/contracts/seller-products'

/** The list's filters as the URL carries them. */
export type SellerProductFilters = { status?: PromptStatus | undefined; q?: string | undefined }

/**
 * The cache keys of the shop's prompts, in one place. Each starts with the active organisation,
 * like the rest of the seller area, so switching shops never shows the other shop's prompts.
 */
export const sellerProductKeys = {
  all: (organizationId: string | null) => ['seller', organizationId, 'products'] as const,
  lists: (organizationId: string | null) =>
    [...sellerProductKeys.all(organizationId), 'list'] as const,
  list: (organizationId: string | null, filters: SellerProductFilters) =>
    [...sellerProductKeys.lists(organizationId), filters] as const,
  detail: (organizationId: string | null, id: string) =>
    [...sellerProductKeys.all(organizationId), 'detail', id] as const,
}
