import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Executor } from '../client.ts'
import { members, users } from '../schema.ts'
import { stampInsert, systemActor } from '../stamps.ts'
import { createUser, type FactoryUser, type UserOverrides } from './create-user.ts'

/**
 * A platform admin (DESIGN.md §4): a member of every admin organisation whose sessions start in
 * the first one. `user` makes an existing account one.
 */
export async function createAdmin(
  db: Executor,
  adminOrganizationIds: string[],
  overrides: UserOverrides & { user?: FactoryUser } = {},
): Promise<FactoryUser> {
  const admin = overrides.user ?? (await createUser(db, { name: 'Admin Uji', ...overrides }))
  await db.insert(members).values(
    adminOrganizationIds.map((organizationId) =>
      stampInsert(systemActor, {
        id: randomUUID(),
        organizationId,
        userId: admin.id,
        role: 'owner',
      }),
    ),
  )
  await db
    .update(users)
    .set({ lastActiveOrganizationId: adminOrganizationIds[0] })
    .where(eq(users.id, admin.id))
  return admin
}
