import { expect } from 'vitest'
import type { FactoryUser } from '../../src/db/factories/create-user.ts'
import { TEST_ORIGIN } from './build-test-app.ts'

export interface Stream {
  events: { type: string; data: unknown }[]
  closed: Promise<void>
  isClosed: () => boolean
  stop: () => void
}

/** Reads a real SSE stream over HTTP and records its events. */
export async function openStream(baseUrl: string, token: string): Promise<Stream> {
  const controller = new AbortController()
  const response = await fetch(`${baseUrl}/api/v1/events`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  })
  expect(response.headers.get('content-type')).toContain('text/event-stream')
  const events: Stream['events'] = []
  let closed = false
  const reader = response.body?.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  const done = (async () => {
    try {
      for (;;) {
        const chunk = await reader?.read()
        if (!chunk || chunk.done) break
        buffer += decoder.decode(chunk.value, { stream: true })
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const type = /^event: (.+)$/m.exec(block)?.[1]
          const data = /^data: (.+)$/m.exec(block)?.[1]
          if (type) events.push({ type, data: data ? JSON.parse(data) : null })
        }
      }
    } catch {
      // Aborted by the test.
    }
    closed = true
  })()
  return { events, closed: done, isClosed: () => closed, stop: () => controller.abort() }
}

/** Waits (up to 15 s: a loaded 2-core machine) for something a live event brings. */
export async function until(condition: () => boolean, what: string) {
  const giveUpAt = Date.now() + 15_000
  while (!condition() && Date.now() < giveUpAt) await new Promise((r) => setTimeout(r, 20))
  if (!condition()) throw new Error(`timed out after 15 s waiting for ${what}`)
}

/** A bearer token for the stream, through better-auth's email sign-in over real HTTP. */
export async function tokenOf(baseUrl: string, user: FactoryUser) {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
    body: JSON.stringify({ email: user.email, password: user.password }),
  })
  return String(response.headers.get('set-auth-token'))
}
