import {
  createUser,
  type FactoryUser,
  type UserOverrides,
} from '../../src/db/factories/create-user.ts'
import type { TestApp } from './build-test-app.ts'
import { type Browser, browser } from './http-client.ts'

/**
 * A browser signed in as `user` through better-auth's email sign-in, as the web app does
 * (connecting from `ip` when given).
 */
export async function signIn(
  testApp: TestApp,
  user: FactoryUser,
  options: { ip?: string } = {},
): Promise<Browser> {
  const client = browser(testApp.app, options)
  const response = await client.post('/api/auth/sign-in/email', {
    email: user.email,
    password: user.password,
  })
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`)
  return client
}

/** A new (verified) user and a browser signed in as them. */
export async function signedInUser(testApp: TestApp, overrides: UserOverrides = {}) {
  const user = await createUser(testApp.db, overrides)
  return { user, client: await signIn(testApp, user) }
}

/** The bearer token a client that keeps no cookie (a script, a mobile app) signs in with. */
export async function bearerTokenOf(testApp: TestApp, user: FactoryUser): Promise<string> {
  const response = await browser(testApp.app).post('/api/auth/sign-in/email', {
    email: user.email,
    password: user.password,
  })
  const token = response.headers['set-auth-token']
  if (typeof token !== 'string') throw new Error(`no bearer token: ${response.body}`)
  return token
}
