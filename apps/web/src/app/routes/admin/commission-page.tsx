import { Alert } from '@/components/ui/alert'
import { Skeleton } from '@/components/ui/skeleton'
import { useCommissionOverview } from '@/features/commission/api/platform-settings'
import { CommissionOverridesCard } from '@/features/commission/components/commission-overrides-card'
import { GatewayFeesCard } from '@/features/commission/components/gateway-fees-card'
import { PlatformSettingsForm } from '@/features/commission/components/platform-settings-form'
import { SettingsHistoryCard } from '@/features/commission/components/settings-history-card'
import { SignUpModeCard } from '@/features/commission/components/sign-up-mode-card'
import { admin } from '@/locales/id/admin'

const text = admin.commission

/** /admin/commission: the platform settings, per-shop commissions, gateway fees, history. */
export function AdminCommissionPage() {
  const overview = useCommissionOverview()
  return (
    <div className="grid grid-cols-1 gap-5">
      <title>{`${text.title} — ${admin.area}`}</title>
      <div className="grid gap-1">
        <h1 className="font-bold text-2xl">{text.title}</h1>
        <p className="text-muted-foreground text-sm">{text.lead}</p>
      </div>
      {overview.error ? (
        <Alert variant="destructive">{overview.error.message}</Alert>
      ) : overview.isPending ? (
        <Skeleton className="h-80 w-full" />
      ) : (
        <div className="grid grid-cols-1 items-start gap-5 lg:grid-cols-2">
          <PlatformSettingsForm
            key={JSON.stringify(overview.data.settings)}
            overview={overview.data}
          />
          <div className="grid grid-cols-1 gap-5">
            <SignUpModeCard key={overview.data.settings.signUpMode} overview={overview.data} />
            <CommissionOverridesCard overview={overview.data} />
            <GatewayFeesCard overview={overview.data} />
          </div>
          <SettingsHistoryCard overview={overview.data} />
        </div>
      )}
    </div>
  )
}
