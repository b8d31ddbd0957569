import { DEFAULT_APP_ID, DEFAULT_COMPANY_ID } from '@pasarprompt/contracts/constants'
import type { Gender } from '@pasarprompt/contracts/profile'
import type { Membership } from '@pasarprompt/contracts/session'
import type { ShopRole } from '@pasarprompt/contracts/shops'
import { useAffiliateVisit } from './affiliate-visit'
import { useSessionSummary } from './get-session'
import { useShopBalance } from './shop-balance'

/**
 * The client session state of DESIGN.md §4 (the spec's "client user state"), derived from the
 * server's session summary, plus the affiliate link this tab arrived through. The user's own
 * programmes (`affiliate`) and payout account (`bankAccount`) are not read with every session:
 * the pages that show them ask `features/affiliates` (memberships, the 'Afiliasi' overview).
 */
export interface ClientSession {
  isLoading: boolean
  isLoggedIn: boolean
  uid: string | null
  name: string | null
  email: string | null
  emailVerified: boolean
  /** The avatar (`/uploads/avatars/…`), or null for the initial. */
  image: string | null
  /** `+628…`, or null (spec §3 client user state; set on Profil). */
  phoneNumber: string | null
  /** `YYYY-MM-DD`, or null. */
  dateOfBirth: string | null
  gender: Gender | null
  role: ShopRole | null
  organizationId: string | null
  sessionId: string | null
  /** The bearer token (the spec's clerk/jwt/tokenId), kept in memory only. */
  token: string | null
  /**
   * The active shop's available balance, live (owners and admins; null for members, who see no
   * money, and outside a shop).
   */
  balance: number | null
  /**
   * The active shop, when the active organisation is one, and whether it has a payment
   * configuration (the spec's Vendor `paymentConfig`; its absence puts a red dot on Payout).
   */
  activeShop: (Membership & { paymentConfig: boolean }) | null
  memberships: Membership[]
  pendingInvitationCount: number
  adminOrganizationId: string | null
  isPlatformAdmin: boolean
  /** The code of the affiliate link (`?aff=`) this tab opened, or null. */
  affiliateId: string | null
  /** The path that link opened (a shop's or a prompt's page), or null. */
  affiliatePage: string | null
  appId: string
  companyId: string
}

export function useSession(): ClientSession {
  const { data, isPending } = useSessionSummary()
  const active = data?.memberships.find(
    (membership) => membership.organizationId === data.session?.activeOrganizationId,
  )
  const activeShop =
    active?.kind === 'shop' ? { ...active, paymentConfig: data?.paymentConfigured ?? false } : null
  const role = data?.role ?? null
  const affiliateVisit = useAffiliateVisit()
  const balance = useShopBalance(
    activeShop?.organizationId ?? null,
    Boolean(activeShop) && (role === 'owner' || role === 'admin'),
  )
  return {
    isLoading: isPending,
    isLoggedIn: Boolean(data?.user),
    uid: data?.user?.id ?? null,
    name: data?.user?.name ?? null,
    email: data?.user?.email ?? null,
    emailVerified: data?.user?.emailVerified ?? false,
    image: data?.user?.image ?? null,
    phoneNumber: data?.user?.phoneNumber ?? null,
    dateOfBirth: data?.user?.dateOfBirth ?? null,
    gender: data?.user?.gender ?? null,
    role,
    organizationId: data?.session?.activeOrganizationId ?? null,
    sessionId: data?.session?.id ?? null,
    token: data?.session?.token ?? null,
    balance: balance.data?.available ?? null,
    activeShop,
    memberships: data?.memberships ?? [],
    pendingInvitationCount: data?.pendingInvitationCount ?? 0,
    adminOrganizationId: data?.adminOrganizationId ?? null,
    isPlatformAdmin: data?.isPlatformAdmin ?? false,
    affiliateId: affiliateVisit.affiliateId,
    affiliatePage: affiliateVisit.affiliatePage,
    appId: DEFAULT_APP_ID,
    companyId: DEFAULT_COMPANY_ID,
  }
}
