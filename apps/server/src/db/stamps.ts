import { DEFAULT_COMPANY_ID } from '@pasarprompt/contracts/constants'
import { AppError } from '../lib/app-error.ts'
import type { StampUser } from './columns.ts'

/** Who is acting, as far as the stamps are concerned. Set by the server, never by the client. */
export interface Actor {
  uid: string
  email: string | null
  companyId: string | undefined
}

/** The seed and background jobs act as the system. */
export const systemActor: Actor = { uid: 'system', email: null, companyId: DEFAULT_COMPANY_ID }

const stampKeys = ['createdAt', 'lastUpdated', 'createdBy', 'lastUpdatedBy', 'companyId'] as const
type StampKey = (typeof stampKeys)[number]

function withoutStamps<T extends object>(values: T): Omit<T, StampKey> {
  const copy = { ...values } as Record<string, unknown>
  for (const key of stampKeys) delete copy[key]
  return copy as Omit<T, StampKey>
}

const stampUser = (actor: Actor): StampUser => ({ uid: actor.uid, email: actor.email })

/**
 * Values for an insert with every stamp filled by the server. Stamps the caller passed along
 * (for instance from a request body) are dropped, so a client can never forge them.
 */
export function stampInsert<T extends object>(actor: Actor, values: T) {
  if (!actor.companyId) throw new AppError('NO_COMPANY_ID')
  const now = new Date()
  return {
    ...withoutStamps(values),
    createdAt: now,
    lastUpdated: now,
    createdBy: actor.uid,
    lastUpdatedBy: stampUser(actor),
    companyId: actor.companyId,
  }
}

/** Values for an update: refreshes `last_updated*` and never touches creation stamps or tenant. */
export function stampUpdate<T extends object>(actor: Actor, values: T) {
  return { ...withoutStamps(values), lastUpdated: new Date(), lastUpdatedBy: stampUser(actor) }
}
