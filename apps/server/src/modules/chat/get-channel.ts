import type { ChatChannel, ChatSubject } from '@pasarprompt/contracts/chat'
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
  return describeChannel(db, viewer, await channelFor(db, { viewer, channelId }))
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
    subject: await subjectOfChannel(db, channel),
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

/**
 * The card above the messages: the prompt's title, thumbnail and price (never its text) and the
 * buyer's order of it, if the channel records one. Its page is linked only while it is public.
 */
async function subjectOfChannel(
  db: Executor,
  channel: ChatChannelRow,
): Promise<ChatSubject | null> {
  if (!channel.subjectPromptId) return null
  const [prompt] = await db
    .select({
      id: prompts.id,
      title: prompts.title,
      slug: prompts.slug,
      thumbnailUrl: prompts.thumbnailUrl,
      price: prompts.price,
      status: prompts.status,
      shopStatus: shops.status,
    })
    .from(prompts)
    .innerJoin(shops, eq(shops.id, prompts.shopId))
    .where(and(eq(prompts.id, channel.subjectPromptId), eq(prompts.shopId, channel.shopId)))
  if (!prompt) return null
  const [order] = channel.subjectOrderId
    ? await db
        .select({ id: orders.id, number: orders.number, status: orders.status })
        .from(orders)
        .where(
          and(
            eq(orders.id, channel.subjectOrderId),
            eq(orders.buyerUserId, channel.buyerUserId),
            eq(orders.shopId, channel.shopId),
          ),
        )
    : []
  const isPublic = prompt.status === 'published' && prompt.shopStatus === 'active'
  return {
    prompt: {
      id: prompt.id,
      title: prompt.title,
      slug: isPublic ? prompt.slug : null,
      thumbnailUrl: prompt.thumbnailUrl,
      price: prompt.price,
    },
    order: order ?? null,
  }
}

export const buyerName = (name: string | null | undefined) => name?.trim() || 'Pembeli'
