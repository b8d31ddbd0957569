import { z } from 'zod'
import { Gender } from './profile.ts'
import { ShopRole } from './shops.ts'

export const Membership = z.object({
  organizationId: z.string(),
  name: z.string(),
  slug: z.string(),
  /** The shop's logo (an upload), or null: its initials are shown instead. */
  logoUrl: z.string().nullable(),
  role: ShopRole,
  /** A shop, or one of the platform's admin organisations. */
  kind: z.enum(['shop', 'admin']),
})
export type Membership = z.infer<typeof Membership>

/**
 * What the web app needs to know about who is signed in (DESIGN.md §4, client session state).
 * Signed out: `user` is null and the lists are empty.
 */
export const SessionSummary = z.object({
  user: z
    .object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      emailVerified: z.boolean(),
      image: z.string().nullable(),
      /** `+628…` (normalised), or null. */
      phoneNumber: z.string().nullable(),
      /** `YYYY-MM-DD`, or null. */
      dateOfBirth: z.string().nullable(),
      gender: Gender.nullable(),
    })
    .nullable(),
  session: z
    .object({
      id: z.string(),
      /** The bearer token the web app keeps in memory (never in storage). */
      token: z.string(),
      activeOrganizationId: z.string().nullable(),
    })
    .nullable(),
  memberships: z.array(Membership),
  /** The role in the active organisation, when there is one. */
  role: ShopRole.nullable(),
  pendingInvitationCount: z.number().int(),
  /** The first admin organisation the user belongs to: the ADMIN button makes it active. */
  adminOrganizationId: z.string().nullable(),
  /** The active organisation is an admin organisation: /admin is open. */
  isPlatformAdmin: z.boolean(),
  /**
   * The active shop has a payment configuration (spec §3 Vendor `paymentConfig`): without one, the
   * seller sidebar marks Payout with a red dot. False outside a shop.
   */
  paymentConfigured: z.boolean(),
})
export type SessionSummary = z.infer<typeof SessionSummary>

export const AdminAccess = z.object({
  organizationId: z.string(),
  organizationName: z.string(),
  /** Work waiting for staff: the sidebar's badges. */
  waiting: z.object({
    reviewQueue: z.number().int(),
    openPayouts: z.number().int(),
    /** People on the waitlist nobody has invited yet; 0 while sign-up is open. */
    waitlist: z.number().int(),
    /** Affiliate flags nobody has handled yet (issue 26). */
    affiliateFlags: z.number().int(),
    /** Complaints either side passed to an admin, not yet decided (issue 30). */
    complaints: z.number().int(),
  }),
})

export const PendingInvitation = z.object({
  id: z.string(),
  organizationId: z.string(),
  organizationName: z.string(),
  role: ShopRole,
  inviterName: z.string(),
  expiresAt: z.iso.datetime(),
})
export type PendingInvitation = z.infer<typeof PendingInvitation>
