import { type AdminShopDetail, shopStatusLabels } from '@pasarprompt/contracts/admin-shops'
import { formatDate, formatDateTime, formatRupiah } from '@pasarprompt/contracts/format'
import { payoutStatusLabels } from '@pasarprompt/contracts/payouts'
import { type PromptStatus, promptStatusLabels } from '@pasarprompt/contracts/seller-products'
import { ExternalLink } from 'lucide-react'
import { useState } from 'react'
import { useParams } from 'react-router'
import { DetailStates } from '@/components/list/list-states'
import { BackLink } from '@/components/list/page-header'
import { ReasonDialog } from '@/components/reason-dialog'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { paths } from '@/config/paths'
import { useAdminShop } from '@/features/shops/api/get-admin-shop'
import { useShopModeration } from '@/features/shops/api/moderate-shop'
import { toast } from '@/lib/toast-store'
import { admin } from '@/locales/id/admin'
import { common } from '@/locales/id/common'

const text = admin.shops

/** /admin/toko/:id: one shop, its money and team, suspension and its own commission. */
export function AdminShopDetailPage() {
  const { id = '' } = useParams()
  const shop = useAdminShop(id)
  return (
    <div className="grid grid-cols-1 gap-5">
      <title>{`${shop.data?.name ?? text.title} — ${admin.area}`}</title>
      <BackLink to={paths.admin.shops} label={text.back} />
      <DetailStates query={shop}>{(data) => <ShopDetail shop={data} />}</DetailStates>
    </div>
  )
}

function ShopDetail({ shop }: { shop: AdminShopDetail }) {
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

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {(
          [
            [text.available, shop.balance.available],
            [text.held, shop.balance.held],
            [text.reserved, shop.balance.reserved],
          ] as const
        ).map(([label, amount]) => (
          <Card key={label}>
            <CardContent className="grid gap-1 pt-6">
              <p className="text-muted-foreground text-sm">{label}</p>
              <p className="font-bold text-xl tabular-nums">{formatRupiah(amount)}</p>
            </CardContent>
          </Card>
        ))}
      </div>

      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">{text.team}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="divide-y text-sm">
              {shop.members.map((member) => (
                <li key={member.email} className="flex items-center justify-between gap-3 py-2">
                  <span className="min-w-0">
                    <span className="block truncate font-medium">{member.name}</span>
                    <span className="block truncate text-muted-foreground text-xs">
                      {member.email}
                    </span>
                  </span>
                  <span className="rounded-full border px-2.5 py-0.5 text-xs">
                    {common.roles[member.role]}
                  </span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">{text.prompts}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-2 gap-2 text-sm">
              {Object.entries(shop.promptsByStatus).map(([status, count]) => (
                <div
                  key={status}
                  className="flex justify-between gap-2 rounded-md border px-3 py-2"
                >
                  <dt className="text-muted-foreground">
                    {promptStatusLabels[status as PromptStatus] ?? status}
                  </dt>
                  <dd className="font-semibold tabular-nums">{count}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">{text.bank}</CardTitle>
          </CardHeader>
          <CardContent className="text-sm">
            {shop.bank ? (
              <p>
                {shop.bank.bankCode.toUpperCase()} {shop.bank.accountNumber} a.n.{' '}
                {shop.bank.accountHolder}
                {shop.bank.changedAt ? (
                  <span className="block text-muted-foreground text-xs">
                    {text.bankChanged(formatDateTime(shop.bank.changedAt))}
                  </span>
                ) : null}
              </p>
            ) : (
              <p className="text-muted-foreground">{text.noBank}</p>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">{text.payouts}</CardTitle>
          </CardHeader>
          <CardContent>
            {shop.payouts.length === 0 ? (
              <p className="text-muted-foreground text-sm">{text.noPayouts}</p>
            ) : (
              <ul className="divide-y text-sm">
                {shop.payouts.map((payout) => (
                  <li key={payout.id} className="flex justify-between gap-3 py-2">
                    <span>
                      {formatRupiah(payout.amount)}{' '}
                      <span className="text-muted-foreground text-xs">
                        {formatDate(payout.requestedAt)}
                      </span>
                    </span>
                    <span className="text-muted-foreground">
                      {payoutStatusLabels[payout.status]}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <CommissionCard shop={shop} />
      </div>

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

/** The shop's own commission in percent (basis points on the wire), or the platform's. */
function CommissionCard({ shop }: { shop: AdminShopDetail }) {
  const { commission } = useShopModeration(shop.id)
  const [value, setValue] = useState(
    shop.commissionBp === null ? '' : String(shop.commissionBp / 100),
  )
  const [error, setError] = useState<string | undefined>()
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{text.commission}</CardTitle>
        <p className="text-muted-foreground text-sm">{text.commissionHint}</p>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-3"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            const trimmed = value.trim().replace(',', '.')
            const percent = trimmed === '' ? null : Number(trimmed)
            if (percent !== null && (!Number.isFinite(percent) || percent < 0 || percent > 90)) {
              setError('Isi angka 0–90.')
              return
            }
            setError(undefined)
            commission.mutate(percent === null ? null : Math.round(percent * 100), {
              onSuccess: () => toast({ title: text.commissionSaved }),
              onError: (failure) => setError(failure.message),
            })
          }}
        >
          <FormField
            label={text.commissionLabel}
            error={error}
            hint={shop.commissionBp === null ? text.commissionFollows : undefined}
          >
            <Input
              inputMode="decimal"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              className="max-w-32"
            />
          </FormField>
          <Button
            type="submit"
            size="sm"
            className="justify-self-start"
            disabled={commission.isPending}
          >
            {commission.isPending ? common.processing : text.saveCommission}
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}
