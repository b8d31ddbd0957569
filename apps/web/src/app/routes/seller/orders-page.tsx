import { ORDER_STATUSES, OrderStatus, orderStatusLabels } from '@pasarprompt/contracts/orders'
import { MessageSquareWarning } from 'lucide-react'
import { FilterButtons } from '@/components/list/filter-buttons'
import { ListCard, ListStates, LoadMoreButton } from '@/components/list/list-states'
import { PageHeader } from '@/components/list/page-header'
import { SearchField } from '@/components/search-field'
import { Button } from '@/components/ui/button'
import { useShopOrders } from '@/features/orders/api/shop-orders'
import { ShopOrdersTable } from '@/features/orders/components/shop-orders/shop-orders-table'
import { useSearchParam } from '@/hooks/use-search-param'
import { useSearchParamText } from '@/hooks/use-search-param-text'
import { useSession } from '@/lib/session/use-session'
import { common } from '@/locales/id/common'
import { complaintsText } from '@/locales/id/complaints'
import { seller } from '@/locales/id/seller'

const text = seller.orders

/**
 * /app/order: the shop's orders by status, searchable, or those with an active complaint
 * (`?komplain=aktif`); any member, money for managers only.
 */
export function OrdersPage() {
  const session = useSession()
  const canSeeMoney = session.role === 'owner' || session.role === 'admin'
  const [statusParam, setStatus] = useSearchParam('status')
  const status = OrderStatus.safeParse(statusParam).data
  const [complaintParam, setComplaint] = useSearchParam('komplain')
  const complaint = complaintParam === 'aktif' ? 'active' : undefined
  const { q, search, setSearch } = useSearchParamText()
  const orders = useShopOrders(session.organizationId, { status, complaint, q: q || undefined })
  const items = orders.data?.pages.flatMap((page) => page.items) ?? []

  return (
    <div className="grid grid-cols-1 gap-5">
      <title>{`${text.title} — ${session.activeShop?.name ?? common.brand.name}`}</title>
      <PageHeader title={text.title} lead={text.lead} />
      <div className="grid gap-3">
        <FilterButtons
          legend={text.statusLegend}
          options={ORDER_STATUSES}
          label={(option) => orderStatusLabels[option]}
          value={status}
          onChange={setStatus}
          allLabel={text.all}
        />
        <Button
          size="sm"
          variant={complaint ? 'secondary' : 'ghost'}
          aria-pressed={Boolean(complaint)}
          className="justify-self-start"
          onClick={() => setComplaint(complaint ? undefined : 'aktif')}
        >
          <MessageSquareWarning aria-hidden="true" />
          {complaintsText.seller.filter}
        </Button>
        <SearchField value={search} onChange={setSearch} text={text} />
      </div>
      {!canSeeMoney ? <p className="text-muted-foreground text-sm">{text.memberNote}</p> : null}

      <ListStates
        query={orders}
        empty={items.length === 0}
        emptyText={q ? text.emptySearch(q) : text.empty}
      >
        <ListCard dimmed={orders.isPlaceholderData}>
          <ShopOrdersTable items={items} canSeeMoney={canSeeMoney} />
        </ListCard>
      </ListStates>
      <LoadMoreButton query={orders} label={text.more} />
    </div>
  )
}
