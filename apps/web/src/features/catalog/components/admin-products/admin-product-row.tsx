import type { AiModel } from '@pasarprompt/contracts/catalog'
import type { AdminProductList } from '@pasarprompt/contracts/catalog-for-admin'
import { aiModelLabels } from '@pasarprompt/contracts/catalog-options'
import { formatDateWib, formatRupiah } from '@pasarprompt/contracts/format'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { admin } from '@/locales/id/admin'
import { common } from '@/locales/id/common'
import { ProductStatusBadge } from '../product-status-badge'

const text = admin.review

/**
 * One prompt in the admin's list: title, shop, model, review markers (a new version, a submission
 * like another shop's prompt), status and price.
 */
export function AdminProductRow({ item }: { item: AdminProductList['items'][number] }) {
  return (
    <li className="relative flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 hover:bg-muted/40">
      <div className="min-w-0 flex-1">
        <Link
          to={paths.admin.product(item.id)}
          className="font-medium hover:underline after:absolute after:inset-0"
        >
          {item.title}
        </Link>
        <p className="truncate text-muted-foreground text-xs">
          {item.shop.name} · {aiModelLabels[item.model as AiModel] ?? item.model}
          {item.submittedAt ? ` · ${text.submitted(formatDateWib(item.submittedAt))}` : ''}
        </p>
      </div>
      <span className="flex flex-wrap items-center gap-2">
        {item.copyFlagged ? (
          <span className="rounded-full border border-amber-500/50 bg-amber-50 px-2.5 py-0.5 text-amber-900 text-xs dark:bg-amber-950 dark:text-amber-100">
            {text.copyFlag}
          </span>
        ) : null}
        {item.revisionInReview ? (
          <span className="rounded-full border border-primary/40 px-2.5 py-0.5 text-primary text-xs">
            {text.newVersion}
          </span>
        ) : null}
        {item.featured ? (
          <span className="rounded-full bg-accent px-2.5 py-0.5 text-accent-foreground text-xs">
            {text.featured}
          </span>
        ) : null}
        <ProductStatusBadge status={item.status} />
        <span className="w-24 text-right font-semibold text-sm tabular-nums">
          {item.price === 0 ? common.catalog.free : formatRupiah(item.price)}
        </span>
      </span>
    </li>
  )
}
