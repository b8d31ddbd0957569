import { ReasonInput } from '@pasarprompt/contracts/catalog-for-admin'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Textarea } from '@/components/ui/input'
import { common } from '@/locales/id/common'

/**
 * Asks staff why they refuse something (a prompt, a payout): the reason reaches the seller, so
 * the shared schema's rule (at least 10 characters) is checked here before it is sent. Ready
 * reasons (`presets`, e.g. "Salinan" for a copied prompt) fill the field in one click.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  label,
  confirmLabel,
  pending,
  error,
  onConfirm,
  presets = [],
  presetsLegend,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: string
  label: string
  confirmLabel: string
  pending: boolean
  error: string | null
  onConfirm: (reason: string) => void
  /** Ready reasons staff may pick (and still edit) instead of typing one. */
  presets?: { label: string; reason: string }[]
  presetsLegend?: string
}) {
  const [reason, setReason] = useState('')
  const [fieldError, setFieldError] = useState<string | undefined>()
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next)
        if (!next) {
          setReason('')
          setFieldError(undefined)
        }
      }}
    >
      <DialogContent title={title} description={description} closeLabel={common.close}>
        <form
          className="grid gap-3"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            const parsed = ReasonInput.safeParse({ reason })
            if (!parsed.success) {
              setFieldError(parsed.error.issues[0]?.message)
              return
            }
            setFieldError(undefined)
            onConfirm(parsed.data.reason)
          }}
        >
          {error ? <Alert variant="destructive">{error}</Alert> : null}
          {presets.length > 0 ? (
            <fieldset className="flex flex-wrap items-center gap-2">
              <legend className="mb-1.5 text-muted-foreground text-xs">{presetsLegend}</legend>
              {presets.map((preset) => (
                <Button
                  key={preset.label}
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-pressed={reason === preset.reason}
                  onClick={() => {
                    setReason(preset.reason)
                    setFieldError(undefined)
                  }}
                >
                  {preset.label}
                </Button>
              ))}
            </fieldset>
          ) : null}
          <FormField label={label} error={fieldError}>
            <Textarea
              rows={4}
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {common.cancel}
            </Button>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? common.processing : confirmLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
