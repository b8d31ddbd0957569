import { formatDateTimeWib } from '@pasarprompt/contracts/format'
import type { AdminOrderDetail } from '@pasarprompt/contracts/orders-for-admin'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { cn } from '@/lib/cn'
import { admin } from '@/locales/id/admin'

const text = admin.orders

/** Every gateway notification about the order, valid or not. */
export function AdminOrderLogsCard({ order }: { order: AdminOrderDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{text.logs}</CardTitle>
      </CardHeader>
      <CardContent>
        {order.paymentLogs.length === 0 ? (
          <p className="text-muted-foreground text-sm">{text.noLogs}</p>
        ) : (
          <ul className="divide-y text-sm">
            {order.paymentLogs.map((log) => (
              <li key={log.id} className="flex flex-wrap gap-x-3 gap-y-1 py-2">
                <span className="text-muted-foreground">{formatDateTimeWib(log.at)}</span>
                <span className="font-medium">{log.transactionStatus ?? '—'}</span>
                <span className={cn(!log.signatureValid && 'text-destructive')}>
                  {log.result}
                  {log.signatureValid ? '' : ` (${text.signatureBad})`}
                </span>
                {log.detail ? <span className="text-muted-foreground">{log.detail}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
