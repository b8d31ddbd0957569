import {
  REVIEW_BODY_MAX,
  ReviewInput,
  type ReviewInput as ReviewValues,
} from '@pasarprompt/contracts/reviews'
import { Star } from 'lucide-react'
import { useId, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Textarea } from '@/components/ui/input'
import { cn } from '@/lib/cn'
import { issuesByField } from '@/lib/issues-by-field'
import { marketplace } from '@/locales/id/marketplace'

const text = marketplace.reviews

/**
 * Stars 1–5 as a native radio group (arrow keys move between them, each read as "4 bintang")
 * and the text; the shared schema checks both before anything is sent.
 */
export function ReviewForm({
  initial,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  initial: ReviewValues | null
  submitLabel: string
  pending: boolean
  /** The server's refusal, in Indonesian. */
  error: string | null
  onSubmit: (values: ReviewValues) => void
  onCancel?: () => void
}) {
  const name = useId()
  const legendId = useId()
  const [rating, setRating] = useState(initial?.rating ?? 0)
  const [body, setBody] = useState(initial?.body ?? '')
  const [fields, setFields] = useState<Record<string, string>>({})

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const parsed = ReviewInput.safeParse({ rating, body })
        if (!parsed.success) {
          setFields(issuesByField(parsed.error))
          return
        }
        setFields({})
        onSubmit(parsed.data)
      }}
    >
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      <fieldset
        className="grid gap-1.5"
        aria-describedby={fields.rating ? `${legendId}-error` : undefined}
      >
        <legend id={legendId} className="mb-1.5 font-medium text-sm">
          {text.ratingLegend}
        </legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((star) => (
            <label
              key={star}
              className="relative rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                type="radio"
                name={name}
                value={star}
                checked={rating === star}
                onChange={() => setRating(star)}
                // Over the star, invisible: a click or tap lands on the radio itself.
                className="absolute inset-0 size-full cursor-pointer opacity-0"
              />
              <span className="sr-only">{text.star(star)}</span>
              <Star
                aria-hidden="true"
                className={cn(
                  'size-7 transition-colors',
                  star <= rating
                    ? 'fill-amber-400 text-amber-500 dark:fill-amber-300 dark:text-amber-300'
                    : 'fill-transparent text-muted-foreground/60',
                )}
              />
            </label>
          ))}
        </div>
        {fields.rating ? (
          <p id={`${legendId}-error`} className="text-destructive text-sm">
            {fields.rating}
          </p>
        ) : null}
      </fieldset>
      <FormField label={text.bodyLabel} error={fields.body} hint={text.bodyHint}>
        <Textarea
          rows={5}
          maxLength={REVIEW_BODY_MAX}
          value={body}
          onChange={(event) => setBody(event.target.value)}
        />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {text.cancel}
          </Button>
        ) : null}
        <Button type="submit" disabled={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
