import type { AdminAccess } from '@pasarprompt/contracts/session'
import { Banknote, ChevronRight, Package } from 'lucide-react'
import { Link } from 'react-router'
import type { z } from 'zod'
import { Card, CardContent } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { admin } from '@/locales/id/admin'

/** Prompts waiting for review and payouts waiting for a decision, each opening its queue. */
export function WaitingWorkCards({ waiting }: { waiting: z.infer<typeof AdminAccess>['waiting'] }) {
  const items = [
    {
      to: paths.admin.products,
      icon: Package,
      label: admin.waitingReview,
      count: waiting.reviewQueue,
    },
    {
      to: paths.admin.payouts,
      icon: Banknote,
      label: admin.waitingPayouts,
      count: waiting.openPayouts,
    },
  ]
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {items.map((item) => (
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
  )
}
