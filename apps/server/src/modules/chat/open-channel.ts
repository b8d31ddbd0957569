import type { ChatChannel, OpenChatChannelInput } from '@pasarprompt/contracts/chat'
import { and, desc, eq, notInArray } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { chatChannels, members, orders, organizations, prompts, shops } from '../../db/schema.ts'
import { stampInsert, stampUpdate } from '../../db/stamps.ts'
import { AppError } from '../../lib/app-error.ts'
import { consumeQuota, refuseOverQuota } from '../limits/consume-quota.ts'
import { NEW_CHATS_PER_DAY } from '../limits/limits.ts'
import type { ChatViewer } from './chat-viewer.ts'
import { describeChannel } from './get-channel.ts'

/**
 * "Chat penjual": the buyer's one channel with an open shop, made on first use and the same one
 * ever after (unique per shop and buyer, so two tabs opening at once get one channel). The shop's
 * own members cannot open a buyer channel with their own shop (any membership, DESIGN.md §4).
 * Opening an existing channel is free; a new one counts against `NEW_CHATS_PER_DAY`.
 * Opened from a prompt of the shop (published) or one of the buyer's orders from it, the channel
 * records that subject; opened from the shop's page, it keeps the one it had.
 */
export async function openChannel(
  db: Database,
  viewer: Extract<ChatViewer, { side: 'buyer' }>,
  { shopSlug, promptId, orderId }: OpenChatChannelInput,
): Promise<ChatChannel> {
  const [shop] = await db
    .select({ id: shops.id })
    .from(shops)
    .innerJoin(organizations, eq(organizations.id, shops.id))
    .where(and(eq(organizations.slug, shopSlug), eq(shops.status, 'active')))
  if (!shop) throw new AppError('NOT_FOUND', 'Toko tidak ditemukan.')
  const shopId = shop.id
  const [membership] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.organizationId, shopId), eq(members.userId, viewer.userId)))
    .limit(1)
  if (membership) {
    throw new AppError('FORBIDDEN', 'Anda tidak dapat membuka chat dengan toko Anda sendiri.')
  }
  const subject = await subjectOf(db, viewer.userId, shopId, { promptId, orderId })
  const [existing] = await db
    .select()
    .from(chatChannels)
    .where(and(eq(chatChannels.shopId, shopId), eq(chatChannels.buyerUserId, viewer.userId)))
  if (existing) {
    if (!subject) return describeChannel(db, viewer, existing)
    const [updated] = await db
      .update(chatChannels)
      .set(stampUpdate(viewer.actor, subject))
      .where(eq(chatChannels.id, existing.id))
      .returning()
    return describeChannel(db, viewer, updated ?? existing)
  }
  // Each new channel can mail a shop's owners and admins: a buyer starts a bounded number a day.
  refuseOverQuota(
    await consumeQuota(db, { key: `chat-open:user:${viewer.userId}`, ...NEW_CHATS_PER_DAY }),
    `Anda sudah memulai ${NEW_CHATS_PER_DAY.max} percakapan baru hari ini. Coba lagi besok.`,
  )
  await db
    .insert(chatChannels)
    .values(stampInsert(viewer.actor, { shopId, buyerUserId: viewer.userId, ...subject }))
    .onConflictDoNothing({ target: [chatChannels.shopId, chatChannels.buyerUserId] })
  const [channel] = await db
    .select()
    .from(chatChannels)
    .where(and(eq(chatChannels.shopId, shopId), eq(chatChannels.buyerUserId, viewer.userId)))
  if (!channel) throw new AppError('NOT_FOUND', 'Percakapan tidak ditemukan.')
  return describeChannel(db, viewer, channel)
}

/**
 * The prompt and order a chat opened from is about: an order must be the buyer's own from this
 * shop; a prompt must be this shop's and public, and brings the buyer's newest order of it.
 * Null when the chat was opened from neither.
 */
async function subjectOf(
  db: Database,
  buyerUserId: string,
  shopId: string,
  { promptId, orderId }: { promptId?: string | undefined; orderId?: string | undefined },
): Promise<{ subjectPromptId: string; subjectOrderId: string | null } | null> {
  if (orderId) {
    const [order] = await db
      .select({ id: orders.id, promptId: orders.promptId })
      .from(orders)
      .where(
        and(eq(orders.id, orderId), eq(orders.buyerUserId, buyerUserId), eq(orders.shopId, shopId)),
      )
    if (!order) throw new AppError('NOT_FOUND', 'Pesanan tidak ditemukan.')
    return { subjectPromptId: order.promptId, subjectOrderId: order.id }
  }
  if (!promptId) return null
  const [prompt] = await db
    .select({ id: prompts.id })
    .from(prompts)
    .where(
      and(eq(prompts.id, promptId), eq(prompts.shopId, shopId), eq(prompts.status, 'published')),
    )
  if (!prompt) throw new AppError('NOT_FOUND', 'Prompt tidak ditemukan.')
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.promptId, prompt.id),
        eq(orders.buyerUserId, buyerUserId),
        // A failed or expired try is no order to talk about; a pending one may well be.
        notInArray(orders.status, ['failed', 'expired']),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1)
  return { subjectPromptId: prompt.id, subjectOrderId: order?.id ?? null }
}
