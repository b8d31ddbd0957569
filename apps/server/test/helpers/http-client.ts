import type { InjectOptions } from 'fastify'
import type { App } from '../../src/app.ts'
import { TEST_ORIGIN } from './build-test-app.ts'

/** Cookies as a browser keeps them: set by `Set-Cookie`, removed when expired or emptied. */
export function cookieJar() {
  const cookies = new Map<string, string>()
  return {
    cookies,
    remember(setCookie: string | string[] | undefined) {
      for (const line of [setCookie ?? []].flat()) {
        const [pair] = line.split(';')
        const [name, ...value] = (pair ?? '').split('=')
        if (!name) continue
        if (/max-age=0/i.test(line) || value.join('=') === '') cookies.delete(name.trim())
        else cookies.set(name.trim(), value.join('='))
      }
    },
  }
}

/**
 * A browser-like client for `app.inject`: it keeps the cookies it is given and sends our
 * Origin on writes, as the web app does. `ip` is the address it connects from (default
 * 127.0.0.1, as `inject` has it).
 */
export function browser(app: App, options: { ip?: string } = {}) {
  const { cookies, remember } = cookieJar()
  const request = async (method: InjectOptions['method'], url: string, payload?: unknown) => {
    const response = await app.inject({
      method,
      url,
      headers: {
        ...(cookies.size ? { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...(method !== 'GET' ? { origin: TEST_ORIGIN } : {}),
      },
      ...(options.ip ? { remoteAddress: options.ip } : {}),
      ...(payload !== undefined ? { payload: payload as InjectOptions['payload'] } : {}),
    })
    remember(response.headers['set-cookie'])
    return response
  }
  return {
    cookies,
    get: (url: string) => request('GET', url),
    post: (url: string, payload: unknown = {}) => request('POST', url, payload),
    put: (url: string, payload: unknown = {}) => request('PUT', url, payload),
    patch: (url: string, payload: unknown = {}) => request('PATCH', url, payload),
    /** Any method without a body (DELETE, a PUT that names its target in the path). */
    request: (method: InjectOptions['method'], url: string) => request(method, url),
    /** Follows a link from an email (a GET that may redirect and set cookies). */
    visit: (link: string) => request('GET', new URL(link).pathname + new URL(link).search),
  }
}

export type Browser = ReturnType<typeof browser>

export async function signUp(
  client: Browser,
  user: { name: string; email: string; password?: string },
) {
  const response = await client.post('/api/auth/sign-up/email', {
    name: user.name,
    email: user.email,
    password: user.password ?? 'rahasia-sekali-123',
    callbackURL: '/verify-email?status=verified',
  })
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`)
  return response
}
