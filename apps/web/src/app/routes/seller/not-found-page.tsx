import { paths } from '@/config/paths'
import { seller } from '@/locales/id/seller'
import { AreaNotFound } from '../../layout/area-not-found'

export function AppNotFoundPage() {
  return <AreaNotFound backTo={paths.app.dashboard} backLabel={seller.app.backToDashboard} />
}
