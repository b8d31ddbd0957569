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
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 pt-14">
      <div className="mb-5 flex items-end justify-between gap-4">
        <h2 id={id} className="font-semibold text-2xl">
          {title}
        </h2>
        {more ? (
          <Link
            to={more}
            className="inline-flex items-center gap-1 font-medium text-primary text-sm hover:underline"
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
