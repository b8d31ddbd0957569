import type { FastifyBaseLogger } from 'fastify'
import type { ObjectStore } from '../../infra/storage/object-store.ts'
import type { Database } from '../client.ts'
import { seedCategories, seedDemoPrompts } from './catalog.ts'
import { seedAdminOrganizations, seedDemoAccounts } from './demo-accounts.ts'
import { seedDemoAudit } from './demo-audit.ts'
import { seedDemoOrders } from './demo-orders.ts'
import { seedCatalogueShops } from './demo-shops.ts'
import { seedDemoTries } from './demo-tries.ts'
import { seedDemoViews } from './demo-views.ts'
import { SeedImages } from './images/seed-images.ts'
import { seedStaticPages } from './static-pages.ts'

interface SeedOptions {
  adminOrganizationIds: string[]
  /** Demo accounts and sample data are never written in production. */
  includeDemoData: boolean
  /**
   * Where the app keeps uploads (`DATA_DIR/uploads` or the `S3_*` bucket): the demo's
   * thumbnails, example outputs, logos and banners are stored there. Without it the demo has
   * no pictures.
   */
  objectStore?: ObjectStore
  log: Pick<FastifyBaseLogger, 'info'>
}

/**
 * Fills what an empty database needs. Every step is idempotent (it inserts only what is
 * missing and never overwrites edits), so it runs on every start.
 */
export async function runSeed(db: Database, options: SeedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    // Pictures render on sharp's threads while the rows are written; `flush` waits for them.
    const images =
      options.includeDemoData && options.objectStore ? new SeedImages(options.objectStore) : null
    const demo = options.includeDemoData
    const added = {
      pages: await seedStaticPages(tx),
      adminOrganizations: await seedAdminOrganizations(tx, options.adminOrganizationIds),
      categories: await seedCategories(tx),
      demoAccounts: demo ? await seedDemoAccounts(tx, options.adminOrganizationIds, images) : 0,
      demoShops: demo ? await seedCatalogueShops(tx, images) : 0,
      demoPrompts: demo ? await seedDemoPrompts(tx, images) : 0,
      demoOrders: demo ? await seedDemoOrders(tx) : 0,
      demoViews: demo ? await seedDemoViews(tx) : 0,
      demoTries: demo ? await seedDemoTries(tx) : 0,
      demoAudit:
        demo && options.adminOrganizationIds[0]
          ? await seedDemoAudit(tx, options.adminOrganizationIds[0])
          : 0,
      demoImages: images ? await images.flush(tx) : 0,
    }
    if (Object.values(added).some((n) => n > 0)) options.log.info({ added }, 'seed: data added')
  })
}
