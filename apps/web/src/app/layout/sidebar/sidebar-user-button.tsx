import { ChevronsUpDown, LogOut, Receipt, UserRound } from 'lucide-react'
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
import { Tooltip } from '@/components/ui/tooltip'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'
import { useSession } from '@/lib/session/use-session'
import { common } from '@/locales/id/common'
import { ordersText } from '@/locales/id/common/orders'
import { useSignOut } from '../use-sign-out'

const text = common.sidebar

/** The spec's user button at the foot of the sidebar: who is signed in, their account, Keluar. */
export function SidebarUserButton({ collapsed = false }: { collapsed?: boolean }) {
  const session = useSession()
  const navigate = useNavigate()
  const signOut = useSignOut()

  return (
    <DropdownMenu>
      <Tooltip label={session.name ?? session.email ?? ''} disabled={!collapsed}>
        <DropdownMenuTrigger
          className={cn(
            'flex w-full min-w-0 items-center gap-2.5 rounded-lg p-1.5 text-left transition-colors hover:bg-accent',
            collapsed && 'w-auto justify-center',
          )}
          // Open, the button reads as the name and email it shows; collapsed, it says what it is.
          aria-label={collapsed ? common.topBar.accountMenu : undefined}
        >
          <Avatar
            name={session.name ?? session.email ?? '?'}
            image={session.image}
            className="size-8 text-sm"
          />
          {collapsed ? null : (
            <>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-sm">{session.name}</span>
                <span className="block truncate text-muted-foreground text-xs">
                  {session.email}
                </span>
              </span>
              <ChevronsUpDown className="size-4 text-muted-foreground" aria-hidden="true" />
            </>
          )}
        </DropdownMenuTrigger>
      </Tooltip>
      <DropdownMenuContent align="start" side={collapsed ? 'right' : 'top'} className="w-60">
        <DropdownMenuLabel>
          <span className="block truncate font-medium">{session.name}</span>
          <span className="block truncate text-muted-foreground text-xs">{session.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate(paths.account.root)}>
          <UserRound aria-hidden="true" />
          {text.account}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate(paths.account.orders)}>
          <Receipt aria-hidden="true" />
          {ordersText.menu}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" />
          {text.signOut}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
