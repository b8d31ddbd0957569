import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { openDatabase, queryRows } from './client.ts'

it('[OPERATOR] the embedded database keeps PostgreSQL to small buffers, so its memory stays small (issue 27)', async () => {
  const handle = await openDatabase({ pgliteDir: 'memory://' })
  try {
    const show = async (name: string) =>
      (await queryRows<Record<string, string>>(handle.db, sql.raw(`show ${name}`)))[0]?.[name]
    expect(await show('shared_buffers')).toBe('16MB')
    expect(await show('maintenance_work_mem')).toBe('16MB')
    expect(await show('work_mem')).toBe('4MB')
  } finally {
    await handle.close()
  }
})
