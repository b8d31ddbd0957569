import type { AdminOrderDetail } from '@pasarprompt/contracts/admin-orders'
import { formatDateTime } from '@pasarprompt/contracts/format'
import { paymentMethodLabels } from '@pasarprompt/contracts/orders'
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { formatPercent } from '@/components/charts/chart-format'
import { DetailStates } from '@/components/list/list-states'
import { BackLink, DetailRow } from '@/components/list/page-header'
import { AmountRow, LedgerEntryList } from '@/components/money'
import { ReasonDialog } from '@/components/reason-dialog'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { useAdminOrder } from '@/features/orders/api/get-admin-order'
import { useRefundOrder } from '@/features/orders/api/refund-order'
import { OrderStatusBadge } from '@/features/orders/components/order-status-badge'
import { cn } from '@/lib/cn'
import { toast } from '@/lib/toast-store'
import { admin } from '@/locales/id/admin'

const text = admin.orders
const percent = (bp: number) => formatPercent(bp / 10_000)

/** /admin/order/:id: an order, its payment log trail, its ledger entries, and the refund. */
export function AdminOrderDetailPage() {
  const { id = '' } = useParams()
  const order = useAdminOrder(id)
  return (
    <div className="grid grid-cols-1 gap-5">
      <title>{`${order.data?.number ?? text.title} — ${admin.area}`}</title>
      <BackLink to={paths.admin.orders} label={text.back} />
      <DetailStates query={order}>{(data) => <OrderDetail order={data} />}</DetailStates>
    </div>
  )
}

function OrderDetail({ order }: { order: AdminOrderDetail }) {
  const refund = useRefundOrder(order.id)
  const [refunding, setRefunding] = useState(false)
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="font-bold text-2xl">{order.number}</h1>
          <OrderStatusBadge status={order.status} />
        </div>
        {order.status === 'paid' ? (
          <Button
            variant="destructive"
            size="sm"
            onClick={() => {
              refund.reset()
              setRefunding(true)
            }}
          >
            {text.refund}
          </Button>
        ) : null}
      </div>
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">{text.summary}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-3 text-sm">
              <DetailRow label={text.prompt}>{order.promptTitle}</DetailRow>
              <DetailRow label={text.shop}>
                <Link to={paths.admin.shop(order.shop.id)} className="text-primary hover:underline">
                  {order.shop.name}
                </Link>
              </DetailRow>
              <DetailRow label={text.buyer}>
                <span>{order.buyerName}</span>
                <span className="break-all text-muted-foreground">{order.buyerEmail}</span>
                <span className="text-muted-foreground">{order.buyerPhone}</span>
              </DetailRow>
              <DetailRow label={text.createdAt}>{formatDateTime(order.createdAt)}</DetailRow>
              {order.paidAt ? (
                <DetailRow label={text.paidAt}>{formatDateTime(order.paidAt)}</DetailRow>
              ) : null}
              {order.closedAt ? (
                <DetailRow label={text.closedAt}>{formatDateTime(order.closedAt)}</DetailRow>
              ) : null}
              {order.paymentMethod ? (
                <DetailRow label={text.method}>
                  {paymentMethodLabels[order.paymentMethod] ?? order.paymentMethod}
                </DetailRow>
              ) : null}
              {order.gatewayTransactionId ? (
                <DetailRow label={text.gateway}>
                  <span className="break-all font-mono text-xs">
                    {order.gatewayOrderId} · {order.gatewayTransactionId}
                  </span>
                </DetailRow>
              ) : null}
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">{text.split}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-2 text-sm">
              <AmountRow label={text.price} amount={order.price} />
              {order.split ? (
                <>
                  <AmountRow
                    label={text.commission(percent(order.commissionBp))}
                    amount={order.split.platformFee}
                  />
                  <AmountRow
                    label={text.affiliate(percent(order.affiliateBp))}
                    amount={order.split.affiliateFee}
                  />
                  <AmountRow label={text.net} amount={order.split.sellerNet} />
                </>
              ) : null}
              {order.gatewayFee !== null ? (
                <AmountRow label={text.gatewayFee} amount={order.gatewayFee} />
              ) : null}
            </dl>
          </CardContent>
        </Card>
      </div>
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
                  <span className="text-muted-foreground">{formatDateTime(log.at)}</span>
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
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{text.ledger}</CardTitle>
        </CardHeader>
        <CardContent>
          <LedgerEntryList
            entries={order.entries}
            emptyText={text.noEntries}
            where={(index) => (
              <span className="break-all font-mono text-muted-foreground text-xs">
                {order.entries[index]?.account}
              </span>
            )}
          />
        </CardContent>
      </Card>
      <ReasonDialog
        open={refunding}
        onOpenChange={setRefunding}
        title={text.refundTitle}
        description={text.refundBody}
        label={text.reasonLabel}
        confirmLabel={text.refund}
        pending={refund.isPending}
        error={refund.error?.message ?? null}
        onConfirm={(reason) =>
          refund.mutate(reason, {
            onSuccess: () => {
              setRefunding(false)
              toast({ title: text.refunded })
            },
          })
        }
      />
    </>
  )
}
