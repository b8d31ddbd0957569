import { ArrowRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { marketplace } from '@/locales/id/marketplace'

/** A titled band of the storefront's home page, with an optional "see all" link. */
export function HomeSection({
  id,
  title,
  more,
  children,
}: {
  id: string
  title: string
  more?: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 pt-10 sm:pt-14">
      <div className="mb-4 flex items-end justify-between gap-4 sm:mb-5">
        <h2 id={id} className="font-semibold text-xl sm:text-2xl">
          {title}
        </h2>
        {more ? (
          <Link
            to={more}
            className="inline-flex shrink-0 items-center gap-1 whitespace-nowrap font-medium text-primary text-sm hover:underline"
          >
            {marketplace.home.seeAll}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  )
}
