import { defineEndpoint } from '@pasarprompt/contracts/endpoint'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { callApi } from './api-client'
import { ApiError, setActiveOrganizationId, setAuthToken } from './http'

const listItems = defineEndpoint({
  method: 'GET',
  path: '/api/v1/shops/:slug/items',
  params: z.object({ slug: z.string() }),
  query: z.object({ q: z.string().optional(), limit: z.number().optional() }),
  response: z.object({ items: z.array(z.string()), nextCursor: z.string().nullable() }),
})

const renameItem = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/items/:id',
  params: z.object({ id: z.string() }),
  body: z.object({ title: z.string() }),
  response: z.object({ id: z.string(), title: z.string() }),
})

const removeItem = defineEndpoint({
  method: 'DELETE',
  path: '/api/v1/items/:id',
  params: z.object({ id: z.string() }),
  response: z.null(),
  status: 204,
})

type Sent = { url: string; method: string; headers: Record<string, string>; body: unknown }

function fakeFetch(status: number, answer?: unknown) {
  const sent: Sent[] = []
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    sent.push({
      url,
      method: String(init.method),
      headers: init.headers as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    })
    if (status === 204) return new Response(null, { status })
    return new Response(JSON.stringify(answer), {
      status,
      headers: { 'content-type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetch)
  return sent
}

describe('callApi', () => {
  beforeEach(() => {
    setAuthToken('token-1')
    setActiveOrganizationId('org-1')
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    setAuthToken(null)
    setActiveOrganizationId(null)
  })

  it('builds the path from the params and the query from the set values only', async () => {
    const sent = fakeFetch(200, { items: ['a'], nextCursor: null })
    const answer = await callApi(listItems, {
      params: { slug: 'toko budi' },
      query: { q: '', limit: 20 },
    })
    expect(answer).toEqual({ items: ['a'], nextCursor: null })
    expect(sent[0]?.url).toBe('/api/v1/shops/toko%20budi/items?limit=20')
    expect(sent[0]?.method).toBe('GET')
    expect(sent[0]?.headers.Authorization).toBe('Bearer token-1')
  })

  it('sends the body with the tenant ids merged in, as the http client does', async () => {
    const sent = fakeFetch(200, { id: 'i1', title: 'Baru' })
    await callApi(renameItem, { params: { id: 'i1' }, body: { title: 'Baru' } })
    expect(sent[0]?.url).toBe('/api/v1/items/i1')
    expect(sent[0]?.body).toEqual({ title: 'Baru', appId: 'marketplace', organizationId: 'org-1' })
  })

  it('answers null for a 204', async () => {
    fakeFetch(204)
    await expect(callApi(removeItem, { params: { id: 'i1' } })).resolves.toBeNull()
  })

  it('passes extra headers of the call through', async () => {
    const sent = fakeFetch(200, { items: [], nextCursor: null })
    await callApi(listItems, { params: { slug: 's' }, query: {} }, { headers: { 'X-Order': 'k' } })
    expect(sent[0]?.headers['X-Order']).toBe('k')
  })

  it('refuses an answer that does not match the response schema, in Indonesian', async () => {
    fakeFetch(200, { items: 'not a list' })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(callApi(listItems, { params: { slug: 's' }, query: {} })).rejects.toMatchObject({
      name: 'ApiError',
      code: 'INVALID_RESPONSE',
      message: 'Terjadi kesalahan. Silakan coba lagi.',
    })
  })

  it('throws the server’s error as an ApiError', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    fakeFetch(404, { code: 'NOT_FOUND', message: 'Produk tidak ditemukan.' })
    const failure = callApi(removeItem, { params: { id: 'gone' } })
    await expect(failure).rejects.toBeInstanceOf(ApiError)
    await expect(failure).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' })
  })
})
