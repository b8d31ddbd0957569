import { LogOut, MonitorSmartphone, Receipt, Store, User } from 'lucide-react'
import { useNavigate } from 'react-router'
import { Avatar } from '@/components/avatar'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { paths } from '@/config/paths'
import { useSession } from '@/lib/session/use-session'
import { common } from '@/locales/id/common'
import { ordersText } from '@/locales/id/common/orders'
import { useSignOut } from './use-sign-out'

/** The signed-in user's avatar button: who they are, Profil, orders, shops, signing out. */
export function UserMenu() {
  const session = useSession()
  const navigate = useNavigate()
  const signOut = useSignOut()

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="flex size-9 items-center justify-center rounded-full"
        aria-label={common.topBar.accountMenu}
      >
        <Avatar
          name={session.name ?? session.email ?? '?'}
          image={session.image}
          className="size-9 text-sm"
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block font-medium">{session.name}</span>
          <span className="block text-muted-foreground text-xs">{session.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate(paths.account.profile)}>
          <User aria-hidden="true" />
          {common.topBar.profile}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate(paths.account.orders)}>
          <Receipt aria-hidden="true" />
          {ordersText.menu}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate(paths.auth.organization)}>
          <Store aria-hidden="true" />
          {common.topBar.myShops}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut(false)}>
          <LogOut aria-hidden="true" />
          {common.topBar.signOut}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void signOut(true)}>
          <MonitorSmartphone aria-hidden="true" />
          {common.topBar.signOutEverywhere}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
