import {
  COMPLAINT_REASONS,
  type ComplaintReason,
  complaintReasonLabels,
  OpenComplaintInput,
} from '@pasarprompt/contracts/complaints'
import { type FormEvent, useId, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Textarea } from '@/components/ui/input'
import { cn } from '@/lib/cn'
import { issuesByField } from '@/lib/issues-by-field'
import { common } from '@/locales/id/common'
import { complaintsText as text } from '@/locales/id/complaints'

/** The buyer's complaint: a reason and what went wrong, checked with the server's schema. */
export function OpenComplaintForm({
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  pending: boolean
  error: string | null
  onSubmit: (input: OpenComplaintInput) => void
  onCancel: () => void
}) {
  const [reason, setReason] = useState<ComplaintReason | null>(null)
  const [body, setBody] = useState('')
  const [errors, setErrors] = useState<Record<string, string | undefined>>({})
  const reasonError = `${useId()}-alasan`
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = OpenComplaintInput.safeParse({ reason: reason ?? undefined, body })
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error))
      return
    }
    setErrors({})
    onSubmit(parsed.data)
  }
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      <fieldset className="grid gap-2" aria-describedby={errors.reason ? reasonError : undefined}>
        <legend className="mb-1 font-medium text-sm">{text.reasonLegend}</legend>
        {COMPLAINT_REASONS.map((option) => (
          <label
            key={option}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-md border p-3 text-sm',
              reason === option && 'border-primary bg-accent/50',
            )}
          >
            <input
              type="radio"
              name="complaint-reason"
              value={option}
              checked={reason === option}
              onChange={() => setReason(option)}
              className="size-4 accent-primary"
            />
            {complaintReasonLabels[option]}
          </label>
        ))}
        {errors.reason ? (
          <p id={reasonError} className="text-destructive text-sm">
            {errors.reason}
          </p>
        ) : null}
      </fieldset>
      <FormField label={text.bodyLabel} hint={text.bodyHint} error={errors.body}>
        <Textarea
          rows={5}
          maxLength={2000}
          value={body}
          onChange={(event) => setBody(event.target.value)}
        />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          {common.cancel}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? common.processing : text.submit}
        </Button>
      </div>
    </form>
  )
}
