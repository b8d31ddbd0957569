import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, queryRows } from '../src/db/client.ts'
import { migrateDatabase } from '../src/db/migrate.ts'
import { pages } from '../src/db/schema.ts'
import { type Actor, stampInsert, stampUpdate } from '../src/db/stamps.ts'
import { AppError } from '../src/lib/app-error.ts'
import { toAppError } from '../src/lib/to-app-error.ts'
import { openMigratedEmptyTestDatabase, type TestDatabase } from './helpers/test-database.ts'

const seller: Actor = { uid: 'user-1', email: 'penjual@example.id', companyId: 'marketplace' }
const page = {
  slug: 'uji',
  title: 'Halaman uji',
  summary: 'Ringkasan',
  sections: [{ heading: 'Bagian', paragraphs: ['Isi'] }],
}

describe('database', () => {
  let handle: DatabaseHandle
  let testDatabase: TestDatabase
  beforeAll(async () => {
    ;({ handle, testDatabase } = await openMigratedEmptyTestDatabase())
  })
  afterAll(async () => {
    await handle.close()
    await testDatabase.drop()
  })

  it('applies every migration to an empty database, and again without change', async () => {
    const count = async () => {
      const [row] = await queryRows<{ n: number }>(
        handle.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )
      return row?.n
    }
    const applied = await count()
    expect(applied).toBeGreaterThan(0)
    await migrateDatabase(handle)
    expect(await count()).toBe(applied)
  })

  it('fills every stamp on insert and ignores stamps sent by a client', async () => {
    const forged = {
      ...page,
      createdBy: 'attacker',
      companyId: 'other-tenant',
      createdAt: new Date('2000-01-01'),
      lastUpdatedBy: { uid: 'attacker', email: null },
    }
    const [row] = await handle.db.insert(pages).values(stampInsert(seller, forged)).returning()
    expect(row).toMatchObject({
      createdBy: 'user-1',
      companyId: 'marketplace',
      lastUpdatedBy: { uid: 'user-1', email: 'penjual@example.id' },
    })
    expect(row?.createdAt.getFullYear()).toBeGreaterThan(2000)
  })

  it('refreshes last_updated on update but never the creation stamps or the tenant', async () => {
    const admin: Actor = { uid: 'admin-1', email: 'admin@example.id', companyId: 'marketplace' }
    const [updated] = await handle.db
      .update(pages)
      .set(stampUpdate(admin, { title: 'Judul baru', companyId: 'other-tenant', createdBy: 'x' }))
      .where(eq(pages.slug, 'uji'))
      .returning()
    expect(updated).toMatchObject({
      title: 'Judul baru',
      companyId: 'marketplace',
      createdBy: 'user-1',
      lastUpdatedBy: { uid: 'admin-1', email: 'admin@example.id' },
    })
  })

  it("refuses a row without a company id with 'No Company ID'", async () => {
    expect(() => stampInsert({ ...seller, companyId: undefined }, page)).toThrow('No Company ID')

    // The database refuses it too, should any code path skip the stamps.
    const insert = handle.db.execute(
      sql`insert into pages (slug, title, summary, sections) values ('x', 'x', 'x', '[]')`,
    )
    const error = await insert.then(
      () => undefined,
      (thrown: unknown) => toAppError(thrown),
    )
    expect(error).toBeInstanceOf(AppError)
    expect(error).toMatchObject({ code: 'NO_COMPANY_ID', message: 'No Company ID' })
  })

  it('rolls a use case back entirely when it fails inside a transaction', async () => {
    const attempt = handle.db.transaction(async (tx) => {
      await tx.insert(pages).values(stampInsert(seller, { ...page, slug: 'sementara' }))
      throw new AppError('CONFLICT')
    })
    await expect(attempt).rejects.toMatchObject({ code: 'CONFLICT' })
    const rows = await handle.db.select().from(pages).where(eq(pages.slug, 'sementara'))
    expect(rows).toEqual([])
  })

  it('maps a unique violation to a 409 conflict', async () => {
    const duplicate = handle.db.insert(pages).values(stampInsert(seller, page))
    const error = await duplicate.then(
      () => undefined,
      (thrown: unknown) => toAppError(thrown),
    )
    expect(error).toMatchObject({ code: 'CONFLICT', status: 409 })
  })
})
