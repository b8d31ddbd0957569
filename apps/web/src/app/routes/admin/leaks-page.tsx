import { PageHeader } from '@/components/list/page-header'
import { Card, CardContent } from '@/components/ui/card'
import { useTraceLeak } from '@/features/leaks/api/trace-leak'
import { LeakTraceForm } from '@/features/leaks/components/leak-trace-form'
import { LeakTraceResult } from '@/features/leaks/components/leak-trace-result'
import { admin } from '@/locales/id/admin'

const text = admin.leaks

/** /admin/lacak-kebocoran: staff paste a leaked prompt text and see whose copy it was (issue 32). */
export function AdminLeaksPage() {
  const trace = useTraceLeak()
  return (
    <div className="grid grid-cols-1 gap-5">
      <title>{`${text.title} — ${admin.area}`}</title>
      <PageHeader title={text.title} lead={text.lead} />
      <Card>
        <CardContent className="pt-6">
          <LeakTraceForm
            pending={trace.isPending}
            error={trace.error?.message}
            onTrace={(input) => trace.mutate(input)}
          />
        </CardContent>
      </Card>
      {trace.data ? <LeakTraceResult result={trace.data} /> : null}
    </div>
  )
}
