import { Outlet, ScrollRestoration } from 'react-router'
import { useLiveEventStream } from '@/features/events/live-events'
import { useSession } from '@/features/session/hooks/use-session'
import { useWishlistLiveUpdates } from '@/features/wishlist/api/wishlist'

export function RootLayout() {
  const { uid, organizationId } = useSession()
  // One stream per tab while signed in; reopened for another user or active organisation.
  useLiveEventStream(uid ? `${uid}:${organizationId ?? ''}` : null)
  useWishlistLiveUpdates()
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  )
}
