import type { ChatChannelList, ChatChannelListQuery } from '@pasarprompt/contracts/chat'
import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { chatChannels, chatMessages, organizations, shops, users } from '../../db/schema.ts'
import { newestFirst, timeIdCursor, toPage } from '../../lib/keyset.ts'
import { excerpt, unreadCountColumn } from './chat-view.ts'
import { type ChatViewer, channelsOf } from './chat-viewer.ts'
import { buyerName } from './get-channel.ts'

/**
 * The viewer's channels, newest activity first (keyset pages), each with its unread count, the
 * other side's name and picture and the last message's excerpt. A channel opened without any
 * message yet is not listed: there is nothing to read or answer.
 */
export async function listChannels(
  db: Executor,
  viewer: ChatViewer,
  query: ChatChannelListQuery,
): Promise<ChatChannelList> {
  const keyset = newestFirst(query.cursor, chatChannels.lastMessageAt, chatChannels.id)
  const last = (column: typeof chatMessages.side | typeof chatMessages.body) =>
    sql`(select ${column} from ${chatMessages} where ${chatMessages.channelId} = ${chatChannels.id}
      order by ${chatMessages.createdAt} desc, ${chatMessages.id} desc limit 1)`
  const rows = await db
    .select({
      id: chatChannels.id,
      lastMessageAt: chatChannels.lastMessageAt,
      shopName: organizations.name,
      shopSlug: organizations.slug,
      shopLogo: shops.logoUrl,
      buyerName: users.name,
      buyerImage: users.image,
      lastSide: last(chatMessages.side) as SQL<'buyer' | 'shop'>,
      lastBody: last(chatMessages.body) as SQL<string | null>,
      unreadCount: unreadCountColumn(viewer.side),
    })
    .from(chatChannels)
    .innerJoin(organizations, eq(organizations.id, chatChannels.shopId))
    .innerJoin(shops, eq(shops.id, chatChannels.shopId))
    .innerJoin(users, eq(users.id, chatChannels.buyerUserId))
    .where(and(channelsOf(viewer), isNotNull(chatChannels.lastMessageAt), keyset.after))
    .orderBy(...keyset.orderBy)
    .limit(query.limit + 1)
  return toPage(
    rows,
    query.limit,
    (row) => timeIdCursor(row.lastMessageAt as Date, row.id),
    (row) => ({
      id: row.id,
      counterpart:
        viewer.side === 'buyer'
          ? { name: row.shopName, imageUrl: row.shopLogo, shopSlug: row.shopSlug }
          : { name: buyerName(row.buyerName), imageUrl: row.buyerImage, shopSlug: null },
      lastMessage:
        row.lastBody !== null && row.lastMessageAt
          ? {
              side: row.lastSide,
              excerpt: excerpt(row.lastBody),
              createdAt: row.lastMessageAt.toISOString(),
            }
          : null,
      unreadCount: row.unreadCount,
    }),
  )
}
