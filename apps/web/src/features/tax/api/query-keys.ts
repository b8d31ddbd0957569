import { adminKeys, sellerKeys } from '@/lib/query-keys'

/** PPh 22's cache keys: the shop's tax profile and slips, staff's views of a shop and a month. */
export const taxKeys = {
  profile: (organizationId: string | null) => [...sellerKeys.shop(organizationId), 'tax'] as const,
  slips: (organizationId: string | null) =>
    [...sellerKeys.shop(organizationId), 'tax', 'slips'] as const,
  adminShop: (shopId: string) => [...adminKeys.all, 'tax', 'shop', shopId] as const,
  report: (month: string) => [...adminKeys.all, 'tax', 'pph22', month] as const,
}
