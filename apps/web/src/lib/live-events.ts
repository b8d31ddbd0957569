import { useEffect } from 'react'
import { getAuthToken } from '@/lib/http'

type Handler = (data: Record<string, unknown>) => void

const handlers = new Map<string, Set<Handler>>()

function dispatch(type: string, data: Record<string, unknown>) {
  for (const handler of handlers.get(type) ?? []) handler(data)
}

/** Calls `handler` for every live event of `type` while the component is mounted. */
export function useLiveEvent(type: string, handler: Handler) {
  useEffect(() => {
    const set = handlers.get(type) ?? new Set()
    set.add(handler)
    handlers.set(type, set)
    return () => {
      set.delete(handler)
    }
  }, [type, handler])
}

const MIN_DELAY_MS = 1_000
const MAX_DELAY_MS = 30_000

/**
 * Keeps one Server-Sent Events stream open for the signed-in user. It is read with `fetch`
 * (not EventSource) so it carries the bearer token; when it drops it is reopened with
 * exponential backoff and jitter. A new `key` (another user or active organisation) reopens it.
 */
export function useLiveEventStream(key: string | null) {
  useEffect(() => {
    if (!key) return
    let stopped = false
    let attempt = 0
    let controller: AbortController | undefined
    let timer: ReturnType<typeof setTimeout> | undefined

    const connect = async () => {
      controller = new AbortController()
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
        await read(response.body, () => {
          attempt = 0
        })
      } catch (error) {
        if (stopped) return
        console.warn('Live events disconnected', error)
      }
      if (stopped) return
      const delay = Math.min(MAX_DELAY_MS, MIN_DELAY_MS * 2 ** attempt)
      attempt += 1
      timer = setTimeout(connect, delay / 2 + Math.random() * (delay / 2))
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
async function read(body: ReadableStream<Uint8Array>, onOpen: () => void) {
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
      if (type === 'ready') onOpen()
      dispatch(type, data ? (JSON.parse(data) as Record<string, unknown>) : {})
    }
  }
}
