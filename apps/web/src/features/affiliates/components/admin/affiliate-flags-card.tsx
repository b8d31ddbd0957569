import type { AdminAffiliateFlag } from '@pasarprompt/contracts/affiliate-flags'
import { formatDateTimeWib } from '@pasarprompt/contracts/format'
import { ShieldAlert } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { FilterButtons } from '@/components/list/filter-buttons'
import { ListStates } from '@/components/list/list-states'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { toast } from '@/lib/toast-store'
import { admin } from '@/locales/id/admin'
import { common } from '@/locales/id/common'
import {
  type AffiliateFlagState,
  useAdminAffiliateFlags,
  useAffiliateFlagLiveUpdates,
  useHandleAffiliateFlag,
} from '../../api/admin-affiliate-flags'

const text = admin.flags
const STATES = ['open', 'handled'] as const satisfies readonly AffiliateFlagState[]
/** The dashboard shows the newest few; the rest on request, so its figures stay in sight. */
const FIRST = 5
const ALL = 100

/**
 * The admin dashboard's "Tanda afiliasi" (issue 26): refused self-referrals and referral
 * patterns, open ones first, each with its affiliate, shop, order and a button to mark it
 * handled. A new flag appears live (it reaches every admin as a notification).
 */
export function AffiliateFlagsCard() {
  const [status, setStatus] = useState<AffiliateFlagState>('open')
  const [all, setAll] = useState(false)
  const flags = useAdminAffiliateFlags(status, all ? ALL : FIRST)
  useAffiliateFlagLiveUpdates()
  const items = flags.data?.items ?? []
  // Open ones are counted; of the handled ones, a full first page may have more behind it.
  const more =
    !all &&
    (status === 'open' ? (flags.data?.openCount ?? 0) > items.length : items.length === FIRST)
  return (
    <Card role="region" aria-labelledby="tanda-afiliasi-judul">
      <CardHeader className="gap-3">
        <h2 id="tanda-afiliasi-judul" className="flex items-center gap-2 font-semibold text-base">
          <ShieldAlert className="size-5 text-primary" aria-hidden="true" />
          {text.title}
          {flags.data?.openCount ? (
            <span className="min-w-5 rounded-full bg-destructive px-1.5 text-center font-semibold text-[11px] text-destructive-foreground tabular-nums leading-5">
              {flags.data.openCount}
              <span className="sr-only"> {text.states.open.toLowerCase()}</span>
            </span>
          ) : null}
        </h2>
        <p className="text-muted-foreground text-sm">{text.lead}</p>
        <FilterButtons
          legend={text.statusLegend}
          options={STATES}
          label={(option) => text.states[option]}
          value={status}
          onChange={(next) => {
            setStatus(next ?? 'open')
            setAll(false)
          }}
        />
      </CardHeader>
      <CardContent>
        <ListStates
          query={flags}
          empty={items.length === 0}
          emptyText={status === 'open' ? text.emptyOpen : text.emptyHandled}
        >
          <ul className="-mx-5 -mb-5 divide-y border-t text-foreground">
            {items.map((flag) => (
              <AffiliateFlagItem key={flag.id} flag={flag} />
            ))}
            {more ? (
              <li className="flex justify-center px-5 py-3">
                <Button variant="ghost" size="sm" onClick={() => setAll(true)}>
                  {status === 'open' && flags.data
                    ? text.showAllOpen(flags.data.openCount)
                    : text.showAll}
                </Button>
              </li>
            ) : null}
          </ul>
        </ListStates>
      </CardContent>
    </Card>
  )
}

function AffiliateFlagItem({ flag }: { flag: AdminAffiliateFlag }) {
  const handle = useHandleAffiliateFlag()
  const { affiliate } = flag
  return (
    <li className="grid gap-2 px-5 py-4 sm:grid-cols-[1fr_auto]">
      <div className="grid min-w-0 gap-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          {text.reasons[flag.reason]}
          {flag.occurrences > 1 ? (
            <span
              className="rounded-full border px-2 py-0.5 font-medium text-xs tabular-nums"
              title={text.occurrencesLabel(flag.occurrences)}
            >
              <span aria-hidden="true">{text.occurrences(flag.occurrences)}</span>
              <span className="sr-only">{text.occurrencesLabel(flag.occurrences)}</span>
            </span>
          ) : null}
        </p>
        <p className="text-sm">
          {affiliate.name} · {text.code(affiliate.code)}
          {affiliate.status === 'removed' ? ` · ${text.removed}` : ''} ·{' '}
          <Link to={paths.admin.shop(flag.shop.id)} className="text-primary underline">
            {flag.shop.name}
          </Link>
        </p>
        <p className="break-all text-muted-foreground text-xs">{affiliate.email}</p>
        <p className="text-sm">{flag.detail}</p>
        {flag.order ? (
          <Link
            to={paths.admin.order(flag.order.id)}
            className="justify-self-start text-primary text-sm hover:underline"
          >
            {text.order(flag.order.number)}
          </Link>
        ) : null}
        <p className="text-muted-foreground text-xs">
          {text.times(formatDateTimeWib(flag.firstAt), formatDateTimeWib(flag.lastAt))}
        </p>
      </div>
      {flag.handledAt ? (
        <p className="text-muted-foreground text-sm sm:max-w-48 sm:text-right">
          {text.handledBy(flag.handledBy ?? '', formatDateTimeWib(flag.handledAt))}
        </p>
      ) : (
        <div className="flex items-start sm:justify-end">
          <Button
            size="sm"
            variant="outline"
            disabled={handle.isPending}
            onClick={() =>
              handle.mutate(flag.id, {
                onSuccess: () => toast({ title: text.handled }),
                onError: (error) =>
                  toast({ title: error.message || common.errors.generic, variant: 'destructive' }),
              })
            }
          >
            {handle.isPending ? common.processing : text.handle}
          </Button>
        </div>
      )}
    </li>
  )
}
