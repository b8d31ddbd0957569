/**
 * Ledger account names (DESIGN.md §4, docs/decisions/0010). An amount is signed: positive means
 * the account holds, or is owed, more. The `gateway` account is negative while the gateway
 * holds buyers' money that it owes us.
 */
export type ShopBucket = 'held' | 'available' | 'reserved'

export const PLATFORM_ACCOUNT = 'platform'
export const GATEWAY_ACCOUNT = 'gateway'
export const GATEWAY_FEES_ACCOUNT = 'gateway_fees'
/**
 * PPh 22 the marketplace withheld of shops' sales (PMK 37/2025, decision 0044): owed to the tax
 * office, never the platform's income.
 */
export const TAX_PPH22_ACCOUNT = 'tax_pph22'
/** Money transferred to shops' bank accounts (approved payouts). */
export const PAYOUTS_SENT_ACCOUNT = 'payouts_sent'

export const shopAccount = (shopId: string, bucket: ShopBucket) => `shop:${shopId}:${bucket}`

/** An affiliate's earnings (issue 14): the same three buckets as a shop's, per user. */
export const affiliateAccount = (userId: string, bucket: ShopBucket) =>
  `affiliate:${userId}:${bucket}`

/** Who a balance belongs to: a shop, or an affiliate (a user). */
export type Payee = { kind: 'shop'; shopId: string } | { kind: 'affiliate'; userId: string }

export const payeeAccount = (payee: Payee, bucket: ShopBucket) =>
  payee.kind === 'shop' ? shopAccount(payee.shopId, bucket) : affiliateAccount(payee.userId, bucket)

export function parseShopAccount(account: string): { shopId: string; bucket: ShopBucket } | null {
  const match = /^shop:(.+):(held|available|reserved)$/.exec(account)
  return match ? { shopId: match[1] as string, bucket: match[2] as ShopBucket } : null
}

export function parseAffiliateAccount(
  account: string,
): { userId: string; bucket: ShopBucket } | null {
  const match = /^affiliate:(.+):(held|available|reserved)$/.exec(account)
  return match ? { userId: match[1] as string, bucket: match[2] as ShopBucket } : null
}
