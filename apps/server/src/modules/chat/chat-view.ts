import type { ChatMessage, ChatSide } from '@pasarprompt/contracts/chat'
import { and, eq, gt, ne, type SQL, sql } from 'drizzle-orm'
import { chatChannels, chatMessages } from '../../db/schema.ts'

export const toChatMessage = (row: typeof chatMessages.$inferSelect): ChatMessage => ({
  id: row.id,
  channelId: row.channelId,
  side: row.side,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
})

/** The viewer's read marker, as SQL on `chat_channels`. */
export const lastReadColumn = (side: ChatSide) =>
  side === 'buyer' ? chatChannels.buyerLastReadAt : chatChannels.shopLastReadAt

/**
 * Messages of the other side after the viewer's read marker, for the channel of the outer
 * query (a correlated condition on `chat_channels`).
 */
export const unreadMessagesOf = (side: ChatSide): SQL =>
  and(
    eq(chatMessages.channelId, chatChannels.id),
    ne(chatMessages.side, side),
    gt(chatMessages.createdAt, sql`coalesce(${lastReadColumn(side)}, '-infinity'::timestamptz)`),
  ) as SQL

/** The unread count per channel, as a column of a query on `chat_channels`. */
export const unreadCountColumn = (side: ChatSide) =>
  sql<number>`(select count(*) from ${chatMessages} where ${unreadMessagesOf(side)})`.mapWith(
    Number,
  )

/** "A long message…" for lists and mails: one line, at most `max` characters. */
export function excerpt(body: string, max = 80): string {
  const line = body.replace(/\s+/g, ' ').trim()
  const chars = Array.from(line)
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : line
}
