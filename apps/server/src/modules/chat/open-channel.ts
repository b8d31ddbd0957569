import type { ChatChannel } from '@pasarprompt/contracts/chat'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { chatChannels, members, organizations, shops } from '../../db/schema.ts'
import { stampInsert } from '../../db/stamps.ts'
import { AppError } from '../../lib/app-error.ts'
import type { ChatViewer } from './chat-viewer.ts'
import { describeChannel } from './get-channel.ts'

/**
 * "Chat penjual": the buyer's one channel with an open shop, made on first use and the same one
 * ever after (unique per shop and buyer, so two tabs opening at once get one channel). The shop's
 * own members cannot open a buyer channel with their own shop (any membership, DESIGN.md §4).
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
