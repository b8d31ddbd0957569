import { randomBytes } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { rememberVisit } from '../modules/sightings/remember-sightings.ts'

/** The visitor id affiliate clicks are recorded under (DESIGN.md §4 Affiliates). */
export const VISITOR_COOKIE = 'pp_visitor'
const VISITOR_ID = /^[0-9a-f]{32}$/
/** As long as a click counts for an order. */
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60

/** The request's visitor id, when it carries a well-formed `pp_visitor` cookie. */
export function readVisitorId(request: FastifyRequest): string | null {
  return visitorIdOf(request.headers.cookie)
}

/** The visitor id in a `Cookie` header, when it carries a well-formed `pp_visitor` cookie. */
export function visitorIdOf(cookieHeader: string | null | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.split('=')
    if (name?.trim() !== VISITOR_COOKIE) continue
    const id = value.join('=').trim()
    return VISITOR_ID.test(id) ? id : null
  }
  return null
}

/**
 * The visitor id, a new random 128-bit one when the browser has none, set (again) for 30 days:
 * HttpOnly, so no script reads it, and Secure when the app is served over https.
 */
export function ensureVisitorId(request: FastifyRequest, reply: FastifyReply): string {
  const id = readVisitorId(request) ?? randomBytes(16).toString('hex')
  const secure = request.server.env.publicUrl.startsWith('https:') ? '; Secure' : ''
  reply.header(
    'set-cookie',
    `${VISITOR_COOKIE}=${id}; Max-Age=${MAX_AGE_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure}`,
  )
  return id
}

/**
 * Remembers the signed-in caller's browser and network with their account (issue 26: what
 * refuses their own affiliate clicks and fees later, decision 0029). With `reply` the browser is
 * given a visitor id first if it has none, so a browser once used signed in stays known after
 * signing out. Signed out, nothing happens.
 */
export async function rememberSignedInVisitor(request: FastifyRequest, reply?: FastifyReply) {
  const auth = await request.authSession()
  if (!auth) return
  const visitorId = reply ? ensureVisitorId(request, reply) : readVisitorId(request)
  await rememberVisit(request.server.db, request.server.payments.secret, {
    userId: auth.user.id,
    visitorId,
    ip: request.ip,
  })
}
