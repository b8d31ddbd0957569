import { formatDateWib } from '@pasarprompt/contracts/format'
import type { PendingInvitation } from '@pasarprompt/contracts/session'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { auth } from '@/locales/id/auth'
import { common } from '@/locales/id/common'
import { useRespondToInvitation } from '../hooks/use-respond-to-invitation'

type Props = { invitations: PendingInvitation[]; highlighted: string | null }

/** The invitations waiting for the user, each with accept and reject. */
export function InvitationList({ invitations, highlighted }: Props) {
  const { busy, respond } = useRespondToInvitation()
  return (
    <ul className="grid gap-3">
      {invitations.map((invitation) => (
        <li
          key={invitation.id}
          className={cn('rounded-lg border p-4', invitation.id === highlighted && 'border-primary')}
        >
          <p className="font-semibold">{invitation.organizationName}</p>
          <p className="text-muted-foreground text-sm">
            {auth.invitations.detail(
              invitation.inviterName,
              common.roles[invitation.role],
              formatDateWib(invitation.expiresAt),
            )}
          </p>
          <div className="mt-3 flex gap-2">
            <Button disabled={busy !== null} onClick={() => void respond(invitation.id, true)}>
              {auth.invitations.accept}
            </Button>
            <Button
              variant="outline"
              disabled={busy !== null}
              onClick={() => void respond(invitation.id, false)}
            >
              {auth.invitations.reject}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  )
}
