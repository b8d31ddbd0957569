import { A as string, D as object, E as number, N as uuid, S as boolean, _ as datetime, x as array, y as _enum } from "./orders-X7WNvEnJ.js";
var NotificationKind = _enum([
	"sale",
	"prompt_approved",
	"prompt_rejected",
	"payout_approved",
	"payout_rejected",
	"order_paid",
	"sale_reversed",
	"order_reversed",
	"chat_message",
	"affiliate_sale",
	"affiliate_reversed",
	"affiliate_removed",
	"affiliate_flag"
]);
/** The email switches in Profil, each covering kinds of one subject. */
var emailGroups = {
	sales: ["sale", "sale_reversed"],
	moderation: ["prompt_approved", "prompt_rejected"],
	payouts: ["payout_approved", "payout_rejected"],
	orders: ["order_paid", "order_reversed"],
	chat: ["chat_message"],
	affiliate: [
		"affiliate_sale",
		"affiliate_reversed",
		"affiliate_removed",
		"affiliate_flag"
	]
};
_enum(Object.keys(emailGroups));
/** One row of the bell list, as its recipient reads it. */
var NotificationItem = object({
	id: uuid(),
	kind: NotificationKind,
	title: string(),
	body: string(),
	/** A path inside the app. */
	link: string(),
	createdAt: datetime({ offset: true }),
	readAt: datetime({ offset: true }).nullable()
});
/** A keyset page of the caller's notifications, newest first. */
var NotificationList = object({
	items: array(NotificationItem),
	nextCursor: string().nullable()
});
/** How many of the caller's notifications are still unread. */
var UnreadNotifications = object({ count: number().int().min(0) });
/** One switch per email group in Profil: true = send me these emails. */
var EmailPreferences = object(Object.fromEntries(Object.keys(emailGroups).map((group) => [group, boolean({ error: "Pilihan email tidak valid." })])));
export { emailGroups as a, UnreadNotifications as i, NotificationKind as n, NotificationList as r, EmailPreferences as t };
