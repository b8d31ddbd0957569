import type { ChatSide } from '@pasarprompt/contracts/chat'

/** The chat's cache keys: per side (buyer or shop) and owner, each channel and its messages. */
export const chatKeys = {
  all: ['chat'] as const,
  side: (side: ChatSide, owner: string | null) => ['chat', side, owner] as const,
  channels: (side: ChatSide, owner: string | null) => ['chat', side, owner, 'channels'] as const,
  channel: (side: ChatSide, owner: string | null, id: string) =>
    ['chat', side, owner, 'channel', id] as const,
  messages: (side: ChatSide, owner: string | null, id: string) =>
    ['chat', side, owner, 'messages', id] as const,
  unread: (side: ChatSide, owner: string | null) => ['chat', side, owner, 'unread'] as const,
}
