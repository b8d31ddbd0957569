import { paths } from '@/config/paths'
import { t } from '@/locales/id'
import { AreaNotFound } from '../../layout/area-not-found'

export function AdminNotFoundPage() {
  return <AreaNotFound backTo={paths.admin.dashboard} backLabel={t.admin.backToDashboard} />
}
