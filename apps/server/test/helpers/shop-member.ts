import type { ShopRole } from '@pasarprompt/contracts/shops'
import { createShop } from '../../src/db/factories/create-shop.ts'
import { createUser } from '../../src/db/factories/create-user.ts'
import { members } from '../../src/db/schema.ts'
import { stampInsert, systemActor } from '../../src/db/stamps.ts'
import type { TestApp } from './build-test-app.ts'
import type { Browser } from './http-client.ts'
import { signIn } from './sign-in.ts'

/**
 * A new verified user who joined `shopId` with `role`, signed in with that shop active: the
 * staff of a shop, as its owner would have invited them.
 */
export async function signInAsShopStaff(
  testApp: TestApp,
  shopId: string,
  role: ShopRole = 'member',
): Promise<Browser> {
  const user = await createUser(testApp.db, { name: 'Staf Toko' })
  await testApp.db.insert(members).values(
    stampInsert(systemActor, {
      id: `m-${user.id}`,
      organizationId: shopId,
      userId: user.id,
      role,
    }),
  )
  const client = await signIn(testApp, user)
  await client.post('/api/auth/organization/set-active', { organizationId: shopId })
  return client
}

/** A new verified user with a shop of their own, signed in with it active (its owner). */
export async function signedInShopOwner(testApp: TestApp) {
  const shop = await createShop(testApp.db, { name: 'Toko Baru' })
  const client = await signIn(testApp, shop.owner)
  return { client, id: shop.id, slug: shop.slug, email: shop.owner.email }
}
