import { MAX_COMMISSION_PLUS_AFFILIATE_BP } from '@pasarprompt/contracts/constants'

/**
 * The affiliate rate a new order of the shop gets (DESIGN.md §4): the shop's own rate or the
 * platform's default, never more than what the commission leaves below 90 %, so the seller
 * always keeps a share.
 */
export function effectiveAffiliateRate(input: {
  shopAffiliateBp: number | null
  platformAffiliateBp: number
  commissionBp: number
}): number {
  return Math.max(
    0,
    Math.min(
      input.shopAffiliateBp ?? input.platformAffiliateBp,
      MAX_COMMISSION_PLUS_AFFILIATE_BP - input.commissionBp,
    ),
  )
}

/** The highest rate a shop may set: 9000 minus the commission its orders pay. */
export const maxAffiliateRate = (commissionBp: number) =>
  MAX_COMMISSION_PLUS_AFFILIATE_BP - commissionBp
