import { Link, Outlet } from 'react-router'
import { LogoMark } from '@/components/brand/logo'
import { paths } from '@/config/paths'
import { common } from '@/locales/id/common'
import { mainContentProps } from '../../layout/skip-to-content'
import { ThemeToggle } from '../../layout/theme-toggle'

/** Sign-in, sign-up and organisation pages: a centred card on a quiet background. */
export function AuthLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <header className="mx-auto flex w-full max-w-md items-center justify-between px-4 py-6">
        <Link
          to={paths.marketplace.home}
          className="flex items-center gap-2"
          aria-label={common.brand.homeLink}
        >
          <LogoMark />
          <span className="font-bold text-lg tracking-tight">{common.brand.name}</span>
        </Link>
        <ThemeToggle />
      </header>
      <main
        {...mainContentProps}
        className="outline-none mx-auto w-full max-w-md flex-1 px-4 pb-16"
      >
        <div className="rounded-xl border bg-card p-6 shadow-sm sm:p-8">
          <Outlet />
        </div>
      </main>
    </div>
  )
}
