import { formatDateTimeWib } from '@pasarprompt/contracts/format'
import { TRY_MESSAGE_MAX, TRY_VALUE_MAX, type TryStatus } from '@pasarprompt/contracts/tries'
import { FlaskConical, Loader2, TriangleAlert } from 'lucide-react'
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input, Textarea } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'
import { triesText as text } from '@/locales/id/tries'
import { useTryStatus } from '../api/get-try-status'
import { usePromptTry } from '../hooks/use-prompt-try'
import { variableLabel } from './variable-label'

type TryPanelProps = {
  slug: string
  /** What the page's buy button does, offered once the free tries are used up. */
  buyAction: ReactNode
  /** Told when an answer starts and ends: the dialog does not close by a stray tap meanwhile. */
  onRunningChange?: (running: boolean) => void
}

/**
 * "Coba dulu": one field per `[VARIABEL]`, an optional note, Jalankan, and the model's answer
 * as it streams in (plain text, never HTML). The prompt's text stays on the server.
 */
export function TryPanel({ slug, buyAction, onRunningChange }: TryPanelProps) {
  const status = useTryStatus(slug)

  if (status.error) return <Alert variant="destructive">{status.error.message}</Alert>
  if (!status.data) {
    return (
      <div className="grid gap-3" role="status" aria-label={text.loading}>
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-32" />
      </div>
    )
  }
  if (!status.data.available) return <p className="text-sm">{text.unavailable}</p>
  return (
    <TryForm
      slug={slug}
      status={status.data}
      buyAction={buyAction}
      onRunningChange={onRunningChange}
    />
  )
}

function TryForm({
  slug,
  status,
  buyAction,
  onRunningChange,
}: TryPanelProps & { status: TryStatus }) {
  const { state, run } = usePromptTry(slug)
  const [values, setValues] = useState<Record<string, string>>({})
  const [message, setMessage] = useState('')
  const [missing, setMissing] = useState<string | null>(null)
  const answerRef = useRef<HTMLElement>(null)
  const answerId = useId()
  const running = state.phase === 'running'
  useEffect(() => onRunningChange?.(running), [onRunningChange, running])
  const usedUp = status.remaining <= 0
  const hasVariables = status.variables.length > 0

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // Only the variables the prompt has now (a new version may have dropped one).
    const filled = Object.fromEntries(
      status.variables.flatMap((name) => {
        const value = values[name]?.trim()
        return value ? [[name, value]] : []
      }),
    )
    // The server refuses an empty try too; said here without spending a request.
    if (Object.keys(filled).length === 0 && message.trim() === '') {
      setMissing(hasVariables ? text.fillSomething : text.writeSomething)
      return
    }
    setMissing(null)
    void run({ values: filled, message: message.trim() })
    // Jalankan is disabled while the answer comes: focus moves to the answer, which it brings
    // into view (on a phone it is below the form).
    answerRef.current?.focus()
    answerRef.current?.scrollIntoView({ block: 'start' })
  }

  return (
    <div className="grid gap-5">
      {status.simulated ? (
        <p className="flex items-start gap-2 rounded-md border border-amber-500/50 bg-amber-50 px-3 py-2 text-amber-900 text-sm dark:bg-amber-950 dark:text-amber-100">
          <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <span className="mr-1.5 rounded-full border border-current px-2 py-px font-semibold text-xs">
              {text.simulated}
            </span>
            {text.simulatedNote}
          </span>
        </p>
      ) : null}

      <form noValidate onSubmit={submit} className="grid gap-4">
        {hasVariables ? (
          <fieldset className="grid min-w-0 gap-3 sm:grid-cols-2">
            <legend className="sr-only">{text.variables}</legend>
            {status.variables.map((name) => (
              <FormField key={name} label={variableLabel(name)} className="min-w-0">
                <Input
                  value={values[name] ?? ''}
                  maxLength={TRY_VALUE_MAX}
                  autoComplete="off"
                  onChange={(event) =>
                    setValues((current) => ({ ...current, [name]: event.target.value }))
                  }
                />
              </FormField>
            ))}
          </fieldset>
        ) : (
          <p className="text-muted-foreground text-sm">{text.messageOnlyHint}</p>
        )}
        <FormField label={text.message} hint={text.messageHint}>
          <Textarea
            value={message}
            maxLength={TRY_MESSAGE_MAX}
            rows={2}
            className="min-h-16"
            onChange={(event) => setMessage(event.target.value)}
          />
        </FormField>
        {missing ? <Alert variant="destructive">{missing}</Alert> : null}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <Button type="submit" disabled={running || usedUp}>
            {running ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {running ? text.running : text.run}
          </Button>
          <p className="text-muted-foreground text-sm tabular-nums" data-testid="try-remaining">
            {text.remaining(status.remaining, status.freePerDay)}
          </p>
        </div>
      </form>

      {/* Tries used up before any was run here: nothing to show but the way to buy. */}
      {usedUp && state.phase === 'idle' ? null : (
        <section
          ref={answerRef}
          aria-labelledby={answerId}
          tabIndex={-1}
          className="grid scroll-mt-4 gap-2 outline-none"
        >
          <h3 id={answerId} className="font-medium text-sm">
            {text.answer}
          </h3>
          <div
            className={cn(
              'text-sm',
              // A withheld answer leaves nothing to frame: only the notice under it.
              state.phase !== 'withheld' && 'rounded-md border bg-muted/30 p-3',
            )}
          >
            {state.phase === 'idle' ? (
              <p className="text-muted-foreground">{text.answerPlaceholder}</p>
            ) : null}
            {/* Text only: the answer is the model's, so it is never read as HTML. */}
            <div
              aria-live="polite"
              aria-busy={running}
              className="whitespace-pre-wrap break-words"
              data-testid="try-answer"
            >
              {state.answer}
            </div>
          </div>
          <TryOutcome phase={state.phase} message={'message' in state ? state.message : null} />
        </section>
      )}

      {usedUp ? (
        <div className="grid gap-1 rounded-md border border-primary/30 bg-accent p-4 text-accent-foreground text-sm">
          <p className="font-medium">{text.usedUp}</p>
          <p>{text.resetsAt(formatDateTimeWib(status.resetsAt))}</p>
          <p className="mt-1 opacity-80">{text.buyLead}</p>
          {buyAction}
        </div>
      ) : null}
    </div>
  )
}

/** A line under the answer: it is coming, it is complete, it was withheld, or it failed. */
function TryOutcome({ phase, message }: { phase: string; message: string | null }) {
  const notice = useRef<HTMLDivElement>(null)
  // A withheld or failed try is told below the answer: brought into view, on a phone too.
  useEffect(() => {
    if (phase === 'withheld' || phase === 'failed')
      notice.current?.scrollIntoView({ block: 'nearest' })
  }, [phase])
  if (phase === 'running') {
    return (
      <p className="flex items-center gap-2 text-muted-foreground text-sm">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        {text.answering}
      </p>
    )
  }
  if (phase === 'done') return <p className="text-muted-foreground text-sm">{text.done}</p>
  if (phase === 'withheld') {
    return (
      <div
        ref={notice}
        role="status"
        className="flex items-start gap-2 rounded-md border border-amber-500/50 bg-amber-50 px-3 py-2 text-amber-900 text-sm dark:bg-amber-950 dark:text-amber-100"
        data-testid="try-withheld"
      >
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          <span className="block font-medium">{text.withheldTitle}</span>
          {message}
        </span>
      </div>
    )
  }
  if (phase === 'failed') {
    return (
      <div ref={notice}>
        <Alert variant="destructive">{message}</Alert>
      </div>
    )
  }
  return null
}
