import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import { expect } from 'vitest'
import { createAdmin } from '../../src/db/factories/create-admin.ts'
import { createPaidOrder } from '../../src/db/factories/create-order.ts'
import { createPrompt } from '../../src/db/factories/create-prompt.ts'
import { createReview } from '../../src/db/factories/create-review.ts'
import { createShop } from '../../src/db/factories/create-shop.ts'
import { createUser } from '../../src/db/factories/create-user.ts'
import { TEST_ORIGIN, type TestApp } from './build-test-app.ts'
import type { Browser } from './http-client.ts'
import { signIn } from './sign-in.ts'

/**
 * Property-based fuzzing of every route's params, query and body (issue 17): the routes come from
 * the app's own OpenAPI document (so a new route is fuzzed without being listed here), each input
 * is built from the route's JSON schema and then bent (wrong types, huge numbers, NUL bytes, deep
 * nesting, prototype keys…), and every answer must be below 500 and, when an error, the
 * `{code, message}` JSON in Indonesian. Then every string field (body, query, path) gets each
 * lone-surrogate shape once (issue 26): no 5xx, and a body holding one is refused.
 */

type JsonSchema = {
  type?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  enum?: unknown[]
  const?: unknown
  oneOf?: JsonSchema[]
  anyOf?: JsonSchema[]
  nullable?: boolean
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  minItems?: number
  maxItems?: number
  format?: string
  pattern?: string
}

interface Operation {
  method: string
  /** The OpenAPI path, `{name}` for each param. */
  path: string
  params: { name: string; schema: JsonSchema }[]
  query: { name: string; schema: JsonSchema }[]
  body?: JsonSchema
  /** A body the route reads raw (the payment webhook, uploads): not JSON from a schema. */
  rawBody: boolean
}

/** Every route in the OpenAPI document, with what it reads. */
async function listOperations(testApp: TestApp): Promise<Operation[]> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })
  const spec = response.json() as {
    paths: Record<string, Record<string, Record<string, unknown>>>
  }
  const operations: Operation[] = []
  for (const [path, methods] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const parameters = (op.parameters ?? []) as { in: string; name: string; schema: JsonSchema }[]
      const requestBody = op.requestBody as
        | { content: Record<string, { schema: JsonSchema }> }
        | undefined
      const body = requestBody?.content['application/json']?.schema
      operations.push({
        method: method.toUpperCase(),
        path,
        params: parameters.filter((p) => p.in === 'path'),
        query: parameters.filter((p) => p.in === 'query'),
        body,
        rawBody: !body && method !== 'get' && method !== 'delete',
      })
    }
  }
  return operations
}

// ——— hostile values ————————————————————————————————————————————————————————————————

const deep = (levels: number, leaf: unknown = 1): unknown => {
  let value: unknown = leaf
  for (let i = 0; i < levels; i++) value = i % 2 ? { a: value } : [value]
  return value
}

/**
 * Half a UTF-16 surrogate pair with no partner (issue 26): high alone, low alone, a reversed pair.
 * Valid JSON (`"\ud800"`), but no UTF-8 text can hold one.
 */
export const LONE_SURROGATES = ['\uD800', '\uDC00', '\uDE00\uD83D']

/** Strings that have broken servers: NUL, bidi, huge numerals, SQL and path tricks. */
export const nastyStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202Eevil\u202C',
  ...LONE_SURROGATES,
  '\uFFFF',
  '😀'.repeat(50),
  'ǅ̶̡̛̖̗̘̙̜̝̞̟̠̤̥̦̩̪̫̬̭̮̯̰̱̲̳̹̺̻̼ͅ',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e24',
  '1.5',
  '[1.5]',
  '[1e24]',
  '["x",1]',
  '{"a":1}',
  '9'.repeat(400),
  '-9223372036854775809',
  '0x10',
  'null',
  'undefined',
  'true',
  "'; drop table users; --",
  "' or '1'='1",
  '%00',
  '%',
  '../../../../etc/passwd',
  '..%2F..%2F',
  '<script>alert(1)</script>',
  '$'.concat('{7*7}{{7*7}}'),
  '__proto__',
  'constructor',
  'prototype',
  'x'.repeat(10_000),
  'ÄÖÜ'.repeat(3_000),
  '2026-02-30T25:61:61Z',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'A',
  'UPPER-CASE',
]

