import { ShieldCheck } from 'lucide-react'
import { useOutletContext } from 'react-router'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { useSession } from '@/features/session/hooks/use-session'
import { t } from '@/locales/id'

/** /admin/dashboard: who is acting for which admin organisation. */
export function AdminDashboardPage() {
  const access = useOutletContext<{ organizationName: string }>()
  const session = useSession()
  return (
    <div className="grid gap-6">
      <title>{`${t.admin.dashboard} — ${t.brand.name}`}</title>
      <h1 className="font-bold text-2xl">{t.admin.dashboard}</h1>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
            {access.organizationName}
          </CardTitle>
        </CardHeader>
        <CardContent>{t.admin.actingAs(session.name ?? '', session.email ?? '')}</CardContent>
      </Card>
    </div>
  )
}
