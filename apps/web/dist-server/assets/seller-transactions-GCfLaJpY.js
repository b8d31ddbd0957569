import { A as string, C as discriminatedUnion, D as object, E as number, N as uuid, O as record, S as boolean, T as literal, _ as datetime, a as OrderStatus, h as defineLifecycle, x as array, y as _enum } from "./orders-X7WNvEnJ.js";
import { t as number$1 } from "./coerce-B3FU2VuB.js";
import { S as AiModel, x as ShopOrderReview } from "./shops-CQjzKAlY.js";
// ../../packages/contracts/src/seller-orders.ts
/** `/app/order`: the shop's orders, newest first, filtered by status and a search text. */
var SellerOrderListQuery = object({
	status: OrderStatus.optional(),
	/** Order number, buyer name or email, or prompt title. */
	q: string().trim().max(100, { error: "Kata kunci maksimal 100 karakter." }).optional(),
	cursor: string().max(200).optional(),
	limit: number$1().int().min(1).max(100).default(25)
});
/**
* The split of a paid order (DESIGN.md §4). Null for members, who see no money, and for orders
* that were never paid.
*/
var OrderSplit = object({
	platformFee: number().int(),
	affiliateFee: number().int(),
	sellerNet: number().int()
});
var SellerOrder = object({
	id: uuid(),
	number: string(),
	status: OrderStatus,
	promptId: uuid(),
	promptTitle: string(),
	buyerName: string(),
	buyerEmail: string(),
	/** Gross price the buyer paid (or was asked to pay). */
	price: number().int(),
	split: OrderSplit.nullable(),
	createdAt: datetime(),
	paidAt: datetime().nullable()
});
var SellerOrderList = object({
	items: array(SellerOrder),
	nextCursor: string().nullable()
});
/** One order with what happened to it: payment, hold and the shop's ledger entries. */
var SellerOrderDetail = SellerOrder.extend({
	promptSlug: string(),
	buyerHasAccount: boolean(),
	paymentMethod: string().nullable(),
	commissionBp: number().int().nullable(),
	affiliateBp: number().int().nullable(),
	/** When the earnings become available (paid orders only). */
	releaseAt: datetime().nullable(),
	releasedAt: datetime().nullable(),
	closedAt: datetime().nullable(),
	/** The buyer's review of this order, with the shop's reply once given. */
	review: ShopOrderReview.nullable(),
	/** The shop's ledger entries for this order, oldest first; empty for members. */
	entries: array(object({
		id: number().int(),
		at: datetime(),
		kind: string(),
		bucket: _enum([
			"held",
			"available",
			"reserved"
		]),
		amount: number().int()
	}))
});
/** `/app/customer`: everyone who bought from the shop, by email, most recent buyer first. */
var CustomerListQuery = object({
	q: string().trim().max(100, { error: "Kata kunci maksimal 100 karakter." }).optional(),
	cursor: string().max(200).optional(),
	limit: number$1().int().min(1).max(100).default(25)
});
var Customer = object({
	email: string(),
	name: string(),
	/** Paid orders (refunded ones are not counted). */
	orders: number().int(),
	/** Gross rupiah of those orders. */
	spent: number().int(),
	firstOrderAt: datetime(),
	lastOrderAt: datetime(),
	hasAccount: boolean()
});
var CustomerList = object({
	items: array(Customer),
	nextCursor: string().nullable()
});
// ../../packages/contracts/src/seller-products.ts
/**
* The seller's side of a prompt (DESIGN.md §4 Prompt): `/api/v1/seller/products`, acting on the
* active shop. Unlike the storefront's schemas these carry the secret (prompt text, instructions):
* only members of the owning shop ever receive them, with `Cache-Control: private, no-store`.
*/
var PROMPT_STATUSES = [
	"draft",
	"in_review",
	"published",
	"rejected",
	"archived"
];
var PromptStatus = _enum(PROMPT_STATUSES);
/**
* Every move of a prompt's status (DESIGN.md §4 Prompt): the seller submits, withdraws,
* archives and restores; the platform's review approves or rejects.
*/
var promptLifecycle = defineLifecycle(PROMPT_STATUSES, {
	submit: {
		from: ["draft", "rejected"],
		to: "in_review"
	},
	withdraw: {
		from: ["in_review"],
		to: "draft"
	},
	archive: {
		from: [
			"draft",
			"rejected",
			"published"
		],
		to: "archived"
	},
	restore: {
		from: ["archived"],
		to: "draft"
	},
	approve: {
		from: ["in_review"],
		to: "published"
	},
	reject: {
		from: ["in_review"],
		to: "rejected"
	}
});
var MAX_PROMPT_TEXT = 2e4;
var MAX_DESCRIPTION_HTML = 2e4;
var sellerProductMessages = {
	title: "Judul harus 5–120 karakter.",
	description: "Deskripsi wajib diisi (paling banyak 20.000 karakter).",
	modelVersion: "Versi model paling banyak 40 karakter.",
	category: "Pilih kategori.",
	tag: "Tag 2–30 karakter.",
	tags: `Paling banyak 10 tag.`,
	price: "Harga Rp 0 (gratis) atau Rp 10.000 – Rp 5.000.000, tanpa desimal.",
	promptText: "Teks prompt wajib diisi (paling banyak 20.000 karakter).",
	instructions: "Instruksi paling banyak 5.000 karakter.",
	examples: `Paling banyak 8 contoh hasil.`,
	exampleText: "Contoh teks wajib diisi (paling banyak 5.000 karakter).",
	exampleImage: "Unggah gambar untuk contoh ini.",
	caption: "Keterangan paling banyak 200 karakter.",
	changeNote: "Catatan perubahan paling banyak 500 karakter."
};
var Price = number({ error: sellerProductMessages.price }).int({ error: sellerProductMessages.price }).refine((price) => price === 0 || price >= 1e4 && price <= 5e6, { error: sellerProductMessages.price });
/** An example output: a text, or an image uploaded to this shop (`/uploads/…`). */
var SellerExampleInput = discriminatedUnion("kind", [object({
	kind: literal("text"),
	text: string().trim().min(1, { error: sellerProductMessages.exampleText }).max(5e3),
	caption: string().trim().max(200, { error: sellerProductMessages.caption }).nullish()
}), object({
	kind: literal("image"),
	imageUrl: string({ error: sellerProductMessages.exampleImage }).min(1).max(300),
	caption: string().trim().max(200, { error: sellerProductMessages.caption }).nullish()
})]);
/**
* Create and update take the whole prompt. Saving a draft and submitting follow the same rules,
* so a saved draft can always be submitted as it is.
*/
var SellerProductInput = object({
	title: string().trim().min(5, { error: sellerProductMessages.title }).max(120, { error: sellerProductMessages.title }),
	/** Rich text; the server keeps only the spec §5 allow-list. */
	descriptionHtml: string().trim().min(1, { error: sellerProductMessages.description }).max(MAX_DESCRIPTION_HTML, { error: sellerProductMessages.description }),
	model: AiModel,
	modelVersion: string().trim().max(40, { error: sellerProductMessages.modelVersion }).default(""),
	categoryName: string({ error: sellerProductMessages.category }).min(1, { error: sellerProductMessages.category }),
	tags: array(string().trim().toLowerCase().min(2, { error: sellerProductMessages.tag }).max(30, { error: sellerProductMessages.tag })).max(10, { error: sellerProductMessages.tags }).default([]),
	price: Price,
	promptText: string().trim().min(1, { error: sellerProductMessages.promptText }).max(MAX_PROMPT_TEXT, { error: sellerProductMessages.promptText }),
	instructions: string().trim().max(5e3, { error: sellerProductMessages.instructions }).default(""),
	examples: array(SellerExampleInput).max(8, { error: sellerProductMessages.examples }).default([]),
	/** An upload of this shop, or none. */
	thumbnailUrl: string().max(300).nullish(),
	/** Told to buyers with a new version of a published prompt. */
	changeNote: string().trim().max(500, { error: sellerProductMessages.changeNote }).nullish()
});
var SellerProductListQuery = object({
	status: PromptStatus.optional(),
	q: string().trim().max(100).optional(),
	cursor: string().max(300).optional(),
	limit: number$1().int().min(1).max(100).default(50)
});
var SellerProductSummary = object({
	id: uuid(),
	slug: string(),
	title: string(),
	status: PromptStatus,
	price: number().int(),
	model: AiModel,
	categoryTitle: string(),
	thumbnailUrl: string().nullable(),
	sales: number().int(),
	views: number().int(),
	rejectionReason: string().nullable(),
	/** A published prompt's next version waiting for (or refused by) review. */
	revisionStatus: _enum(["in_review", "rejected"]).nullable(),
	lastUpdated: datetime()
});
var SellerProductList = object({
	items: array(SellerProductSummary),
	nextCursor: string().nullable(),
	/** Prompts of the shop per status, for the filter tabs. */
	counts: record(PromptStatus, number().int())
});
var SellerExample = object({
	kind: _enum(["text", "image"]),
	text: string().nullable(),
	imageUrl: string().nullable(),
	caption: string().nullable()
});
/** One prompt with its secret, for the shop's members only. */
var SellerProduct = object({
	id: uuid(),
	slug: string(),
	title: string(),
	descriptionHtml: string(),
	model: AiModel,
	modelVersion: string(),
	categoryName: string(),
	tags: array(string()),
	price: number().int(),
	promptText: string(),
	instructions: string(),
	changeNote: string().nullable(),
	/** The distinct `[BRACKETED]` variables of the prompt text. */
	variables: array(string()),
	examples: array(SellerExample),
	thumbnailUrl: string().nullable(),
	status: PromptStatus,
	rejectionReason: string().nullable(),
	submittedAt: datetime().nullable(),
	publishedAt: datetime().nullable(),
	/** The next version of a published prompt: its secret and examples, while in review. */
	revision: object({
		status: _enum(["in_review", "rejected"]),
		promptText: string(),
		instructions: string(),
		changeNote: string().nullable(),
		examples: array(SellerExample),
		rejectionReason: string().nullable(),
		submittedAt: datetime()
	}).nullable(),
	sales: number().int(),
	views: number().int(),
	createdAt: datetime(),
	lastUpdated: datetime()
});
var promptStatusLabels = {
	draft: "Draf",
	in_review: "Dalam peninjauan",
	published: "Terbit",
	rejected: "Ditolak",
	archived: "Diarsipkan"
};
// ../../packages/contracts/src/seller-transactions.ts
/** The shop's side of the ledger (DESIGN.md §4): its held, available and reserved money. */
var SHOP_BUCKETS = [
	"held",
	"available",
	"reserved"
];
var ShopBucket = _enum(SHOP_BUCKETS, { error: "Jenis saldo tidak dikenal." });
var bucketLabels = {
	held: "Ditahan",
	available: "Tersedia",
	reserved: "Sedang dicairkan"
};
/** What moved the money; unknown kinds show as they are. */
var transactionKindLabels = {
	sale: "Penjualan",
	release: "Dana tersedia",
	refund: "Pengembalian dana",
	chargeback: "Chargeback",
	payout_request: "Penarikan diajukan",
	payout_approved: "Penarikan dikirim",
	payout_rejected: "Penarikan ditolak"
};
var TransactionStatus = _enum([
	"held",
	"available",
	"refunded",
	"chargeback",
	"processing",
	"sent",
	"rejected",
	"done"
]);
var transactionStatusLabels = {
	held: "Ditahan",
	available: "Sudah tersedia",
	refunded: "Dikembalikan ke pembeli",
	chargeback: "Chargeback",
	processing: "Diproses",
	sent: "Dikirim ke rekening",
	rejected: "Ditolak, kembali ke saldo tersedia",
	done: "Selesai"
};
var TransactionListQuery = object({
	bucket: ShopBucket.optional(),
	cursor: string().max(200).optional(),
	limit: number$1().int().min(1).max(100).default(50)
});
/** The balance of each of the shop's buckets. */
var ShopBuckets = object({
	held: number().int(),
	available: number().int(),
	reserved: number().int()
});
/**
* One event of the shop's money (a ledger movement): a sale, a release, a refund, a payout
* request and its approval or rejection. Amounts are integer rupiah.
*/
var ShopTransaction = object({
	/** The movement's last ledger entry: the keyset cursor. */
	id: number().int(),
	at: datetime(),
	kind: string(),
	status: TransactionStatus,
	/** The money the event is about (never negative). */
	amount: number().int(),
	/** The bucket it left; null when it came into the shop (a sale). */
	from: ShopBucket.nullable(),
	/** The bucket it went to; null when it left the shop (a refund, a payout sent). */
	to: ShopBucket.nullable(),
	/** Each bucket's balance right after the event. */
	balanceAfter: ShopBuckets,
	orderNumber: string().nullable(),
	promptTitle: string().nullable(),
	payoutId: uuid().nullable(),
	/** A held sale: when it becomes available. */
	releaseAt: datetime({ offset: true }).nullable(),
	/** A sale's split: the price, the platform's and the affiliate's commission, the shop's net. */
	sale: object({
		gross: number().int(),
		platformFee: number().int(),
		affiliateFee: number().int(),
		net: number().int()
	}).nullable()
});
var ShopTransactionList = object({
	items: array(ShopTransaction),
	nextCursor: string().nullable()
});
export { CustomerListQuery as _, bucketLabels as a, SellerOrderList as b, PROMPT_STATUSES as c, SellerProductInput as d, SellerProductList as f, CustomerList as g, promptStatusLabels as h, TransactionListQuery as i, PromptStatus as l, promptLifecycle as m, ShopBucket as n, transactionKindLabels as o, SellerProductListQuery as p, ShopTransactionList as r, transactionStatusLabels as s, SHOP_BUCKETS as t, SellerProduct as u, SellerOrder as v, SellerOrderListQuery as x, SellerOrderDetail as y };
