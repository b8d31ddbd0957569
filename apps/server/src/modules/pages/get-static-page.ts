import type { StaticPage } from '@pasarprompt/contracts/pages'
import { and, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { pages } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'

export async function getStaticPage(
  db: Executor,
  input: { slug: string; companyId: string },
): Promise<StaticPage> {
  const [page] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.companyId, input.companyId), eq(pages.slug, input.slug)))
    .limit(1)
  if (!page) throw new AppError('NOT_FOUND', 'Halaman tidak ditemukan.')
  return {
    slug: page.slug,
    title: page.title,
    summary: page.summary,
    sections: page.sections,
    lastUpdated: page.lastUpdated.toISOString(),
  }
}
