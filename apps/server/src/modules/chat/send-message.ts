import type { ChatMessage, SendChatMessageInput } from '@pasarprompt/contracts/chat'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { chatChannels, chatMessages, shops } from '../../db/schema.ts'
import { stampInsert, stampUpdate } from '../../db/stamps.ts'
import type { EventBus } from '../../infra/events/event-bus.ts'
import { AppError } from '../../lib/app-error.ts'
import { toChatMessage } from './chat-view.ts'
import { type ChatViewer, channelFor } from './chat-viewer.ts'
import { limitChatSending } from './send-rate.ts'

export interface SendMessageOptions {
  events: EventBus
  viewer: ChatViewer
  channelId: string
  input: SendChatMessageInput
}

/**
 * One message from the viewer's side: stored as the plain text it is (the web app renders it as
 * text, never HTML). The channel's activity time and the sender's read marker move with it, and
 * both sides hear `chat.message` when the transaction commits: the buyer's streams and the
 * shop's members' (other tabs of the sender too), in whichever process holds them. Counted
 * first against the sender's messages a minute (`limitChatSending`), before the channel is read.
 */
export async function sendMessage(
  db: Database,
  { events, viewer, channelId, input }: SendMessageOptions,
): Promise<ChatMessage> {
  await limitChatSending(db, viewer.userId)
  return db.transaction(async (tx) => {
    const channel = await channelFor(tx, { viewer, channelId, options: { lock: true } })
    // A suspended or closed shop takes no new messages (nobody there would answer).
    const [shop] = await tx
      .select({ status: shops.status })
      .from(shops)
      .where(eq(shops.id, channel.shopId))
    if (shop?.status !== 'active') {
      throw new AppError('FORBIDDEN', 'Toko ini sedang tidak menerima pesan.')
    }
    const [message] = await tx
      .insert(chatMessages)
      .values(
        stampInsert(viewer.actor, {
          channelId: channel.id,
          side: viewer.side,
          senderUserId: viewer.userId,
          body: input.body,
        }),
      )
      .returning()
    if (!message) throw new Error('chat: insert returned no row')
    await tx
      .update(chatChannels)
      .set(
        stampUpdate(viewer.actor, {
          lastMessageAt: message.createdAt,
          ...(viewer.side === 'buyer'
            ? { buyerLastReadAt: message.createdAt }
            : { shopLastReadAt: message.createdAt }),
        }),
      )
      .where(eq(chatChannels.id, channel.id))
    const data = { channelId: channel.id, messageId: message.id, side: viewer.side }
    await events.publish(tx, { target: `user:${channel.buyerUserId}`, type: 'chat.message', data })
    await events.publish(tx, { target: `org:${channel.shopId}`, type: 'chat.message', data })
    return toChatMessage(message)
  })
}
