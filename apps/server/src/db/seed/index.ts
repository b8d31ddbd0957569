import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../client.ts'
import { seedStaticPages } from './static-pages.ts'

interface SeedOptions {
  log: Pick<FastifyBaseLogger, 'info'>
}

/**
 * Fills what an empty database needs. Every step is idempotent (it inserts only what is
 * missing and never overwrites edits), so it runs on every start.
 */
export async function runSeed(db: Database, options: SeedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    const pagesAdded = await seedStaticPages(tx)
    if (pagesAdded > 0) options.log.info({ pagesAdded }, 'seed: static pages added')
  })
}
