import { useEffect } from 'react'
import { usePublicConfig } from '@/features/auth/api/public-config'
import { refreshSession } from '@/lib/session/get-session'
import { useSession } from '@/lib/session/use-session'
import { toast } from '@/lib/toast-store'
import { common } from '@/locales/id/common'

/** Mounted on public pages: offers one-tap sign-in to signed-out visitors when configured. */
export function GoogleOneTapPrompt() {
  const config = usePublicConfig()
  const { isLoading, isLoggedIn } = useSession()
  const clientId = config.data?.googleClientId
  useEffect(() => {
    if (!clientId || isLoading || isLoggedIn) return
    void import('./google-one-tap').then(({ promptGoogleOneTap }) =>
      promptGoogleOneTap(
        clientId,
        () => void refreshSession(),
        (message) => toast({ title: message || common.errors.generic, variant: 'destructive' }),
      ),
    )
  }, [clientId, isLoading, isLoggedIn])
  return null
}
