import type { SellerProductSummary } from '@pasarprompt/contracts/catalog-for-shop'
import { aiModelLabels } from '@pasarprompt/contracts/catalog-options'
import { formatDateTimeWib, formatNumber } from '@pasarprompt/contracts/format'
import { AlertCircle, Clock, Eye, Pencil, ShoppingBag } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { priceLabel } from '@/lib/price-label'
import { seller } from '@/locales/id/seller'
import { ProductStatusBadge } from './product-status-badge'
import { ProductThumbnail } from './product-thumbnail'

const text = seller.products.list

/** What needs the seller's eye under a title: why it was refused, or a version in review. */
function ProductNote({ product }: { product: SellerProductSummary }) {
  if (product.status === 'rejected' && product.rejectionReason) {
    return (
      <p className="flex items-start gap-1 text-destructive text-xs">
        <AlertCircle className="mt-px size-3.5 shrink-0" aria-hidden="true" />
        <span className="line-clamp-2">{text.rejected(product.rejectionReason)}</span>
      </p>
    )
  }
  if (product.revisionStatus === 'in_review') {
    return (
      <p className="flex items-center gap-1 text-primary text-xs">
        <Clock className="size-3.5 shrink-0" aria-hidden="true" />
        {text.revisionInReview}
      </p>
    )
  }
  if (product.revisionStatus === 'rejected') {
    return (
      <p className="flex items-start gap-1 text-destructive text-xs">
        <AlertCircle className="mt-px size-3.5 shrink-0" aria-hidden="true" />
        <span className="line-clamp-2">
          {product.rejectionReason
            ? `${text.revisionRejected}: ${product.rejectionReason}`
            : text.revisionRejected}
        </span>
      </p>
    )
  }
  return null
}

/** The shop's prompts: a table where there is room, cards on a phone. */
export function ProductList({ items }: { items: SellerProductSummary[] }) {
  return (
    <>
      <ProductTable items={items} />
      <ProductCards items={items} />
    </>
  )
}

function ProductTable({ items }: { items: SellerProductSummary[] }) {
  return (
    <div className="hidden overflow-hidden rounded-lg border bg-card md:block">
      <table className="w-full text-sm">
        <thead className="border-b bg-muted/50 text-left text-muted-foreground text-xs">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              {text.columns.prompt}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {text.columns.status}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              {text.columns.price}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              {text.columns.sales}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              {text.columns.views}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {text.columns.updated}
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">{text.columns.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {items.map((product) => (
            <tr key={product.id} className="align-top transition-colors hover:bg-muted/40">
              <td className="px-4 py-3">
                <div className="flex gap-3">
                  <ProductThumbnail
                    url={product.thumbnailUrl}
                    model={product.model}
                    className="w-20 self-start"
                  />
                  <div className="grid min-w-0 gap-1">
                    <Link
                      to={paths.app.product(product.id)}
                      className="line-clamp-2 font-medium text-foreground leading-snug hover:text-primary hover:underline"
                    >
                      {product.title}
                    </Link>
                    <p className="text-muted-foreground text-xs">
                      {aiModelLabels[product.model]} · {product.categoryTitle}
                    </p>
                    <ProductNote product={product} />
                  </div>
                </div>
              </td>
              <td className="px-4 py-3">
                <ProductStatusBadge status={product.status} />
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-right font-medium tabular-nums">
                {priceLabel(product.price)}
              </td>
              <td className="px-4 py-3 text-right tabular-nums">{formatNumber(product.sales)}</td>
              <td className="px-4 py-3 text-right tabular-nums">{formatNumber(product.views)}</td>
              <td className="whitespace-nowrap px-4 py-3 text-muted-foreground">
                {formatDateTimeWib(product.lastUpdated)}
              </td>
              <td className="px-4 py-3 text-right">
                <Link
                  to={paths.app.product(product.id)}
                  aria-label={text.editPrompt(product.title)}
                  className="inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground"
                >
                  <Pencil className="size-4" aria-hidden="true" />
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function ProductCards({ items }: { items: SellerProductSummary[] }) {
  return (
    <ul className="grid gap-3 md:hidden">
      {items.map((product) => (
        <li key={product.id}>
          <Link
            to={paths.app.product(product.id)}
            className="flex gap-3 rounded-lg border bg-card p-3 transition-colors hover:border-primary/50"
          >
            <ProductThumbnail
              url={product.thumbnailUrl}
              model={product.model}
              className="w-24 self-start"
            />
            <div className="grid min-w-0 flex-1 content-start gap-1.5">
              <p className="line-clamp-2 font-medium leading-snug">{product.title}</p>
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-sm tabular-nums">
                  {priceLabel(product.price)}
                </span>
                <ProductStatusBadge status={product.status} />
              </div>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-xs">
                <span className="inline-flex items-center gap-1">
                  <ShoppingBag className="size-3.5" aria-hidden="true" />
                  {text.sales(formatNumber(product.sales))}
                </span>
                <span className="inline-flex items-center gap-1">
                  <Eye className="size-3.5" aria-hidden="true" />
                  {text.views(formatNumber(product.views))}
                </span>
              </div>
              <ProductNote product={product} />
              <p className="text-muted-foreground text-xs">
                {text.updated(formatDateTimeWib(product.lastUpdated))}
              </p>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  )
}
