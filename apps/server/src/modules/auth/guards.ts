import { DEFAULT_COMPANY_ID } from '@pasarprompt/contracts/constants'
import type { ShopRole } from '@pasarprompt/contracts/shops'
import { and, eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { members, organizations, shops } from '../../db/schema.ts'
import type { Actor } from '../../db/stamps.ts'
import { AppError } from '../../lib/app-error.ts'
import type { AuthSession } from './session.ts'

/** The stamps' view of a signed-in user. */
export const actorOf = (auth: AuthSession): Actor => ({
  uid: auth.user.id,
  email: auth.user.email,
  companyId: DEFAULT_COMPANY_ID,
})

export async function requireUser(request: FastifyRequest): Promise<AuthSession> {
  const auth = await request.authSession()
  if (!auth) throw new AppError('UNAUTHORIZED')
  return auth
}

export async function requireVerifiedUser(request: FastifyRequest): Promise<AuthSession> {
  const auth = await requireUser(request)
  requireVerifiedEmail(auth)
  return auth
}

/** Some steps take a proved address (DESIGN.md §4): opening a shop, affiliates, payouts. */
export function requireVerifiedEmail(auth: AuthSession, refusal?: string) {
  if (!auth.user.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED', refusal)
}

export interface ShopContext {
  auth: AuthSession
  actor: Actor
  organizationId: string
  role: ShopRole
}

/** Owners and admins manage money, settings and members; members work on prompts and orders. */
export const MANAGERS: ShopRole[] = ['owner', 'admin']

/** Money, settings and members are for owners and admins; `refusal` says what was refused. */
export function requireShopManager(shop: ShopContext, refusal: string) {
  if (!MANAGERS.includes(shop.role)) throw new AppError('FORBIDDEN', refusal)
}

/**
 * The seller area acts on the session's *active* organisation only, which must be a shop the
 * caller belongs to (DESIGN.md §4). With `roles`, the caller's role must be one of them.
 */
export async function requireActiveShop(
  request: FastifyRequest,
  roles?: ShopRole[],
): Promise<ShopContext> {
  const auth = await requireUser(request)
  const organizationId = auth.session.activeOrganizationId
  if (!organizationId) throw new AppError('FORBIDDEN', 'Pilih toko terlebih dahulu.')
  const [membership] = await request.server.db
    .select({ role: members.role })
    .from(members)
    .innerJoin(shops, eq(shops.id, members.organizationId))
    .where(and(eq(members.organizationId, organizationId), eq(members.userId, auth.user.id)))
    .limit(1)
  if (!membership) throw new AppError('FORBIDDEN', 'Anda bukan anggota toko ini.')
  const role = membership.role as ShopRole
  if (roles && !roles.includes(role)) {
    throw new AppError('FORBIDDEN', 'Hanya pemilik atau admin toko yang dapat melakukan ini.')
  }
  return { auth, actor: actorOf(auth), organizationId, role }
}

export interface AdminContext {
  auth: AuthSession
  actor: Actor
  organizationId: string
  organizationName: string
}

/**
 * Platform staff: members whose *active* organisation is one of ADMIN_ORGANIZATION_IDS. Being a
 * member of an admin organisation is not enough while another organisation is active.
 */
export async function requireAdmin(request: FastifyRequest): Promise<AdminContext> {
  const auth = await requireUser(request)
  const organizationId = auth.session.activeOrganizationId
  if (!organizationId || !request.server.env.adminOrganizationIds.includes(organizationId)) {
    throw new AppError('FORBIDDEN', 'Akses admin ditolak.')
  }
  const [membership] = await request.server.db
    .select({ name: organizations.name })
    .from(members)
    .innerJoin(organizations, eq(organizations.id, members.organizationId))
    .where(and(eq(members.organizationId, organizationId), eq(members.userId, auth.user.id)))
    .limit(1)
  if (!membership) throw new AppError('FORBIDDEN', 'Akses admin ditolak.')
  return { auth, actor: actorOf(auth), organizationId, organizationName: membership.name }
}
