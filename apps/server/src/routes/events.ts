import { and, eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { members } from '../db/schema.ts'
import { requireUser } from '../modules/auth/guards.ts'
import type { EventTarget, LiveEvent } from '../modules/events/event-bus.ts'

const HEARTBEAT_MS = 25_000

/**
 * GET /api/v1/events: one Server-Sent Events stream per tab. It carries the user's own events
 * and, when the active organisation is one the user belongs to (checked now, on open), that
 * organisation's. A `membership.revoked` for that organisation closes the stream; the client
 * reconnects and is checked again.
 */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/events',
    { schema: { tags: ['akun'], summary: 'Live events (text/event-stream)' } },
    async (request, reply) => {
      const auth = await requireUser(request)
      const organizationId = auth.session.activeOrganizationId
      const [membership] = organizationId
        ? await app.db
            .select({ id: members.id })
            .from(members)
            .where(
              and(eq(members.organizationId, organizationId), eq(members.userId, auth.user.id)),
            )
            .limit(1)
        : []
      const streamOrganization = membership ? organizationId : null

      reply.hijack()
      const response = reply.raw
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      })

      const send = (event: LiveEvent) =>
        response.write(`event: ${event.type}\ndata: ${JSON.stringify(event.data ?? {})}\n\n`)
      const unsubscribers: (() => void)[] = []
      const close = () => {
        clearInterval(heartbeat)
        for (const unsubscribe of unsubscribers) unsubscribe()
        unsubscribers.length = 0
        response.end()
      }
      const subscribe = (target: EventTarget, listener: (event: LiveEvent) => void) =>
        unsubscribers.push(app.events.subscribe(target, listener))

      subscribe(`user:${auth.user.id}`, (event) => {
        send(event)
        if (
          event.type === 'membership.revoked' &&
          event.data?.organizationId === streamOrganization
        )
          close()
      })
      if (streamOrganization) subscribe(`org:${streamOrganization}`, send)

      const heartbeat = setInterval(() => response.write(': ping\n\n'), HEARTBEAT_MS)
      request.raw.on('close', close)
      response.write(
        `event: ready\ndata: ${JSON.stringify({ organizationId: streamOrganization })}\n\n`,
      )
    },
  )
}
