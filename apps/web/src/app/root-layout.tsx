import { lazy, Suspense, useEffect } from 'react'
import { Outlet, ScrollRestoration } from 'react-router'
import { useSession } from '@/lib/session/use-session'
import { APP_READY_ATTRIBUTE } from '../entry-shared'
import { SkipToContent } from './layout/skip-to-content'

// The stream, the events' schemas and what they refresh (wishlist, purchases, chats) load only
// once someone is signed in (decision 0021): no event arrives without the stream.
const LiveEventStreamOpener = lazy(() =>
  import('./live-event-stream-opener').then((module) => ({
    default: module.LiveEventStreamOpener,
  })),
)

export function RootLayout() {
  const { uid, organizationId } = useSession()
  // Once the first render has committed (a painted page hydrated), the page answers clicks:
  // said on <html> for scripts that drive it (the browser tests wait for it, decision 0031).
  useEffect(() => {
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '')
  }, [])
  return (
    <>
      {/* One stream per tab while signed in; reopened for another user or active organisation. */}
      {uid ? (
        <Suspense fallback={null}>
          <LiveEventStreamOpener streamKey={`${uid}:${organizationId ?? ''}`} />
        </Suspense>
      ) : null}
      <SkipToContent />
      <Outlet />
      <ScrollRestoration />
    </>
  )
}
