import { formatDateTimeWib } from '@pasarprompt/contracts/format'
import { type WaitlistEntry, waitlistStatusLabels } from '@pasarprompt/contracts/waitlist'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { admin } from '@/locales/id/admin'
import { common } from '@/locales/id/common'

const text = admin.waitlist

const statusTone: Record<WaitlistEntry['status'], string> = {
  waiting: 'border-border bg-muted text-muted-foreground',
  invited: 'border-primary/40 bg-card text-primary',
  joined: 'border-primary/30 bg-accent text-accent-foreground',
}

/** One person on the waitlist: who, since when, what happened, and the invite button. */
export function WaitlistEntryItem({
  entry,
  inviting,
  onInvite,
}: {
  entry: WaitlistEntry
  inviting: boolean
  onInvite: () => void
}) {
  return (
    <li className="grid gap-2 px-4 py-4 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="grid min-w-0 gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{entry.name}</span>
          <span
            className={cn(
              'inline-flex items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 font-medium text-xs',
              statusTone[entry.status],
            )}
          >
            {waitlistStatusLabels[entry.status]}
          </span>
        </p>
        <p className="break-all text-sm">{entry.email}</p>
        <p className="text-muted-foreground text-xs">
          {text.joinedWaitlist(formatDateTimeWib(entry.joinedWaitlistAt))}
          {entry.invitedAt
            ? ` · ${text.invitedAt(formatDateTimeWib(entry.invitedAt), entry.invitedBy)}`
            : ''}
          {entry.joinedAt ? ` · ${text.joinedAt(formatDateTimeWib(entry.joinedAt))}` : ''}
        </p>
      </div>
      {entry.status === 'joined' ? null : (
        <Button
          size="sm"
          variant={entry.status === 'waiting' ? 'default' : 'outline'}
          className="justify-self-start sm:justify-self-end"
          disabled={inviting}
          aria-label={`${entry.status === 'waiting' ? text.invite : text.inviteAgain} ${entry.name}`}
          onClick={onInvite}
        >
          {inviting
            ? common.processing
            : entry.status === 'waiting'
              ? text.invite
              : text.inviteAgain}
        </Button>
      )}
    </li>
  )
}
