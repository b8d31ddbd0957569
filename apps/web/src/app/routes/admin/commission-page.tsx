import {
  type CommissionOverview,
  PlatformSettingsInput,
} from '@pasarprompt/contracts/admin-platform'
import { formatDateTime, formatRupiah } from '@pasarprompt/contracts/format'
import { paymentMethodLabels } from '@pasarprompt/contracts/orders'
import { useState } from 'react'
import { Link } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import {
  useCommissionOverview,
  useUpdateSettings,
} from '@/features/commission/api/platform-settings'
import { toast } from '@/lib/toast-store'
import { admin } from '@/locales/id/admin'
import { common } from '@/locales/id/common'

const text = admin.commission
const percent = (bp: number) => `${(bp / 100).toLocaleString('id-ID')}%`

/** /admin/commission: the platform settings, per-shop commissions, gateway fees, history. */
export function AdminCommissionPage() {
  const overview = useCommissionOverview()
  return (
    <div className="grid grid-cols-1 gap-5">
      <title>{`${text.title} — ${admin.area}`}</title>
      <div className="grid gap-1">
        <h1 className="font-bold text-2xl">{text.title}</h1>
        <p className="text-muted-foreground text-sm">{text.lead}</p>
      </div>
      {overview.error ? (
        <Alert variant="destructive">{overview.error.message}</Alert>
      ) : overview.isPending ? (
        <Skeleton className="h-80 w-full" />
      ) : (
        <div className="grid grid-cols-1 items-start gap-5 lg:grid-cols-2">
          <SettingsForm key={JSON.stringify(overview.data.settings)} overview={overview.data} />
          <div className="grid grid-cols-1 gap-5">
            <Card>
              <CardHeader>
                <CardTitle className="text-lg">{text.overrides}</CardTitle>
              </CardHeader>
              <CardContent>
                {overview.data.overrides.length === 0 ? (
                  <p className="text-muted-foreground text-sm">{text.noOverrides}</p>
                ) : (
                  <ul className="divide-y text-sm">
                    {overview.data.overrides.map((shop) => (
                      <li key={shop.id} className="flex justify-between gap-3 py-2">
                        <Link
                          to={paths.admin.shop(shop.id)}
                          className="text-primary hover:underline"
                        >
                          {shop.name}
                        </Link>
                        <span className="tabular-nums">{percent(shop.commissionBp)}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle className="text-lg">{text.fees}</CardTitle>
                <p className="text-muted-foreground text-sm">{text.feesLead}</p>
              </CardHeader>
              <CardContent>
                <table className="w-full text-sm">
                  <thead className="text-left text-muted-foreground">
                    <tr>
                      <th className="py-1 font-medium">{text.method}</th>
                      <th className="py-1 text-right font-medium">{text.fee}</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y">
                    {overview.data.gatewayFees.map((fee) => (
                      <tr key={fee.method}>
                        <td className="py-1.5">{paymentMethodLabels[fee.method] ?? fee.method}</td>
                        <td className="py-1.5 text-right tabular-nums">
                          {[
                            fee.bp ? percent(fee.bp) : null,
                            fee.flat ? formatRupiah(fee.flat) : null,
                          ]
                            .filter(Boolean)
                            .join(' + ')}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </CardContent>
            </Card>
          </div>
          <Card className="lg:col-span-2">
            <CardHeader>
              <CardTitle className="text-lg">{text.history}</CardTitle>
            </CardHeader>
            <CardContent>
              {overview.data.history.length === 0 ? (
                <p className="text-muted-foreground text-sm">{text.noHistory}</p>
              ) : (
                <ul className="divide-y text-sm">
                  {overview.data.history.map((change) => (
                    <li key={change.at} className="grid gap-1 py-2">
                      <span className="text-muted-foreground text-xs">
                        {text.by(change.actorEmail, formatDateTime(change.at))}
                      </span>
                      <span className="break-all font-mono text-xs">
                        {JSON.stringify(change.before)} → {JSON.stringify(change.after)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </div>
      )}
    </div>
  )
}

/** Percentages on screen, basis points on the wire; the shared schema checks the bounds. */
function SettingsForm({ overview }: { overview: CommissionOverview }) {
  const update = useUpdateSettings()
  const { settings } = overview
  const [values, setValues] = useState({
    commission: String(settings.commissionBp / 100),
    affiliate: String(settings.affiliateBp / 100),
    holdDays: String(settings.holdDays),
    minPayout: String(settings.minPayout),
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const number = (value: string) => Number(value.trim().replace(',', '.'))
  const field = (key: keyof typeof values, label: string, error?: string) => (
    <FormField label={label} error={error}>
      <Input
        inputMode="decimal"
        value={values[key]}
        onChange={(event) => setValues({ ...values, [key]: event.target.value })}
      />
    </FormField>
  )
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{text.settings}</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-3"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            const parsed = PlatformSettingsInput.safeParse({
              commissionBp: Math.round(number(values.commission) * 100),
              affiliateBp: Math.round(number(values.affiliate) * 100),
              holdDays: number(values.holdDays),
              minPayout: number(values.minPayout),
            })
            if (!parsed.success) {
              setErrors(
                Object.fromEntries(
                  parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
                ),
              )
              return
            }
            setErrors({})
            update.mutate(parsed.data, { onSuccess: () => toast({ title: common.saved }) })
          }}
        >
          {update.error ? <Alert variant="destructive">{update.error.message}</Alert> : null}
          {field('commission', text.commission, errors.commissionBp)}
          {field('affiliate', text.affiliate, errors.affiliateBp)}
          {field('holdDays', text.holdDays, errors.holdDays)}
          {field('minPayout', text.minPayout, errors.minPayout)}
          <Button type="submit" className="justify-self-start" disabled={update.isPending}>
            {update.isPending ? common.processing : common.save}
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}
