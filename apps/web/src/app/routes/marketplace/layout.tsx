import { Outlet } from 'react-router'
import { SiteFooter } from '@/components/layout/site-footer'
import { GoogleOneTapPrompt } from '@/features/auth/components/google-one-tap-prompt'
import { mainContentProps } from '../../layout/skip-to-content'
import { TopBar } from '../../layout/top-bar'

/** The public pages' frame: top bar, page, footer. */
export function MarketplaceLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <TopBar />
      <GoogleOneTapPrompt />
      <main {...mainContentProps} className="outline-none flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  )
}
