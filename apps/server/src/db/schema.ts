// Every table of the app, for Drizzle's typed queries and drizzle-kit's migrations.
export * from './schema/auth.ts'
export * from './schema/catalog.ts'
export * from './schema/pages.ts'
export * from './schema/shops.ts'
export * from './schema/wishlist.ts'
