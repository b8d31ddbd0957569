import { isLiveEventType, liveEventPayloads } from '@pasarprompt/contracts/live-events'
import { useEffect } from 'react'
import { getAuthToken } from '@/lib/http'
import { deliverLiveEvent } from '@/lib/live-events'

/** Hands an event to its listeners once its payload matches the contract; others are dropped. */
function dispatch(type: string, raw: unknown) {
  if (!isLiveEventType(type)) return
  const parsed = liveEventPayloads[type].safeParse(raw)
  if (!parsed.success) {
    console.warn('Live event with an unexpected payload', type, parsed.error)
    return
  }
  deliverLiveEvent(type, parsed.data)
}

const MIN_DELAY_MS = 1_000
const MAX_DELAY_MS = 30_000
/**
 * After a `reconnect` (the server is shutting down): a new stream within this, at random, so the
 * tabs of a whole process do not all arrive at the next one in the same instant.
 */
const RECONNECT_SPREAD_MS = 2_000

/**
 * How long to wait before opening the stream again: a random moment within a short spread after a
 * `reconnect`; otherwise exponential backoff (by failed `attempt`s in a row) with jitter.
 */
export function reopenDelayMs(toldToReconnect: boolean, attempt: number, random = Math.random) {
  if (toldToReconnect) return random() * RECONNECT_SPREAD_MS
  const delay = Math.min(MAX_DELAY_MS, MIN_DELAY_MS * 2 ** attempt)
  return delay / 2 + random() * (delay / 2)
}

/**
 * Keeps one Server-Sent Events stream open for the signed-in user. It is read with `fetch`
 * (not EventSource) so it carries the bearer token; when it drops it is reopened with
 * exponential backoff and jitter. A stream ended after a `reconnect` event (its server shuts
 * down) is reopened after a short random delay, with no warning: the load balancer sends the new
 * one to another process. Every reopened stream is followed by a local `resync`: what the screen
 * shows is fetched again, since events sent while no stream was open are lost. A new `key`
 * (another user or active organisation) reopens it.
 */
export function useLiveEventStream(key: string | null) {
  useEffect(() => {
    if (!key) return
    let stopped = false
    let attempt = 0
    let openedBefore = false
    let controller: AbortController | undefined
    let timer: ReturnType<typeof setTimeout> | undefined

    const connect = async () => {
      controller = new AbortController()
      let toldToReconnect = false
      try {
        const token = getAuthToken()
        const response = await fetch('/api/v1/events', {
          headers: {
            accept: 'text/event-stream',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          credentials: 'same-origin',
          signal: controller.signal,
        })
        if (!response.ok || !response.body) throw new Error(`events: HTTP ${response.status}`)
        await read(response.body, (type) => {
          if (type === 'ready') {
            attempt = 0
            // Events sent while no stream was open are lost: what is on screen is fetched again.
            if (openedBefore) dispatch('resync', {})
            openedBefore = true
          }
          if (type === 'reconnect') toldToReconnect = true
        })
      } catch (error) {
        if (stopped) return
        if (!toldToReconnect) console.warn('Live events disconnected', error)
      }
      if (stopped) return
      timer = setTimeout(connect, reopenDelayMs(toldToReconnect, attempt))
      attempt = toldToReconnect ? 0 : attempt + 1
    }

    void connect()
    return () => {
      stopped = true
      clearTimeout(timer)
      controller?.abort()
    }
  }, [key])
}

/** Parses `event:`/`data:` blocks separated by a blank line; comments (heartbeats) are skipped. */
async function read(body: ReadableStream<Uint8Array>, onEvent: (type: string) => void) {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (done) return
    buffer += decoder.decode(value, { stream: true })
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      const type = /^event: (.+)$/m.exec(block)?.[1]
      const data = /^data: (.+)$/m.exec(block)?.[1]
      if (!type) continue
      onEvent(type)
      dispatch(type, data ? JSON.parse(data) : {})
    }
  }
}