const nastyNumbers = [
  0,
  -0,
  -1,
  1.5,
  1e24,
  -1e24,
  2 ** 53,
  2 ** 63,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  2 ** 31,
  -(2 ** 31) - 1,
]

const prototypeKeyObjects = (): unknown[] => [
  JSON.parse('{"__proto__":{"admin":true,"role":"owner"}}'),
  { constructor: { prototype: { admin: true } } },
  { toString: 'x', valueOf: 1, hasOwnProperty: null },
]

/** A hostile value of any shape. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...nastyStrings) },
  { weight: 3, arbitrary: fc.constantFrom(...nastyNumbers) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], [[]], ['a', 1]) },
  { weight: 1, arbitrary: fc.constantFrom(...prototypeKeyObjects()) },
  { weight: 1, arbitrary: fc.constantFrom(deep(50), deep(1_000), deep(2_000, 'x')) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 80 }) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.bigInt().map((n) => Number(n)) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 3, withNullPrototype: true }) },
)

// ——— values from a schema ——————————————————————————————————————————————————————————

/** Real ids and slugs a param or field may name, so near-valid inputs reach past validation. */
export type Pool = Record<string, string[]>

const poolFor = (pool: Pool, name: string): string[] => {
  const key = name.toLowerCase()
  if (key.includes('slug')) return pool.slug ?? []
  if (key === 'token') return pool.token ?? []
  if (key.includes('gatewayorderid')) return pool.gatewayOrderId ?? []
  if (key === 'name') return pool.category ?? []
  if (key === 'outcome') return ['settlement', 'deny', 'expire', 'cancel', 'pending']
  if (key === 'id' || key.endsWith('id') || key.endsWith('ids')) return pool.id ?? []
  return []
}

function stringFor(schema: JsonSchema, name: string, pool: Pool): fc.Arbitrary<string> {
  const known = poolFor(pool, name)
  const max = Math.min(schema.maxLength ?? 60, 200)
  const min = Math.min(schema.minLength ?? 0, max)
  let base: fc.Arbitrary<string>
  if (schema.format === 'uuid') base = fc.uuid()
  else if (schema.format === 'email') base = fc.emailAddress()
  else if (schema.format === 'uri' || schema.format === 'url') base = fc.webUrl()
  else if (schema.format === 'date-time')
    base = fc.date({ noInvalidDate: true }).map((d) => d.toISOString())
  else if (schema.pattern) {
    let matching: fc.Arbitrary<string> | undefined
    try {
      matching = fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((s) => s.length <= Math.max(max, 1) && s.length >= min)
    } catch {
      // A pattern fast-check cannot generate from (lookahead): plain strings then.
    }
    base = matching ?? fc.string({ minLength: min, maxLength: max })
  } else base = fc.string({ minLength: min, maxLength: max })
  return known.length ? fc.oneof(fc.constantFrom(...known), base) : base
}

/** Values that (mostly) satisfy `schema`. */
export function valid(
  schema: JsonSchema | undefined,
  pool: Pool,
  name = '',
): fc.Arbitrary<unknown> {
  if (!schema) return fc.constant(undefined)
  const withNull = (arb: fc.Arbitrary<unknown>) =>
    schema.nullable ? fc.option(arb, { nil: null, freq: 5 }) : arb
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum) return withNull(fc.constantFrom(...schema.enum))
  const variants = schema.oneOf ?? schema.anyOf
  if (variants) return withNull(fc.oneof(...variants.map((v) => valid(v, pool, name))))
  switch (schema.type) {
    case 'string':
      return withNull(stringFor(schema, name, pool))
    case 'integer':
    case 'number': {
      const min = Math.max(schema.minimum ?? schema.exclusiveMinimum ?? -1e6, -1e9)
      const max = Math.min(schema.maximum ?? 1e7, 1e9)
      return withNull(
        schema.type === 'integer'
          ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
          : fc.double({ min, max, noNaN: true }),
      )
    }
    case 'boolean':
      return withNull(fc.boolean())
    case 'array':
      return withNull(
        fc.array(valid(schema.items, pool, name), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 5, 12),
        }),
      )
    case 'object': {
      const properties = schema.properties ?? {}
      const record: Record<string, fc.Arbitrary<unknown>> = {}
      for (const [key, child] of Object.entries(properties)) record[key] = valid(child, pool, key)
      return withNull(
        fc.record(record, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) }),
      )
    }
    default:
      return withNull(fc.jsonValue({ maxDepth: 2 }))
  }
}

