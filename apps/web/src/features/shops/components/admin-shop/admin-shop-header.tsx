import { type AdminShopDetail, shopStatusLabels } from '@pasarprompt/contracts/shops-for-admin'
import { ExternalLink } from 'lucide-react'
import { useState } from 'react'
import { ReasonDialog } from '@/components/reason-dialog'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { toast } from '@/lib/toast-store'
import { admin } from '@/locales/id/admin'
import { useShopModeration } from '../../api/moderate-shop'

const text = admin.shops

/** The shop's name and status, with suspend (asking why) or reactivate. */
export function AdminShopHeader({ shop }: { shop: AdminShopDetail }) {
  const moderation = useShopModeration(shop.id)
  const [suspending, setSuspending] = useState(false)
  const fail = (error: Error) => toast({ title: error.message, variant: 'destructive' })
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="font-bold text-2xl">{shop.name}</h1>
            <span className="rounded-full border px-2.5 py-0.5 text-xs">
              {shopStatusLabels[shop.status]}
            </span>
          </div>
          <p className="text-muted-foreground text-sm">
            /{shop.slug} · {text.members(shop.memberCount)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {shop.status === 'active' ? (
            <>
              <Button asChild variant="ghost" size="sm">
                <a href={paths.shop(shop.slug)} target="_blank" rel="noopener">
                  <ExternalLink aria-hidden="true" />
                  {shop.slug}
                </a>
              </Button>
              <Button
                variant="destructive"
                size="sm"
                onClick={() => {
                  moderation.suspend.reset()
                  setSuspending(true)
                }}
              >
                {text.suspend}
              </Button>
            </>
          ) : null}
          {shop.status === 'suspended' ? (
            <Button
              size="sm"
              disabled={moderation.reactivate.isPending}
              onClick={() =>
                moderation.reactivate.mutate(undefined, {
                  onSuccess: () => toast({ title: text.reactivated }),
                  onError: fail,
                })
              }
            >
              {text.reactivate}
            </Button>
          ) : null}
        </div>
      </div>
      {shop.status === 'suspended' && shop.suspensionReason ? (
        <Alert variant="destructive">{text.suspendedBecause(shop.suspensionReason)}</Alert>
      ) : null}

      <ReasonDialog
        open={suspending}
        onOpenChange={setSuspending}
        title={text.suspendTitle}
        description={text.suspendBody}
        label={text.reasonLabel}
        confirmLabel={text.suspend}
        pending={moderation.suspend.isPending}
        error={moderation.suspend.error?.message ?? null}
        onConfirm={(reason) =>
          moderation.suspend.mutate(reason, {
            onSuccess: () => {
              setSuspending(false)
              toast({ title: text.suspended })
            },
          })
        }
      />
    </>
  )
}
