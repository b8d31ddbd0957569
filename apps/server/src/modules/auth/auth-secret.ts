import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * AUTH_SECRET signs sessions. Production must set it (env validation enforces that); in
 * development one is generated once and kept in DATA_DIR, so sessions survive restarts.
 */
export function resolveAuthSecret(env: {
  authSecret: string | undefined
  dataDir: string
}): string {
  if (env.authSecret) return env.authSecret
  const file = path.join(env.dataDir, 'auth-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  const secret = randomBytes(32).toString('base64url')
  mkdirSync(env.dataDir, { recursive: true })
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}
