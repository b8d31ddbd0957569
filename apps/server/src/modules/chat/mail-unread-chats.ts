import type { ChatSide } from '@pasarprompt/contracts/chat'
import { MINUTE_MS } from '@pasarprompt/contracts/durations'
import { and, asc, eq, gt, inArray, lte, ne, type SQL, sql } from 'drizzle-orm'
import type { Database, Executor } from '../../db/client.ts'
import { chatChannels, chatMessages, members, organizations, users } from '../../db/schema.ts'
import { stampUpdate, systemActor } from '../../db/stamps.ts'
import type { EventBus } from '../../infra/events/event-bus.ts'
import { MANAGERS } from '../auth/guards.ts'
import { CHAT_MAIL_MIN_INTERVAL_MS } from '../limits/limits.ts'
import { notify } from '../notifications/notify.ts'
import { excerpt, lastReadColumn } from './chat-view.ts'
import { buyerName } from './get-channel.ts'

/** A message waits this long for its reader before it is mailed (they may be chatting live). */
export const CHAT_MAIL_DELAY_MS = 5 * MINUTE_MS
/** Channels handled per run; the rest wait for the next tick. */
const BATCH = 100

const emailedColumn = (side: ChatSide) =>
  side === 'buyer' ? chatChannels.buyerEmailedAt : chatChannels.shopEmailedAt

/** Messages of a channel the `side` has neither read nor been mailed about (correlated). */
const unmailedUnread = (side: ChatSide): SQL =>
  and(
    eq(chatMessages.channelId, chatChannels.id),
    ne(chatMessages.side, side),
    gt(chatMessages.createdAt, sql`coalesce(${lastReadColumn(side)}, '-infinity'::timestamptz)`),
    gt(chatMessages.createdAt, sql`coalesce(${emailedColumn(side)}, '-infinity'::timestamptz)`),
  ) as SQL

/**
 * Offline chat mail, batched: for each channel side whose oldest unread message has waited more
 * than `delayMs` and came after that side was last mailed (at least `CHAT_MAIL_MIN_INTERVAL_MS`
 * ago), one notice "3 pesan baru dari Toko X"
 * to the buyer, or to the shop's owners and admins (the notifications outbox sends the email),
 * and the side's `*_emailed_at` moves to now in the same transaction. Safe in several processes:
 * each channel row is locked (others skip it) and the condition is checked again under the lock;
 * the notice's dedupe key (the first unread message) tells nobody twice anyway.
 * Returns how many notices were made.
 */
export async function mailUnreadChats(
  db: Database,
  events: EventBus,
  options: { delayMs?: number } = {},
): Promise<number> {
  const cutoff = new Date(Date.now() - (options.delayMs ?? CHAT_MAIL_DELAY_MS))
  const lastMailedBefore = new Date(Date.now() - CHAT_MAIL_MIN_INTERVAL_MS)
  let told = 0
  for (const side of ['buyer', 'shop'] as const) {
    const due = await db
      .select({ id: chatChannels.id })
      .from(chatChannels)
      .where(
        and(
          // The channel's own columns rule out idle channels before any message is looked at.
          sql`${chatChannels.lastMessageAt} > coalesce(${lastReadColumn(side)}, '-infinity'::timestamptz)`,
          sql`${chatChannels.lastMessageAt} > coalesce(${emailedColumn(side)}, '-infinity'::timestamptz)`,
          sql`coalesce(${emailedColumn(side)}, '-infinity'::timestamptz) <= ${lastMailedBefore.toISOString()}::timestamptz`,
          sql`exists (select 1 from ${chatMessages} where ${and(
            unmailedUnread(side),
            lte(chatMessages.createdAt, cutoff),
          )})`,
        ),
      )
      .limit(BATCH)
    for (const { id } of due) {
      if (await mailOneSide(db, events, id, side, cutoff, lastMailedBefore)) told += 1
    }
  }
  return told
}

async function mailOneSide(
  db: Database,
  events: EventBus,
  channelId: string,
  side: ChatSide,
  cutoff: Date,
  lastMailedBefore: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [channel] = await tx
      .select()
      .from(chatChannels)
      .where(eq(chatChannels.id, channelId))
      .for('update', { skipLocked: true })
    if (!channel) return false
    const emailedAt = side === 'buyer' ? channel.buyerEmailedAt : channel.shopEmailedAt
    if (emailedAt && emailedAt > lastMailedBefore) return false
    const waiting = await tx
      .select({ id: chatMessages.id, body: chatMessages.body, createdAt: chatMessages.createdAt })
      .from(chatMessages)
      .innerJoin(chatChannels, eq(chatChannels.id, chatMessages.channelId))
      .where(and(eq(chatChannels.id, channelId), unmailedUnread(side)))
      .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
    const first = waiting[0]
    if (!first || first.createdAt > cutoff) return false

    const recipients = await recipientsOf(tx, channel, side)
    const from = await senderName(tx, channel, side)
    const conversation =
      side === 'buyer' ? `/account/chat/${channel.id}` : `/app/customer/channel/${channel.id}`
    await notify(tx, {
      events,
      userIds: recipients,
      notice: {
        kind: 'chat_message',
        dedupeKey: `chat:${channel.id}:${side}:${first.id}`,
        title: `${waiting.length} pesan baru dari ${from}`,
        body: `“${excerpt(waiting.at(-1)?.body ?? first.body, 140)}”`,
        link: conversation,
      },
    })
    await tx
      .update(chatChannels)
      .set(
        stampUpdate(
          systemActor,
          side === 'buyer' ? { buyerEmailedAt: new Date() } : { shopEmailedAt: new Date() },
        ),
      )
      .where(eq(chatChannels.id, channel.id))
    return true
  })
}

/** The buyer; or the shop's owners and admins (members read the shop's chat in the app). */
async function recipientsOf(
  tx: Executor,
  channel: typeof chatChannels.$inferSelect,
  side: ChatSide,
): Promise<string[]> {
  if (side === 'buyer') return [channel.buyerUserId]
  const staff = await tx
    .select({ userId: members.userId })
    .from(members)
    .where(and(eq(members.organizationId, channel.shopId), inArray(members.role, MANAGERS)))
  return staff.map((row) => row.userId)
}

/** Who wrote to `side`: the shop's name for the buyer, the buyer's name for the shop. */
async function senderName(
  tx: Executor,
  channel: typeof chatChannels.$inferSelect,
  side: ChatSide,
): Promise<string> {
  if (side === 'buyer') {
    const [shop] = await tx
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, channel.shopId))
    return shop?.name ?? 'toko'
  }
  const [buyer] = await tx
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, channel.buyerUserId))
  return buyerName(buyer?.name)
}
