import { paths } from '@/config/paths'
import { admin } from '@/locales/id/admin'
import { AreaNotFound } from '../../layout/area-not-found'

export function AdminNotFoundPage() {
  return <AreaNotFound backTo={paths.admin.dashboard} backLabel={admin.backToDashboard} />
}
