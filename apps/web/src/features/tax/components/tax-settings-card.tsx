import { formatBasisPoints } from '@pasarprompt/contracts/basis-points'
import { formatDateTimeWib, formatRupiah } from '@pasarprompt/contracts/format'
import { type ShopTaxProfile, type TaxIdType, taxIdProblem } from '@pasarprompt/contracts/tax'
import { Landmark } from 'lucide-react'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { ApiError } from '@/lib/http'
import { toast } from '@/lib/toast-store'
import { common } from '@/locales/id/common'
import { taxText } from '@/locales/id/tax'
import { useUpdateShopTax, useUploadStatement } from '../api/tax'
import { WithholdingSlipList } from './withholding-slip-list'

const text = taxText.seller

/**
 * The "Pajak" section of /app/setting (decision 0044): the rate in one sentence, the shop's NIK
 * or NPWP, its statement of turnover under Rp 500 juta, and its bukti potong per month. Owners
 * and admins only (the page shows it to them alone; the server checks it again).
 */
export function TaxSettingsCard({
  organizationId,
  profile,
}: {
  organizationId: string
  profile: ShopTaxProfile
}) {
  // A mail's link to `#pajak` opens the page before this card exists: the browser's own jump
  // found nothing, so the card brings itself into view once it is drawn.
  const card = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (window.location.hash === '#pajak') card.current?.scrollIntoView({ block: 'start' })
  }, [])
  return (
    <Card
      ref={card}
      id="pajak"
      aria-labelledby="pajak-judul"
      className="lg:col-span-2"
      data-testid="tax-card"
    >
      <CardHeader>
        <CardTitle id="pajak-judul" className="flex items-center gap-2 text-lg">
          <Landmark className="size-5 text-primary" aria-hidden="true" />
          {text.title}
        </CardTitle>
        <p className="text-muted-foreground text-sm">{text.rate}</p>
        <p className="font-medium text-sm" data-testid="tax-rate">
          {text.rateNow(formatBasisPoints(profile.rateBp))}
        </p>
      </CardHeader>
      <CardContent className="grid gap-6 lg:grid-cols-2">
        <IdentityForm
          key={profile.taxId ?? 'baru'}
          organizationId={organizationId}
          profile={profile}
        />
        <StatementForm organizationId={organizationId} profile={profile} />
        <div className="lg:col-span-2">
          <WithholdingSlipList organizationId={organizationId} />
        </div>
      </CardContent>
    </Card>
  )
}

function IdentityForm({
  organizationId,
  profile,
}: {
  organizationId: string
  profile: ShopTaxProfile
}) {
  const update = useUpdateShopTax(organizationId)
  const [idType, setIdType] = useState<TaxIdType>(profile.idType ?? 'nik')
  const [taxId, setTaxId] = useState(profile.taxId ?? '')
  const [taxName, setTaxName] = useState(profile.taxName ?? '')
  const [error, setError] = useState<string | null>(null)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const problem = taxIdProblem(idType, taxId)
    if (problem) return setError(problem)
    setError(null)
    try {
      await update.mutateAsync({ idType, taxId, taxName })
      toast({ title: text.identity.saved })
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : common.errors.generic)
    }
  }
  return (
    <form onSubmit={submit} className="grid gap-3" noValidate>
      <h3 className="font-semibold">{text.identity.title}</h3>
      {!profile.taxId ? <Alert>{text.identity.missing}</Alert> : null}
      <fieldset className="grid gap-1">
        <legend className="font-medium text-sm">{text.identity.idType}</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          {(['nik', 'npwp'] as const).map((type) => (
            <label key={type} className="flex items-center gap-2">
              <input
                type="radio"
                name="idType"
                value={type}
                checked={idType === type}
                onChange={() => setIdType(type)}
              />
              {text.identity[type]}
            </label>
          ))}
        </div>
      </fieldset>
      <FormField label={text.identity.taxId} error={error ?? undefined}>
        <Input
          inputMode="numeric"
          autoComplete="off"
          value={taxId}
          onChange={(event) => setTaxId(event.target.value)}
        />
      </FormField>
      <FormField label={text.identity.taxName}>
        <Input
          autoComplete="off"
          value={taxName}
          onChange={(event) => setTaxName(event.target.value)}
        />
      </FormField>
      <Button type="submit" className="justify-self-start" disabled={update.isPending}>
        {update.isPending ? common.processing : text.identity.save}
      </Button>
    </form>
  )
}

function StatementForm({
  organizationId,
  profile,
}: {
  organizationId: string
  profile: ShopTaxProfile
}) {
  const upload = useUploadStatement(organizationId)
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<string | null>(null)
  const statement = profile.statement
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!file) return
    setError(null)
    try {
      await upload.mutateAsync({ file, year: profile.year })
      toast({ title: text.statement.uploaded })
      setFile(null)
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : common.errors.generic)
    }
  }
  return (
    <form onSubmit={submit} className="grid gap-3" noValidate>
      <h3 className="font-semibold">{text.statement.title}</h3>
      <p className="text-muted-foreground text-sm">{text.statement.lead(profile.year)}</p>
      {statement ? (
        <Alert
          variant={statement.status === 'valid' ? 'success' : 'destructive'}
          data-testid="statement-status"
        >
          <span className="block">
            {text.statement.current(statement.year, formatDateTimeWib(statement.uploadedAt))}
          </span>
          <span className="block font-medium">{text.statement.status[statement.status]}</span>
          {statement.rejectionReason ? (
            <span className="block">{text.statement.reason(statement.rejectionReason)}</span>
          ) : null}
        </Alert>
      ) : null}
      <p className="text-muted-foreground text-xs">
        {text.statement.turnover(formatRupiah(profile.turnover), profile.year)}
      </p>
      {!profile.taxId ? (
        <p className="text-muted-foreground text-sm">{text.statement.needIdentity}</p>
      ) : (
        <>
          <FormField label={text.statement.file} error={error ?? undefined}>
            <Input
              type="file"
              accept="application/pdf,image/jpeg,image/png"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </FormField>
          <Button
            type="submit"
            variant="outline"
            className="justify-self-start"
            disabled={!file || upload.isPending}
          >
            {upload.isPending ? common.processing : text.statement.upload}
          </Button>
        </>
      )}
    </form>
  )
}
