import { Plus } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { seller } from '@/locales/id/seller'

/** "Tambah prompt": opens the editor on a new draft. */
export function NewProductButton() {
  return (
    <Button asChild>
      <Link to={paths.app.newProduct}>
        <Plus aria-hidden="true" />
        {seller.products.list.add}
      </Link>
    </Button>
  )
}
