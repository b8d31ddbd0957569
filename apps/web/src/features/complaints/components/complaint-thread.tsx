import {
  type ComplaintMessage,
  type ComplaintSide,
  type ComplaintView,
  complaintReasonLabels,
  complaintSideLabels,
  isActiveComplaintStatus,
} from '@pasarprompt/contracts/complaints'
import { formatDateTimeWib } from '@pasarprompt/contracts/format'
import { SendHorizontal, ShieldCheck } from 'lucide-react'
import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { ComplaintStatusBadge } from '@/components/complaint-status-badge'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Textarea } from '@/components/ui/input'
import { cn } from '@/lib/cn'
import { complaintsText as text } from '@/locales/id/complaints'

const MESSAGE_MAX = 2000

export const isActiveComplaint = (complaint: ComplaintView) =>
  isActiveComplaintStatus(complaint.status)

/** "Toko", or "Anda" when the reader is that side. */
const sideName = (side: ComplaintSide, viewer: ComplaintSide) =>
  side === viewer ? text.you : complaintSideLabels[side]

/**
 * A complaint as each party reads it: its status and reason, the decision and its reason once
 * there is one, the conversation (messages as bubbles, steps as lines between them), the
 * composer and the viewer's actions (`actions`) while it is active.
 */
export function ComplaintThread({
  complaint,
  viewer,
  write,
  actions,
}: {
  complaint: ComplaintView
  viewer: ComplaintSide
  write: { send: (body: string, done: () => void) => void; pending: boolean; error: string | null }
  actions?: ReactNode
}) {
  const active = isActiveComplaint(complaint)
  return (
    <Card className="overflow-hidden" data-testid="complaint-thread">
      <div className="grid gap-2 border-b p-5">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-semibold text-lg">{text.section}</h2>
          <ComplaintStatusBadge status={complaint.status} />
        </div>
        <p className="text-muted-foreground text-sm">
          {text.reason}: {complaintReasonLabels[complaint.reason]} ·{' '}
          {text.openedAt(formatDateTimeWib(complaint.openedAt))}
        </p>
        {complaint.resolution ? (
          <Alert variant={complaint.status === 'refunded' ? 'success' : 'default'}>
            <p className="font-medium">
              {complaint.status === 'refunded'
                ? text.decided.refunded(complaintSideLabels[complaint.resolvedBy ?? 'admin'])
                : text.decided.released}
            </p>
            <p className="mt-1">
              {text.resolution}: {complaint.resolution}
            </p>
          </Alert>
        ) : complaint.status === 'withdrawn' ? (
          <Alert>{text.decided.withdrawn}</Alert>
        ) : null}
        {complaint.autoRefundAt ? (
          <p className="flex items-start gap-2 text-sm">
            <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {text.guaranteeNote(formatDateTimeWib(complaint.autoRefundAt))}
          </p>
        ) : null}
      </div>
      <ol className="grid gap-3 p-5" aria-label={text.conversation} aria-live="polite">
        {complaint.messages.map((message) => (
          <Entry key={message.id} message={message} viewer={viewer} />
        ))}
      </ol>
      {active ? (
        <Composer write={write} />
      ) : (
        <p className="border-t bg-muted/40 px-5 py-3 text-muted-foreground text-sm">
          {text.closedNote}
        </p>
      )}
      {active && actions ? (
        <div className="flex flex-wrap items-center gap-2 border-t px-5 py-4">{actions}</div>
      ) : null}
    </Card>
  )
}

function Entry({ message, viewer }: { message: ComplaintMessage; viewer: ComplaintSide }) {
  const who = sideName(message.side, viewer)
  const at = (
    <time dateTime={message.createdAt} className="text-[11px] text-muted-foreground">
      {formatDateTimeWib(message.createdAt)}
    </time>
  )
  if (message.kind !== 'message' && message.kind !== 'opened') {
    return (
      <li className="grid justify-items-center gap-1 text-center" data-kind={message.kind}>
        <p className="rounded-full border bg-muted px-3 py-1 font-medium text-xs">
          {text.steps[message.kind](who)}
        </p>
        {message.body ? (
          <p className="max-w-prose whitespace-pre-wrap break-words text-sm">{message.body}</p>
        ) : null}
        {at}
      </li>
    )
  }
  const mine = message.side === viewer
  return (
    <li
      className={cn('grid max-w-[85%] gap-1', mine ? 'justify-self-end' : 'justify-self-start')}
      data-testid="complaint-message"
      data-side={message.side}
    >
      <span className={cn('text-muted-foreground text-xs', mine && 'text-right')}>
        {message.kind === 'opened' ? text.steps.opened(who) : who}
      </span>
      <p
        className={cn(
          'whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 text-sm [overflow-wrap:anywhere]',
          mine
            ? 'rounded-br-sm bg-primary text-primary-foreground'
            : message.side === 'admin'
              ? 'rounded-bl-sm border border-primary/40 bg-accent text-accent-foreground'
              : 'rounded-bl-sm bg-muted text-foreground',
        )}
      >
        {message.body}
      </p>
      <span className={cn(mine && 'text-right')}>{at}</span>
    </li>
  )
}

function Composer({
  write,
}: {
  write: { send: (body: string, done: () => void) => void; pending: boolean; error: string | null }
}) {
  const [body, setBody] = useState('')
  const id = useId()
  // As the server counts (UTF-16 units, zod's `max`), so Send never offers what it refuses.
  const tooLong = body.trim().length > MESSAGE_MAX
  const canSend = body.trim().length > 0 && !tooLong && !write.pending
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (canSend) write.send(body.trim(), () => setBody(''))
  }
  return (
    <form onSubmit={submit} className="grid gap-2 border-t bg-card p-4">
      {write.error ? <Alert variant="destructive">{write.error}</Alert> : null}
      <label htmlFor={id} className="font-medium text-sm">
        {text.writeLabel}
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          id={id}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          placeholder={text.writePlaceholder}
          rows={2}
          className="max-h-40 min-h-12 resize-none"
          aria-invalid={tooLong || undefined}
        />
        <Button type="submit" disabled={!canSend}>
          <SendHorizontal aria-hidden="true" />
          {text.send}
        </Button>
      </div>
    </form>
  )
}
