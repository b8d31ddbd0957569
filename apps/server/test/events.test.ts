import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createShop } from '../src/db/factories/create-shop.ts'
import { createUser, type FactoryUser } from '../src/db/factories/create-user.ts'
import { buildTestApp, TEST_ORIGIN } from './helpers/build-test-app.ts'

interface Stream {
  events: { type: string; data: unknown }[]
  closed: Promise<void>
  isClosed: () => boolean
  stop: () => void
}

/** Reads a real SSE stream over HTTP and records its events. */
async function openStream(baseUrl: string, token: string): Promise<Stream> {
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

const until = async (condition: () => boolean, what: string) => {
  for (let i = 0; i < 100 && !condition(); i++) await new Promise((r) => setTimeout(r, 20))
  if (!condition()) throw new Error(`timed out waiting for ${what}`)
}

describe('live events', () => {
  let testApp: Awaited<ReturnType<typeof buildTestApp>>
  let baseUrl: string
  const tokenOf = async (user: FactoryUser) => {
    const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      body: JSON.stringify({ email: user.email, password: user.password }),
    })
    return String(response.headers.get('set-auth-token'))
  }
  const call = (token: string, method: string, path: string, body?: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    })

  beforeAll(async () => {
    testApp = await buildTestApp()
    baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(() => testApp.close())

  it("reaches the shop's members only, and stops for a member once removed", async () => {
    const shop = await createShop(testApp.db, { name: 'Prompt Nusantara' })
    const ownerToken = await tokenOf(shop.owner)
    const outsiderToken = await tokenOf((await createShop(testApp.db)).owner)
    const buyerToken = await tokenOf(await createUser(testApp.db))

    // The buyer joins the seller's shop as a member (an owner adds them directly).
    const buyer = (await (await call(buyerToken, 'GET', '/api/v1/session')).json()) as {
      user: { id: string }
    }
    const added = await testApp.app.auth.api.addMember({
      body: { userId: buyer.user.id, organizationId: shop.id, role: 'member' },
    })
    await call(buyerToken, 'POST', '/api/auth/organization/set-active', { organizationId: shop.id })

    const member = await openStream(baseUrl, buyerToken)
    const outsider = await openStream(baseUrl, outsiderToken)
    await until(
      () => member.events[0]?.type === 'ready' && outsider.events[0]?.type === 'ready',
      'ready',
    )
    expect(member.events[0]?.data).toEqual({ organizationId: shop.id })

    await call(ownerToken, 'PUT', '/api/v1/seller/shop', {
      name: 'Prompt Nusantara',
      description: 'Versi baru',
    })
    await until(() => member.events.some((e) => e.type === 'shop.updated'), 'shop.updated')
    expect(member.events.find((e) => e.type === 'shop.updated')?.data).toEqual({ shopId: shop.id })

    const removed = await call(ownerToken, 'POST', '/api/auth/organization/remove-member', {
      memberIdOrEmail: added?.id,
      organizationId: shop.id,
    })
    expect(removed.status).toBe(200)
    await until(() => member.isClosed(), 'the removed member’s stream to close')
    expect(member.events.at(-1)).toEqual({
      type: 'membership.revoked',
      data: { organizationId: shop.id },
    })

    // A new stream for the removed member no longer carries the shop's events.
    const reopened = await openStream(baseUrl, buyerToken)
    await until(() => reopened.events[0]?.type === 'ready', 'ready again')
    expect(reopened.events[0]?.data).toEqual({ organizationId: null })
    await call(ownerToken, 'PUT', '/api/v1/seller/shop', {
      name: 'Prompt Nusantara',
      description: 'Versi ketiga',
    })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(reopened.events.map((e) => e.type)).toEqual(['ready'])
    expect(outsider.events.map((e) => e.type)).toEqual(['ready'])

    for (const stream of [outsider, reopened]) stream.stop()
  })
})
