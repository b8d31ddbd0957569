import type { ChatChannel } from '@pasarprompt/contracts/chat'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { chatChannels, members, organizations, shops } from '../../db/schema.ts'
import { stampInsert } from '../../db/stamps.ts'
import { AppError } from '../../lib/app-error.ts'
import { consumeQuota, refuseOverQuota } from '../limits/consume-quota.ts'
import type { ChatViewer } from './chat-viewer.ts'
import { describeChannel } from './get-channel.ts'

/** New conversations one buyer starts a day (each may mail a shop's owners and admins). */
export const NEW_CHATS_PER_DAY = { max: 20, windowMs: 24 * 60 * 60 * 1000 } as const

/**
 * "Chat penjual": the buyer's one channel with an open shop, made on first use and the same one
 * ever after (unique per shop and buyer, so two tabs opening at once get one channel). The shop's
 * own members cannot open a buyer channel with their own shop (any membership, DESIGN.md §4).
 * Opening an existing channel is free; a new one counts against `NEW_CHATS_PER_DAY`.
 */
export async function openChannel(
  db: Database,
  viewer: Extract<ChatViewer, { side: 'buyer' }>,
  shopSlug: string,
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
  const [existing] = await db
    .select()
    .from(chatChannels)
    .where(and(eq(chatChannels.shopId, shopId), eq(chatChannels.buyerUserId, viewer.userId)))
  if (existing) return describeChannel(db, viewer, existing)
  // Each new channel can mail a shop's owners and admins: a buyer starts a bounded number a day.
  refuseOverQuota(
    await consumeQuota(db, { key: `chat-open:user:${viewer.userId}`, ...NEW_CHATS_PER_DAY }),
    `Anda sudah memulai ${NEW_CHATS_PER_DAY.max} percakapan baru hari ini. Coba lagi besok.`,
  )
  await db
    .insert(chatChannels)
    .values(stampInsert(viewer.actor, { shopId, buyerUserId: viewer.userId }))
    .onConflictDoNothing({ target: [chatChannels.shopId, chatChannels.buyerUserId] })
  const [channel] = await db
    .select()
    .from(chatChannels)
    .where(and(eq(chatChannels.shopId, shopId), eq(chatChannels.buyerUserId, viewer.userId)))
  if (!channel) throw new AppError('NOT_FOUND', 'Percakapan tidak ditemukan.')
  return describeChannel(db, viewer, channel)
}
