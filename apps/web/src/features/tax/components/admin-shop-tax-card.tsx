import { formatBasisPoints } from '@pasarprompt/contracts/basis-points'
import { formatDateTimeWib, formatRupiah } from '@pasarprompt/contracts/format'
import { RejectStatementInput, taxIdTypeLabels } from '@pasarprompt/contracts/tax'
import { Download } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Textarea } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { ApiError } from '@/lib/http'
import { toast } from '@/lib/toast-store'
import { common } from '@/locales/id/common'
import { taxText } from '@/locales/id/tax'
import { statementFileUrl, useAdminShopTax, useRejectStatement } from '../api/tax'

const text = taxText.admin.shop
const statusText = taxText.admin.shop.status

/**
 * A shop's PPh 22 standing for staff (decision 0044): its NIK or NPWP, its statement (downloaded
 * through the admin API only, never a public address) and rejecting it with a reason.
 */
export function AdminShopTaxCard({ shopId }: { shopId: string }) {
  const tax = useAdminShopTax(shopId)
  return (
    <Card data-testid="admin-shop-tax">
      <CardHeader>
        <CardTitle className="text-lg">{text.title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {tax.error ? (
          <Alert variant="destructive">{tax.error.message}</Alert>
        ) : tax.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : (
          <>
            {tax.data.idType && tax.data.taxId ? (
              <p>
                <span className="text-muted-foreground">{text.identity}: </span>
                {taxIdTypeLabels[tax.data.idType]} {tax.data.taxId} — {tax.data.taxName}
              </p>
            ) : (
              <p className="text-muted-foreground">{text.none}</p>
            )}
            <p>{text.rate(formatBasisPoints(tax.data.rateBp))}</p>
            <p className="text-muted-foreground text-xs">
              {taxText.seller.statement.turnover(formatRupiah(tax.data.turnover), tax.data.year)}
            </p>
            {tax.data.statement ? (
              <div className="grid gap-2">
                <p>
                  {taxText.seller.statement.current(
                    tax.data.statement.year,
                    formatDateTimeWib(tax.data.statement.uploadedAt),
                  )}{' '}
                  <span className="font-medium">{statusText[tax.data.statement.status]}</span>
                </p>
                {tax.data.statement.rejectionReason ? (
                  <p className="text-muted-foreground">
                    {taxText.seller.statement.reason(tax.data.statement.rejectionReason)}
                  </p>
                ) : null}
                <Button asChild variant="outline" className="justify-self-start">
                  <a href={statementFileUrl(shopId)} download>
                    <Download aria-hidden="true" />
                    {text.download}
                  </a>
                </Button>
                {tax.data.statement.status !== 'rejected' ? (
                  <RejectForm shopId={shopId} uploadedAt={tax.data.statement.uploadedAt} />
                ) : null}
              </div>
            ) : (
              <p className="text-muted-foreground">{text.noStatement}</p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  )
}

/** Rejects the statement staff were shown (`uploadedAt`): a newer upload is refused with a 409. */
function RejectForm({ shopId, uploadedAt }: { shopId: string; uploadedAt: string }) {
  const reject = useRejectStatement(shopId)
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  if (!open) {
    return (
      <Button variant="destructive" className="justify-self-start" onClick={() => setOpen(true)}>
        {text.reject}
      </Button>
    )
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = RejectStatementInput.safeParse({ uploadedAt, reason })
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? common.errors.generic)
    setError(null)
    try {
      await reject.mutateAsync(parsed.data)
      toast({ title: text.rejected })
      setOpen(false)
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : common.errors.generic)
    }
  }
  return (
    <form onSubmit={submit} className="grid gap-2" noValidate>
      <FormField label={text.reason} error={error ?? undefined}>
        <Textarea value={reason} onChange={(event) => setReason(event.target.value)} />
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" variant="destructive" disabled={reject.isPending}>
          {reject.isPending ? common.processing : text.confirm}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
          {text.cancel}
        </Button>
      </div>
    </form>
  )
}
