import { randomUUID } from 'node:crypto'
import type { LiveEventMessage } from '@pasarprompt/contracts/live-events'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { EventTarget, LiveEvent } from '../infra/events/event-bus.ts'
import { AppError } from '../lib/app-error.ts'
import { requireUser } from '../modules/auth/guards.ts'
import { isMember } from '../modules/auth/is-member.ts'
import { isSessionLive } from '../modules/auth/is-session-live.ts'
import {
  claimStreamPlace,
  releaseStreamPlace,
  releaseStreamPlacesOf,
  renewStreamPlace,
} from '../modules/limits/claim-stream-place.ts'
import { MAX_STREAMS_PER_SESSION, MAX_STREAMS_PER_USER } from '../modules/limits/limits.ts'

/** Comments keep proxies from closing an idle stream; each one also re-checks the session. */
const DEFAULT_HEARTBEAT_MS = 25_000
/** A place outlives a few missed heartbeats, never less than half a minute. */
const leaseMsFor = (heartbeatMs: number) => Math.max(3 * heartbeatMs, 30_000)
const TOO_MANY_TABS = 'Terlalu banyak tab PasarPrompt terbuka. Tutup salah satu, lalu muat ulang.'

/**
 * GET /api/v1/events: one Server-Sent Events stream per tab. It carries the user's own events
 * and, when the active organisation is one the user belongs to (checked now, on open), that
 * organisation's. A `membership.revoked` for that organisation closes the stream, and so does the
 * end of its session (signed out, revoked, reset, expired); the client reconnects and is checked
 * again.
 */
export const eventRoutes: FastifyPluginAsyncZod<{ heartbeatMs?: number }> = async (
  app,
  options,
) => {
  const heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS
  const leaseMs = leaseMsFor(heartbeatMs)
  const openBySession = new Map<string, number>()
  // This process's places in `live_streams`; another process never touches them.
  const processId = randomUUID()
  const releasing = new Set<Promise<void>>()
  // Before the database closes: the places of streams that just ended are given back, and any
  // place still held (a stream whose end raced the shutdown) too.
  app.addHook('onClose', async () => {
    await Promise.all(releasing)
    await releaseStreamPlacesOf(app.db, processId)
  })

  app.get(
    '/events',
    { schema: { tags: ['akun'], summary: 'Live events (text/event-stream)' } },
    async (request, reply) => {
      if (app.drain.draining) {
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          'Server ini sedang dimatikan. Sambungan dibuka ulang sebentar lagi.',
          { retryAfterSeconds: 1 },
        )
      }
      const auth = await requireUser(request)
      const organizationId = auth.session.activeOrganizationId
      const streamOrganization =
        organizationId && (await isMember(app.db, organizationId, auth.user.id))
          ? organizationId
          : null
      // Checked and counted with no wait in between, so a burst cannot slip past the cap.
      const sessionId = auth.session.id
      const open = openBySession.get(sessionId) ?? 0
      const tooMany = () =>
        new AppError('RATE_LIMITED', TOO_MANY_TABS, {
          retryAfterSeconds: Math.ceil(heartbeatMs / 1000),
        })
      if (open >= MAX_STREAMS_PER_SESSION) throw tooMany()
      openBySession.set(sessionId, open + 1)
      let counted = true
      const uncount = () => {
        if (!counted) return
        counted = false
        const left = (openBySession.get(sessionId) ?? 1) - 1
        if (left > 0) openBySession.set(sessionId, left)
        else openBySession.delete(sessionId)
      }
      let placeId: string | null
      try {
        placeId = await claimStreamPlace(app.db, {
          userId: auth.user.id,
          processId,
          max: MAX_STREAMS_PER_USER,
          leaseMs,
        })
      } catch (error) {
        uncount()
        throw error
      }
      if (!placeId) {
        uncount()
        throw tooMany()
      }
      const place = placeId

      reply.hijack()
      const response = reply.raw
      const send = (event: LiveEventMessage) =>
        response.write(`event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`)
      const unsubscribers: (() => void)[] = []
      let heartbeat: ReturnType<typeof setInterval> | undefined
      let expiry: ReturnType<typeof setTimeout> | undefined
      let ended = false
      const close = () => {
        uncount()
        if (!ended) {
          ended = true
          const released = releaseStreamPlace(app.db, place).catch((error: unknown) =>
            // The lease runs out on its own; the place stops counting then.
            request.log.warn({ err: error }, 'events: stream place not given back'),
          )
          releasing.add(released)
          released.finally(() => releasing.delete(released))
        }
        clearInterval(heartbeat)
        clearTimeout(expiry)
        for (const unsubscribe of unsubscribers) unsubscribe()
        unsubscribers.length = 0
        response.end()
      }
      // Whatever fails from here on gives the stream's counts and place back (a throw would
      // otherwise keep them, and a heartbeat renewing the place, for good).
      try {
        openStream()
      } catch (error) {
        request.log.error({ err: error }, 'events: the stream could not be opened')
        close()
      }
      function openStream() {
        response.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
          'x-request-id': request.id,
        })
        const subscribe = (target: EventTarget, listener: (event: LiveEvent) => void) =>
          unsubscribers.push(app.events.subscribe(target, listener))

        subscribe(`user:${auth.user.id}`, (event) => {
          send(event)
          if (
            event.type === 'membership.revoked' &&
            event.data.organizationId === streamOrganization
          )
            close()
        })
        if (streamOrganization) subscribe(`org:${streamOrganization}`, send)
        // Missed events (the listener reconnected): the client refetches what it shows.
        unsubscribers.push(app.events.onResync(() => send({ type: 'resync', data: {} })))

        // Each beat re-checks what the stream was opened on: the session, and the membership of the
        // shop whose events it carries (a `membership.revoked` missed during a listener's
        // reconnect must not leave a removed member hearing the shop); and it renews the stream's
        // place (gone when this process stalled past the lease: the client reconnects and is counted).
        const stillAllowed = async () =>
          (await isSessionLive(app.db, auth.session.id)) &&
          (!streamOrganization || (await isMember(app.db, streamOrganization, auth.user.id))) &&
          (await renewStreamPlace(app.db, place, leaseMs))
        heartbeat = setInterval(() => {
          stillAllowed().then(
            (allowed) => (allowed ? response.write(': ping\n\n') : close()),
            () => close(),
          )
        }, heartbeatMs)
        // Capped: a timer longer than ~24.8 days would fire at once.
        const untilExpiry = Math.min(auth.session.expiresAt.getTime() - Date.now(), 2 ** 31 - 1)
        expiry = setTimeout(close, Math.max(0, untilExpiry))
        request.raw.on('close', close)
        send({ type: 'ready', data: { organizationId: streamOrganization } })
        // Shutting down (now, or already while this stream was being opened): told to reconnect, to
        // another process, and ended, so the stream does not hold the listener until the deadline.
        unsubscribers.push(
          app.drain.onStart(() => {
            send({ type: 'reconnect', data: {} })
            close()
          }),
        )
        // The client left while its place was being taken: its 'close' event came before the listener.
        if (request.raw.socket.destroyed) close()
      }
    },
  )
}
