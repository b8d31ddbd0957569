import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { authClient } from '@/lib/auth-client'
import { refreshSession } from '@/lib/session/get-session'
import { useSession } from '@/lib/session/use-session'
import { toast } from '@/lib/toast-store'
import { common } from '@/locales/id/common'

/** The ADMIN button: make the admin organisation active first, then open the admin area (DESIGN.md §4). */
export function useOpenAdmin() {
  const { adminOrganizationId, organizationId } = useSession()
  const navigate = useNavigate()
  return async () => {
    if (!adminOrganizationId) return
    if (organizationId !== adminOrganizationId) {
      const { error } = await authClient.organization.setActive({
        organizationId: adminOrganizationId,
      })
      if (error) {
        toast({ title: error.message || common.errors.generic, variant: 'destructive' })
        return
      }
      await refreshSession()
    }
    navigate(paths.admin.dashboard)
  }
}
