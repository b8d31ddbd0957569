import type {
  ChatChannel,
  ChatChannelList,
  ChatMessage,
  ChatMessageList,
  ChatSide,
  ChatUnread,
  OpenChatChannelInput,
} from '@pasarprompt/contracts/chat'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useCursorList } from '@/hooks/use-cursor-list'
import { callAccountApi } from '@/lib/account-api'
import { useLiveEvent } from '@/lib/live-events'
import { callSellerApi } from '@/lib/seller-api'
import { useSession } from '@/lib/session/use-session'
import { chatKeys } from './query-keys'

const MESSAGES_PAGE = 30

/**
 * Whose chats: the buyer's (keyed by user) or the active shop's (keyed by shop), so switching
 * user or shop never shows another's conversations from the cache.
 */
function useOwner(side: ChatSide) {
  const session = useSession()
  return side === 'buyer'
    ? { key: session.uid, enabled: session.isLoggedIn }
    : { key: session.organizationId, enabled: session.isLoggedIn && !!session.organizationId }
}

const api = {
  channels: (side: ChatSide, cursor: string | undefined, signal: AbortSignal) =>
    side === 'buyer'
      ? callAccountApi('chatChannels', { query: { cursor, limit: 30 } }, { signal })
      : callSellerApi('chatChannels', { query: { cursor, limit: 30 } }, { signal }),
  channel: (side: ChatSide, id: string, signal: AbortSignal): Promise<ChatChannel> =>
    side === 'buyer'
      ? callAccountApi('chatChannel', { params: { id } }, { signal })
      : callSellerApi('chatChannel', { params: { id } }, { signal }),
  messages: (
    side: ChatSide,
    id: string,
    before: string | undefined,
    signal: AbortSignal,
  ): Promise<ChatMessageList> =>
    side === 'buyer'
      ? callAccountApi(
          'chatMessages',
          { params: { id }, query: { before, limit: MESSAGES_PAGE } },
          { signal },
        )
      : callSellerApi(
          'chatMessages',
          { params: { id }, query: { before, limit: MESSAGES_PAGE } },
          { signal },
        ),
  send: (side: ChatSide, id: string, body: string): Promise<ChatMessage> =>
    side === 'buyer'
      ? callAccountApi('sendChatMessage', { params: { id }, body: { body } })
      : callSellerApi('sendChatMessage', { params: { id }, body: { body } }),
  read: (side: ChatSide, id: string) =>
    side === 'buyer'
      ? callAccountApi('readChatChannel', { params: { id } })
      : callSellerApi('readChatChannel', { params: { id } }),
  unread: (side: ChatSide, signal: AbortSignal): Promise<ChatUnread> =>
    side === 'buyer'
      ? callAccountApi('chatUnread', {}, { signal })
      : callSellerApi('chatUnread', {}, { signal }),
}

/** The side's channels, newest activity first, with "Muat percakapan lain". */
export function useChatChannels(side: ChatSide) {
  const owner = useOwner(side)
  return useCursorList<ChatChannelList>({
    queryKey: chatKeys.channels(side, owner.key),
    fetchPage: (cursor, signal) => api.channels(side, cursor, signal),
    enabled: owner.enabled,
  })
}

export function useChatChannel(side: ChatSide, id: string) {
  const owner = useOwner(side)
  return useQuery({
    queryKey: chatKeys.channel(side, owner.key, id),
    queryFn: ({ signal }) => api.channel(side, id, signal),
    enabled: owner.enabled,
  })
}

/** A conversation's messages, newest page first; the next page holds older messages. */
export function useChatMessages(side: ChatSide, id: string) {
  const owner = useOwner(side)
  return useCursorList<ChatMessageList>({
    queryKey: chatKeys.messages(side, owner.key, id),
    fetchPage: (cursor, signal) => api.messages(side, id, cursor, signal),
    enabled: owner.enabled,
  })
}

/** The badge: channels and messages the side has not read. */
export function useChatUnread(side: ChatSide) {
  const owner = useOwner(side)
  return useQuery({
    queryKey: chatKeys.unread(side, owner.key),
    queryFn: ({ signal }) => api.unread(side, signal),
    enabled: owner.enabled,
  })
}

export function useSendChatMessage(side: ChatSide, id: string) {
  const owner = useOwner(side)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: string) => api.send(side, id, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.messages(side, owner.key, id) })
      void queryClient.invalidateQueries({ queryKey: chatKeys.channels(side, owner.key) })
    },
  })
}

export function useMarkChatRead(side: ChatSide, id: string) {
  const owner = useOwner(side)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.read(side, id),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: chatKeys.side(side, owner.key) }),
  })
}

/** "Chat penjual": opens (or gets back) the buyer's channel with a shop. */
export function useOpenChat() {
  return useMutation({
    mutationFn: (body: OpenChatChannelInput) => callAccountApi('openChatChannel', { body }),
  })
}

/**
 * Mounted once (root layout): a message or a read marker from the other side, or from another
 * tab, refreshes every chat view (lists, badges, the open conversation) without a reload.
 */
export function useChatLiveUpdates() {
  const queryClient = useQueryClient()
  const refresh = useCallback(
    // A burst of events must not keep cancelling the refetch it started: let it finish.
    () => void queryClient.invalidateQueries({ queryKey: chatKeys.all }, { cancelRefetch: false }),
    [queryClient],
  )
  useLiveEvent('chat.message', refresh)
  useLiveEvent('chat.read', refresh)
}
