import { PROMPT_STATUSES, PromptStatus, promptStatusLabels } from '@pasarprompt/contracts/catalog'
import { useSearchParams } from 'react-router'
import { FilterButtons } from '@/components/list/filter-buttons'
import { ListCard, ListStates, LoadMoreButton } from '@/components/list/list-states'
import { PageHeader } from '@/components/list/page-header'
import { SearchField } from '@/components/search-field'
import { useAdminProducts } from '@/features/catalog/api/admin-review'
import { AdminProductRow } from '@/features/catalog/components/admin-products/admin-product-row'
import { useSearchParamText } from '@/hooks/use-search-param-text'
import { admin } from '@/locales/id/admin'

const text = admin.review

/** /admin/product: the review queue first; every prompt of every shop on the second tab. */
export function AdminProductsPage() {
  const [params, setParams] = useSearchParams()
  const view = params.get('tampil') === 'semua' ? 'all' : 'queue'
  const { q, search, setSearch } = useSearchParamText()
  const status = view === 'all' ? PromptStatus.safeParse(params.get('status')).data : undefined
  const products = useAdminProducts({ view, status, q: q || undefined })
  const pages = products.data?.pages ?? []
  const items = pages.flatMap((page) => page.items)
  const queueCount = pages[0]?.queueCount

  /** One of the two tabs, or a status within "all"; switching tabs clears the status. */
  const choose = (next: { view: 'queue' | 'all'; status?: PromptStatus | undefined }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current)
        if (next.view === 'all') updated.set('tampil', 'semua')
        else updated.delete('tampil')
        if (next.status) updated.set('status', next.status)
        else updated.delete('status')
        return updated
      },
      { replace: true },
    )

  return (
    <div className="grid grid-cols-1 gap-5">
      <title>{`${text.title} — ${admin.area}`}</title>
      <PageHeader title={text.title} lead={text.lead} />
      <FilterButtons
        legend={text.title}
        options={['queue', 'all'] as const}
        label={(option) =>
          option === 'queue'
            ? `${text.queue}${queueCount === undefined ? '' : ` (${queueCount})`}`
            : text.all
        }
        value={view}
        onChange={(next) => choose({ view: next ?? 'queue' })}
      />
      {view === 'all' ? (
        <FilterButtons
          quiet
          legend={text.statusLegend}
          options={PROMPT_STATUSES}
          label={(option) => promptStatusLabels[option]}
          value={status}
          onChange={(next) => choose({ view: 'all', status: next })}
          allLabel={text.anyStatus}
        />
      ) : null}
      <SearchField value={search} onChange={setSearch} text={text} />
      <ListStates
        query={products}
        empty={items.length === 0}
        emptyText={view === 'queue' && !q ? text.emptyQueue : text.empty}
      >
        <ListCard dimmed={products.isPlaceholderData}>
          <ul className="divide-y">
            {items.map((item) => (
              <AdminProductRow key={item.id} item={item} />
            ))}
          </ul>
        </ListCard>
      </ListStates>
      <LoadMoreButton query={products} label={text.more} />
    </div>
  )
}
