import { z } from 'zod'
import { CHAT_MESSAGE_MAX } from './constants.ts'
import { OrderStatus } from './orders.ts'

/** Who wrote a message, or whose view a channel is read from: the buyer or the shop. */
export const ChatSide = z.enum(['buyer', 'shop'])
export type ChatSide = z.infer<typeof ChatSide>

/** A message as typed: plain text, trimmed, 1–2000 characters (never HTML). */
export const SendChatMessageInput = z.object({
  body: z
    .string({ error: 'Tulis pesan Anda.' })
    .trim()
    .min(1, { error: 'Tulis pesan Anda.' })
    // Characters as people (and the database's char_length) count them: an emoji is one.
    .refine((body) => Array.from(body).length <= CHAT_MESSAGE_MAX, {
      error: `Pesan maksimal ${CHAT_MESSAGE_MAX} karakter.`,
    }),
})
export type SendChatMessageInput = z.infer<typeof SendChatMessageInput>

/**
 * "Chat penjual": the buyer opens (or gets back) their channel with a shop. From a prompt's page
 * or one of the buyer's orders, the channel records that it is about that prompt (and order).
 */
export const OpenChatChannelInput = z.object({
  shopSlug: z
    .string({ error: 'Toko tidak ditemukan.' })
    .min(1, { error: 'Toko tidak ditemukan.' })
    .max(100, { error: 'Toko tidak ditemukan.' }),
  promptId: z.uuid({ error: 'Prompt tidak ditemukan.' }).optional(),
  orderId: z.uuid({ error: 'Pesanan tidak ditemukan.' }).optional(),
})
export type OpenChatChannelInput = z.infer<typeof OpenChatChannelInput>

export const ChatChannelParams = z.object({ id: z.uuid({ error: 'Percakapan tidak ditemukan.' }) })

export const ChatMessage = z.object({
  id: z.uuid(),
  channelId: z.uuid(),
  side: ChatSide,
  body: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
})
export type ChatMessage = z.infer<typeof ChatMessage>

export const ChatMessageListQuery = z.object({
  /** The cursor of the oldest message shown: "Muat pesan sebelumnya" asks for older ones. */
  before: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
})
export type ChatMessageListQuery = z.infer<typeof ChatMessageListQuery>

/** Newest first; `nextCursor` reads older messages. */
export const ChatMessageList = z.object({
  items: z.array(ChatMessage),
  nextCursor: z.string().nullable(),
})
export type ChatMessageList = z.infer<typeof ChatMessageList>

/** The one the viewer talks with: the shop for the buyer, the buyer for the shop. */
export const ChatCounterpart = z.object({
  name: z.string(),
  imageUrl: z.string().nullable(),
  /** The shop's page (buyer's view); null in the shop's view. */
  shopSlug: z.string().nullable(),
})

/** One channel in a list: newest activity first, with its unread count for the viewer. */
export const ChatChannelSummary = z.object({
  id: z.uuid(),
  counterpart: ChatCounterpart,
  lastMessage: z
    .object({ side: ChatSide, excerpt: z.string(), createdAt: z.iso.datetime({ offset: true }) })
    .nullable(),
  unreadCount: z.number().int(),
})
export type ChatChannelSummary = z.infer<typeof ChatChannelSummary>

export const ChatChannelListQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
})
export type ChatChannelListQuery = z.infer<typeof ChatChannelListQuery>

export const ChatChannelList = z.object({
  items: z.array(ChatChannelSummary),
  nextCursor: z.string().nullable(),
})
export type ChatChannelList = z.infer<typeof ChatChannelList>

/** One of the buyer's orders from the shop, beside the conversation (shop's view). */
export const ChatBuyerOrder = z.object({
  id: z.uuid(),
  number: z.string(),
  status: OrderStatus,
  promptTitle: z.string(),
  price: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
})

/**
 * The prompt a conversation is about, and the buyer's order of it when there is one: a card
 * above the messages for both sides. Never the prompt's text.
 */
export const ChatSubject = z.object({
  prompt: z.object({
    id: z.uuid(),
    title: z.string(),
    /** Its public page; null once it is no longer public (archived, shop closed). */
    slug: z.string().nullable(),
    thumbnailUrl: z.string().nullable(),
    price: z.number().int(),
  }),
  order: z.object({ id: z.uuid(), number: z.string(), status: OrderStatus }).nullable(),
})
export type ChatSubject = z.infer<typeof ChatSubject>

/** A conversation's header as the viewer sees it. */
export const ChatChannel = z.object({
  id: z.uuid(),
  /** The viewer's side. */
  side: ChatSide,
  shopId: z.string(),
  counterpart: ChatCounterpart,
  unreadCount: z.number().int(),
  /** When the other side last read the channel (null: never). */
  counterpartLastReadAt: z.iso.datetime({ offset: true }).nullable(),
  /** The buyer's orders from this shop, newest first (shop's view only; empty for the buyer). */
  orders: z.array(ChatBuyerOrder),
  /** What the buyer last opened the chat about (null: opened from the shop's page only). */
  subject: ChatSubject.nullable(),
})
export type ChatChannel = z.infer<typeof ChatChannel>

/** The badge: channels with unread messages and the messages themselves. */
export const ChatUnread = z.object({ channels: z.number().int(), messages: z.number().int() })
export type ChatUnread = z.infer<typeof ChatUnread>

/** "Halo https://x.id/a." → text and link parts; only http(s) addresses become links. */
export function linkifyParts(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = []
  const pattern = /https?:\/\/[^\s<>"']+/gi
  let last = 0
  for (const match of text.matchAll(pattern)) {
    let url = match[0]
    // A sentence's closing punctuation is not part of the address.
    const trailing = /[.,;:!?)\]]+$/.exec(url)?.[0] ?? ''
    if (trailing) url = url.slice(0, -trailing.length)
    const start = match.index ?? 0
    let href: string | undefined
    try {
      const parsed = new URL(url)
      if (parsed.protocol === 'http:' || parsed.protocol === 'https:') href = parsed.href
    } catch {
      href = undefined
    }
    if (!href) continue
    if (start > last) parts.push({ text: text.slice(last, start) })
    parts.push({ text: url, href })
    last = start + url.length
  }
  if (last < text.length) parts.push({ text: text.slice(last) })
  return parts
}
