import { ShopRole } from '@pasarprompt/contracts/shops'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { authClient } from '@/lib/auth-client'
import { sessionKeys } from '@/lib/query-keys'
import { useSession } from '@/lib/session/use-session'
import { toast } from '@/lib/toast-store'
import { common } from '@/locales/id/common'
import { seller } from '@/locales/id/seller'
import { useMembers, useTeamActions } from '../api/team'

const text = seller.settings.team
const roleName = (role: string) => common.roles[role as ShopRole] ?? role

type Confirm = { kind: 'remove'; memberId: string; name: string } | { kind: 'leave' }

/**
 * The shop's team with their roles. Owners and admins change roles and remove members; an admin
 * sees the owner's row without controls (the server refuses it anyway). Anyone but the last
 * owner can leave.
 */
export function MemberList({ organizationId }: { organizationId: string }) {
  const session = useSession()
  const members = useMembers(organizationId)
  const actions = useTeamActions(organizationId)
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [confirm, setConfirm] = useState<Confirm | null>(null)
  const [leaving, setLeaving] = useState(false)
  const myRole = session.role
  const canManage = myRole === 'owner' || myRole === 'admin'
  // A shop keeps at least one owner: its last owner closes the shop instead of leaving it.
  const canLeave =
    myRole !== 'owner' ||
    (members.data?.filter((member) => member.role === 'owner').length ?? 0) > 1

  const fail = (error: unknown) =>
    toast({
      title: error instanceof Error ? error.message : common.errors.generic,
      variant: 'destructive',
    })

  const leave = async () => {
    setLeaving(true)
    const { error } = await authClient.organization.leave({ organizationId })
    setLeaving(false)
    if (error) return fail(new Error(error.message || common.errors.generic))
    setConfirm(null)
    toast({ title: text.left })
    await queryClient.invalidateQueries({ queryKey: sessionKeys.all })
    navigate(paths.auth.organization, { replace: true })
  }

  const removeMember = async (memberId: string) => {
    try {
      await actions.remove.mutateAsync(memberId)
      setConfirm(null)
      toast({ title: common.deleted })
    } catch (error) {
      fail(error)
    }
  }

  return (
    <Card aria-labelledby="tim-judul">
      <CardHeader>
        <CardTitle id="tim-judul" className="text-lg">
          {seller.settings.teamTitle}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {members.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : members.error ? (
          <Alert variant="destructive">{members.error.message}</Alert>
        ) : (
          <ul className="divide-y">
            {members.data.map((member) => {
              const isMe = member.userId === session.uid
              const touchable =
                canManage && !isMe && (member.role !== 'owner' || myRole === 'owner')
              const name = member.user.name || member.user.email
              return (
                <li key={member.id} className="flex flex-wrap items-center gap-3 py-2.5">
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-muted font-semibold text-sm">
                    {name.charAt(0).toUpperCase()}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-sm">
                      {member.user.name}
                      {isMe ? (
                        <span className="font-normal text-muted-foreground"> ({text.you})</span>
                      ) : null}
                    </span>
                    <span className="block truncate text-muted-foreground text-xs">
                      {member.user.email}
                    </span>
                  </span>
                  {touchable ? (
                    <span className="flex items-center gap-2">
                      <select
                        aria-label={text.roleLabel(name)}
                        className="h-8 rounded-md border bg-card px-2 text-xs"
                        value={member.role}
                        disabled={actions.changeRole.isPending}
                        onChange={async (event) => {
                          const role = ShopRole.parse(event.target.value)
                          try {
                            await actions.changeRole.mutateAsync({ memberId: member.id, role })
                            toast({ title: text.roleChanged(name, roleName(role)) })
                          } catch (error) {
                            fail(error)
                          }
                        }}
                      >
                        {(myRole === 'owner'
                          ? ShopRole.options
                          : ShopRole.options.filter((role) => role !== 'owner')
                        ).map((role) => (
                          <option key={role} value={role}>
                            {roleName(role)}
                          </option>
                        ))}
                      </select>
                      <Button
                        size="sm"
                        variant="ghost"
                        className="text-destructive hover:text-destructive"
                        onClick={() => setConfirm({ kind: 'remove', memberId: member.id, name })}
                      >
                        {text.remove}
                      </Button>
                    </span>
                  ) : (
                    <span className="rounded-full border px-2.5 py-0.5 text-xs">
                      {roleName(member.role)}
                    </span>
                  )}
                </li>
              )
            })}
          </ul>
        )}
        {canLeave ? (
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() => setConfirm({ kind: 'leave' })}
          >
            {text.leave}
          </Button>
        ) : null}
      </CardContent>
      <Dialog open={confirm !== null} onOpenChange={(open) => (open ? null : setConfirm(null))}>
        {confirm ? (
          <DialogContent
            title={confirm.kind === 'leave' ? text.leaveTitle : text.removeTitle}
            description={confirm.kind === 'leave' ? text.leaveBody : text.removeBody(confirm.name)}
            closeLabel={text.close}
          >
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => setConfirm(null)}>
                {text.cancel}
              </Button>
              <Button
                variant="destructive"
                disabled={leaving || actions.remove.isPending}
                onClick={() =>
                  confirm.kind === 'leave' ? void leave() : void removeMember(confirm.memberId)
                }
              >
                {leaving || actions.remove.isPending
                  ? common.processing
                  : confirm.kind === 'leave'
                    ? text.leave
                    : text.remove}
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </Card>
  )
}
