/** The static pages' cache keys (Tentang, Syarat, Privasi …). */
export const pageKeys = {
  page: (slug: string) => ['pages', slug] as const,
}
