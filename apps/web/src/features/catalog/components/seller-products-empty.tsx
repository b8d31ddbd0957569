import { type PromptStatus, promptStatusLabels } from '@pasarprompt/contracts/catalog'
import { PackageOpen, SearchX } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { seller } from '@/locales/id/seller'
import { NewProductButton } from './new-product-button'

const text = seller.products.list

type Props = {
  /** The shop has no prompt at all (every status counts zero). */
  shopIsEmpty: boolean
  q: string
  status: PromptStatus | undefined
  onClearSearch: () => void
  allHref: string
}

/** Why the list is empty and the one thing to do: add a prompt, clear the search, see all. */
export function SellerProductsEmpty({ shopIsEmpty, q, status, onClearSearch, allHref }: Props) {
  return shopIsEmpty && !q ? (
    <EmptyState
      icon={<PackageOpen aria-hidden="true" />}
      title={text.emptyTitle}
      body={text.emptyBody}
      action={<NewProductButton />}
    />
  ) : q ? (
    <EmptyState
      icon={<SearchX aria-hidden="true" />}
      title={text.noResultsTitle(q)}
      body={text.noResultsBody}
      action={
        <Button variant="outline" onClick={onClearSearch}>
          {text.clearSearch}
        </Button>
      }
    />
  ) : (
    <EmptyState
      icon={<PackageOpen aria-hidden="true" />}
      title={text.emptyStatusTitle(status ? promptStatusLabels[status] : text.all)}
      body={text.emptyStatusBody}
      action={
        <Button asChild variant="outline">
          <Link to={allHref}>{text.showAll}</Link>
        </Button>
      }
    />
  )
}

function EmptyState({
  icon,
  title,
  body,
  action,
}: {
  icon: ReactNode
  title: string
  body: string
  action: ReactNode
}) {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed bg-card px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground [&_svg]:size-6">
        {icon}
      </span>
      <h2 className="font-semibold text-lg">{title}</h2>
      <p className="max-w-md text-muted-foreground text-sm">{body}</p>
      <div className="mt-1">{action}</div>
    </div>
  )
}
