import { n as CHAT_MESSAGE_MAX } from "./constants-Bzb9ZJpd.js";
import { A as string, D as object, E as number, N as uuid, _ as datetime, a as OrderStatus, x as array, y as _enum } from "./orders-X7WNvEnJ.js";
import { t as number$1 } from "./coerce-B3FU2VuB.js";
// ../../packages/contracts/src/chat.ts
/** Who wrote a message, or whose view a channel is read from: the buyer or the shop. */
var ChatSide = _enum(["buyer", "shop"]);
/** A message as typed: plain text, trimmed, 1–2000 characters (never HTML). */
var SendChatMessageInput = object({ body: string({ error: "Tulis pesan Anda." }).trim().min(1, { error: "Tulis pesan Anda." }).refine((body) => Array.from(body).length <= CHAT_MESSAGE_MAX, { error: `Pesan maksimal ${CHAT_MESSAGE_MAX} karakter.` }) });
/** "Chat penjual": the buyer opens (or gets back) their channel with a shop. */
var OpenChatChannelInput = object({ shopSlug: string({ error: "Toko tidak ditemukan." }).min(1, { error: "Toko tidak ditemukan." }).max(100, { error: "Toko tidak ditemukan." }) });
var ChatChannelParams = object({ id: uuid({ error: "Percakapan tidak ditemukan." }) });
var ChatMessage = object({
	id: uuid(),
	channelId: uuid(),
	side: ChatSide,
	body: string(),
	createdAt: datetime({ offset: true })
});
var ChatMessageListQuery = object({
	/** The cursor of the oldest message shown: "Muat pesan sebelumnya" asks for older ones. */
	before: string().max(200).optional(),
	limit: number$1().int().min(1).max(100).default(30)
});
/** Newest first; `nextCursor` reads older messages. */
var ChatMessageList = object({
	items: array(ChatMessage),
	nextCursor: string().nullable()
});
/** The one the viewer talks with: the shop for the buyer, the buyer for the shop. */
var ChatCounterpart = object({
	name: string(),
	imageUrl: string().nullable(),
	/** The shop's page (buyer's view); null in the shop's view. */
	shopSlug: string().nullable()
});
/** One channel in a list: newest activity first, with its unread count for the viewer. */
var ChatChannelSummary = object({
	id: uuid(),
	counterpart: ChatCounterpart,
	lastMessage: object({
		side: ChatSide,
		excerpt: string(),
		createdAt: datetime({ offset: true })
	}).nullable(),
	unreadCount: number().int()
});
var ChatChannelListQuery = object({
	cursor: string().max(200).optional(),
	limit: number$1().int().min(1).max(100).default(30)
});
var ChatChannelList = object({
	items: array(ChatChannelSummary),
	nextCursor: string().nullable()
});
/** One of the buyer's orders from the shop, beside the conversation (shop's view). */
var ChatBuyerOrder = object({
	id: uuid(),
	number: string(),
	status: OrderStatus,
	promptTitle: string(),
	price: number().int(),
	createdAt: datetime({ offset: true })
});
/** A conversation's header as the viewer sees it. */
var ChatChannel = object({
	id: uuid(),
	/** The viewer's side. */
	side: ChatSide,
	shopId: string(),
	counterpart: ChatCounterpart,
	unreadCount: number().int(),
	/** When the other side last read the channel (null: never). */
	counterpartLastReadAt: datetime({ offset: true }).nullable(),
	/** The buyer's orders from this shop, newest first (shop's view only; empty for the buyer). */
	orders: array(ChatBuyerOrder)
});
/** The badge: channels with unread messages and the messages themselves. */
var ChatUnread = object({
	channels: number().int(),
	messages: number().int()
});
/** "Halo https://x.id/a." → text and link parts; only http(s) addresses become links. */
function linkifyParts(text) {
	const parts = [];
	const pattern = /https?:\/\/[^\s<>"']+/gi;
	let last = 0;
	for (const match of text.matchAll(pattern)) {
		let url = match[0];
		const trailing = /[.,;:!?)\]]+$/.exec(url)?.[0] ?? "";
		if (trailing) url = url.slice(0, -trailing.length);
		const start = match.index ?? 0;
		let href;
		try {
			const parsed = new URL(url);
			if (parsed.protocol === "http:" || parsed.protocol === "https:") href = parsed.href;
		} catch {
			href = void 0;
		}
		if (!href) continue;
		if (start > last) parts.push({ text: text.slice(last, start) });
		parts.push({
			text: url,
			href
		});
		last = start + url.length;
	}
	if (last < text.length) parts.push({ text: text.slice(last) });
	return parts;
}
export { ChatMessage as a, ChatSide as c, SendChatMessageInput as d, linkifyParts as f, ChatChannelParams as i, ChatUnread as l, ChatChannelList as n, ChatMessageList as o, ChatChannelListQuery as r, ChatMessageListQuery as s, ChatChannel as t, OpenChatChannelInput as u };
