import { formatDateTime } from '@pasarprompt/contracts/format'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Monitor, Smartphone } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { Skeleton } from '@/components/ui/skeleton'
import { authClient } from '@/lib/auth-client'
import { useSession } from '@/lib/session/use-session'
import { toast } from '@/lib/toast-store'
import { common } from '@/locales/id/common'

const browsers: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/Chrome\//, 'Chrome'],
  [/Firefox\//, 'Firefox'],
  [/Safari\//, 'Safari'],
]
const systems: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
]
const firstMatch = (rules: [RegExp, string][], text: string) =>
  rules.find(([pattern]) => pattern.test(text))?.[1]

/** A readable name for a browser's user agent: enough to recognise one's own devices. */
function deviceName(userAgent: string | null | undefined) {
  if (!userAgent) return common.sessions.unknownDevice
  const browser = firstMatch(browsers, userAgent) ?? common.sessions.browser
  const system = firstMatch(systems, userAgent)
  return system ? `${browser} · ${system}` : browser
}

/** The user's signed-in devices, each of which can be signed out (better-auth's session API). */
export function SessionsDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { token: currentToken } = useSession()
  const queryClient = useQueryClient()
  const sessions = useQuery({
    queryKey: ['auth', 'sessions'],
    queryFn: async () => {
      const { data, error } = await authClient.listSessions()
      if (error) throw new Error(error.message)
      return data
    },
    enabled: open,
  })
  const revoke = useMutation({
    mutationFn: async (token: string) => {
      const { error } = await authClient.revokeSession({ token })
      if (error) throw new Error(error.message)
    },
    onSuccess: () => {
      toast({ title: common.sessions.revoked })
      void queryClient.invalidateQueries({ queryKey: ['auth', 'sessions'] })
    },
    onError: (error) =>
      toast({ title: error.message || common.errors.generic, variant: 'destructive' }),
  })

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={common.sessions.title}
        description={common.sessions.lead}
        closeLabel={common.topBar.closeMenu}
      >
        {sessions.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : (
          <ul className="grid gap-2">
            {(sessions.data ?? []).map((session) => {
              const current = session.token === currentToken
              const Icon = /Mobile|Android|iPhone/.test(session.userAgent ?? '')
                ? Smartphone
                : Monitor
              return (
                <li key={session.id} className="flex items-center gap-3 rounded-lg border p-3">
                  <Icon className="size-5 text-muted-foreground" aria-hidden="true" />
                  <div className="min-w-0 flex-1 text-sm">
                    <p className="font-medium">
                      {deviceName(session.userAgent)}
                      {current ? (
                        <span className="ml-2 text-primary text-xs">{common.sessions.current}</span>
                      ) : null}
                    </p>
                    <p className="text-muted-foreground text-xs">
                      {common.sessions.since(formatDateTime(session.createdAt))}
                      {session.ipAddress ? ` · ${session.ipAddress}` : ''}
                    </p>
                  </div>
                  {current ? null : (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={revoke.isPending}
                      onClick={() => revoke.mutate(session.token)}
                    >
                      {common.sessions.revoke}
                    </Button>
                  )}
                </li>
              )
            })}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  )
}
