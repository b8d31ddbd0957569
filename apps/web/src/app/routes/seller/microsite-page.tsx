import { ExternalLink, Eye } from 'lucide-react'
import { Link } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { useSellerMicrosite } from '@/features/shops/api/seller-microsite'
import { MicrositeForm } from '@/features/shops/components/microsite-form'
import { useSession } from '@/lib/session/use-session'
import { common } from '@/locales/id/common'
import { seller } from '@/locales/id/seller'

const text = seller.shell.microsite

/** /app/microsite: the shop's public page content; owners and admins edit, members look. */
export function MicrositePage() {
  const session = useSession()
  const microsite = useSellerMicrosite(session.organizationId)
  const canEdit = session.role === 'owner' || session.role === 'admin'
  const slug = microsite.data?.shop.slug ?? session.activeShop?.slug ?? ''

  return (
    <div className="grid gap-6">
      <title>{`${text.title} — ${session.activeShop?.name ?? common.brand.name}`}</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="font-bold text-2xl">{text.title}</h1>
          <p className="max-w-2xl text-muted-foreground text-sm">
            {text.lead(`${window.location.host}/${slug}`)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to={paths.app.micrositeView}>
              <Eye aria-hidden="true" />
              {text.preview}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <a href={paths.shop(slug)} target="_blank" rel="noopener">
              <ExternalLink aria-hidden="true" />
              {text.openPage}
            </a>
          </Button>
        </div>
      </div>

      {canEdit ? null : <Alert>{text.memberNote}</Alert>}
      {microsite.data && microsite.data.shop.status !== 'active' ? (
        <Alert variant="destructive">{text.suspendedNote}</Alert>
      ) : null}

      {microsite.error ? (
        <Alert variant="destructive">{microsite.error.message}</Alert>
      ) : microsite.data && session.organizationId ? (
        <MicrositeForm
          key={session.organizationId}
          organizationId={session.organizationId}
          data={microsite.data}
          canEdit={canEdit}
        />
      ) : (
        <div
          className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
          role="status"
          aria-label={common.loading}
        >
          <div className="grid gap-6">
            <Skeleton className="h-64" />
            <Skeleton className="h-48" />
          </div>
          <Skeleton className="h-72" />
        </div>
      )}
    </div>
  )
}
