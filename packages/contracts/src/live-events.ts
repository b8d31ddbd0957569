import { z } from 'zod'
import { ChatSide } from './chat.ts'
import { NotificationKind } from './notifications.ts'
import { OrderStatus, ShopBalance } from './orders.ts'

/**
 * Every live event the server sends over `/api/v1/events`, by name, with its payload. Payloads
 * stay small (ids, counts, a balance): clients refetch what they show.
 */
export const liveEventPayloads = {
  /** The stream is open; `organizationId` is the shop whose events it also carries. */
  ready: z.object({ organizationId: z.string().nullable() }),
  'order.updated': z.object({ orderId: z.string(), status: OrderStatus }),
  'balance.updated': ShopBalance,
  'shop.updated': z.object({ shopId: z.string() }),
  'wishlist.updated': z.object({ count: z.number().int() }),
  'membership.revoked': z.object({ organizationId: z.string() }),
  /** A new row in the user's bell list (issue 13). */
  'notification.created': z.object({ id: z.string(), kind: NotificationKind }),
  /** A chat message was sent in a channel; `side` is the sender's (issue 13). */
  'chat.message': z.object({ channelId: z.string(), messageId: z.string(), side: ChatSide }),
  /** One side (`side`) read a channel: badges and read markers refresh. */
  'chat.read': z.object({ channelId: z.string(), side: ChatSide }),
  /** The user's affiliate figures or balance changed (a sale, a release, a payout): refetch. */
  'affiliate.updated': z.object({ userId: z.string() }),
  /** A complaint moved or got a message (issue 30): its buyer, its shop and staff refetch it. */
  'complaint.updated': z.object({ complaintId: z.string(), orderId: z.string() }),
  /**
   * This process is shutting down and ends the stream next: open a new one after a short random
   * delay (the load balancer sends it to another process).
   */
  reconnect: z.object({}),
  /**
   * Events may have been missed (this process's database listener reconnected): refetch what is
   * shown.
   */
  resync: z.object({}),
}

export type LiveEventType = keyof typeof liveEventPayloads
export type LiveEventData<T extends LiveEventType> = z.infer<(typeof liveEventPayloads)[T]>
/** One event as it travels: its name and its payload, checked together. */
export type LiveEventMessage = {
  [T in LiveEventType]: { type: T; data: LiveEventData<T> }
}[LiveEventType]

export const isLiveEventType = (type: string): type is LiveEventType =>
  Object.hasOwn(liveEventPayloads, type)
