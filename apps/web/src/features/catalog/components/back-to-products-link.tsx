import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { seller } from '@/locales/id/seller'

/** Back from the editor to the shop's prompts. */
export function BackToProductsLink() {
  return (
    <Link
      to={paths.app.products()}
      className="inline-flex w-fit items-center gap-1.5 text-muted-foreground text-sm hover:text-foreground"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {seller.products.editor.back}
    </Link>
  )
}
