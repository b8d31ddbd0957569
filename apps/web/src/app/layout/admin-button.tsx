import { Button } from '@/components/ui/button'
import { t } from '@/locales/id'
import { useOpenAdmin } from './use-open-admin'

export function AdminButton() {
  const openAdmin = useOpenAdmin()
  return (
    <Button variant="outline" onClick={() => void openAdmin()}>
      {t.topBar.admin}
    </Button>
  )
}
