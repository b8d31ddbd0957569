import type { AdminAccess } from '@pasarprompt/contracts/session'
import { ShieldCheck } from 'lucide-react'
import { useOutletContext, useSearchParams } from 'react-router'
import type { z } from 'zod'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { AffiliateFlagsCard } from '@/features/affiliates/components/admin/affiliate-flags-card'
import { useAdminDashboard } from '@/features/statistics/api/get-admin-dashboard'
import { MailOutboxStatus } from '@/features/statistics/components/admin-dashboard/mail-outbox-status'
import { PlatformFigures } from '@/features/statistics/components/admin-dashboard/platform-figures'
import { WaitingWorkCards } from '@/features/statistics/components/admin-dashboard/waiting-work-cards'
import { useSession } from '@/lib/session/use-session'
import { admin } from '@/locales/id/admin'
import { common } from '@/locales/id/common'

const overview = admin.overview
const RANGES = [7, 30, 90] as const

/**
 * /admin/dashboard: the platform's figures per day, the work waiting for staff, the affiliate
 * flags (issue 26), the mail outbox.
 */
export function AdminDashboardPage() {
  const access = useOutletContext<z.infer<typeof AdminAccess>>()
  const session = useSession()
  const [params, setParams] = useSearchParams()
  const asked = Number(params.get('rentang'))
  const range = RANGES.find((value) => value === asked) ?? 30
  const dashboard = useAdminDashboard(range)
  return (
    <div className="grid grid-cols-1 gap-6">
      <title>{`${admin.dashboard} — ${common.brand.name}`}</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-bold text-2xl">{admin.dashboard}</h1>
          <p className="flex items-center gap-1.5 text-muted-foreground text-sm">
            <ShieldCheck className="size-4 text-primary" aria-hidden="true" />
            {access.organizationName} · {admin.actingAs(session.name ?? '', session.email ?? '')}
          </p>
        </div>
        <fieldset className="flex gap-1 rounded-md border bg-card p-1">
          <legend className="sr-only">{overview.rangeLegend}</legend>
          {RANGES.map((value) => (
            <Button
              key={value}
              size="sm"
              variant={value === range ? 'default' : 'ghost'}
              aria-pressed={value === range}
              onClick={() => setParams({ rentang: String(value) }, { replace: true })}
            >
              {overview.range(value)}
            </Button>
          ))}
        </fieldset>
      </div>
      <WaitingWorkCards waiting={access.waiting} />
      <AffiliateFlagsCard />
      {dashboard.error ? (
        <Alert variant="destructive">{dashboard.error.message}</Alert>
      ) : dashboard.isPending ? (
        <Skeleton className="h-80 w-full" />
      ) : (
        <>
          <MailOutboxStatus mail={dashboard.data.mail} />
          <PlatformFigures data={dashboard.data} />
        </>
      )}
    </div>
  )
}
