import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../client.ts'
import { seedCategories, seedDemoPrompts } from './catalog.ts'
import { seedAdminOrganizations, seedDemoAccounts } from './demo-accounts.ts'
import { seedDemoOrders } from './demo-orders.ts'
import { seedDemoViews } from './demo-views.ts'
import { seedStaticPages } from './static-pages.ts'

interface SeedOptions {
  adminOrganizationIds: string[]
  /** Demo accounts and sample data are never written in production. */
  includeDemoData: boolean
  log: Pick<FastifyBaseLogger, 'info'>
}

/**
 * Fills what an empty database needs. Every step is idempotent (it inserts only what is
 * missing and never overwrites edits), so it runs on every start.
 */
export async function runSeed(db: Database, options: SeedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    const added = {
      pages: await seedStaticPages(tx),
      adminOrganizations: await seedAdminOrganizations(tx, options.adminOrganizationIds),
      categories: await seedCategories(tx),
      demoAccounts: options.includeDemoData
        ? await seedDemoAccounts(tx, options.adminOrganizationIds)
        : 0,
      demoPrompts: options.includeDemoData ? await seedDemoPrompts(tx) : 0,
      demoOrders: options.includeDemoData ? await seedDemoOrders(tx) : 0,
      demoViews: options.includeDemoData ? await seedDemoViews(tx) : 0,
    }
    if (Object.values(added).some((n) => n > 0)) options.log.info({ added }, 'seed: data added')
  })
}
