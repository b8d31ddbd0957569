import { Link } from 'react-router'
import { LogoMark } from '@/components/brand/logo'
import { t } from '@/locales/id'
import { ThemeToggle } from './theme-toggle'
import { UserMenu } from './user-menu'

/** The header of the seller and admin areas: whose workspace this is, theme, account. */
export function WorkspaceHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <header className="border-b bg-card">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
        <Link to="/marketplace" aria-label={t.brand.homeLink}>
          <LogoMark />
        </Link>
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{title}</p>
          <p className="text-muted-foreground text-xs">{subtitle}</p>
        </div>
        <ThemeToggle />
        <UserMenu />
      </div>
    </header>
  )
}
