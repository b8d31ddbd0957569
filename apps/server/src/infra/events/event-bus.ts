import { randomBytes } from 'node:crypto'
import type { PGlite } from '@electric-sql/pglite'
import type { LiveEventMessage } from '@pasarprompt/contracts/live-events'
import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import pg from 'pg'
import { type DatabaseHandle, type Executor, queryPrepared } from '../../db/client.ts'

/** Who receives an event: every stream of one user, or of one organisation's members. */
export type EventTarget = `user:${string}` | `org:${string}`

/** A live event of contracts' union, addressed to its target. */
export type LiveEvent = LiveEventMessage & { target: EventTarget }

type Listener = (event: LiveEvent) => void

/**
 * A table whose public rows changed, by migration 0012's triggers; `null` when this process may
 * have missed some (its listener reconnected, or a sync went unanswered): anything may have.
 */
export type PublicChangeListener = (table: string | null) => void

const CHANNEL = 'pasarprompt_events'
/** Written by the database's triggers (migration 0012), and by `syncPublicChanges`. */
const CACHE_CHANNEL = 'pasarprompt_cache'
/** How long `syncPublicChanges` waits for its own notification before assuming the worst. */
const SYNC_TIMEOUT_MS = 1_000
/** How the listener's connection shows in `pg_stat_activity`, for operators and tests. */
export const LISTENER_APPLICATION_NAME = 'pasarprompt-listener'

export interface EventBus {
  /**
   * Announces an event with NOTIFY on the given executor: inside a transaction it is delivered
   * only if that transaction commits. Payloads stay small (ids, counts): clients refetch.
   */
  publish(executor: Executor, event: LiveEvent): Promise<void>
  /** Several events in one statement (one round trip), in their order. */
  publishAll(executor: Executor, events: readonly LiveEvent[]): Promise<void>
  subscribe(target: EventTarget, listener: Listener): () => void
  /** Every change of a table public reads show, committed by this process or any other. */
  onPublicChange(listener: PublicChangeListener): () => void
  /**
   * After this process's listener reconnected: events sent while it was down are lost, so each
   * open stream tells its client to refetch (`resync`).
   */
  onResync(listener: () => void): () => void
  /**
   * Resolves once every public change committed before the call has reached this process's
   * listeners: NOTIFY is delivered in commit order, so seeing a marker sent after them is enough.
   */
  syncPublicChanges(): Promise<void>
  close(): Promise<void>
}

/**
 * Every API process LISTENs on one PostgreSQL channel and forwards to its own subscribers, so an
 * event reaches a user's streams whichever process holds them (DESIGN.md §2).
 */
