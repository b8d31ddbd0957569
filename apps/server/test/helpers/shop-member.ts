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
