import { Menu } from 'lucide-react'
import { type ReactNode, useEffect, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { LogoMark } from '@/components/brand/logo'
import { Sheet, SheetContent, SheetTrigger } from '@/components/ui/sheet'
import { paths } from '@/config/paths'
import { NotificationBell } from '@/features/notifications/components/notification-bell'
import { common } from '@/locales/id/common'

/**
 * A workspace on a small screen: a top bar with the area's name and a menu button that opens
 * the sidebar's content as a drawer from the left, and the notifications bell. `alert` puts a
 * red dot on the menu button.
 */
export function PhoneTopBar({
  home,
  title,
  subtitle,
  avatar,
  menuTitle,
  alert = false,
  children,
}: {
  home: string
  title: string
  subtitle: string
  avatar: ReactNode
  menuTitle: string
  alert?: boolean
  children: (close: () => void) => ReactNode
}) {
  const [open, setOpen] = useState(false)
  const location = useLocation()
  // Whatever was followed inside the drawer, it closes once the page changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setOpen(false), [location.pathname])

  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b bg-card/95 px-3 backdrop-blur">
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetTrigger
          className="relative flex size-10 items-center justify-center rounded-md hover:bg-accent"
          aria-label={common.sidebar.openMenu}
        >
          <Menu className="size-5" aria-hidden="true" />
          {alert ? (
            <span
              aria-hidden="true"
              className="absolute top-2 right-2 size-2 rounded-full bg-destructive ring-2 ring-card"
            />
          ) : null}
        </SheetTrigger>
        <SheetContent
          title={menuTitle}
          closeLabel={common.sidebar.closeMenu}
          className="right-auto left-0 w-72 border-r border-l-0 bg-card p-4"
        >
          {children(() => setOpen(false))}
        </SheetContent>
      </Sheet>
      <Link to={home} className="flex min-w-0 flex-1 items-center gap-2.5">
        {avatar}
        <span className="min-w-0">
          <span className="block truncate font-semibold text-sm leading-tight">{title}</span>
          <span className="block text-muted-foreground text-xs leading-tight">{subtitle}</span>
        </span>
      </Link>
      <NotificationBell />
      <Link to={paths.marketplace.home} aria-label={common.brand.homeLink} className="shrink-0">
        <LogoMark className="size-7" />
      </Link>
    </header>
  )
}
