import { accountApi } from '@pasarprompt/contracts/endpoints/account'
import type { UnreadNotifications } from '@pasarprompt/contracts/notifications'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useCursorList } from '@/hooks/use-cursor-list'
import { callApi } from '@/lib/api-client'
import { useLiveEvent } from '@/lib/live-events'
import { useSession } from '@/lib/session/use-session'
import { notificationKeys } from './query-keys'

/** GET …/notifications/unread-count: the bell's badge, for the signed-in user. */
export function useUnreadNotifications() {
  const { uid, isLoggedIn } = useSession()
  return useQuery({
    queryKey: notificationKeys.unread(uid),
    queryFn: ({ signal }) => callApi(accountApi.unreadNotifications, {}, { signal }),
    enabled: isLoggedIn,
  })
}

/** GET …/notifications: the bell's list, newest first, read only while it is open. */
export function useNotificationList(enabled: boolean) {
  const { uid, isLoggedIn } = useSession()
  return useCursorList({
    queryKey: notificationKeys.list(uid),
    fetchPage: (cursor, signal) =>
      callApi(accountApi.notifications, { query: { cursor, limit: 10 } }, { signal }),
    enabled: enabled && isLoggedIn,
  })
}

/** A new notification (a sale, a payment, a decision) refreshes the badge and the list, live. */
export function useNotificationLiveUpdates() {
  const { uid } = useSession()
  const queryClient = useQueryClient()
  useLiveEvent(
    'notification.created',
    useCallback(
      () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all(uid) }),
      [queryClient, uid],
    ),
  )
}

/** Marks one notification read (or, without an id, all of them); the badge takes the answer. */
export function useMarkNotificationsRead() {
  const { uid } = useSession()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string | null) =>
      id
        ? callApi(accountApi.readNotification, { params: { notificationId: id } })
        : callApi(accountApi.readAllNotifications, {}),
    onSuccess: (unread: UnreadNotifications) => {
      queryClient.setQueryData(notificationKeys.unread(uid), unread)
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list(uid) })
    },
  })
}
