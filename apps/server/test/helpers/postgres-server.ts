import pg from 'pg'

/** The PostgreSQL server the PostgreSQL suites run on (vitest.config.ts). */
export function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL
  if (!url) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL suites')
  return url
}

/** Runs one statement on the PostgreSQL server of TEST_DATABASE_URL, outside any database. */
export async function onServer(statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl() })
  await admin.connect()
  try {
    await admin.query(statement)
  } finally {
    await admin.end()
  }
}
