import { KeyRound, LogOut, MonitorSmartphone, Receipt, Store } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
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
import { SessionsDialog } from './sessions-dialog'
import { useSignOut } from './use-sign-out'

/** The signed-in user's avatar button: who they are, their shops, signing out. */
export function UserMenu() {
  const session = useSession()
  const navigate = useNavigate()
  const [sessionsOpen, setSessionsOpen] = useState(false)
  const initial = (session.name ?? session.email ?? '?').trim().charAt(0).toUpperCase()

  const signOut = useSignOut()

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          className="flex size-9 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground text-sm"
          aria-label={common.topBar.accountMenu}
        >
          {initial}
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuLabel>
            <span className="block font-medium">{session.name}</span>
            <span className="block text-muted-foreground text-xs">{session.email}</span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => navigate(paths.account.orders)}>
            <Receipt aria-hidden="true" />
            {common.orders.menu}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => navigate(paths.auth.organization)}>
            <Store aria-hidden="true" />
            {common.topBar.myShops}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setSessionsOpen(true)}>
            <KeyRound aria-hidden="true" />
            {common.sessions.title}
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
      <SessionsDialog open={sessionsOpen} onOpenChange={setSessionsOpen} />
    </>
  )
}
