import { formatDateWib } from '@pasarprompt/contracts/format'
import { useParams } from 'react-router'
import { Skeleton } from '@/components/ui/skeleton'
import { useStaticPage } from '@/features/pages/api/get-static-page'
import { ApiError } from '@/lib/http'
import { common } from '@/locales/id/common'
import { marketplace } from '@/locales/id/marketplace'
import { NotFoundPage } from './not-found-page'

/** /page/{slug}: about, terms, privacy and contact. */
export function StaticPageRoute() {
  const { slug = '' } = useParams()
  const page = useStaticPage(slug)

  if (page.error instanceof ApiError && page.error.status === 404) return <NotFoundPage />
  if (page.error) throw page.error

  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      {page.data ? (
        <>
          <title>{`${page.data.title} — ${common.brand.name}`}</title>
          <h1 className="font-bold text-3xl tracking-tight">{page.data.title}</h1>
          <p className="mt-2 text-muted-foreground text-sm">
            {marketplace.staticPage.lastUpdated(formatDateWib(page.data.lastUpdated))}
          </p>
          <p className="mt-6 text-lg">{page.data.summary}</p>
          {page.data.sections.map((section) => (
            <section key={section.heading} className="mt-8">
              <h2 className="font-semibold text-xl">{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-3 text-muted-foreground leading-relaxed">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
        </>
      ) : (
        <div role="status" aria-busy="true" aria-label={common.loading} className="space-y-4">
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      )}
    </article>
  )
}
