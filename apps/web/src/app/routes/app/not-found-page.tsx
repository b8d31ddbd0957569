import { t } from '@/locales/id'
import { AreaNotFound } from '../../layout/area-not-found'

export function AppNotFoundPage() {
  return <AreaNotFound backTo="/app/dashboard" backLabel={t.app.backToDashboard} />
}
