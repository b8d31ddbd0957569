import type { ShopRole } from '@pasarprompt/contracts/shops'
import { sql } from 'drizzle-orm'
import { members } from '../../src/db/schema.ts'
import { stampInsert, systemActor } from '../../src/db/stamps.ts'
import type { buildTestApp } from './build-test-app.ts'
import { type Browser, browser, signUp } from './http-client.ts'

/**
 * A new verified user who joined `shopId` with `role`, signed in with that shop active: the
 * staff of a shop, as its owner would have invited them.
 */
export async function signInAsShopStaff(
  testApp: Awaited<ReturnType<typeof buildTestApp>>,
  shopId: string,
  role: ShopRole = 'member',
): Promise<Browser> {
  const client = browser(testApp.app)
  const email = `staf-${Math.random().toString(36).slice(2)}@contoh.id`
  await signUp(client, { name: 'Staf Toko', email })
  await testApp.db.execute(sql`update users set email_verified = true where email = ${email}`)
  await client.post('/api/auth/sign-in/email', { email, password: 'rahasia-sekali-123' })
  const userId = (await client.get('/api/v1/session')).json().user.id
  await testApp.db
    .insert(members)
    .values(stampInsert(systemActor, { id: `m-${userId}`, organizationId: shopId, userId, role }))
  await client.post('/api/auth/organization/set-active', { organizationId: shopId })
  return client
}

/** A new verified user who opened a shop of their own (its owner, with it active). */
export async function signUpShopOwner(testApp: Awaited<ReturnType<typeof buildTestApp>>) {
  const client = browser(testApp.app)
  const email = `toko-${Math.random().toString(36).slice(2)}@contoh.id`
  await signUp(client, { name: 'Toko Baru', email })
  // Verification is tested elsewhere; here only the shop matters.
  await testApp.db.execute(sql`update users set email_verified = true where email = ${email}`)
  await client.post('/api/auth/sign-in/email', { email, password: 'rahasia-sekali-123' })
  const slug = `toko-${Math.random().toString(36).slice(2, 8)}`
  const created = await client.post('/api/v1/account/shops', { name: 'Toko Baru', slug })
  if (created.statusCode !== 201) throw new Error(`opening a shop failed: ${created.body}`)
  return { client, id: created.json().id as string, slug, email }
}
