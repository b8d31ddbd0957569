import { Gender } from '@pasarprompt/contracts/profile'
import type { SessionSummary } from '@pasarprompt/contracts/session'
import type { ShopRole } from '@pasarprompt/contracts/shops'
import { asc, count, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { invitations, members, organizations, shops } from '../../db/schema.ts'
import { isPendingInvitationFor } from './pending-invitation.ts'
import type { AuthSession } from './session.ts'

const signedOut: SessionSummary = {
  user: null,
  session: null,
  memberships: [],
  role: null,
  pendingInvitationCount: 0,
  adminOrganizationId: null,
  isPlatformAdmin: false,
  paymentConfigured: false,
}

export async function getSessionSummary(
  db: Executor,
  auth: AuthSession | null,
  adminOrganizationIds: string[],
): Promise<SessionSummary> {
  if (!auth) return signedOut
  const { user, session } = auth

  const rows = await db
    .select({
      organizationId: organizations.id,
      name: organizations.name,
      slug: organizations.slug,
      role: members.role,
      shopId: shops.id,
      logoUrl: shops.logoUrl,
      bankCode: shops.bankCode,
    })
    .from(members)
    .innerJoin(organizations, eq(organizations.id, members.organizationId))
    .leftJoin(shops, eq(shops.id, organizations.id))
    .where(eq(members.userId, user.id))
    .orderBy(asc(organizations.name))
  const memberships = rows
    .map((row) => ({
      organizationId: row.organizationId,
      name: row.name,
      slug: row.slug,
      logoUrl: row.logoUrl ?? null,
      role: row.role as ShopRole,
      kind: adminOrganizationIds.includes(row.organizationId)
        ? ('admin' as const)
        : ('shop' as const),
      isShop: row.shopId !== null,
    }))
    // Organisations that are neither a shop nor an admin organisation have nothing to open.
    .filter((membership) => membership.kind === 'admin' || membership.isShop)
    .map(({ isShop: _isShop, ...membership }) => membership)

  const [pending] = await db
    .select({ n: count() })
    .from(invitations)
    .where(isPendingInvitationFor(user.email))

  const activeRow = rows.find((row) => row.organizationId === session.activeOrganizationId)
  const active = memberships.find((m) => m.organizationId === session.activeOrganizationId)
  return {
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      image: user.image ?? null,
      phoneNumber: user.phoneNumber ?? null,
      dateOfBirth: user.dateOfBirth ?? null,
      gender: Gender.safeParse(user.gender).data ?? null,
    },
    session: {
      id: session.id,
      token: session.token,
      activeOrganizationId: active?.organizationId ?? null,
    },
    memberships,
    role: active?.role ?? null,
    pendingInvitationCount: pending?.n ?? 0,
    adminOrganizationId: memberships.find((m) => m.kind === 'admin')?.organizationId ?? null,
    isPlatformAdmin: active?.kind === 'admin',
    paymentConfigured: active?.kind === 'shop' && activeRow?.bankCode != null,
  }
}
