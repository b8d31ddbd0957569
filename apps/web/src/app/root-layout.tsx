import { Outlet, ScrollRestoration } from 'react-router'
import { useChatLiveUpdates } from '@/features/chat/api/chat'
import { useWishlistLiveUpdates } from '@/features/wishlist/api/wishlist'
import { useLiveEventStream } from '@/lib/live-events'
import { usePurchasedPromptsLiveUpdates } from '@/lib/session/purchased-prompts'
import { useSession } from '@/lib/session/use-session'

export function RootLayout() {
  const { uid, organizationId } = useSession()
  // One stream per tab while signed in; reopened for another user or active organisation.
  useLiveEventStream(uid ? `${uid}:${organizationId ?? ''}` : null)
  useWishlistLiveUpdates()
  usePurchasedPromptsLiveUpdates()
  useChatLiveUpdates()
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  )
}