/** Every path to a value inside `schema` (for bending one of them). */
function fieldPaths(schema: JsonSchema | undefined, prefix: string[] = []): string[][] {
  if (schema?.type !== 'object' || !schema.properties) return []
  return Object.entries(schema.properties).flatMap(([key, child]) => [
    [...prefix, key],
    ...fieldPaths(child, [...prefix, key]),
  ])
}

function setAt(target: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value
  const base = target && typeof target === 'object' && !Array.isArray(target) ? target : {}
  const [head, ...rest] = path as [string, ...string[]]
  return { ...base, [head]: setAt((base as Record<string, unknown>)[head], rest, value) }
}

/** A valid value with one field bent, one extra prototype key, or the whole value swapped. */
export function nearValid(schema: JsonSchema | undefined, pool: Pool): fc.Arbitrary<unknown> {
  const paths = fieldPaths(schema)
  const good = valid(schema, pool)
  const bent: fc.Arbitrary<unknown>[] = [
    good,
    fc.tuple(good, nastyValue).map(([, v]) => v),
    good.map((v) =>
      v && typeof v === 'object'
        ? { ...JSON.parse('{"__proto__":{"isAdmin":true}}'), ...v, constructor: { prototype: 1 } }
        : v,
    ),
  ]
  if (paths.length) {
    bent.push(
      fc
        .tuple(good, fc.constantFrom(...paths), nastyValue)
        .map(([v, path, bad]) => setAt(v, path, bad)),
      fc
        .tuple(good, fc.constantFrom(...paths), nastyValue, fc.constantFrom(...paths), nastyValue)
        .map(([v, p1, b1, p2, b2]) => setAt(setAt(v, p1, b1), p2, b2)),
    )
  }
  return fc.oneof(...bent)
}

// ——— the request ————————————————————————————————————————————————————————————————————

export interface FuzzRequest {
  method: string
  url: string
  /** The raw body sent, or undefined. */
  payload?: string
  contentType?: string
}

const safeStringify = (value: unknown): string => {
  try {
    return JSON.stringify(value) ?? 'null'
  } catch {
    return '{"circular":true}'
  }
}

const queryText = (value: unknown): string[] => {
  if (value === undefined) return []
  if (Array.isArray(value)) {
    return value
      .slice(0, 5)
      .map((v) => (v !== null && typeof v === 'object' ? safeStringify(v) : String(v)))
  }
  if (value !== null && typeof value === 'object') return [safeStringify(value)]
  return [String(value)]
}

/**
 * `encodeURIComponent`, except that a lone surrogate (which it refuses) is sent as the three bytes
 * a lenient encoder writes for it (`%ED%A0%80`), as a hostile client would.
 */
export function percentEncode(text: string): string {
  let out = ''
  for (const char of text) {
    const code = char.charCodeAt(0)
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('')
    } else out += encodeURIComponent(char)
  }
  return out
}

const paramText = (value: unknown): string => {
  const text = value !== null && typeof value === 'object' ? safeStringify(value) : String(value)
  return percentEncode(text.slice(0, 2_000)) || '%20'
}

