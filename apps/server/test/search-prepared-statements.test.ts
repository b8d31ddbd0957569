import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows, selectShaped } from '../src/db/client.ts'
import { createShop } from '../src/db/factories/create-shop.ts'
import { organizations } from '../src/db/schema.ts'
import { buildTestApp } from './helpers/build-test-app.ts'
import { testDatabaseKind } from './helpers/test-database.ts'

/**
 * A search's statements are prepared by shape (`selectShaped` in `db/client.ts`, decision 0017):
 * its text is built once and named by that text, so a connection parses it once. PGlite has no
 * statement names; PostgreSQL lists them in `pg_prepared_statements` of the connection.
 */
describe.runIf(testDatabaseKind === 'postgres')('statements prepared by shape', () => {
  let testApp: Awaited<ReturnType<typeof buildTestApp>>

  beforeAll(async () => {
    testApp = await buildTestApp()
    await createShop(testApp.db, { name: 'Toko Bentuk', slug: 'toko-bentuk' })
    await createShop(testApp.db, { name: 'Toko Lain', slug: 'toko-lain' })
  })
  afterAll(() => testApp.close())

  it('runs a select under one name for its text, whatever its values, and maps its rows', async () => {
    // One transaction: one connection, whose prepared statements are the ones listed.
    await testApp.db.transaction(async (tx) => {
      const shopNamed = (slug: string) =>
        selectShaped(
          'shape_probe',
          tx
            .select({ name: organizations.name })
            .from(organizations)
            .where(eq(organizations.slug, slug)),
        )
      expect(await shopNamed('toko-bentuk')).toEqual([{ name: 'Toko Bentuk' }])
      expect(await shopNamed('toko-lain')).toEqual([{ name: 'Toko Lain' }])
      const prepared = await queryRows<{ name: string; statement: string }>(
        tx,
        sql`select name, statement from pg_prepared_statements where name like 'shape_probe_%'`,
      )
      expect(prepared).toHaveLength(1)
      expect(prepared[0]?.statement).toContain('"organizations"."slug" = $1')
    })
  })
})
