import type { OutgoingHttpHeaders } from 'node:http'
import { describe, expect, it } from 'vitest'
import { type KnownUrl, KnownUrls } from './known-urls.ts'
import { cachedResponse, ResponseStore } from './response-store.ts'

const newStore = () => new ResponseStore({ maxEntries: 100, maxBytes: 1_000_000, ttlMs: 30_000 })

async function storeKeeping(key: string) {
  const store = newStore()
  await store.fill(key, ['prompts'], async () =>
    cachedResponse('{"a":1}', { cacheControl: 'public, max-age=60' }),
  )
  return store
}

const known =
  (store: ResponseStore, key: string, headers: OutgoingHttpHeaders = {}) =>
  () =>
    ({ store, key, route: '/api/v1/x', headers, serve: undefined }) satisfies KnownUrl

describe('the known URLs', () => {
  it('finds a remembered URL’s answer in its own store only', async () => {
    const store = await storeKeeping('k')
    const urls = new KnownUrls()
    urls.remember('/api/v1/x?a=1', 'k', known(store, 'k', { 'x-frame-options': 'DENY' }))
    expect(urls.kept('/api/v1/x?a=1', store)?.body.toString()).toBe('{"a":1}')
    expect(urls.kept('/api/v1/x?a=1', newStore())).toBeUndefined()
    expect(urls.kept('/api/v1/x?a=2', store)).toBeUndefined()
  })

  it('never remembers a URL whose hooks had set a cookie, nor one too long to be worth it', async () => {
    const store = await storeKeeping('k')
    const urls = new KnownUrls()
    urls.remember('/api/v1/x', 'k', known(store, 'k', { 'set-cookie': 'pengunjung=1' }))
    expect(urls.kept('/api/v1/x', store)).toBeUndefined()
    const long = `/api/v1/x?q=${'a'.repeat(600)}`
    urls.remember(long, 'k', known(store, 'k'))
    expect(urls.kept(long, store)).toBeUndefined()
  })
})
