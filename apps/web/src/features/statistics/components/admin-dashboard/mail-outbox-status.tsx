import type { AdminDashboard } from '@pasarprompt/contracts/statistics-for-admin'
import { MailCheck, MailWarning } from 'lucide-react'
import { Card, CardContent } from '@/components/ui/card'
import { admin } from '@/locales/id/admin'

const overview = admin.overview

/** The mail outbox for staff: failed mails (red when any) and the backlog still being retried. */
export function MailOutboxStatus({ mail }: { mail: AdminDashboard['mail'] }) {
  const failing = mail.failed > 0
  const Icon = failing ? MailWarning : MailCheck
  return (
    <Card className={failing ? 'border-destructive/60' : undefined}>
      <CardContent className="flex items-start gap-4 pt-6">
        <span
          className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${failing ? 'bg-destructive/10 text-destructive' : 'bg-primary/10 text-primary'}`}
        >
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-muted-foreground text-sm">{overview.mailTitle}</h2>
          <p className={`font-bold text-lg tabular-nums ${failing ? 'text-destructive' : ''}`}>
            {overview.mailFailed(mail.failed)}
          </p>
          {failing ? (
            <p className="text-muted-foreground text-sm">{overview.mailFailedHint}</p>
          ) : null}
          <p className="mt-1 text-sm tabular-nums">{overview.mailPending(mail.pending)}</p>
          {mail.pending > 0 ? (
            <p className="text-muted-foreground text-sm">{overview.mailPendingHint}</p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  )
}
