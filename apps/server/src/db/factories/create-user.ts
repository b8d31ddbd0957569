import { randomUUID } from 'node:crypto'
import { hashPassword } from 'better-auth/crypto'
import type { Executor } from '../client.ts'
import { accounts, users } from '../schema.ts'
import { stampInsert, systemActor } from '../stamps.ts'
import { unique } from './unique.ts'

/** The password of every user a factory makes unless it is given another one. */
export const FACTORY_PASSWORD = 'rahasia-sekali-123'

// better-auth's scrypt costs a few hundred milliseconds: each password is hashed once a process.
const hashes = new Map<string, Promise<string>>()
const hashOf = (password: string) => {
  let hash = hashes.get(password)
  if (!hash) {
    hash = hashPassword(password)
    hashes.set(password, hash)
  }
  return hash
}

export interface UserOverrides {
  name?: string
  email?: string
  password?: string
  /** Verified unless told otherwise: most journeys need it, and verification has its own tests. */
  emailVerified?: boolean
}

export type FactoryUser = { id: string; name: string; email: string; password: string }

/** An account that can sign in with email and password, as better-auth would have made it. */
export async function createUser(
  db: Executor,
  overrides: UserOverrides = {},
): Promise<FactoryUser> {
  const id = randomUUID()
  const user = {
    id,
    name: overrides.name ?? 'Pengguna Uji',
    email: overrides.email ?? `pengguna-${unique()}@contoh.id`,
    password: overrides.password ?? FACTORY_PASSWORD,
  }
  await db.insert(users).values(
    stampInsert(systemActor, {
      id,
      name: user.name,
      email: user.email,
      emailVerified: overrides.emailVerified ?? true,
    }),
  )
  await db.insert(accounts).values(
    stampInsert(systemActor, {
      id: randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: await hashOf(user.password),
    }),
  )
  return user
}
