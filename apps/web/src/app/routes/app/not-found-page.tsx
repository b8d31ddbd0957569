import { paths } from '@/config/paths'
import { t } from '@/locales/id'
import { AreaNotFound } from '../../layout/area-not-found'

export function AppNotFoundPage() {
  return <AreaNotFound backTo={paths.app.dashboard} backLabel={t.app.backToDashboard} />
}
