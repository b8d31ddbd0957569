import { createHash } from 'node:crypto'
import type { OutgoingHttpHeaders } from 'node:http'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** Bodies smaller than this go out as they are (as `@fastify/compress`'s threshold). */
const COMPRESS_THRESHOLD_BYTES = 1024

export type Encoding = 'br' | 'gzip'

/** How one answer goes out: as it is, compressed, or as a 304 to a matching `If-None-Match`. */
export type Representation = 'identity' | Encoding | 'not-modified'

/** The status, headers and body of one representation, made once (see `representation`). */
export interface Prepared {
  readonly status: 200 | 304
  readonly headers: Readonly<OutgoingHttpHeaders>
  readonly body: Buffer | undefined
}

/** One public answer, serialised once; its compressed forms are made once, when first asked for. */
export interface CachedResponse {
  readonly body: Buffer
  /** Weak: the same answer goes out plain, gzip or br. */
  readonly etag: string
  readonly cacheControl: string
  /** `application/json; charset=utf-8` for API answers, `text/html; charset=utf-8` for pages. */
  readonly contentType: string
  /** What the route kept of the body for its `onServe` (the prompt page: its id). */
  readonly remembered: string | undefined
  readonly compressible: boolean
  variants: Partial<Record<Encoding, Buffer>>
  /** Each representation's header block, made the first time it goes out. */
  prepared: Partial<Record<Representation, Prepared>>
}

interface StoredEntry {
  response: CachedResponse
  tables: readonly string[]
  /** The generations of its tables when its computation started (see `ResponseStore`). */
  stamp: readonly number[]
  expiresAt: number
  bytes: number
  /** `placements` when it was last put at the end of the order (stored or moved there). */
  placedAt: number
}

interface Flight {
  tables: readonly string[]
  stamp: readonly number[]
  promise: Promise<CachedResponse>
}

export interface ResponseStoreOptions {
  maxEntries: number
  maxBytes: number
  /** The safety net: even without any invalidation an answer is recomputed this often. */
  ttlMs: number
  now?: () => number
}

/** Bigger answers are served but not kept: one of them would push out hundreds of others. */
const MAX_ENTRY_SHARE = 8

/**
 * Public answers by key, least recently used first out (nearly: see `get`), bounded in entries
 * and bytes. The key is the caller's: the response cache uses `cacheKey` (a route and its
 * validated parameters); any other kind of answer (a server-rendered page) names its own, in a
 * namespace of its own.
 *
 * Invalidation is by table: each table has a generation, bumped when a write to it commits (in
 * any process). An entry remembers its tables' generations from when its computation *started*,
 * and is only valid while they are unchanged, so an answer computed while a write landed is
 * never served again — nor stored. Concurrent misses of one key share one computation, unless
 * that computation started before a write the new request must see.
 */
export class ResponseStore {
  private readonly entries = new Map<string, StoredEntry>()
  private readonly flights = new Map<string, Flight>()
  private readonly generations = new Map<string, number>()
  /** Bumped when anything may have changed (a lost listener connection). */
  private epoch = 0
  private bytes = 0
  /** Entries put at the end of the order so far (stored, or moved there by a hit). */
  private placements = 0
  private readonly now: () => number

  constructor(private readonly options: ResponseStoreOptions) {
    this.now = options.now ?? Date.now
  }

  get size() {
    return { entries: this.entries.size, bytes: this.bytes }
  }

  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt <= this.now() || !this.isCurrent(entry.tables, entry.stamp)) {
      this.remove(key, entry)
      return undefined
    }
    // Most recently used last (a Map keeps insertion order), but an entry is moved there only
    // once it has fallen into the older half: V8 pays for a delete and set by the Map's size
    // (3 µs a hit at 2,000 entries, 12 µs at 8,000: a hot answer cost more the fuller the cache
    // grew). An entry of the newer half is evicted after the older half's all the same.
    if (this.placements - entry.placedAt > this.entries.size / 2) {
      this.entries.delete(key)
      this.entries.set(key, entry)
      entry.placedAt = this.placements++
    }
    return entry.response
  }

  /** The stored answer, or the one being computed, or `compute`'s (stored when still current). */
  async fill(
    key: string,
    tables: readonly string[],
    compute: () => Promise<CachedResponse>,
  ): Promise<CachedResponse> {
    const hit = this.get(key)
    if (hit) return hit
    const flight = this.flights.get(key)
    if (flight && this.isCurrent(flight.tables, flight.stamp)) return flight.promise

    const stamp = this.stampOf(tables)
    const promise = compute()
    const own: Flight = { tables, stamp, promise }
    this.flights.set(key, own)
    try {
      const response = await promise
      if (this.isCurrent(tables, stamp)) this.store(key, tables, stamp, response)
      return response
    } finally {
      if (this.flights.get(key) === own) this.flights.delete(key)
    }
  }

  /** A write to `table` committed; `null`: anything may have changed. */
  invalidate(table: string | null) {
    if (table === null) {
      this.epoch++
      this.clear()
      return
    }
    this.generations.set(table, (this.generations.get(table) ?? 0) + 1)
  }

  clear() {
    this.entries.clear()
    this.bytes = 0
  }

  /** The answer (stored under `key`) in `encoding`, compressed the first time it is asked for. */
  variant(key: string, response: CachedResponse, encoding: Encoding): Buffer {
    const cached = response.variants[encoding]
    if (cached) return cached
    const compressed =
      encoding === 'br'
        ? brotliCompressSync(response.body, {
            // Quality 5: most of 11's gain at a fraction of its time, paid once per answer.
            params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
          })
        : gzipSync(response.body, { level: 6 })
    response.variants[encoding] = compressed
    const entry = this.entries.get(key)
    if (entry?.response === response) {
      entry.bytes += compressed.length
      this.bytes += compressed.length
    }
    return compressed
  }

  /**
   * What goes out for `representation` of the answer stored under `key`: its status, its own
   * headers (content type and length, cache control, ETag, Vary, encoding) as one block, and
   * its body. Made on first use and kept with the answer, so a hit assembles nothing.
   */
  representation(key: string, response: CachedResponse, representation: Representation): Prepared {
    const ready = response.prepared[representation]
    if (ready) return ready
    const common: OutgoingHttpHeaders = {
      'cache-control': response.cacheControl,
      etag: response.etag,
    }
    if (response.compressible) common.vary = 'accept-encoding'
    let prepared: Prepared
    if (representation === 'not-modified') {
      prepared = { status: 304, headers: common, body: undefined }
    } else {
      const body =
        representation === 'identity' ? response.body : this.variant(key, response, representation)
      prepared = {
        status: 200,
        headers: {
          ...common,
          'content-type': response.contentType,
          ...(representation === 'identity' ? {} : { 'content-encoding': representation }),
          'content-length': String(body.length),
        },
        body,
      }
    }
    response.prepared[representation] = prepared
    return prepared
  }

  private stampOf(tables: readonly string[]): number[] {
    return [this.epoch, ...tables.map((table) => this.generations.get(table) ?? 0)]
  }

  private isCurrent(tables: readonly string[], stamp: readonly number[]) {
    if (stamp[0] !== this.epoch) return false
    for (let index = 0; index < tables.length; index++) {
      if ((this.generations.get(tables[index] as string) ?? 0) !== stamp[index + 1]) return false
    }
    return true
  }

  private store(
    key: string,
    tables: readonly string[],
    stamp: readonly number[],
    response: CachedResponse,
  ) {
    const variants = (response.variants.br?.length ?? 0) + (response.variants.gzip?.length ?? 0)
    const bytes = key.length + response.body.length + variants
    if (bytes * MAX_ENTRY_SHARE > this.options.maxBytes) return
    const previous = this.entries.get(key)
    if (previous) this.remove(key, previous)
    this.entries.set(key, {
      response,
      tables,
      stamp,
      expiresAt: this.now() + this.options.ttlMs,
      bytes,
      placedAt: this.placements++,
    })
    this.bytes += bytes
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.options.maxEntries && this.bytes <= this.options.maxBytes) break
      this.remove(oldest, entry)
    }
  }

  private remove(key: string, entry: StoredEntry) {
    this.entries.delete(key)
    this.bytes -= entry.bytes
  }
}

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8'

/** A new answer from its serialised body (JSON unless `contentType` says otherwise). */
export function cachedResponse(
  body: string,
  options: { cacheControl: string; contentType?: string; remembered?: string | undefined },
): CachedResponse {
  const buffer = Buffer.from(body)
  return {
    body: buffer,
    etag: `W/"${createHash('sha1').update(buffer).digest('base64url')}"`,
    cacheControl: options.cacheControl,
    contentType: options.contentType ?? JSON_CONTENT_TYPE,
    remembered: options.remembered,
    compressible: buffer.length >= COMPRESS_THRESHOLD_BYTES,
    variants: {},
    prepared: {},
  }
}
