import { formatDateWib, formatRupiah } from '@pasarprompt/contracts/format'
import { UserRound } from 'lucide-react'
import { Link } from 'react-router'
import { ListCard, ListStates, LoadMoreButton } from '@/components/list/list-states'
import { PageHeader } from '@/components/list/page-header'
import { SearchField } from '@/components/search-field'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { ChannelList } from '@/features/chat/components/channel-list'
import { useShopCustomers } from '@/features/orders/api/shop-orders'
import { useSearchParamText } from '@/hooks/use-search-param-text'
import { useSession } from '@/lib/session/use-session'
import { chatText } from '@/locales/id/chat'
import { common } from '@/locales/id/common'
import { seller } from '@/locales/id/seller'

const text = seller.customers

/** /app/customer: everyone who bought from the shop, with their order count; any member. */
export function CustomersPage() {
  const session = useSession()
  const { q, search, setSearch } = useSearchParamText()
  const customers = useShopCustomers(session.organizationId, q || undefined)
  const items = customers.data?.pages.flatMap((page) => page.items) ?? []

  return (
    <div className="grid grid-cols-1 gap-5">
      <title>{`${text.title} — ${session.activeShop?.name ?? common.brand.name}`}</title>
      <PageHeader title={text.title} lead={text.lead} />
      <section className="grid gap-3" aria-labelledby="chat-pelanggan">
        <h2 id="chat-pelanggan" className="font-semibold text-lg">
          {chatText.sellerTitle}
        </h2>
        <ChannelList side="shop" linkTo={paths.app.customerChannel} />
      </section>
      <SearchField value={search} onChange={setSearch} text={text} />
      <ListStates
        query={customers}
        empty={items.length === 0}
        emptyText={q ? text.emptySearch(q) : text.empty}
      >
        <ListCard dimmed={customers.isPlaceholderData}>
          <ul className="divide-y">
            {items.map((customer) => (
              <li
                key={customer.email}
                className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2 px-4 py-3 sm:grid-cols-[auto_1fr_auto_auto]"
              >
                <span
                  className="flex size-9 items-center justify-center rounded-full bg-accent text-accent-foreground"
                  aria-hidden="true"
                >
                  <UserRound className="size-4" />
                </span>
                <div className="min-w-0">
                  <p className="truncate font-medium text-sm">
                    {customer.name}{' '}
                    <span className="font-normal text-muted-foreground text-xs">
                      · {customer.hasAccount ? text.hasAccount : text.guest}
                    </span>
                  </p>
                  <p className="truncate text-muted-foreground text-xs">{customer.email}</p>
                </div>
                <div className="col-start-2 text-xs sm:col-start-auto sm:text-right">
                  <p className="font-semibold text-sm tabular-nums">
                    {text.orders(customer.orders)} · {formatRupiah(customer.spent)}
                  </p>
                  <p className="text-muted-foreground">
                    {text.lastOrder}: {formatDateWib(customer.lastOrderAt)} · {text.firstOrder}{' '}
                    {formatDateWib(customer.firstOrderAt)}
                  </p>
                </div>
                <Button
                  asChild
                  size="sm"
                  variant="outline"
                  className="col-start-2 justify-self-start sm:col-start-auto"
                >
                  <Link to={paths.app.orders({ q: customer.email })}>{text.seeOrders}</Link>
                </Button>
              </li>
            ))}
          </ul>
        </ListCard>
      </ListStates>
      <LoadMoreButton query={customers} label={text.more} />
    </div>
  )
}
