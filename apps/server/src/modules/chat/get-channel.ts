import type { ChatChannel } from '@pasarprompt/contracts/chat'
import { and, count, desc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import {
  chatChannels,
  chatMessages,
  orders,
  organizations,
  prompts,
  shops,
  users,
} from '../../db/schema.ts'
import { unreadMessagesOf } from './chat-view.ts'
import { type ChatChannelRow, type ChatViewer, channelFor, otherSide } from './chat-viewer.ts'

/** How many of the buyer's orders the shop sees beside the conversation. */
const ORDERS_BESIDE = 20

/** A conversation's header for one of its two sides (404 for anyone else). */
export async function getChannel(
  db: Executor,
  viewer: ChatViewer,
  channelId: string,
): Promise<ChatChannel> {
  return describeChannel(db, viewer, await channelFor(db, viewer, channelId))
}

export async function describeChannel(
  db: Executor,
  viewer: ChatViewer,
  channel: ChatChannelRow,
): Promise<ChatChannel> {
  const [unread] = await db
    .select({ n: count() })
    .from(chatMessages)
    .innerJoin(chatChannels, eq(chatChannels.id, chatMessages.channelId))
    .where(and(eq(chatChannels.id, channel.id), unreadMessagesOf(viewer.side)))
  const counterpartLastRead =
    otherSide(viewer.side) === 'buyer' ? channel.buyerLastReadAt : channel.shopLastReadAt
  const base = {
    id: channel.id,
    side: viewer.side,
    shopId: channel.shopId,
    unreadCount: unread?.n ?? 0,
    counterpartLastReadAt: counterpartLastRead?.toISOString() ?? null,
  }
  if (viewer.side === 'buyer') {
    const [shop] = await db
      .select({ name: organizations.name, slug: organizations.slug, logoUrl: shops.logoUrl })
      .from(organizations)
      .innerJoin(shops, eq(shops.id, organizations.id))
      .where(eq(organizations.id, channel.shopId))
    return {
      ...base,
      counterpart: {
        name: shop?.name ?? 'Toko',
        imageUrl: shop?.logoUrl ?? null,
        shopSlug: shop?.slug ?? null,
      },
      orders: [],
    }
  }
  const [buyer] = await db
    .select({ name: users.name, image: users.image })
    .from(users)
    .where(eq(users.id, channel.buyerUserId))
  const buyerOrders = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      promptTitle: prompts.title,
      price: orders.price,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(prompts, eq(prompts.id, orders.promptId))
    .where(and(eq(orders.shopId, channel.shopId), eq(orders.buyerUserId, channel.buyerUserId)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDERS_BESIDE)
  return {
    ...base,
    counterpart: {
      name: buyerName(buyer?.name),
      imageUrl: buyer?.image ?? null,
      shopSlug: null,
    },
    orders: buyerOrders.map((order) => ({ ...order, createdAt: order.createdAt.toISOString() })),
  }
}

export const buyerName = (name: string | null | undefined) => name?.trim() || 'Pembeli'
