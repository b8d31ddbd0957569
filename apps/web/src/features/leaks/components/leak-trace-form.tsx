import { LEAK_TRACE_MAX_CHARS, LeakTraceInput } from '@pasarprompt/contracts/leaks'
import { Search } from 'lucide-react'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Textarea } from '@/components/ui/input'
import { admin } from '@/locales/id/admin'

const text = admin.leaks

interface LeakTraceFormProps {
  pending: boolean
  /** The server's refusal, in Indonesian. */
  error: string | undefined
  onTrace: (input: LeakTraceInput) => void
}

/**
 * The pasted text, checked with the contract's schema before it is sent. Nothing is trimmed or
 * normalised here: the marks are invisible characters between the words.
 */
export function LeakTraceForm({ pending, error, onTrace }: LeakTraceFormProps) {
  const [value, setValue] = useState('')
  const [fieldError, setFieldError] = useState<string>()
  return (
    <form
      className="grid gap-3"
      noValidate
      aria-label={text.title}
      onSubmit={(event) => {
        event.preventDefault()
        const parsed = LeakTraceInput.safeParse({ text: value })
        if (!parsed.success) {
          setFieldError(parsed.error.issues[0]?.message)
          return
        }
        setFieldError(undefined)
        onTrace(parsed.data)
      }}
    >
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      <FormField label={text.field} error={fieldError} hint={text.hint}>
        <Textarea
          rows={10}
          maxLength={LEAK_TRACE_MAX_CHARS}
          spellCheck={false}
          className="font-mono text-sm"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={pending} className="w-full sm:w-auto">
          <Search className="size-4" aria-hidden="true" />
          {pending ? text.pending : text.submit}
        </Button>
      </div>
    </form>
  )
}
