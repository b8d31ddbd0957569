import { DEFAULT_COMPANY_ID } from '@pasarprompt/contracts/constants'
import { type Actor, systemActor } from '../../db/stamps.ts'
import type { AuditActor } from '../audit/record-audit.ts'
import type { ShopContext } from '../auth/guards.ts'

/** The buyer as the request proves them: their session, or the order's receipt token. */
export interface ComplaintBuyer {
  userId: string | null
  token: string | undefined
}

/**
 * Who acts on a complaint, each proved by the route's guard: the buyer (session or receipt
 * link), a member of the order's shop (the active shop), platform staff — or the platform on its
 * own (the job that refunds a guaranteed prompt's unanswered complaint).
 */
export type ComplaintParty =
  | { side: 'buyer'; buyer: ComplaintBuyer }
  | { side: 'shop'; shop: ShopContext }
  | { side: 'admin'; admin: AuditActor }
  | { side: 'system' }

/** The stamps' actor of a party; a guest buyer acts as `guest` with the order's address. */
export function complaintActor(party: ComplaintParty, buyerEmail: string): Actor {
  if (party.side === 'shop') return party.shop.actor
  if (party.side === 'admin') return party.admin.actor
  if (party.side === 'system') return systemActor
  return {
    uid: party.buyer.userId ?? 'guest',
    email: party.buyer.userId ? null : buyerEmail,
    companyId: DEFAULT_COMPANY_ID,
  }
}

/** The user id a message or step is written by (null for a guest). */
export function partyUserId(party: ComplaintParty): string | null {
  if (party.side === 'shop') return party.shop.auth.user.id
  if (party.side === 'admin') return party.admin.auth.user.id
  if (party.side === 'system') return null
  return party.buyer.userId
}
