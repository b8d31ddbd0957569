import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../helpers/build-test-app.ts'
import { buildTestApp } from '../helpers/build-test-app.ts'
import { fakeWebBuild } from '../helpers/fake-web-build.ts'
import type { Browser } from '../helpers/http-client.ts'
import { accessMatrix, type MatrixEntry } from './access-matrix.ts'
import { buildFixtures, type Fixtures, ROLES, type Role } from './fixtures.ts'

/**
 * Every route the app registers, as `METHOD /pattern`; better-auth's catch-all is opened into
 * its endpoints (each served under /api/auth), so a new plugin endpoint needs an entry too.
 */
export function registeredRouteKeys(testApp: TestApp): string[] {
  const keys = new Set<string>()
  for (const route of testApp.app.registeredRoutes) {
    if (route.url === '/api/auth/*') continue
    keys.add(`${route.method} ${route.url}`)
  }
  for (const endpoint of Object.values(testApp.app.auth.api) as {
    path?: string
    options?: { method?: string | string[] }
  }[]) {
    if (!endpoint.path) continue
    for (const method of [endpoint.options?.method ?? []].flat()) {
      keys.add(`${method} /api/auth${endpoint.path}`)
    }
  }
  return [...keys].sort()
}

const refusalOf = (entry: MatrixEntry, role: Role): number => {
  if (typeof entry.refuse === 'number') return entry.refuse
  return entry.refuse?.[role] ?? (role === 'anonymous' ? 401 : 403)
}

const methodOf = (key: string) => key.slice(0, key.indexOf(' '))

function send(client: Browser, method: string, url: string, body: unknown) {
  if (method === 'GET') return client.get(url)
  if (method === 'PUT') return client.put(url, body ?? {})
  if (method === 'PATCH') return client.patch(url, body ?? {})
  if (method === 'POST') return client.post(url, body ?? {})
  return client.request(method as 'DELETE', url)
}

describe('the authorisation matrix of every registered route', () => {
  let testApp: TestApp
  let fixtures: Fixtures
  const webDist = fakeWebBuild()

  beforeAll(async () => {
    testApp = await buildTestApp({ webDistDir: webDist.dir })
    fixtures = await buildFixtures(testApp)
  })
  afterAll(async () => {
    await testApp.close()
    webDist.remove()
  })

  it('has an entry for every registered route, and none for a route that is gone', () => {
    const registered = registeredRouteKeys(testApp)
    const missing = registered.filter((key) => !(key in accessMatrix))
    const stale = Object.keys(accessMatrix).filter((key) => !registered.includes(key))
    expect(
      missing,
      'routes without an entry in test/adversarial/access-matrix.ts: say who may call them',
    ).toEqual([])
    expect(stale, 'entries in access-matrix.ts for routes the app no longer registers').toEqual([])
  })

  it('answers each role as the matrix says, and a refusal carries nothing of the row', async () => {
    // Values only some people may see: a refusal must carry none of them.
    const rowValues = [
      ...Object.values(fixtures.secrets),
      fixtures.users.buyer.email,
      fixtures.order.number,
    ]
    const wrong: string[] = []
    const table: string[] = []
    let calls = 0
    let refusals = 0
    for (const [key, entry] of Object.entries(accessMatrix)) {
      const method = methodOf(key)
      const { url, body } = entry.call(fixtures)
      const row: string[] = []
      for (const role of ROLES) {
        const allowed = entry.allow.includes(role)
        if (allowed && (entry.destructive || entry.stream)) {
          row.push(`${role}:-`)
          continue
        }
        const response = await Promise.race([
          send(fixtures.as(role), method, url, body),
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error(`${key} as ${role}: no answer in 5 s`)), 5_000),
          ),
        ])
        calls++
        row.push(`${role}:${response.statusCode}`)
        if (allowed) {
          const ok = entry.allowed
            ? entry.allowed.includes(response.statusCode)
            : response.statusCode >= 200 && response.statusCode < 400
          if (!ok)
            wrong.push(`${key} as ${role}: ${response.statusCode} ${response.body.slice(0, 160)}`)
        } else {
          const expected = refusalOf(entry, role)
          if (response.statusCode !== expected) {
            wrong.push(
              `${key} as ${role}: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 160)}`,
            )
          } else refusals++
          const leaked = rowValues.filter((value) => response.body.includes(value))
          if (leaked.length > 0)
            wrong.push(`${key} as ${role}: refusal carries ${leaked.join(', ')}`)
        }
      }
      table.push(`${key.padEnd(60)} ${row.join(' ')}`)
    }
    if (process.env.MATRIX_PRINT) process.stdout.write(`${table.join('\n')}\n`)
    process.stdout.write(`access matrix: ${calls} calls, ${refusals} refused as expected\n`)
    expect(wrong).toEqual([])
  }, 300_000)
})
