import { n as __exportAll } from "./rolldown-runtime-DYf_mQCB.js";
import { B as ShopAffiliate, H as ShopAffiliateStatistics, I as AffiliateParams, J as PaymentConfigInput, U as UpdateShopAffiliateProgrammeInput, V as ShopAffiliateProgramme, X as PayoutOverview, Y as Payout, Z as RequestPayoutInput, c as UpdateShopProfileInput, d as MicrositeInput, f as SellerMicrosite, q as PaymentConfig, r as PublicShopPage, t as ActiveShop, x as ShopOrderReview, y as ReviewReplyInput } from "./shops-CQjzKAlY.js";
import { a as ChatMessage, d as SendChatMessageInput, i as ChatChannelParams, l as ChatUnread, n as ChatChannelList, o as ChatMessageList, r as ChatChannelListQuery, s as ChatMessageListQuery, t as ChatChannel } from "./chat-DF7lXAPS.js";
import { t as number } from "./coerce-B3FU2VuB.js";
import { t as defineEndpoint } from "./endpoint-mBzFK5De.js";
import { A as string, D as object, E as number$1, N as uuid, S as boolean, T as literal, _ as datetime, a as OrderStatus, b as _null, g as date, u as ShopBalance, x as array, y as _enum } from "./orders-X7WNvEnJ.js";
import { _ as CustomerListQuery, b as SellerOrderList, d as SellerProductInput, f as SellerProductList, g as CustomerList, i as TransactionListQuery, n as ShopBucket, p as SellerProductListQuery, r as ShopTransactionList, u as SellerProduct, x as SellerOrderListQuery, y as SellerOrderDetail } from "./seller-transactions-GCfLaJpY.js";
import { r as UploadedImage } from "./uploads-DU5EgZPT.js";
// ../../packages/contracts/src/seller-dashboard.ts
var Tally = object({
	sales: number$1().int(),
	revenue: number$1().int()
});
/** `/app/dashboard`: what a shop looks at first. Gross sales only; money stays in the balance. */
var ShopDashboard = object({
	today: Tally,
	month: Tally,
	/** The last 30 days, oldest first, one row per day (UTC days, as the statistics count them). */
	days: array(Tally.extend({ day: string() })),
	recentOrders: array(object({
		id: uuid(),
		number: string(),
		promptTitle: string(),
		buyerName: string(),
		price: number$1().int(),
		status: OrderStatus,
		at: datetime()
	})),
	/** Every prompt of the shop, whatever its status (a new shop has none yet). */
	promptCount: number$1().int(),
	/** Prompts waiting for review or sent back, newest first. */
	promptsToWatch: array(object({
		id: uuid(),
		title: string(),
		status: _enum(["in_review", "rejected"]),
		rejectionReason: string().nullable()
	}))
});
// ../../packages/contracts/src/seller-statistics.ts
/** The ranges `/app/statistics` offers, in days (DESIGN.md §4: charts per 7/30/90 days). */
var STATISTICS_RANGES = [
	7,
	30,
	90
];
var isStatisticsRange = (value) => STATISTICS_RANGES.includes(value);
var rangeMessage = "Rentang statistik harus 7, 30, atau 90 hari.";
var StatisticsQuery = object({ range: number({ error: rangeMessage }).pipe(literal(STATISTICS_RANGES, { error: rangeMessage })).default(30) });
/** Views of the public prompt page, paid orders (net of refunds) and their gross rupiah. */
var Counts = object({
	views: number$1().int(),
	sales: number$1().int(),
	revenue: number$1().int(),
	/** Sales ÷ views; null while nobody has viewed (no division by zero). */
	conversion: number$1().nullable()
});
var StatisticsDay = Counts.extend({ 
/** `YYYY-MM-DD`, the day the counters were written under (the database's date). */
day: date() });
var TopPrompt = Counts.extend({
	id: uuid(),
	slug: string(),
	title: string(),
	/** Only a published prompt has a public page to link to. */
	published: boolean()
});
/** GET /api/v1/seller/statistics: any member of the shop (gross sales, not the shop's money). */
var ShopStatistics = object({
	range: number$1().int(),
	/** One row per day, oldest first, `range` rows, days without activity as zeros. */
	days: array(StatisticsDay),
	totals: Counts,
	/** The shop's prompts with activity in the range, by revenue, then sales, then views. */
	topPrompts: array(TopPrompt),
	/** Clicks through affiliate links, the paid orders they brought and the fees paid (issue 14). */
	affiliate: ShopAffiliateStatistics
});
// ../../packages/contracts/src/endpoints/seller.ts
var seller_exports = /* @__PURE__ */ __exportAll({ sellerApi: () => sellerApi });
var ProductParams = object({ id: uuid({ error: "ID prompt tidak valid." }) });
/** `POST /api/v1/seller/products/:id/submit` and the other moves a member makes. */
var changeProductStatus = (action) => defineEndpoint({
	method: "POST",
	path: `/api/v1/seller/products/:id/${action}`,
	params: ProductParams,
	response: SellerProduct
});
/** What a member of the session's active shop calls; owners and admins alone touch money. */
var sellerApi = {
	shop: defineEndpoint({
		method: "GET",
		path: "/api/v1/seller/shop",
		response: ActiveShop
	}),
	updateShop: defineEndpoint({
		method: "PUT",
		path: "/api/v1/seller/shop",
		body: UpdateShopProfileInput,
		response: ActiveShop
	}),
	closeShop: defineEndpoint({
		method: "DELETE",
		path: "/api/v1/seller/shop",
		response: _null(),
		status: 204
	}),
	balance: defineEndpoint({
		method: "GET",
		path: "/api/v1/seller/balance",
		response: ShopBalance
	}),
	dashboard: defineEndpoint({
		method: "GET",
		path: "/api/v1/seller/dashboard",
		response: ShopDashboard
	}),
	microsite: defineEndpoint({
		method: "GET",
		path: "/api/v1/seller/microsite",
		response: SellerMicrosite
	}),
	updateMicrosite: defineEndpoint({
		method: "PUT",
		path: "/api/v1/seller/microsite",
		body: MicrositeInput,
		response: SellerMicrosite
	}),
	micrositePreview: defineEndpoint({
		method: "GET",
		path: "/api/v1/seller/microsite/preview",
		response: PublicShopPage
	}),
	/** The body is `multipart/form-data` with the image in the field `UPLOAD_FIELD`. */
	uploadImage: defineEndpoint({
		method: "POST",
		path: "/api/v1/seller/uploads",
		response: UploadedImage,
		status: 201
	}),
	products: defineEndpoint({
		method: "GET",
		path: "/api/v1/seller/products",
		query: SellerProductListQuery,
		response: SellerProductList
	}),
	createProduct: defineEndpoint({
		method: "POST",
		path: "/api/v1/seller/products",
		body: SellerProductInput,
		response: SellerProduct,
		status: 201
	}),
	product: defineEndpoint({
		method: "GET",
		path: "/api/v1/seller/products/:id",
		params: ProductParams,
		response: SellerProduct
	}),
	updateProduct: defineEndpoint({
		method: "PUT",
		path: "/api/v1/seller/products/:id",
		params: ProductParams,
		body: SellerProductInput,
		response: SellerProduct
	}),
	deleteProduct: defineEndpoint({
		method: "DELETE",
		path: "/api/v1/seller/products/:id",
		params: ProductParams,
		response: _null(),
		status: 204
	}),
	submitProduct: changeProductStatus("submit"),
	withdrawProduct: changeProductStatus("withdraw"),
	archiveProduct: changeProductStatus("archive"),
	restoreProduct: changeProductStatus("restore"),
	paymentConfig: defineEndpoint({
		method: "GET",
		path: "/api/v1/seller/payment-config",
		response: PaymentConfig
	}),
	updatePaymentConfig: defineEndpoint({
		method: "PUT",
		path: "/api/v1/seller/payment-config",
		body: PaymentConfigInput,
		response: PaymentConfig
	}),
	payouts: defineEndpoint({
		method: "GET",
		path: "/api/v1/seller/payouts",
		response: PayoutOverview
	}),
	requestPayout: defineEndpoint({
		method: "POST",
		path: "/api/v1/seller/payouts",
		body: RequestPayoutInput,
		response: Payout,
		status: 201
	}),
	transactions: defineEndpoint({
		method: "GET",
		path: "/api/v1/seller/transactions",
		query: TransactionListQuery,
		response: ShopTransactionList
	}),
	/** Answers `text/csv` (a download), not JSON. */
	transactionsCsv: defineEndpoint({
		method: "GET",
		path: "/api/v1/seller/transactions.csv",
		query: object({ bucket: ShopBucket.optional() }),
		response: string().describe("CSV, UTF-8 with a BOM")
	}),
	statistics: defineEndpoint({
		method: "GET",
		path: "/api/v1/seller/statistics",
		query: StatisticsQuery,
		response: ShopStatistics
	}),
	orders: defineEndpoint({
		method: "GET",
		path: "/api/v1/seller/orders",
		query: SellerOrderListQuery,
		response: SellerOrderList
	}),
	order: defineEndpoint({
		method: "GET",
		path: "/api/v1/seller/orders/:id",
		params: object({ id: uuid({ error: "Pesanan tidak ditemukan." }) }),
		response: SellerOrderDetail
	}),
	customers: defineEndpoint({
		method: "GET",
		path: "/api/v1/seller/customers",
		query: CustomerListQuery,
		response: CustomerList
	}),
	/** The shop's one answer to a review of its prompt (any member of the shop). */
	replyToReview: defineEndpoint({
		method: "POST",
		path: "/api/v1/seller/reviews/:id/reply",
		params: object({ id: uuid({ error: "Ulasan tidak ditemukan." }) }),
		body: ReviewReplyInput,
		response: ShopOrderReview
	}),
	chatChannels: defineEndpoint({
		method: "GET",
		path: "/api/v1/seller/customer/channels",
		query: ChatChannelListQuery,
		response: ChatChannelList
	}),
	chatChannel: defineEndpoint({
		method: "GET",
		path: "/api/v1/seller/customer/channels/:id",
		params: ChatChannelParams,
		response: ChatChannel
	}),
	chatMessages: defineEndpoint({
		method: "GET",
		path: "/api/v1/seller/customer/channels/:id/messages",
		params: ChatChannelParams,
		query: ChatMessageListQuery,
		response: ChatMessageList
	}),
	sendChatMessage: defineEndpoint({
		method: "POST",
		path: "/api/v1/seller/customer/channels/:id/messages",
		params: ChatChannelParams,
		body: SendChatMessageInput,
		response: ChatMessage,
		status: 201
	}),
	/** The caller's side has read the channel up to now. */
	readChatChannel: defineEndpoint({
		method: "POST",
		path: "/api/v1/seller/customer/channels/:id/read",
		params: ChatChannelParams,
		response: _null(),
		status: 204
	}),
	chatUnread: defineEndpoint({
		method: "GET",
		path: "/api/v1/seller/customer/unread",
		response: ChatUnread
	}),
	/** The active shop's affiliate programme and its affiliates (owners and admins). */
	affiliateProgramme: defineEndpoint({
		method: "GET",
		path: "/api/v1/seller/affiliate-programme",
		response: ShopAffiliateProgramme
	}),
	updateAffiliateProgramme: defineEndpoint({
		method: "PUT",
		path: "/api/v1/seller/affiliate-programme",
		body: UpdateShopAffiliateProgrammeInput,
		response: ShopAffiliateProgramme
	}),
	/** Removes an affiliate from the programme: their code pays nothing from now on. */
	removeAffiliate: defineEndpoint({
		method: "DELETE",
		path: "/api/v1/seller/affiliates/:affiliateId",
		params: AffiliateParams,
		response: ShopAffiliate
	})
};
export { isStatisticsRange as i, seller_exports as n, STATISTICS_RANGES as r, sellerApi as t };