/** A query string from name/value pairs, with `percentEncode` (URLSearchParams would turn a lone surrogate into U+FFFD). */
const queryOf = (pairs: [string, string][]) =>
  pairs.map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`).join('&')

/** Requests for `op`: near-valid params, query and body, with sometimes raw garbage as the body. */
/** The operation's path with its params filled in, and its query (plus `extra`, already encoded). */
function urlOf(op: Operation, paramValues: unknown[], queryValues: unknown[], extra?: string) {
  let path = op.path
  op.params.forEach((p, i) => {
    path = path.replace(`{${p.name}}`, paramText(paramValues[i]))
  })
  const pairs: [string, string][] = []
  op.query.forEach((q, i) => {
    for (const v of queryText(queryValues[i])) pairs.push([q.name, v])
  })
  const queryString = [queryOf(pairs), extra].filter(Boolean).join('&')
  return queryString ? `${path}?${queryString}` : path
}

export function requestsFor(op: Operation, pool: Pool): fc.Arbitrary<FuzzRequest> {
  const param = (p: { name: string; schema: JsonSchema }) =>
    fc.oneof(
      { weight: 3, arbitrary: valid(p.schema, pool, p.name) },
      { weight: 1, arbitrary: nastyValue },
    )
  const params = fc.tuple(...op.params.map(param))
  const queryEntry = (q: { name: string; schema: JsonSchema }) =>
    fc.option(
      fc.oneof(
        { weight: 2, arbitrary: valid(q.schema, pool, q.name) },
        { weight: 2, arbitrary: nastyValue },
      ),
      { nil: undefined, freq: 3 },
    )
  const query = fc.tuple(
    fc.tuple(...op.query.map(queryEntry)),
    fc.option(
      fc.constantFrom('__proto__[x]=1', 'constructor[prototype][x]=1', 'a=1&a=2&a=3', '%'),
      {
        nil: undefined,
        freq: 8,
      },
    ),
  )
  const rawBodies = fc.oneof(
    fc.constantFrom(
      '',
      '{',
      'null',
      '[]',
      '"x"',
      '{"a":',
      '\u0000',
      '{"__proto__":{"x":1}}',
      `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
      `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
    ),
    fc.string({ unit: 'binary', maxLength: 200 }),
  )
  const jsonBody = op.body
    ? nearValid(op.body, pool).map((v) => ({
        payload: safeStringify(v),
        contentType: 'application/json',
      }))
    : fc.constant({
        payload: undefined as string | undefined,
        contentType: undefined as string | undefined,
      })
  const body =
    op.body || op.rawBody
      ? fc.oneof(
          { weight: 6, arbitrary: jsonBody },
          {
            weight: 1,
            arbitrary: fc
              .tuple(
                rawBodies,
                fc.constantFrom(
                  'application/json',
                  'text/plain',
                  'application/x-www-form-urlencoded',
                  'multipart/form-data; boundary=x',
                  'image/png',
                  'application/json; charset=utf-16',
                ),
              )
              .map(([payload, contentType]) => ({ payload, contentType })),
          },
        )
      : fc.constant({
          payload: undefined as string | undefined,
          contentType: undefined as string | undefined,
        })
  return fc.tuple(params, query, body).map(([paramValues, [queryValues, extra], b]) => {
    return {
      method: op.method,
      url: urlOf(op, paramValues, queryValues, extra),
      payload: b.payload,
      contentType: b.contentType,
    }
  })
}

/** Every path to a string inside `schema`, through objects and (at index 0) arrays. */
function stringPaths(schema: JsonSchema | undefined, prefix: (string | number)[] = []) {
  const paths = new Map<string, (string | number)[]>()
  const walk = (node: JsonSchema | undefined, at: (string | number)[]) => {
    if (!node) return
    for (const variant of node.oneOf ?? node.anyOf ?? []) walk(variant, at)
    if (node.type === 'string') paths.set(JSON.stringify(at), at)
    if (node.type === 'array') walk(node.items, [...at, 0])
    for (const [key, child] of Object.entries(node.properties ?? {})) walk(child, [...at, key])
  }
  walk(schema, prefix)
  return [...paths.values()]
}

function setPath(target: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value
  const [head, ...rest] = path as [string | number, ...(string | number)[]]
  if (typeof head === 'number') {
    const list = Array.isArray(target) ? [...target] : []
    list[head] = setPath(list[head], rest, value)
    return list
  }
  const base = target && typeof target === 'object' && !Array.isArray(target) ? target : {}
  return { ...base, [head]: setPath((base as Record<string, unknown>)[head], rest, value) }
}

/**
 * One request per string field of `op` (each body field, query parameter and path parameter) and
 * per lone-surrogate shape, the rest of the request valid: the field a random run may miss is
 * tried too. `inBody` says the surrogate travels in the JSON body (which must be refused).
 */
export function loneSurrogateRequests(op: Operation, pool: Pool, seed: number) {
  const sample = (schema: JsonSchema, name = '') =>
    fc.sample(valid(schema, pool, name), { numRuns: 1, seed })[0]
  const params = op.params.map((p) => sample(p.schema, p.name))
  const query = op.query.map((q) => sample(q.schema, q.name))
  const body = op.body ? sample(op.body) : undefined
  const build = (
    paramValues: unknown[],
    queryValues: unknown[],
    bodyValue: unknown,
  ): FuzzRequest => {
    return {
      method: op.method,
      url: urlOf(op, paramValues, queryValues),
      ...(op.body ? { payload: safeStringify(bodyValue), contentType: 'application/json' } : {}),
    }
  }
  const replaced = (values: unknown[], index: number, text: string) =>
    values.map((value, i) => (i === index ? text : value))
  const requests: { request: FuzzRequest; inBody: boolean }[] = []
  for (const text of LONE_SURROGATES) {
    op.params.forEach((_, i) => {
      requests.push({ request: build(replaced(params, i, text), query, body), inBody: false })
    })
    op.query.forEach((_, i) => {
      requests.push({
        request: build(params, replaced(query, i, `a${text}b`), body),
        inBody: false,
      })
    })
    for (const path of stringPaths(op.body)) {
      requests.push({
        request: build(params, query, setPath(body, path, `a${text}b`)),
        inBody: true,
      })
    }
  }
  return requests
}

// ——— sending and judging ————————————————————————————————————————————————————————————

/** English an error message must not be in (messages are Indonesian). */
const ENGLISH =
  /\b(the|is|are|must|should|expected|invalid|required|unexpected|cannot|failed|error|not found|body|property|unsupported|too (?:large|long|many))\b/i

/** The simulator's server-to-server routes answer in Midtrans's shapes, not ours. */
const isGatewaySide = (url: string) => /^\/api\/simulator\/midtrans\/(v2\/|snap\/v1\/)/.test(url)

export async function send(testApp: TestApp, client: Browser | undefined, request: FuzzRequest) {
  const headers: Record<string, string> = {}
  if (client?.cookies.size) {
    headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }
  if (request.method !== 'GET') headers.origin = TEST_ORIGIN
  if (request.contentType) headers['content-type'] = request.contentType
  // The simulator's gateway side wants the server key, as Midtrans does.
  if (isGatewaySide(request.url)) {
    headers.authorization = `Basic ${Buffer.from(`${testApp.env.midtrans.serverKey}:`).toString('base64')}`
  }
  return testApp.app.inject({
    method: request.method as InjectOptions['method'],
    url: request.url,
    headers,
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  })
}

export interface Verdict {
  status: number
  ok: boolean
  problem?: string
}

/** Never a 5xx; an API error is `{code, message}` JSON with an Indonesian message. */
export function judge(response: Awaited<ReturnType<typeof send>>, url: string): Verdict {
  const status = response.statusCode
  if (status >= 500)
    return { status, ok: false, problem: `${status} ${response.body.slice(0, 300)}` }
  if (status < 400 || isGatewaySide(url)) return { status, ok: true }
  const type = String(response.headers['content-type'] ?? '')
  if (!type.includes('application/json')) {
    return {
      status,
      ok: false,
      problem: `error without JSON (${type}): ${response.body.slice(0, 200)}`,
    }
  }
  let body: { code?: unknown; message?: unknown }
  try {
    body = response.json()
  } catch {
    return { status, ok: false, problem: `unparsable JSON error: ${response.body.slice(0, 200)}` }
  }
  if (typeof body.code !== 'string' || typeof body.message !== 'string' || !body.message) {
    return {
      status,
      ok: false,
      problem: `error without code/message: ${response.body.slice(0, 200)}`,
    }
  }
  if (ENGLISH.test(body.message)) {
    return { status, ok: false, problem: `English error message: ${body.message}` }
  }
  return { status, ok: true }
}

// ——— the cast ——————————————————————————————————————————————————————————————————————

export interface Cast {
  anonymous: undefined
  buyer: Browser
  owner: Browser
  admin: Browser
  pool: Pool
}

/**
 * The people who call the routes (a buyer, a shop's owner with the shop active, a platform
 * admin) and the real ids the fuzzed inputs may name: a published prompt, a paid order with a
 * review, a category.
 */
export async function buildCast(testApp: TestApp): Promise<Cast> {
  const shop = await createShop(testApp.db, { name: 'Toko Fuzz' })
  const prompt = await createPrompt(testApp.db, shop.id, { price: 30_000 })
  const free = await createPrompt(testApp.db, shop.id, { price: 0 })
  const buyerUser = await createUser(testApp.db, { name: 'Pembeli Fuzz' })
  const order = await createPaidOrder(testApp.db, prompt, {
    buyer: { id: buyerUser.id, name: buyerUser.name, email: buyerUser.email },
  })
  const review = await createReview(testApp.db, { ...order, buyerUserId: buyerUser.id })
  const adminUser = await createAdmin(testApp.db, testApp.env.adminOrganizationIds)
  const buyer = await signIn(testApp, buyerUser)
  const owner = await signIn(testApp, shop.owner)
  const admin = await signIn(testApp, adminUser)
  const ids = [shop.id, prompt.id, free.id, order.id, review.id, buyerUser.id]
  return {
    anonymous: undefined,
    buyer,
    owner,
    admin,
    pool: {
      id: ids,
      slug: [prompt.slug, shop.slug, 'syarat-dan-ketentuan'],
      category: ['ilustrasi'],
      token: [],
      gatewayOrderId: [],
    },
  }
}

/** Who calls a route: its area's role, signed in. */
export function callerFor(cast: Cast, path: string): Browser | undefined {
  if (path.startsWith('/api/v1/admin')) return cast.admin
  if (path.startsWith('/api/v1/seller')) return cast.owner
  if (path.startsWith('/api/simulator') || path.startsWith('/api/v1/payments')) return undefined
  return cast.buyer
}

/**
 * Routes fuzzed in order: reads first, then writes, and last what ends the cast's shop (so the
 * other routes meet it open). The event stream is left out: it never ends by design (its quota
 * and input are other tests').
 */
function orderForFuzzing(operations: Operation[]): Operation[] {
  const rank = (op: Operation) => {
    if (op.method === 'DELETE' && op.path === '/api/v1/seller/shop') return 3
    if (op.method === 'GET') return 0
    if (op.method === 'DELETE') return 2
    return 1
  }
  return operations.filter((op) => op.path !== '/api/v1/events').sort((a, b) => rank(a) - rank(b))
}

/** A 5xx known and being fixed elsewhere: counted and reported, not failed here (none now). */
export function knownIssue(_request: FuzzRequest): string | undefined {
  return undefined
}

/** Runs `runs` requests at `op` and collects what went wrong. */
async function fuzzOperation(
  testApp: TestApp,
  cast: Cast,
  op: Operation,
  options: { runs: number; seed: number },
) {
  const problems: string[] = []
  const known = new Set<string>()
  let tried = 0
  const client = callerFor(cast, op.path)
  await fc.assert(
    fc.asyncProperty(requestsFor(op, cast.pool), async (request) => {
      tried++
      const response = await send(testApp, client, request)
      const verdict = judge(response, request.url)
      if (verdict.ok) return
      const knownBy = response.statusCode >= 500 ? knownIssue(request) : undefined
      if (knownBy) {
        known.add(knownBy)
        return
      }
      problems.push(
        `${request.method} ${request.url.slice(0, 300)} ${request.contentType ?? ''} ${
          request.payload?.slice(0, 300) ?? ''
        } → ${verdict.problem}`,
      )
    }),
    { numRuns: options.runs, seed: options.seed, endOnFailure: true },
  )
  for (const { request, inBody } of loneSurrogateRequests(op, cast.pool, options.seed)) {
    tried++
    const response = await send(testApp, client, request)
    const verdict = judge(response, request.url)
    const accepted = inBody && response.statusCode < 400
    if (verdict.ok && !accepted) continue
    problems.push(
      `${request.method} ${request.url.slice(0, 300)} ${request.payload?.slice(0, 300) ?? ''} → ${
        accepted
          ? `${response.statusCode}: a lone surrogate in the body was accepted`
          : verdict.problem
      }`,
    )
  }
  return { tried, problems, known: [...known] }
}

/** Every route (OpenAPI and better-auth's), `runs` requests each, in `orderForFuzzing`'s order. */
export async function fuzzEveryRoute(
  testApp: TestApp,
  cast: Cast,
  options: { runs: number; seed: number },
) {
  const operations = orderForFuzzing([...(await listOperations(testApp)), ...authOperations])
  const problems: string[] = []
  const known = new Set<string>()
  let tried = 0
  for (const op of operations) {
    const result = await fuzzOperation(testApp, cast, op, options)
    tried += result.tried
    problems.push(...result.problems)
    for (const k of result.known) known.add(k)
  }
  return { routes: operations.length, tried, problems, known: [...known].join(', ') || 'none' }
}

export { expect }

const str = (maxLength = 60): JsonSchema => ({ type: 'string', maxLength })
const authBody = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({
  type: 'object',
  properties,
  required,
})

/**
 * better-auth's routes under /api/auth are not in the OpenAPI document (they are its own
 * handler): the ones the web app calls, with the bodies it sends.
 */
export const authOperations: Operation[] = [
  [
    'POST',
    '/api/auth/sign-in/email',
    authBody(
      {
        email: { type: 'string', format: 'email' },
        password: str(),
        rememberMe: { type: 'boolean' },
      },
      ['email', 'password'],
    ),
  ],
  [
    'POST',
    '/api/auth/sign-up/email',
    authBody(
      {
        name: str(),
        email: { type: 'string', format: 'email' },
        password: str(),
        callbackURL: str(),
      },
      ['name', 'email', 'password'],
    ),
  ],
  ['POST', '/api/auth/update-user', authBody({ name: str(), image: str() })],
  [
    'POST',
    '/api/auth/change-password',
    authBody(
      { currentPassword: str(), newPassword: str(), revokeOtherSessions: { type: 'boolean' } },
      ['currentPassword', 'newPassword'],
    ),
  ],
  [
    'POST',
    '/api/auth/request-password-reset',
    authBody({ email: { type: 'string', format: 'email' }, redirectTo: str() }, ['email']),
  ],
  [
    'POST',
    '/api/auth/reset-password',
    authBody({ newPassword: str(), token: str() }, ['newPassword', 'token']),
  ],
  [
    'POST',
    '/api/auth/send-verification-email',
    authBody({ email: { type: 'string', format: 'email' }, callbackURL: str() }, ['email']),
  ],
  ['POST', '/api/auth/sign-out', authBody({})],
  [
    'POST',
    '/api/auth/organization/set-active',
    authBody({ organizationId: { type: 'string', format: 'uuid' }, organizationSlug: str() }),
  ],
  [
    'POST',
    '/api/auth/organization/update',
    authBody({
      organizationId: { type: 'string', format: 'uuid' },
      data: authBody({ name: str(), slug: str(), logo: str() }),
    }),
  ],
  [
    'POST',
    '/api/auth/organization/invite-member',
    authBody(
      {
        email: { type: 'string', format: 'email' },
        role: { type: 'string', enum: ['member', 'admin', 'owner'] },
        organizationId: { type: 'string', format: 'uuid' },
      },
      ['email', 'role'],
    ),
  ],
  [
    'POST',
    '/api/auth/organization/accept-invitation',
    authBody({ invitationId: str() }, ['invitationId']),
  ],
  [
    'POST',
    '/api/auth/organization/remove-member',
    authBody({ memberIdOrEmail: str(), organizationId: { type: 'string', format: 'uuid' } }, [
      'memberIdOrEmail',
    ]),
  ],
].map(([method, path, body]) => ({
  method: method as string,
  path: path as string,
  params: [],
  query: [],
  body: body as JsonSchema,
  rawBody: false,
}))

/** better-auth's reads, with their query. */
authOperations.push(
  {
    method: 'GET',
    path: '/api/auth/verify-email',
    params: [],
    query: [
      { name: 'token', schema: str(400) },
      { name: 'callbackURL', schema: str() },
    ],
    rawBody: false,
  },
  { method: 'GET', path: '/api/auth/get-session', params: [], query: [], rawBody: false },
  {
    method: 'GET',
    path: '/api/auth/reset-password/{token}',
    params: [{ name: 'token', schema: str(100) }],
    query: [{ name: 'callbackURL', schema: str() }],
    rawBody: false,
  },
)
