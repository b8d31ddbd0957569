import type { AffiliateProgrammeStats } from '@pasarprompt/contracts/affiliates'
import { formatBasisPoints } from '@pasarprompt/contracts/basis-points'
import { formatDateWib, formatNumber, formatRupiah } from '@pasarprompt/contracts/format'
import { useState } from 'react'
import { Link } from 'react-router'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { toast } from '@/lib/toast-store'
import { affiliatesText } from '@/locales/id/affiliates'
import { common } from '@/locales/id/common'
import { useJoinAffiliateProgramme } from '../api/join-affiliate-programme'
import { useLeaveAffiliateProgramme } from '../api/leave-affiliate-programme'
import { AffiliateLinkField } from './affiliate-link-field'
import { affiliateUrl } from './affiliate-url'

const text = affiliatesText.account.programmes

/** Every programme the user joined: the link to share, the rate and what it brought. */
export function AffiliateProgrammeList({ programmes }: { programmes: AffiliateProgrammeStats[] }) {
  const [leaving, setLeaving] = useState<AffiliateProgrammeStats | null>(null)
  const leave = useLeaveAffiliateProgramme()
  const confirmLeave = (programme: AffiliateProgrammeStats) =>
    leave.mutate(programme.id, {
      onSuccess: () => {
        setLeaving(null)
        toast({ title: text.leftToast })
      },
      onError: (error) =>
        toast({ title: error.message || common.errors.generic, variant: 'destructive' }),
    })

  return (
    <section aria-labelledby="program-diikuti" className="grid grid-cols-1 gap-3">
      <h3 id="program-diikuti" className="font-semibold text-lg">
        {text.title}
      </h3>
      <ul className="grid grid-cols-1 gap-4">
        {programmes.map((programme) => (
          <li key={programme.id}>
            <ProgrammeCard programme={programme} onLeave={() => setLeaving(programme)} />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={leaving !== null}
        onOpenChange={(open) => (open ? null : setLeaving(null))}
        title={text.leaveTitle}
        description={leaving ? text.leaveBody(leaving.shop.name) : ''}
        confirmLabel={text.leaveConfirm}
        cancelLabel={text.cancel}
        closeLabel={text.close}
        pending={leave.isPending}
        onConfirm={() => (leaving ? confirmLeave(leaving) : undefined)}
      />
    </section>
  )
}

function ProgrammeCard({
  programme,
  onLeave,
}: {
  programme: AffiliateProgrammeStats
  onLeave: () => void
}) {
  const join = useJoinAffiliateProgramme()
  const { shop } = programme
  const active = programme.status === 'active'
  const figures = [
    { key: 'rate', label: text.rate, value: formatBasisPoints(programme.rateBp) },
    { key: 'clicks', label: text.clicks, value: formatNumber(programme.clicks30d) },
    { key: 'orders', label: text.orders, value: formatNumber(programme.orders) },
    { key: 'earnings', label: text.earnings, value: formatRupiah(programme.earnings) },
  ]
  return (
    <Card data-testid={`affiliate-programme-${shop.slug}`}>
      <CardHeader className="flex-row items-center gap-3">
        {shop.logoUrl ? (
          <img
            src={shop.logoUrl}
            alt=""
            width={48}
            height={48}
            className="size-12 shrink-0 rounded-lg border object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-primary font-semibold text-lg text-primary-foreground"
          >
            {shop.name.trim().charAt(0).toUpperCase()}
          </span>
        )}
        <div className="min-w-0">
          <CardTitle as="h4" className="truncate text-lg">
            <Link
              to={paths.shop(shop.slug)}
              className="underline-offset-4 hover:underline"
              aria-label={text.openShop(shop.name)}
            >
              {shop.name}
            </Link>
          </CardTitle>
          <p className="text-muted-foreground text-xs">
            {text.code}: <span className="font-mono text-foreground">{programme.code}</span> ·{' '}
            {text.joinedAt(formatDateWib(programme.joinedAt))}
          </p>
        </div>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        {active && !programme.programmeEnabled ? <p>{text.paused}</p> : null}
        {active ? (
          <AffiliateLinkField
            url={affiliateUrl(paths.shop(shop.slug), programme.code)}
            label={text.linkLabel(shop.name)}
          />
        ) : (
          <p>{programme.removedBy === 'shop' ? text.removedByShop : text.left}</p>
        )}
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {figures.map(({ key, label, value }) => (
            <div key={key} className="rounded-md bg-muted/50 px-3 py-2">
              <dt className="text-xs">{label}</dt>
              <dd
                className="font-semibold text-base text-foreground tabular-nums"
                data-testid={`affiliate-programme-${key}`}
              >
                {value}
              </dd>
            </div>
          ))}
        </dl>
        {active ? (
          <Button variant="outline" size="sm" className="justify-self-start" onClick={onLeave}>
            {text.leave}
          </Button>
        ) : programme.removedBy === 'self' ? (
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            disabled={join.isPending}
            onClick={() =>
              join.mutate(shop.slug, {
                onError: (error) =>
                  toast({ title: error.message || common.errors.generic, variant: 'destructive' }),
              })
            }
          >
            {join.isPending ? common.processing : text.rejoin}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  )
}
