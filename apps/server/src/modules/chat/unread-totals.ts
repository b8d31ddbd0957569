import type { ChatUnread } from '@pasarprompt/contracts/chat'
import { and, count, countDistinct } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { chatChannels, chatMessages } from '../../db/schema.ts'
import { unreadMessagesOf } from './chat-view.ts'
import { type ChatViewer, channelsOf } from './chat-viewer.ts'

/** The viewer's badge: how many channels hold unread messages, and how many messages. */
export async function unreadTotals(db: Executor, viewer: ChatViewer): Promise<ChatUnread> {
  const [totals] = await db
    .select({ channels: countDistinct(chatChannels.id), messages: count(chatMessages.id) })
    .from(chatChannels)
    .innerJoin(chatMessages, unreadMessagesOf(viewer.side))
    .where(and(channelsOf(viewer)))
  return { channels: totals?.channels ?? 0, messages: totals?.messages ?? 0 }
}
