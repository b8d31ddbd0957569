import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { chatChannels } from '../../db/schema.ts'
import type { EventBus } from '../../infra/events/event-bus.ts'
import { type ChatViewer, channelFor } from './chat-viewer.ts'

export interface MarkReadOptions {
  events: EventBus
  viewer: ChatViewer
  channelId: string
}

/**
 * The viewer's side has read the channel up to now (for the shop: all its members, one marker).
 * The marker only moves forward; both sides hear `chat.read` (badges, "Dibaca").
 */
export async function markRead(
  db: Database,
  { events, viewer, channelId }: MarkReadOptions,
): Promise<void> {
  await db.transaction(async (tx) => {
    const channel = await channelFor(tx, { viewer, channelId, options: { lock: true } })
    const now = new Date()
    const column =
      viewer.side === 'buyer' ? chatChannels.buyerLastReadAt : chatChannels.shopLastReadAt
    await tx
      .update(chatChannels)
      .set(
        viewer.side === 'buyer'
          ? { buyerLastReadAt: sql`greatest(${column}, ${now.toISOString()}::timestamptz)` }
          : { shopLastReadAt: sql`greatest(${column}, ${now.toISOString()}::timestamptz)` },
      )
      .where(eq(chatChannels.id, channel.id))
    const data = { channelId: channel.id, side: viewer.side }
    await events.publish(tx, { target: `user:${channel.buyerUserId}`, type: 'chat.read', data })
    await events.publish(tx, { target: `org:${channel.shopId}`, type: 'chat.read', data })
  })
}
