import { PageHeader } from '@/components/list/page-header'
import { Alert } from '@/components/ui/alert'
import { Skeleton } from '@/components/ui/skeleton'
import { useTryCosts } from '@/features/tries/api/get-try-costs'
import { TryCostReport } from '@/features/tries/components/try-cost-report'
import { admin } from '@/locales/id/admin'

const text = admin.tries

/** /admin/coba-dulu: what buyers' "Coba dulu" tries cost the platform (issue 31). */
export function AdminTriesPage() {
  const costs = useTryCosts()
  return (
    <div className="grid grid-cols-1 gap-5">
      <title>{`${text.title} — ${admin.area}`}</title>
      <PageHeader title={text.title} lead={text.lead} />
      {costs.error ? (
        <Alert variant="destructive">{costs.error.message}</Alert>
      ) : costs.isPending ? (
        <Skeleton className="h-80 w-full" />
      ) : (
        <TryCostReport report={costs.data} />
      )}
    </div>
  )
}
