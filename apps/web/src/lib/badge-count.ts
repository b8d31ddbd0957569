import { WISHLIST_BADGE_MAX } from '@pasarprompt/contracts/constants'

/** The wishlist badge's text: hidden (null) at zero, '99+' above 99 (spec §2, §9). */
export function badgeCount(count: number): string | null {
  if (count <= 0) return null
  return count > WISHLIST_BADGE_MAX ? `${WISHLIST_BADGE_MAX}+` : String(count)
}
