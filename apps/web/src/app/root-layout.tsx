import { lazy, Suspense } from 'react'
import { Outlet, ScrollRestoration } from 'react-router'
import { useChatLiveUpdates } from '@/features/chat/api/chat'
import { useWishlistLiveUpdates } from '@/features/wishlist/api/wishlist'
import { usePurchasedPromptsLiveUpdates } from '@/lib/session/purchased-prompts'
import { useSession } from '@/lib/session/use-session'

// The stream and the events' schemas load only once someone is signed in (decision 0021).
const LiveEventStreamOpener = lazy(() =>
  import('./live-event-stream-opener').then((module) => ({
    default: module.LiveEventStreamOpener,
  })),
)

export function RootLayout() {
  const { uid, organizationId } = useSession()
  useWishlistLiveUpdates()
  usePurchasedPromptsLiveUpdates()
  useChatLiveUpdates()
  return (
    <>
      {/* One stream per tab while signed in; reopened for another user or active organisation. */}
      {uid ? (
        <Suspense fallback={null}>
          <LiveEventStreamOpener streamKey={`${uid}:${organizationId ?? ''}`} />
        </Suspense>
      ) : null}
      <Outlet />
      <ScrollRestoration />
    </>
  )
}
