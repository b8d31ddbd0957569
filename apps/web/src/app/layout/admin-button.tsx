import { Button } from '@/components/ui/button'
import { common } from '@/locales/id/common'
import { useOpenAdmin } from './use-open-admin'

export function AdminButton() {
  const openAdmin = useOpenAdmin()
  return (
    <Button variant="outline" onClick={() => void openAdmin()}>
      {common.topBar.admin}
    </Button>
  )
}
