import type { SellerOrder } from '@pasarprompt/contracts/orders-for-shop'
import { seller } from '@/locales/id/seller'
import { ShopOrderRow } from './shop-order-row'

const text = seller.orders

type Props = { items: SellerOrder[]; canSeeMoney: boolean }

/** The shop's orders with buyer, status and price, plus fees and net for managers. */
export function ShopOrdersTable({ items, canSeeMoney }: Props) {
  return (
    <table className="w-full text-sm">
      <thead className="hidden bg-muted/50 text-left text-muted-foreground md:table-header-group">
        <tr>
          <th className="px-4 py-2 font-medium">{text.columns.order}</th>
          <th className="px-4 py-2 font-medium">{text.columns.buyer}</th>
          <th className="px-4 py-2 font-medium">{text.columns.status}</th>
          <th className="px-4 py-2 text-right font-medium">{text.columns.price}</th>
          {canSeeMoney ? (
            <>
              <th className="px-4 py-2 text-right font-medium">
                <abbr title={text.feesNote} className="no-underline">
                  {text.columns.fees}
                </abbr>
              </th>
              <th className="px-4 py-2 text-right font-medium">{text.columns.net}</th>
            </>
          ) : null}
        </tr>
      </thead>
      <tbody className="divide-y">
        {items.map((order) => (
          <ShopOrderRow key={order.id} order={order} canSeeMoney={canSeeMoney} />
        ))}
      </tbody>
    </table>
  )
}
