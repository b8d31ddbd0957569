import type { ChatMessageList, ChatMessageListQuery } from '@pasarprompt/contracts/chat'
import { and, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { chatMessages } from '../../db/schema.ts'
import { newestFirst, timeIdCursor, toPage } from '../../lib/keyset.ts'
import { toChatMessage } from './chat-view.ts'
import { type ChatViewer, channelFor } from './chat-viewer.ts'

export interface ListMessagesOptions {
  viewer: ChatViewer
  channelId: string
  query: ChatMessageListQuery
}

/** A channel's messages, newest first; `before` (a page's cursor) reads older ones. */
export async function listMessages(
  db: Executor,
  { viewer, channelId, query }: ListMessagesOptions,
): Promise<ChatMessageList> {
  const channel = await channelFor(db, { viewer, channelId })
  const keyset = newestFirst(query.before, chatMessages.createdAt, chatMessages.id)
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.channelId, channel.id), keyset.after))
    .orderBy(...keyset.orderBy)
    .limit(query.limit + 1)
  return toPage(rows, query.limit, (row) => timeIdCursor(row.createdAt, row.id), toChatMessage)
}
