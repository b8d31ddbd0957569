import { ExternalLink, PencilLine } from 'lucide-react'
import { Link } from 'react-router'
import { ShopPageContent } from '@/app/shop-page-content'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { useMicrositePreview, useSellerMicrosite } from '@/features/shops/api/seller-microsite'
import { useSession } from '@/lib/session/use-session'
import { common } from '@/locales/id/common'
import { seller } from '@/locales/id/seller'

const text = seller.shell.micrositeView

/**
 * /app/microsite/view: the shop's page exactly as visitors get it (the same component as
 * `/{shopSlug}`), from a fresh copy so the last save always shows.
 */
export function MicrositeViewPage() {
  const session = useSession()
  const preview = useMicrositePreview(session.organizationId)
  const editor = useSellerMicrosite(session.organizationId)
  const canEdit = session.role === 'owner' || session.role === 'admin'
  const slug = preview.data?.slug ?? session.activeShop?.slug ?? ''
  const address = `${window.location.host}/${slug}`

  return (
    <div className="grid gap-6">
      <title>{`${text.title} — ${session.activeShop?.name ?? common.brand.name}`}</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="font-bold text-2xl">{text.title}</h1>
          <p className="text-muted-foreground text-sm">{text.lead}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {canEdit ? (
            <Button asChild variant="outline">
              <Link to={paths.app.microsite}>
                <PencilLine aria-hidden="true" />
                {text.edit}
              </Link>
            </Button>
          ) : null}
          <Button asChild>
            <a href={paths.shop(slug)} target="_blank" rel="noopener">
              <ExternalLink aria-hidden="true" />
              {text.openInTab}
            </a>
          </Button>
        </div>
      </div>

      {editor.data && editor.data.shop.status !== 'active' ? (
        <Alert variant="destructive">{seller.shell.microsite.suspendedNote}</Alert>
      ) : null}

      <section
        aria-label={text.frameLabel}
        className="overflow-hidden rounded-2xl border bg-background shadow-sm"
      >
        <div className="flex items-center gap-3 border-b bg-card px-4 py-2.5" aria-hidden="true">
          <span className="flex gap-1.5">
            <span className="size-2.5 rounded-full bg-border" />
            <span className="size-2.5 rounded-full bg-border" />
            <span className="size-2.5 rounded-full bg-border" />
          </span>
          <span className="min-w-0 flex-1 truncate rounded-md bg-muted px-3 py-1 text-center text-muted-foreground text-xs">
            {address}
          </span>
        </div>
        <div className="p-4 sm:p-6">
          {preview.error ? (
            <Alert variant="destructive">{preview.error.message}</Alert>
          ) : preview.data ? (
            <ShopPageContent shop={preview.data} />
          ) : (
            <div className="grid gap-4" role="status" aria-label={common.loading}>
              <Skeleton className="h-32 w-full rounded-2xl sm:h-52" />
              <Skeleton className="h-20 w-64" />
              <Skeleton className="h-40 w-full" />
            </div>
          )}
        </div>
      </section>
    </div>
  )
}
