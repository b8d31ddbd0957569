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
  'sale_reversed',
  'order_reversed',
  'chat_message',
  'affiliate_sale',
  'affiliate_reversed',
  'affiliate_removed',
  'affiliate_flag',
  'complaint',
  'prompt_updated',
  'tax_statement_rejected',
] as const
export const NotificationKind = z.enum(notificationKinds)
export type NotificationKind = z.infer<typeof NotificationKind>

/** The email switches in Profil, each covering kinds of one subject. */
export const emailGroups = {
  sales: ['sale', 'sale_reversed'],
  moderation: ['prompt_approved', 'prompt_rejected'],
  // A rejected PPh 22 statement (decision 0044) changes what the shop is paid, like a payout.
  payouts: ['payout_approved', 'payout_rejected', 'tax_statement_rejected'],
  orders: ['order_paid', 'order_reversed', 'prompt_updated'],
  chat: ['chat_message'],
  // Staff's flags about affiliates (issue 26) travel with the affiliate emails.
  affiliate: ['affiliate_sale', 'affiliate_reversed', 'affiliate_removed', 'affiliate_flag'],
  complaints: ['complaint'],
} as const satisfies Record<string, readonly NotificationKind[]>
export type EmailGroup = keyof typeof emailGroups
export const EmailGroup = z.enum(Object.keys(emailGroups) as [EmailGroup, ...EmailGroup[]])

/** The switches' names in Profil and in the emails' footnote. */
export const emailGroupLabels: Record<EmailGroup, string> = {
  sales: 'Penjualan',
  moderation: 'Moderasi prompt',
  payouts: 'Pencairan dana',
  orders: 'Pesanan',
  chat: 'Chat',
  affiliate: 'Afiliasi',
  complaints: 'Komplain',
}

export const emailGroupOf = (kind: NotificationKind): EmailGroup =>
  (Object.keys(emailGroups) as EmailGroup[]).find((group) =>
    (emailGroups[group] as readonly NotificationKind[]).includes(kind),
  ) as EmailGroup

/** The seller's sidebar cuts a channel's title to this many characters (spec §9). */
export const CHANNEL_TITLE_MAX = 15

/** One row of the bell list, as its recipient reads it. */
export const NotificationItem = z.object({
  id: z.uuid(),
  kind: NotificationKind,
  title: z.string(),
  body: z.string(),
  /** A path inside the app. */
  link: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  readAt: z.iso.datetime({ offset: true }).nullable(),
})
export type NotificationItem = z.infer<typeof NotificationItem>

/** A keyset page of the caller's notifications, newest first. */
export const NotificationList = z.object({
  items: z.array(NotificationItem),
  nextCursor: z.string().nullable(),
})
export type NotificationList = z.infer<typeof NotificationList>

/** How many of the caller's notifications are still unread. */
export const UnreadNotifications = z.object({ count: z.number().int().min(0) })
export type UnreadNotifications = z.infer<typeof UnreadNotifications>

/** One switch per email group in Profil: true = send me these emails. */
export const EmailPreferences = z.object(
  Object.fromEntries(
    (Object.keys(emailGroups) as EmailGroup[]).map((group) => [
      group,
      z.boolean({ error: 'Pilihan email tidak valid.' }),
    ]),
  ) as Record<EmailGroup, z.ZodBoolean>,
)
export type EmailPreferences = z.infer<typeof EmailPreferences>
