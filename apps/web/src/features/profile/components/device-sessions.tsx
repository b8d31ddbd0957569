import { formatDateTimeWib } from '@pasarprompt/contracts/format'
import { Monitor, Smartphone } from 'lucide-react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useSession } from '@/lib/session/use-session'
import { toast } from '@/lib/toast-store'
import { common } from '@/locales/id/common'
import { useDeviceSessions, useRevokeDeviceSession } from '../api/account-security'

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
export function DeviceSessions() {
  const { token: currentToken } = useSession()
  const sessions = useDeviceSessions()
  const revoke = useRevokeDeviceSession()

  if (sessions.isPending) return <Skeleton className="h-24 w-full" />
  if (sessions.error) return <Alert variant="destructive">{sessions.error.message}</Alert>
  return (
    <ul className="grid gap-2">
      {sessions.data.map((session) => {
        const current = session.token === currentToken
        const Icon = /Mobile|Android|iPhone/.test(session.userAgent ?? '') ? Smartphone : Monitor
        return (
          <li key={session.id} className="flex items-center gap-3 rounded-lg border p-3">
            <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium text-foreground">
                {deviceName(session.userAgent)}
                {current ? (
                  <span className="ml-2 text-primary text-xs">{common.sessions.current}</span>
                ) : null}
              </p>
              <p className="text-muted-foreground text-xs">
                {common.sessions.since(formatDateTimeWib(session.createdAt))}
                {session.ipAddress ? ` · ${session.ipAddress}` : ''}
              </p>
            </div>
            {current ? null : (
              <Button
                size="sm"
                variant="outline"
                disabled={revoke.isPending}
                onClick={() =>
                  revoke.mutate(session.token, {
                    onSuccess: () => toast({ title: common.sessions.revoked }),
                    onError: (error) =>
                      toast({
                        title: error.message || common.errors.generic,
                        variant: 'destructive',
                      }),
                  })
                }
              >
                {common.sessions.revoke}
              </Button>
            )}
          </li>
        )
      })}
    </ul>
  )
}
