import { z } from 'zod'

/** The static pages linked from the footer (DESIGN.md §5). */
export const staticPageSlugs = [
  'tentang',
  'syarat-ketentuan',
  'kebijakan-privasi',
  'kontak',
] as const
export const StaticPageSlug = z.enum(staticPageSlugs)
export type StaticPageSlug = z.infer<typeof StaticPageSlug>

export const PageSection = z.object({
  heading: z.string(),
  paragraphs: z.array(z.string()),
})
export type PageSection = z.infer<typeof PageSection>

export const StaticPage = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  sections: z.array(PageSection),
  lastUpdated: z.iso.datetime(),
})
export type StaticPage = z.infer<typeof StaticPage>
