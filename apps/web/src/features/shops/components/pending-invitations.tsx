import { formatDateWib } from '@pasarprompt/contracts/format'
import type { ShopRole } from '@pasarprompt/contracts/shops'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/lib/toast-store'
import { common } from '@/locales/id/common'
import { seller } from '@/locales/id/seller'
import { useInvitations, useTeamActions } from '../api/team'

const text = seller.settings.invitations

/** Invitations sent and not yet answered, each with a way to take it back (owners, admins). */
export function PendingInvitations({ organizationId }: { organizationId: string }) {
  const invitations = useInvitations(organizationId, true)
  const { cancelInvitation } = useTeamActions(organizationId)
  return (
    <Card aria-labelledby="undangan-judul">
      <CardHeader>
        <CardTitle id="undangan-judul" className="text-lg">
          {text.title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {invitations.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : invitations.error ? (
          <Alert variant="destructive">{invitations.error.message}</Alert>
        ) : invitations.data.length === 0 ? (
          <p className="text-muted-foreground text-sm">{text.empty}</p>
        ) : (
          <ul className="divide-y">
            {invitations.data.map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap items-center gap-3 py-2.5">
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-sm">{invitation.email}</span>
                  <span className="block text-muted-foreground text-xs">
                    {common.roles[invitation.role as ShopRole] ?? invitation.role} ·{' '}
                    {text.expires(formatDateWib(invitation.expiresAt))}
                  </span>
                </span>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={cancelInvitation.isPending}
                  onClick={async () => {
                    try {
                      await cancelInvitation.mutateAsync(invitation.id)
                      toast({ title: text.cancelled(invitation.email) })
                    } catch (error) {
                      toast({
                        title: error instanceof Error ? error.message : common.errors.generic,
                        variant: 'destructive',
                      })
                    }
                  }}
                >
                  {text.cancel}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
