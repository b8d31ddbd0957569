import { z } from 'zod'

/**
 * What someone is told about (issue 13). Each kind belongs to one email group the user can switch
 * off in Profil; the in-app list always receives it.
 */
export const notificationKinds = [
  'sale',
  'prompt_approved',
  'prompt_rejected',
  'payout_approved',
  'payout_rejected',
  'order_paid',
  'chat_message',
] as const
export const NotificationKind = z.enum(notificationKinds)
export type NotificationKind = z.infer<typeof NotificationKind>

/** The email switches in Profil, each covering kinds of one subject. */
export const emailGroups = {
  sales: ['sale'],
  moderation: ['prompt_approved', 'prompt_rejected'],
  payouts: ['payout_approved', 'payout_rejected'],
  orders: ['order_paid'],
  chat: ['chat_message'],
} as const satisfies Record<string, readonly NotificationKind[]>
export type EmailGroup = keyof typeof emailGroups
export const EmailGroup = z.enum(Object.keys(emailGroups) as [EmailGroup, ...EmailGroup[]])

export const emailGroupOf = (kind: NotificationKind): EmailGroup =>
  (Object.keys(emailGroups) as EmailGroup[]).find((group) =>
    (emailGroups[group] as readonly NotificationKind[]).includes(kind),
  ) as EmailGroup

/** A chat message: plain text, never HTML (issue 13). */
export const CHAT_MESSAGE_MAX = 2000
/** The seller's sidebar cuts a channel's title to this many characters (spec §9). */
export const CHANNEL_TITLE_MAX = 15
