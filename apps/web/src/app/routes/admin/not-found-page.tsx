import { t } from '@/locales/id'
import { AreaNotFound } from '../../layout/area-not-found'

export function AdminNotFoundPage() {
  return <AreaNotFound backTo="/admin/dashboard" backLabel={t.admin.backToDashboard} />
}
