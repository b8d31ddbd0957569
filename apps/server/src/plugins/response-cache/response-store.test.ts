import { describe, expect, it } from 'vitest'
import { cachedResponse, ResponseStore } from './response-store.ts'

const answer = (body: string) => cachedResponse(body, { cacheControl: 'public, max-age=60' })

function storeWith(options: { maxEntries?: number; maxBytes?: number; ttlMs?: number } = {}) {
  let now = 0
  const store = new ResponseStore({
    maxEntries: options.maxEntries ?? 100,
    maxBytes: options.maxBytes ?? 1_000_000,
    ttlMs: options.ttlMs ?? 30_000,
    now: () => now,
  })
  return { store, advance: (ms: number) => (now += ms) }
}

describe('the response store', () => {
  it('computes concurrent misses of one key once', async () => {
    const { store } = storeWith()
    let computed = 0
    const compute = async () => {
      computed++
      await new Promise((resolve) => setTimeout(resolve, 5))
      return answer('{"a":1}')
    }
    const answers = await Promise.all([1, 2, 3].map(() => store.fill('/a', ['prompts'], compute)))
    expect(computed).toBe(1)
    expect(new Set(answers).size).toBe(1)
    expect(store.get('/a')).toBe(answers[0])
  })

  it('drops an answer when one of its tables is written, and keeps the others', async () => {
    const { store } = storeWith()
    await store.fill('/products', ['prompts', 'shops'], async () => answer('[1]'))
    await store.fill('/categories', ['categories'], async () => answer('[2]'))
    store.invalidate('shops')
    expect(store.get('/products')).toBeUndefined()
    expect(store.get('/categories')).toBeDefined()
    store.invalidate(null)
    expect(store.get('/categories')).toBeUndefined()
  })

  it('never stores an answer computed while a write to its tables landed, nor lets a later read join it', async () => {
    const { store } = storeWith()
    let release = () => {}
    const slow = store.fill(
      '/a',
      ['prompts'],
      () => new Promise((resolve) => (release = () => resolve(answer('"old"')))),
    )
    store.invalidate('prompts')
    const fresh = store.fill('/a', ['prompts'], async () => answer('"new"'))
    release()
    expect((await slow).body.toString()).toBe('"old"')
    expect((await fresh).body.toString()).toBe('"new"')
    expect(store.get('/a')?.body.toString()).toBe('"new"')
  })

  it('is bounded in entries and bytes, the least recently used leaving first', async () => {
    const { store } = storeWith({ maxEntries: 2 })
    for (const key of ['/a', '/b']) await store.fill(key, [], async () => answer(key))
    store.get('/a')
    await store.fill('/c', [], async () => answer('/c'))
    expect(store.get('/b')).toBeUndefined()
    expect(store.get('/a')).toBeDefined()

    const small = storeWith({ maxBytes: 4_000 }).store
    for (let index = 0; index < 10; index++) {
      await small.fill(`/${index}`, [], async () => answer('x'.repeat(450)))
    }
    expect(small.size.entries).toBe(8)
    expect(small.size.bytes).toBeLessThanOrEqual(4_000)
    expect(small.get('/9')).toBeDefined()
    // Too big for its share of the store: served, never kept.
    await small.fill('/big', [], async () => answer('b'.repeat(600)))
    expect(small.get('/big')).toBeUndefined()
  })

  it('moves a hit answer to the end only from the older half, so the least used still leave first', async () => {
    const { store } = storeWith({ maxEntries: 4 })
    for (const key of ['/a', '/b', '/c', '/d']) await store.fill(key, [], async () => answer(key))
    // '/d' and '/c' are the newer half: a hit leaves them where they are; '/a' moves to the end.
    store.get('/d')
    store.get('/c')
    store.get('/a')
    await store.fill('/e', [], async () => answer('/e'))
    expect(store.get('/b'), 'the least recently used').toBeUndefined()
    await store.fill('/f', [], async () => answer('/f'))
    expect(store.get('/c'), 'next: placed before /a moved').toBeUndefined()
    for (const key of ['/d', '/a', '/e', '/f']) expect(store.get(key), key).toBeDefined()

    // One hot answer in a full store, asked for again and again, stays.
    const full = storeWith({ maxEntries: 100 }).store
    await full.fill('/hot', [], async () => answer('/hot'))
    for (let index = 0; index < 300; index++) {
      await full.fill(`/${index}`, [], async () => answer('x'))
      expect(full.get('/hot'), `after ${index + 1} others`).toBeDefined()
    }
    expect(full.size.entries).toBe(100)
  })

  it('forgets an answer after its time to live, and counts compressed forms in its bytes', async () => {
    const { store, advance } = storeWith({ ttlMs: 1_000 })
    const response = await store.fill('/a', [], async () =>
      answer(JSON.stringify('a'.repeat(5_000))),
    )
    const plain = store.size.bytes
    const gzip = store.variant('/a', response, 'gzip')
    expect(store.variant('/a', response, 'gzip')).toBe(gzip)
    expect(store.size.bytes).toBe(plain + gzip.length)
    advance(1_000)
    expect(store.get('/a')).toBeUndefined()
    expect(store.size.bytes).toBe(0)
  })
})
