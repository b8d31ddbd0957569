import { basisPointsToPercent, percentToBasisPoints } from '@pasarprompt/contracts/basis-points'
import { type CommissionOverview, PlatformSettingsInput } from '@pasarprompt/contracts/settings'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { issuesByField } from '@/lib/issues-by-field'
import { toast } from '@/lib/toast-store'
import { admin } from '@/locales/id/admin'
import { common } from '@/locales/id/common'
import { useUpdateSettings } from '../api/platform-settings'
import { settingChanges } from './settings-change'

const text = admin.commission

/**
 * Percentages on screen, basis points on the wire; the shared schema checks the bounds. Saving
 * asks first, naming each value's old and new form: a rate touches every new order.
 */
export function PlatformSettingsForm({ overview }: { overview: CommissionOverview }) {
  const update = useUpdateSettings()
  const { settings } = overview
  const [values, setValues] = useState({
    commission: String(basisPointsToPercent(settings.commissionBp)),
    affiliate: String(basisPointsToPercent(settings.affiliateBp)),
    holdDays: String(settings.holdDays),
    minPayout: String(settings.minPayout),
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [notice, setNotice] = useState<string | null>(null)
  const [confirming, setConfirming] = useState<PlatformSettingsInput | null>(null)
  const changes = confirming ? settingChanges(settings, confirming) : []
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
              commissionBp: percentToBasisPoints(number(values.commission)),
              affiliateBp: percentToBasisPoints(number(values.affiliate)),
              holdDays: number(values.holdDays),
              minPayout: number(values.minPayout),
            })
            if (!parsed.success) {
              setErrors(issuesByField(parsed.error))
              return
            }
            setErrors({})
            if (settingChanges(settings, parsed.data).length === 0) {
              setNotice(text.nothingChanged)
              return
            }
            setNotice(null)
            setConfirming(parsed.data)
          }}
        >
          {update.error ? <Alert variant="destructive">{update.error.message}</Alert> : null}
          {notice ? <Alert>{notice}</Alert> : null}
          {field('commission', text.commission, errors.commissionBp)}
          {field('affiliate', text.affiliate, errors.affiliateBp)}
          {field('holdDays', text.holdDays, errors.holdDays)}
          {field('minPayout', text.minPayout, errors.minPayout)}
          <Button type="submit" className="justify-self-start" disabled={update.isPending}>
            {update.isPending ? common.processing : common.save}
          </Button>
        </form>
      </CardContent>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? null : setConfirming(null))}
        title={text.confirmTitle}
        description={text.confirmLead}
        confirmLabel={text.confirm}
        cancelLabel={text.cancel}
        closeLabel={text.close}
        pending={update.isPending}
        tone="default"
        onConfirm={() =>
          confirming
            ? update.mutate(confirming, {
                onSuccess: () => {
                  setConfirming(null)
                  toast({ title: common.saved })
                },
                onError: () => setConfirming(null),
              })
            : undefined
        }
      >
        <ul className="grid gap-1 text-sm" data-testid="settings-confirm-changes">
          {changes.map((change) => (
            <li key={change.field} className="font-medium">
              {text.confirmLine(capitalise(text.fields[change.field]), change.from, change.to)}
            </li>
          ))}
        </ul>
      </ConfirmDialog>
    </Card>
  )
}

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1)
