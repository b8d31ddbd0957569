import type { AdminAccess } from '@pasarprompt/contracts/session'
import { Banknote, ChevronRight, Package, ShieldCheck } from 'lucide-react'
import { Link, useOutletContext } from 'react-router'
import type { z } from 'zod'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { useSession } from '@/features/session/hooks/use-session'
import { t } from '@/locales/id'

const text = t.admin

/** /admin/dashboard: who is acting for which admin organisation, and the work that waits. */
export function AdminDashboardPage() {
  const access = useOutletContext<z.infer<typeof AdminAccess>>()
  const session = useSession()
  const waiting = [
    {
      to: '/admin/product',
      icon: Package,
      label: text.waitingReview,
      count: access.waiting.reviewQueue,
    },
    {
      to: '/admin/payments/payout',
      icon: Banknote,
      label: text.waitingPayouts,
      count: access.waiting.openPayouts,
    },
  ]
  return (
    <div className="grid grid-cols-1 gap-6">
      <title>{`${text.dashboard} — ${t.brand.name}`}</title>
      <h1 className="font-bold text-2xl">{text.dashboard}</h1>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
            {access.organizationName}
          </CardTitle>
        </CardHeader>
        <CardContent>{text.actingAs(session.name ?? '', session.email ?? '')}</CardContent>
      </Card>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {waiting.map((item) => (
          <Link key={item.to} to={item.to} className="group">
            <Card className="transition-colors group-hover:border-primary/50">
              <CardContent className="flex items-center gap-4 pt-6">
                <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <item.icon className="size-5" aria-hidden="true" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-muted-foreground text-sm">{item.label}</span>
                  <span className="block font-bold text-2xl tabular-nums">{item.count}</span>
                </span>
                <ChevronRight className="size-5 text-muted-foreground" aria-hidden="true" />
              </CardContent>
            </Card>
          </Link>
        ))}
      </div>
    </div>
  )
}