export async function createEventBus(
  database: DatabaseHandle,
  options: {
    log: FastifyBaseLogger
    /** Told each time the LISTEN connection comes back after a loss (the metrics count it). */
    onListenerReconnect?: () => void
  },
): Promise<EventBus> {
  const listeners = new Map<EventTarget, Set<Listener>>()
  const dispatch = (payload: string | undefined) => {
    if (!payload) return
    let event: LiveEvent
    try {
      event = JSON.parse(payload) as LiveEvent
    } catch {
      options.log.warn({ payload }, 'events: unreadable notification')
      return
    }
    for (const listener of listeners.get(event.target) ?? []) listener(event)
  }

  const changeListeners = new Set<PublicChangeListener>()
  const resyncListeners = new Set<() => void>()
  const announceChange = (table: string | null) => {
    for (const listener of changeListeners) listener(table)
  }
  // Markers of this process only: another process's marker is not a table.
  const markerPrefix = `sync:${randomBytes(6).toString('hex')}:`
  const pendingSyncs = new Map<string, () => void>()
  let nextMarker = 0
  const dispatchChange = (payload: string | undefined) => {
    if (!payload) return
    if (payload.startsWith('sync:')) {
      pendingSyncs.get(payload)?.()
      return
    }
    announceChange(payload)
  }

  const stopListening =
    database.kind === 'pglite'
      ? await listenInProcess(database.client, {
          [CHANNEL]: dispatch,
          [CACHE_CHANNEL]: dispatchChange,
        })
      : await listenWithReconnect(
          database.connectionString,
          { [CHANNEL]: dispatch, [CACHE_CHANNEL]: dispatchChange },
          // Notifications sent while the connection was down are lost.
          () => {
            options.onListenerReconnect?.()
            announceChange(null)
            for (const listener of resyncListeners) listener()
          },
          options.log,
        )

  return {
    async publish(executor, event) {
      await executor.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(event)})`)
    },
    async publishAll(executor, events) {
      if (events.length === 0) return
      const payloads = events.map((event) => JSON.stringify(event))
      await queryPrepared(
        executor,
        'publish_events',
        sql`select pg_notify(${CHANNEL}, payload)
            from unnest(${sql.param(payloads)}::text[]) with ordinality as e(payload, n)
            order by n`,
      )
    },
    subscribe(target, listener) {
      const set = listeners.get(target) ?? new Set()
      set.add(listener)
      listeners.set(target, set)
      return () => {
        set.delete(listener)
        if (set.size === 0) listeners.delete(target)
      }
    },
    onPublicChange(listener) {
      changeListeners.add(listener)
      return () => changeListeners.delete(listener)
    },
    onResync(listener) {
      resyncListeners.add(listener)
      return () => resyncListeners.delete(listener)
    },
    async syncPublicChanges() {
      // PGlite calls its listeners before the writing query resolves: nothing is in flight.
      if (database.kind === 'pglite') return
      const marker = `${markerPrefix}${nextMarker++}`
      let timer: NodeJS.Timeout | undefined
      const seen = new Promise<boolean>((resolve) => {
        pendingSyncs.set(marker, () => resolve(true))
        timer = setTimeout(() => resolve(false), SYNC_TIMEOUT_MS)
      })
      try {
        await database.db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${marker})`)
        if (!(await seen)) announceChange(null)
      } catch (error) {
        announceChange(null)
        throw error
      } finally {
        clearTimeout(timer)
        pendingSyncs.delete(marker)
      }
    },
    async close() {
      listeners.clear()
      changeListeners.clear()
      resyncListeners.clear()
      await stopListening()
    },
  }
}

type Dispatchers = Record<string, (payload: string | undefined) => void>

async function listenInProcess(client: PGlite, dispatchers: Dispatchers) {
  const stops = await Promise.all(
    Object.entries(dispatchers).map(([channel, dispatch]) => client.listen(channel, dispatch)),
  )
  return async () => {
    for (const stop of stops) await stop()
  }
}

/** A dedicated connection (LISTEN cannot share a pooled one) that comes back after a failure. */
async function listenWithReconnect(
  connectionString: string,
  dispatchers: Dispatchers,
  onReconnected: () => void,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined
  let stopped = false
  let retryDelay = 1_000
  let retryTimer: NodeJS.Timeout | undefined
  let connectedOnce = false

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, application_name: LISTENER_APPLICATION_NAME })
    next.on('notification', (message) => dispatchers[message.channel]?.(message.payload))
    next.on('error', (error) => {
      log.warn({ err: error }, 'events: listener connection lost')
      next.end().catch(() => {})
      if (!stopped && client === next) scheduleReconnect()
    })
    await next.connect()
    for (const channel of Object.keys(dispatchers)) await next.query(`listen ${channel}`)
    const reconnected = client === undefined && connectedOnce
    client = next
    connectedOnce = true
    retryDelay = 1_000
    if (reconnected) onReconnected()
  }
  const scheduleReconnect = () => {
    client = undefined
    retryTimer = setTimeout(() => {
      connect().catch((error) => {
        log.warn({ err: error, retryInMs: retryDelay }, 'events: listener reconnect failed')
        retryDelay = Math.min(retryDelay * 2, 30_000)
        if (!stopped) scheduleReconnect()
      })
    }, retryDelay)
  }

  await connect()
  return async () => {
    stopped = true
    clearTimeout(retryTimer)
    await client?.end().catch(() => {})
  }
}
