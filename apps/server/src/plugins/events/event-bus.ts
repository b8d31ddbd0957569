import type { LiveEventMessage } from '@pasarprompt/contracts/live-events'
import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import pg from 'pg'
import type { DatabaseHandle, Executor } from '../../db/client.ts'

/** Who receives an event: every stream of one user, or of one organisation's members. */
export type EventTarget = `user:${string}` | `org:${string}`

/** A live event of contracts' union, addressed to its target. */
export type LiveEvent = LiveEventMessage & { target: EventTarget }

type Listener = (event: LiveEvent) => void

const CHANNEL = 'pasarprompt_events'

export interface EventBus {
  /**
   * Announces an event with NOTIFY on the given executor: inside a transaction it is delivered
   * only if that transaction commits. Payloads stay small (ids, counts): clients refetch.
   */
  publish(executor: Executor, event: LiveEvent): Promise<void>
  /** Several events in one statement (one round trip), in their order. */
  publishAll(executor: Executor, events: readonly LiveEvent[]): Promise<void>
  subscribe(target: EventTarget, listener: Listener): () => void
  close(): Promise<void>
}

/**
 * Every API process LISTENs on one PostgreSQL channel and forwards to its own subscribers, so an
 * event reaches a user's streams whichever process holds them (DESIGN.md §2).
 */
export async function createEventBus(
  database: DatabaseHandle,
  options: { log: FastifyBaseLogger },
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

  const stopListening =
    database.kind === 'pglite'
      ? await database.client.listen(CHANNEL, dispatch)
      : await listenWithReconnect(database.connectionString, dispatch, options.log)

  return {
    async publish(executor, event) {
      await executor.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(event)})`)
    },
    async publishAll(executor, events) {
      if (events.length === 0) return
      const payloads = events.map((event) => JSON.stringify(event))
      await executor.execute(
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
    async close() {
      listeners.clear()
      await stopListening()
    },
  }
}

/** A dedicated connection (LISTEN cannot share a pooled one) that comes back after a failure. */
async function listenWithReconnect(
  connectionString: string,
  dispatch: (payload: string | undefined) => void,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined
  let stopped = false
  let retryDelay = 1_000
  let retryTimer: NodeJS.Timeout | undefined

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString })
    next.on('notification', (message) => dispatch(message.payload))
    next.on('error', (error) => {
      log.warn({ err: error }, 'events: listener connection lost')
      next.end().catch(() => {})
      if (!stopped && client === next) scheduleReconnect()
    })
    await next.connect()
    await next.query(`listen ${CHANNEL}`)
    client = next
    retryDelay = 1_000
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
