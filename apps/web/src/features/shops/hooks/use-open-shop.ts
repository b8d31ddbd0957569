import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { authClient } from '@/lib/auth-client'
import { refreshSession } from '@/lib/session/get-session'
import { toast } from '@/lib/toast-store'
import { common } from '@/locales/id/common'

/** Makes one of the user's shops the active organisation, then opens its dashboard. */
export function useOpenShop() {
  const navigate = useNavigate()
  return async (organizationId: string) => {
    const { error } = await authClient.organization.setActive({ organizationId })
    if (error) {
      toast({ title: error.message || common.errors.generic, variant: 'destructive' })
      return
    }
    await refreshSession()
    navigate(paths.app.dashboard)
  }
}
