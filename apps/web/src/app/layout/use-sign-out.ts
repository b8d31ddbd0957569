import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { authClient } from '@/lib/auth-client'
import { refreshSession } from '@/lib/session/get-session'
import { toast } from '@/lib/toast-store'
import { common } from '@/locales/id/common'

/** Signs out (here, or on every device), forgets what the session could see, back to the market. */
export function useSignOut() {
  const navigate = useNavigate()
  return async (everywhere = false) => {
    if (everywhere) await authClient.revokeSessions()
    await authClient.signOut()
    await refreshSession()
    toast({ title: everywhere ? common.topBar.signedOutEverywhere : common.topBar.signedOut })
    navigate(paths.marketplace.home)
  }
}
