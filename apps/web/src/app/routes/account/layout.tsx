import { Outlet } from 'react-router'
import { SiteFooter } from '@/components/layout/site-footer'
import { TopBar } from '../../layout/top-bar'

/** The buyer's account pages: the marketplace's top bar and footer around the page. */
export function AccountLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <TopBar />
      <main className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  )
}
