import type { ChatSide } from '@pasarprompt/contracts/chat'
import { and, eq, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { chatChannels } from '../../db/schema.ts'
import type { Actor } from '../../db/stamps.ts'
import { AppError } from '../../lib/app-error.ts'

/**
 * Who reads or writes a channel (DESIGN.md §4): its buyer (account area), or a member of its shop
 * acting through the session's active shop (seller area). Nobody else, platform admins included.
 */
export type ChatViewer =
  | { side: 'buyer'; userId: string; actor: Actor }
  | { side: 'shop'; shopId: string; userId: string; actor: Actor }

export type ChatChannelRow = typeof chatChannels.$inferSelect

/** The channels this viewer may see. */
export const channelsOf = (viewer: ChatViewer): SQL =>
  viewer.side === 'buyer'
    ? eq(chatChannels.buyerUserId, viewer.userId)
    : eq(chatChannels.shopId, viewer.shopId)

export interface ChannelForOptions {
  viewer: ChatViewer
  channelId: string
  options?: { lock?: boolean }
}

/**
 * The channel if the viewer is one of its two sides; 404 otherwise, so a stranger cannot even
 * learn that it exists. `lock` takes the row for the transaction (sending, reading).
 */
export async function channelFor(
  db: Executor,
  { viewer, channelId, options = {} }: ChannelForOptions,
): Promise<ChatChannelRow> {
  const query = db
    .select()
    .from(chatChannels)
    .where(and(eq(chatChannels.id, channelId), channelsOf(viewer)))
  const [channel] = options.lock ? await query.for('update') : await query
  if (!channel) throw new AppError('NOT_FOUND', 'Percakapan tidak ditemukan.')
  return channel
}

export const otherSide = (side: ChatSide): ChatSide => (side === 'buyer' ? 'shop' : 'buyer')

/** The viewer's read marker column's value on a channel row. */
export const lastReadOf = (channel: ChatChannelRow, side: ChatSide) =>
  side === 'buyer' ? channel.buyerLastReadAt : channel.shopLastReadAt
