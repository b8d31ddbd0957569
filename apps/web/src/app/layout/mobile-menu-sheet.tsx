import type { ReactNode, RefObject } from 'react'
import { Link } from 'react-router'
import { Sheet, SheetContent } from '@/components/ui/sheet'
import { paths } from '@/config/paths'
import { common } from '@/locales/id/common'
import { CategoryPanel, type MenuCategory } from './kategori-menu'

/**
 * The phone menu's sheet: categories, Toko and Panduan, and the workspace buttons in its foot.
 * Loaded with the first tap on its trigger (top-bar.tsx), which lives outside the dialog, so the
 * focus goes back to it here when the sheet closes.
 */
export function MobileMenuSheet({
  open,
  onOpenChange,
  trigger,
  categories,
  footer,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  trigger: RefObject<HTMLButtonElement | null>
  categories: MenuCategory[]
  footer: ReactNode
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        title={common.topBar.menu}
        closeLabel={common.topBar.closeMenu}
        footer={footer}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          trigger.current?.focus()
        }}
      >
        <section aria-label={common.topBar.categories} className="grid gap-2">
          <h3 className="font-medium text-muted-foreground text-sm">{common.topBar.categories}</h3>
          <CategoryPanel categories={categories} compact />
        </section>
        <nav aria-label={common.topBar.navLabel} className="grid gap-1">
          <Link to={paths.marketplace.shops} className="rounded-md px-2 py-2 hover:bg-accent">
            {common.topBar.shops}
          </Link>
          <Link to={paths.marketplace.guide} className="rounded-md px-2 py-2 hover:bg-accent">
            {common.topBar.guide}
          </Link>
        </nav>
      </SheetContent>
    </Sheet>
  )
}
