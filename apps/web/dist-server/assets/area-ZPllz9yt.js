import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { A as Package, C as formatNumberCompact, D as ReceiptText, E as FilterButtons, N as ArrowUp, O as Plus, P as ArrowDown, T as formatRupiahCompact, _ as PhoneTopBar, a as AmountRow, b as TooltipProvider, c as DetailRow, d as SidebarNavLink, g as useSidebarCollapsed, h as SidebarFrame, i as SearchField, j as LayoutDashboard, k as Percent, l as PageHeader, n as useSearchParamText, o as LedgerEntryList, p as SidebarFoot, r as useSearchParam, s as BackLink, t as ProductStatusBadge, u as AreaNotFound, v as useMediaQuery, w as formatPercent, x as MetricChart } from "./product-status-badge-IeVqDXH_.js";
import { t as require_react } from "./react-C6tkHmF0.js";
import { t as Alert } from "./alert-DWkv6kLc.js";
import { F as createLucideIcon, L as useMutation, _ as LoadingScreen, b as toast, g as useCursorList, n as Button, y as paths } from "../entry-server.js";
import { t as Skeleton } from "./skeleton-3FQQTDwH.js";
import { A as string, D as object, E as number, M as unknown, N as uuid, O as record, S as boolean, _ as datetime, a as OrderStatus, i as ORDER_STATUSES, m as paymentMethodLabels, p as orderStatusLabels, x as array, y as _enum } from "./orders-X7WNvEnJ.js";
import { c as PROMPT_STATUSES, h as promptStatusLabels, l as PromptStatus, m as promptLifecycle, u as SellerProduct, v as SellerOrder } from "./seller-transactions-GCfLaJpY.js";
import { C as Category, K as PAYOUT_STATUSES, Q as bankName, et as payoutStatusLabels, o as ShopRole } from "./shops-CQjzKAlY.js";
import { o as MAX_COMMISSION_PLUS_AFFILIATE_BP } from "./constants-Bzb9ZJpd.js";
import { a as WaitlistEntry, c as WaitlistList, d as waitlistStatusLabels, i as WAITLIST_STATUSES, l as WaitlistListQuery, n as SignUpMode, r as SignUpModeInput, t as SIGN_UP_MODES, u as signUpModeLabels } from "./waitlist-CsEWCWx5.js";
import { t as defineEndpoint } from "./endpoint-mBzFK5De.js";
import { t as AdminAccess } from "./session-CAVP1Sx5.js";
import { I as Navigate, J as useOutletContext, L as Outlet, P as Link, T as keepPreviousData, Y as useParams, Z as useSearchParams, i as callApi, u as useQuery } from "./public-api-D-FUNJP1.js";
import { s as useQueryClient } from "./http-uRK1c2Wv.js";
import { n as DialogContent, t as Dialog } from "./dialog-FRkbff1O.js";
import { t as FormField } from "./form-field-Pm8rZE8n.js";
import { n as Textarea, t as Input } from "./input-D2IwgA0K.js";
import { t as issuesByField } from "./issues-by-field-BXkspnIA.js";
import { n as require_jsx_runtime, t as common } from "./common-BJeRfR82.js";
import { t as number$1 } from "./coerce-B3FU2VuB.js";
import { i as CardTitle, n as CardContent, r as CardHeader, t as Card } from "./card-DT1Ik1ud.js";
import { t as formatBasisPoints } from "./format-basis-points-AmV4u1_V.js";
import { a as formatNumber, n as formatDateTime, r as formatDateTimeWib, s as formatRupiah, t as formatDate } from "./format-BNwsEODH.js";
import { t as ConfirmDialog } from "./confirm-dialog-1vpzM-e5.js";
import { t as cn } from "./cn-DJgp3dhb.js";
import { i as LoadMoreButton, n as ListCard, r as ListStates, t as DetailStates } from "./list-states-BDkgnsT6.js";
import { n as useLiveEvent } from "./live-events-l2WtZ3m2.js";
import { t as ChevronRight } from "./chevron-right-Dd6QSKf4.js";
import { t as useSession } from "./use-session-DbhFI07F.js";
import { t as CreditCard } from "./credit-card-QrJmPi7x.js";
import { t as Store } from "./store-C8b4eMYz.js";
import { t as UserPlus } from "./user-plus-BzYx1wSw.js";
import { t as OrderStatusBadge } from "./order-status-badge-C3SQ13vn.js";
import { t as aiModelLabels } from "./catalog-options-gbLtTRNg.js";
import { t as RichText } from "./rich-text-DdOWyVu8.js";
import { t as ExternalLink } from "./external-link-Bv9TWhlA.js";
import { t as Star } from "./star-2lEFID-i.js";
// ../../node_modules/lucide-react/dist/esm/icons/banknote.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$7 = {
	name: "banknote",
	size: 24,
	node: [
		["rect", {
			width: "20",
			height: "12",
			x: "2",
			y: "6",
			rx: "2",
			key: "9lu3g6"
		}],
		["circle", {
			cx: "12",
			cy: "12",
			r: "2",
			key: "1c9p78"
		}],
		["path", {
			d: "M6 12h.01M18 12h.01",
			key: "113zkx"
		}]
	]
};
__iconData$7.node;
var Banknote = createLucideIcon(__iconData$7);
// ../../node_modules/lucide-react/dist/esm/icons/mail-check.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$6 = {
	name: "mail-check",
	size: 24,
	node: [
		["path", {
			d: "M22 13V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v12c0 1.1.9 2 2 2h8",
			key: "12jkf8"
		}],
		["path", {
			d: "m22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7",
			key: "1ocrg3"
		}],
		["path", {
			d: "m16 19 2 2 4-4",
			key: "1b14m6"
		}]
	]
};
__iconData$6.node;
var MailCheck = createLucideIcon(__iconData$6);
// ../../node_modules/lucide-react/dist/esm/icons/mail-exclamation-point.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$5 = {
	name: "mail-exclamation-point",
	size: 24,
	node: [
		["path", {
			d: "M22 10.5V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v12c0 1.1.9 2 2 2h12.5",
			key: "e61zoh"
		}],
		["path", {
			d: "m22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7",
			key: "1ocrg3"
		}],
		["path", {
			d: "M20 14v4",
			key: "1hm744"
		}],
		["path", {
			d: "M20 22v.01",
			key: "12bgn6"
		}]
	],
	aliases: ["mail-warning", "mail-alert"]
};
__iconData$5.node;
var MailExclamationPoint = createLucideIcon(__iconData$5);
// ../../node_modules/lucide-react/dist/esm/icons/scroll-text.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$4 = {
	name: "scroll-text",
	size: 24,
	node: [
		["path", {
			d: "M15 12h-5",
			key: "r7krc0"
		}],
		["path", {
			d: "M15 8h-5",
			key: "1khuty"
		}],
		["path", {
			d: "M19 17V5a2 2 0 0 0-2-2H4",
			key: "zz82l3"
		}],
		["path", {
			d: "M8 21h12a2 2 0 0 0 2-2v-1a1 1 0 0 0-1-1H11a1 1 0 0 0-1 1v1a2 2 0 1 1-4 0V5a2 2 0 1 0-4 0v2a1 1 0 0 0 1 1h3",
			key: "1ph1d7"
		}]
	]
};
__iconData$4.node;
var ScrollText = createLucideIcon(__iconData$4);
// ../../node_modules/lucide-react/dist/esm/icons/shield-check.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$3 = {
	name: "shield-check",
	size: 24,
	node: [["path", {
		d: "M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z",
		key: "oel41y"
	}], ["path", {
		d: "m9 12 2 2 4-4",
		key: "dzmm74"
	}]]
};
__iconData$3.node;
var ShieldCheck = createLucideIcon(__iconData$3);
// ../../node_modules/lucide-react/dist/esm/icons/shield-exclamation-point.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$2 = {
	name: "shield-exclamation-point",
	size: 24,
	node: [
		["path", {
			d: "M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z",
			key: "oel41y"
		}],
		["path", {
			d: "M12 8v4",
			key: "1got3b"
		}],
		["path", {
			d: "M12 16h.01",
			key: "1drbdi"
		}]
	],
	aliases: ["shield-alert"]
};
__iconData$2.node;
var ShieldExclamationPoint = createLucideIcon(__iconData$2);
// ../../node_modules/lucide-react/dist/esm/icons/tags.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "tags",
	size: 24,
	node: [
		["path", {
			d: "M13.172 2a2 2 0 0 1 1.414.586l6.71 6.71a2.4 2.4 0 0 1 0 3.408l-4.592 4.592a2.4 2.4 0 0 1-3.408 0l-6.71-6.71A2 2 0 0 1 6 9.172V3a1 1 0 0 1 1-1z",
			key: "16rjxf"
		}],
		["path", {
			d: "M2 7v6.172a2 2 0 0 0 .586 1.414l6.71 6.71a2.4 2.4 0 0 0 3.191.193",
			key: "178nd4"
		}],
		["circle", {
			cx: "10.5",
			cy: "6.5",
			r: ".5",
			fill: "currentColor",
			key: "12ikhr"
		}]
	]
};
__iconData$1.node;
var Tags = createLucideIcon(__iconData$1);
// ../../node_modules/lucide-react/dist/esm/icons/triangle-exclamation-point.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "triangle-exclamation-point",
	size: 24,
	node: [
		["path", {
			d: "m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3",
			key: "wmoenq"
		}],
		["path", {
			d: "M12 9v4",
			key: "juzpu7"
		}],
		["path", {
			d: "M12 17h.01",
			key: "p32p05"
		}]
	],
	aliases: ["alert-triangle", "triangle-alert"]
};
__iconData.node;
var TriangleExclamationPoint = createLucideIcon(__iconData);
// ../../packages/contracts/src/admin-orders.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var AdminOrderListQuery = object({
	status: OrderStatus.optional(),
	/** Order number or buyer email (or name). */
	q: string().trim().max(100, { error: "Kata kunci maksimal 100 karakter." }).optional(),
	cursor: string().max(200).optional(),
	limit: number$1().int().min(1).max(100).default(25)
});
var AdminOrder = SellerOrder.extend({ shop: object({
	id: string(),
	name: string(),
	slug: string()
}) });
var AdminOrderList = object({
	items: array(AdminOrder),
	nextCursor: string().nullable()
});
/** One order with everything that happened to it: gateway notifications and ledger entries. */
var AdminOrderDetail = AdminOrder.extend({
	buyerPhone: string(),
	paymentMethod: string().nullable(),
	gatewayOrderId: string().nullable(),
	gatewayTransactionId: string().nullable(),
	commissionBp: number().int(),
	affiliateBp: number().int(),
	gatewayFee: number().int().nullable(),
	closedAt: datetime().nullable(),
	paymentLogs: array(object({
		id: uuid(),
		at: datetime(),
		transactionStatus: string().nullable(),
		signatureValid: boolean(),
		result: string(),
		detail: string().nullable()
	})),
	entries: array(object({
		id: number().int(),
		at: datetime(),
		kind: string(),
		account: string(),
		amount: number().int()
	}))
});
// ../../packages/contracts/src/admin-payouts.ts
var AdminPayoutListQuery = object({
	status: _enum(PAYOUT_STATUSES).default("requested"),
	cursor: string().max(200).optional(),
	limit: number$1().int().min(1).max(100).default(25)
});
/** A payout as staff see it: the full account number, since they send the transfer. */
var AdminPayout = object({
	id: uuid(),
	/** Whose money: a shop, or an affiliate (issue 14) — exactly one is set. */
	shop: object({
		id: string(),
		name: string(),
		slug: string()
	}).nullable(),
	affiliate: object({
		userId: string(),
		name: string(),
		email: string()
	}).nullable(),
	amount: number().int(),
	status: _enum(PAYOUT_STATUSES),
	bankCode: string(),
	accountNumber: string(),
	accountHolder: string(),
	/**
	* The bank account was set less than 24 hours before the request: the pattern of a taken-over
	* account. Approving needs an explicit confirmation.
	*/
	recentBankChange: boolean(),
	bankChangedAt: datetime().nullable(),
	requestedBy: string(),
	transferReference: string().nullable(),
	rejectionReason: string().nullable(),
	requestedAt: datetime(),
	decidedAt: datetime().nullable()
});
var AdminPayoutList = object({
	items: array(AdminPayout),
	nextCursor: string().nullable(),
	/** Requests waiting for a decision (the sidebar's badge). */
	openCount: number().int()
});
var ApprovePayoutInput = object({
	transferReference: string({ error: "Nomor referensi transfer wajib diisi." }).trim().min(4, { error: "Nomor referensi transfer minimal 4 karakter." }).max(100, { error: "Nomor referensi transfer maksimal 100 karakter." }),
	/** Required when the bank account changed less than 24 hours before the request. */
	confirmRecentBankChange: boolean().default(false)
});
// ../../packages/contracts/src/admin-platform.ts
var AdminCategory = Category.extend({ sortOrder: number().int() });
var AdminCategoryList = object({ items: array(AdminCategory) });
var categoryText = {
	title: string({ error: "Judul wajib diisi." }).trim().min(2, { error: "Judul minimal 2 karakter." }).max(60, { error: "Judul maksimal 60 karakter." }),
	description: string().trim().max(200, { error: "Deskripsi maksimal 200 karakter." }).default(""),
	featured: boolean().default(false)
};
/** A new category: its `name` is the slug used in `?category=` and never changes. */
var CreateCategoryInput = object({
	name: string({ error: "Slug wajib diisi." }).trim().toLowerCase().regex(/^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/, { error: "Slug 1–40 karakter: huruf kecil, angka, dan tanda hubung." }),
	...categoryText
});
var UpdateCategoryInput = object(categoryText);
/** The categories' new order, all of them, first shown first. */
var ReorderCategoriesInput = object({ names: array(string().max(40)).min(1).max(200) });
var PlatformSettings = object({
	commissionBp: number().int(),
	affiliateBp: number().int(),
	holdDays: number().int(),
	minPayout: number().int(),
	/** Changed on its own (`PUT /api/v1/admin/settings/sign-up-mode`): it is not about orders. */
	signUpMode: SignUpMode
});
var PlatformSettingsInput = object({
	commissionBp: number({ error: "Isi komisi platform." }).int().min(0, { error: "Komisi tidak boleh negatif." }).max(9e3, { error: "Komisi paling tinggi 90%." }),
	affiliateBp: number({ error: "Isi komisi afiliasi." }).int().min(0, { error: "Komisi afiliasi tidak boleh negatif." }).max(9e3, { error: "Komisi afiliasi paling tinggi 90%." }),
	holdDays: number({ error: "Isi masa tahan." }).int().min(0, { error: "Masa tahan tidak boleh negatif." }).max(60, { error: "Masa tahan paling lama 60 hari." }),
	minPayout: number({ error: "Isi minimum payout." }).int().min(1e4, { error: "Minimum payout paling sedikit Rp 10.000." }).max(1e7, { error: "Minimum payout paling banyak Rp 10.000.000." })
}).refine((input) => input.commissionBp + input.affiliateBp <= MAX_COMMISSION_PLUS_AFFILIATE_BP, {
	error: "Komisi platform ditambah komisi afiliasi paling tinggi 90%.",
	path: ["affiliateBp"]
});
var CommissionOverview = object({
	settings: PlatformSettings,
	/** Shops with their own commission. */
	overrides: array(object({
		id: string(),
		name: string(),
		slug: string(),
		commissionBp: number().int()
	})),
	/** What the gateway keeps per method: the platform's expense. */
	gatewayFees: array(object({
		method: string(),
		bp: number().int(),
		flat: number().int()
	})),
	/** The latest changes of these settings, from the audit log. */
	history: array(object({
		at: datetime(),
		actorEmail: string(),
		/** The staff member's name, for the history's sentences. */
		actorName: string(),
		action: string(),
		before: unknown(),
		after: unknown()
	}))
});
var PaymentLogListQuery = object({
	/** `invalid`: a bad signature; the rest are the webhook's results (paid, duplicate, …). */
	result: string().trim().max(40).optional(),
	q: string().trim().max(100, { error: "Kata kunci maksimal 100 karakter." }).optional(),
	cursor: string().max(200).optional(),
	limit: number$1().int().min(1).max(100).default(25)
});
var PaymentLog = object({
	id: uuid(),
	at: datetime(),
	provider: string(),
	gatewayOrderId: string().nullable(),
	orderId: uuid().nullable(),
	transactionStatus: string().nullable(),
	signatureValid: boolean(),
	result: string(),
	detail: string().nullable(),
	/** The notification exactly as it arrived. */
	rawBody: string()
});
var PaymentLogList = object({
	items: array(PaymentLog),
	nextCursor: string().nullable()
});
var AdminDashboardQuery = object({ range: number$1().refine((value) => value === 7 || value === 30 || value === 90, { error: "Rentang harus 7, 30, atau 90 hari." }).default(30) });
var DayFigures = object({
	/** Gross of the orders paid that day that are still paid (refunds taken out). */
	gmv: number().int(),
	/** Platform commission of those orders, before the gateway's fees. */
	platformRevenue: number().int(),
	orders: number().int(),
	newShops: number().int()
});
var AdminDashboard = object({
	range: number().int(),
	totals: DayFigures.extend({ gatewayFees: number().int() }),
	days: array(DayFigures.extend({ day: string() })),
	waiting: object({
		reviewQueue: number().int(),
		openPayouts: number().int()
	}),
	/** The mail outbox: mails waiting to go out (new or between retries) and given up on. */
	mail: object({
		pending: number().int(),
		failed: number().int()
	})
});
// ../../packages/contracts/src/admin-products.ts
/** `/admin/product`: the review queue (`antrean`) or every prompt, filtered. */
var AdminProductListQuery = object({
	/** `queue`: prompts in review and published prompts with a new version in review. */
	view: _enum(["queue", "all"]).default("queue"),
	status: PromptStatus.optional(),
	q: string().trim().max(100, { error: "Kata kunci maksimal 100 karakter." }).optional(),
	cursor: string().max(200).optional(),
	limit: number$1().int().min(1).max(100).default(25)
});
var AdminProductRow$1 = object({
	id: uuid(),
	slug: string(),
	title: string(),
	status: PromptStatus,
	price: number().int(),
	model: string(),
	featured: boolean(),
	/** A published prompt's next version waits for review. */
	revisionInReview: boolean(),
	shop: object({
		id: string(),
		name: string(),
		slug: string()
	}),
	submittedAt: datetime().nullable(),
	lastUpdated: datetime()
});
var AdminProductList = object({
	items: array(AdminProductRow$1),
	nextCursor: string().nullable(),
	/** How many wait for review (the sidebar's badge). */
	queueCount: number().int()
});
/** Everything a reviewer reads, the secret included (private, no-store). */
var AdminProductDetail = SellerProduct.extend({
	featured: boolean(),
	shop: object({
		id: string(),
		name: string(),
		slug: string(),
		status: _enum([
			"active",
			"suspended",
			"closed"
		])
	})
});
/** Why a prompt (or its new version) is sent back: the seller reads it. */
var ReasonInput = object({ reason: string({ error: "Alasan wajib diisi." }).trim().min(10, { error: "Alasan minimal 10 karakter, agar penjual tahu apa yang harus diperbaiki." }).max(500, { error: "Alasan maksimal 500 karakter." }) });
var FeatureInput = object({ featured: boolean() });
// ../../packages/contracts/src/admin-shops.ts
var SHOP_STATUSES = [
	"active",
	"suspended",
	"closed"
];
var ShopStatus = _enum(SHOP_STATUSES, { error: "Status toko tidak dikenal." });
var shopStatusLabels = {
	active: "Aktif",
	suspended: "Dibekukan",
	closed: "Ditutup"
};
var AdminShopListQuery = object({
	status: ShopStatus.optional(),
	q: string().trim().max(100, { error: "Kata kunci maksimal 100 karakter." }).optional(),
	cursor: string().max(200).optional(),
	limit: number$1().int().min(1).max(100).default(25)
});
var Balance = object({
	available: number().int(),
	held: number().int(),
	reserved: number().int()
});
var AdminShop = object({
	id: string(),
	name: string(),
	slug: string(),
	status: ShopStatus,
	memberCount: number().int(),
	publishedCount: number().int(),
	balance: Balance,
	createdAt: datetime()
});
var AdminShopList = object({
	items: array(AdminShop),
	nextCursor: string().nullable()
});
var AdminShopDetail = AdminShop.extend({
	description: string(),
	suspensionReason: string().nullable(),
	/** The platform commission for this shop's new orders; null follows the platform setting. */
	commissionBp: number().int().nullable(),
	bank: object({
		bankCode: string(),
		accountNumber: string(),
		accountHolder: string(),
		changedAt: datetime().nullable()
	}).nullable(),
	members: array(object({
		name: string(),
		email: string(),
		role: ShopRole
	})),
	promptsByStatus: record(string(), number().int()),
	payouts: array(object({
		id: uuid(),
		amount: number().int(),
		status: _enum([
			"requested",
			"approved",
			"rejected"
		]),
		requestedAt: datetime()
	}))
});
/** Staff set a shop's own commission, or clear it (null) to follow the platform setting. */
var ShopCommissionInput = object({ commissionBp: number({ error: "Isi komisi dalam basis poin (2000 = 20%)." }).int({ error: "Komisi dalam basis poin bulat." }).min(0, { error: "Komisi tidak boleh negatif." }).max(9e3, { error: "Komisi paling tinggi 9000 basis poin (90%)." }).nullable() });
// ../../packages/contracts/src/affiliate-flags.ts
/**
* Why staff are asked to look:
* - `self_referral_click`: a click through the affiliate's link came from a browser or network
*   seen with the affiliate's own account (not recorded);
* - `self_referral_order`: an order would have carried the affiliate, but its buyer's browser,
*   network or account matched the affiliate's (placed without the affiliate);
* - `self_referral_payment`: a referred order was paid with a payment identity seen with the
*   affiliate's account (credited without the fee);
* - `shared_network`: several paid referrals of one affiliate from one network within days;
* - `refund`, `chargeback`: a referred order was reversed.
*/
var AFFILIATE_FLAG_REASONS = [
	"self_referral_click",
	"self_referral_order",
	"self_referral_payment",
	"shared_network",
	"refund",
	"chargeback"
];
var AdminAffiliateFlagListQuery = object({
	status: _enum(["open", "handled"], { error: "Status tanda tidak dikenal." }).default("open"),
	limit: number$1().int().min(1).max(100).default(20)
});
/** A flag as staff see it: who, in which shop, why, how often, and whether someone handled it. */
var AdminAffiliateFlag = object({
	id: uuid(),
	reason: _enum(AFFILIATE_FLAG_REASONS),
	/** What happened last, in Indonesian, without the buyer's personal data. */
	detail: string(),
	occurrences: number().int(),
	firstAt: datetime(),
	lastAt: datetime(),
	affiliate: object({
		userId: string(),
		name: string(),
		email: string(),
		code: string(),
		/** `removed`: the shop removed them or they left; their code pays nothing. */
		status: _enum(["active", "removed"])
	}),
	shop: object({
		id: string(),
		name: string()
	}),
	order: object({
		id: uuid(),
		number: string()
	}).nullable(),
	handledAt: datetime().nullable(),
	handledBy: string().nullable()
});
var AdminAffiliateFlagList = object({
	items: array(AdminAffiliateFlag),
	/** Flags nobody has handled yet (the dashboard's badge). */
	openCount: number().int()
});
// ../../packages/contracts/src/endpoints/admin.ts
var ProductParams = object({ id: uuid({ error: "Prompt tidak ditemukan." }) });
var PayoutParams = object({ id: uuid({ error: "Penarikan tidak ditemukan." }) });
var OrderParams = object({ id: uuid({ error: "Pesanan tidak ditemukan." }) });
var WaitlistParams = object({ id: uuid({ error: "Entri daftar tunggu tidak ditemukan." }) });
var ShopParams = object({ id: uuid({ error: "Toko tidak ditemukan." }) });
var CategoryParams = object({ name: string().max(40) });
var FlagParams = object({ id: uuid({ error: "Tanda tidak ditemukan." }) });
/** What platform staff call: members whose active organisation is an admin organisation. */
var adminApi = {
	access: defineEndpoint({
		method: "GET",
		path: "/api/v1/admin/access",
		response: AdminAccess
	}),
	products: defineEndpoint({
		method: "GET",
		path: "/api/v1/admin/products",
		query: AdminProductListQuery,
		response: AdminProductList
	}),
	product: defineEndpoint({
		method: "GET",
		path: "/api/v1/admin/products/:id",
		params: ProductParams,
		response: AdminProductDetail
	}),
	approveProduct: defineEndpoint({
		method: "POST",
		path: "/api/v1/admin/products/:id/approve",
		params: ProductParams,
		response: AdminProductDetail
	}),
	rejectProduct: defineEndpoint({
		method: "POST",
		path: "/api/v1/admin/products/:id/reject",
		params: ProductParams,
		body: ReasonInput,
		response: AdminProductDetail
	}),
	setProductFeatured: defineEndpoint({
		method: "PUT",
		path: "/api/v1/admin/products/:id/featured",
		params: ProductParams,
		body: FeatureInput,
		response: AdminProductDetail
	}),
	payouts: defineEndpoint({
		method: "GET",
		path: "/api/v1/admin/payouts",
		query: AdminPayoutListQuery,
		response: AdminPayoutList
	}),
	approvePayout: defineEndpoint({
		method: "POST",
		path: "/api/v1/admin/payouts/:id/approve",
		params: PayoutParams,
		body: ApprovePayoutInput,
		response: AdminPayout
	}),
	rejectPayout: defineEndpoint({
		method: "POST",
		path: "/api/v1/admin/payouts/:id/reject",
		params: PayoutParams,
		body: ReasonInput,
		response: AdminPayout
	}),
	orders: defineEndpoint({
		method: "GET",
		path: "/api/v1/admin/orders",
		query: AdminOrderListQuery,
		response: AdminOrderList
	}),
	order: defineEndpoint({
		method: "GET",
		path: "/api/v1/admin/orders/:id",
		params: OrderParams,
		response: AdminOrderDetail
	}),
	refundOrder: defineEndpoint({
		method: "POST",
		path: "/api/v1/admin/orders/:id/refund",
		params: OrderParams,
		body: ReasonInput,
		response: AdminOrderDetail
	}),
	shops: defineEndpoint({
		method: "GET",
		path: "/api/v1/admin/shops",
		query: AdminShopListQuery,
		response: AdminShopList
	}),
	shop: defineEndpoint({
		method: "GET",
		path: "/api/v1/admin/shops/:id",
		params: ShopParams,
		response: AdminShopDetail
	}),
	suspendShop: defineEndpoint({
		method: "POST",
		path: "/api/v1/admin/shops/:id/suspend",
		params: ShopParams,
		body: ReasonInput,
		response: AdminShopDetail
	}),
	reactivateShop: defineEndpoint({
		method: "POST",
		path: "/api/v1/admin/shops/:id/reactivate",
		params: ShopParams,
		response: AdminShopDetail
	}),
	setShopCommission: defineEndpoint({
		method: "PUT",
		path: "/api/v1/admin/shops/:id/commission",
		params: ShopParams,
		body: ShopCommissionInput,
		response: AdminShopDetail
	}),
	dashboard: defineEndpoint({
		method: "GET",
		path: "/api/v1/admin/dashboard",
		query: AdminDashboardQuery,
		response: AdminDashboard
	}),
	categories: defineEndpoint({
		method: "GET",
		path: "/api/v1/admin/categories",
		response: AdminCategoryList
	}),
	createCategory: defineEndpoint({
		method: "POST",
		path: "/api/v1/admin/categories",
		body: CreateCategoryInput,
		response: AdminCategoryList,
		status: 201
	}),
	reorderCategories: defineEndpoint({
		method: "PUT",
		path: "/api/v1/admin/categories",
		body: ReorderCategoriesInput,
		response: AdminCategoryList
	}),
	updateCategory: defineEndpoint({
		method: "PUT",
		path: "/api/v1/admin/categories/:name",
		params: CategoryParams,
		body: UpdateCategoryInput,
		response: AdminCategoryList
	}),
	deleteCategory: defineEndpoint({
		method: "DELETE",
		path: "/api/v1/admin/categories/:name",
		params: CategoryParams,
		response: AdminCategoryList
	}),
	settings: defineEndpoint({
		method: "GET",
		path: "/api/v1/admin/settings",
		response: CommissionOverview
	}),
	updateSettings: defineEndpoint({
		method: "PUT",
		path: "/api/v1/admin/settings",
		body: PlatformSettingsInput,
		response: CommissionOverview
	}),
	updateSignUpMode: defineEndpoint({
		method: "PUT",
		path: "/api/v1/admin/settings/sign-up-mode",
		body: SignUpModeInput,
		response: CommissionOverview
	}),
	waitlist: defineEndpoint({
		method: "GET",
		path: "/api/v1/admin/waitlist",
		query: WaitlistListQuery,
		response: WaitlistList
	}),
	/** Sends (or sends again) the invitation email; the address may then create its account. */
	inviteFromWaitlist: defineEndpoint({
		method: "POST",
		path: "/api/v1/admin/waitlist/:id/invite",
		params: WaitlistParams,
		response: WaitlistEntry
	}),
	paymentLogs: defineEndpoint({
		method: "GET",
		path: "/api/v1/admin/payment-logs",
		query: PaymentLogListQuery,
		response: PaymentLogList
	}),
	/** Self-referrals refused and referral patterns (issue 26): open ones first by default. */
	affiliateFlags: defineEndpoint({
		method: "GET",
		path: "/api/v1/admin/affiliate-flags",
		query: AdminAffiliateFlagListQuery,
		response: AdminAffiliateFlagList
	}),
	handleAffiliateFlag: defineEndpoint({
		method: "POST",
		path: "/api/v1/admin/affiliate-flags/:id/handle",
		params: FlagParams,
		response: AdminAffiliateFlag
	})
};
// src/features/catalog/api/admin-categories.ts
var categoriesKey = ["admin", "categories"];
function useAdminCategories() {
	return useQuery({
		queryKey: categoriesKey,
		queryFn: ({ signal }) => callApi(adminApi.categories, {}, { signal })
	});
}
/** Every change answers with the whole list, in order: the page shows it as it is now. */
function useCategoryActions() {
	const queryClient = useQueryClient();
	const settle = (list) => {
		queryClient.setQueryData(categoriesKey, list);
		queryClient.invalidateQueries({ queryKey: ["categories"] });
	};
	return {
		create: useMutation({
			mutationFn: (input) => callApi(adminApi.createCategory, { body: input }),
			onSuccess: settle
		}),
		update: useMutation({
			mutationFn: ({ name, ...input }) => callApi(adminApi.updateCategory, {
				params: { name },
				body: input
			}),
			onSuccess: settle
		}),
		reorder: useMutation({
			mutationFn: (names) => callApi(adminApi.reorderCategories, { body: { names } }),
			onSuccess: settle
		}),
		remove: useMutation({
			mutationFn: (name) => callApi(adminApi.deleteCategory, { params: { name } }),
			onSuccess: settle
		})
	};
}
// src/locales/id/admin.ts
var admin = {
	loadingAccess: "Loading admin access...",
	area: "Area admin PasarPrompt",
	dashboard: "Dasbor Admin",
	actingAs: (name, email) => `Anda bertindak sebagai staf platform: ${name} (${email}).`,
	backToDashboard: "Kembali ke dasbor admin",
	waitingReview: "Prompt menunggu tinjauan",
	waitingPayouts: "Payout menunggu keputusan",
	nav: {
		label: "Menu admin",
		dashboard: "Dasbor",
		product: "Prompt",
		payments: "Pembayaran",
		payout: "Payout",
		order: "Pesanan",
		shops: "Toko",
		categories: "Kategori",
		commission: "Komisi",
		logs: "Log pembayaran",
		waitlist: "Daftar tunggu"
	},
	areaName: "Admin",
	review: {
		title: "Prompt",
		lead: "Tinjau prompt yang diajukan penjual sebelum tayang, dan kelola semua prompt.",
		queue: "Antrean tinjauan",
		all: "Semua prompt",
		statusLegend: "Status prompt",
		anyStatus: "Semua status",
		searchPlaceholder: "Cari judul prompt atau nama toko",
		searchLabel: "Cari prompt",
		clearSearch: "Hapus pencarian",
		emptyQueue: "Antrean kosong: tidak ada prompt yang menunggu peninjauan.",
		empty: "Tidak ada prompt yang cocok.",
		more: "Muat lebih banyak",
		newVersion: "Versi baru",
		featured: "Unggulan",
		submitted: (date) => `Diajukan ${date}`,
		back: "Kembali ke daftar prompt",
		shop: "Toko",
		model: "Model AI",
		price: "Harga",
		category: "Kategori",
		tags: "Tag",
		description: "Deskripsi",
		promptText: "Teks prompt",
		instructions: "Instruksi untuk pembeli",
		examples: "Contoh hasil",
		exampleAlt: (n) => `Contoh ${n}`,
		noExamples: "Tidak ada contoh hasil.",
		live: "Versi yang tayang",
		proposed: "Versi baru yang diajukan",
		changeNote: "Catatan perubahan",
		approve: "Setujui & tayangkan",
		approveRevision: "Setujui versi baru",
		reject: "Tolak",
		rejectTitle: "Tolak prompt ini?",
		rejectBody: "Penjual membaca alasan ini dan dapat memperbaiki prompt lalu mengajukannya lagi.",
		reasonLabel: "Alasan penolakan",
		cancel: "Batal",
		close: "Tutup",
		approved: "Prompt disetujui dan tayang di marketplace.",
		revisionApproved: "Versi baru disetujui: pembeli kini mendapat versi ini.",
		rejected: "Prompt ditolak; penjual akan melihat alasannya.",
		feature: "Jadikan unggulan",
		unfeature: "Hapus dari unggulan",
		featuredOn: "Prompt kini tampil sebagai unggulan.",
		featuredOff: "Prompt tidak lagi unggulan.",
		notWaiting: "Prompt ini tidak sedang menunggu peninjauan.",
		openPublic: "Lihat di marketplace"
	},
	payouts: {
		title: "Payout",
		lead: "Kirim dana ke rekening toko atau afiliasi, lalu catat nomor referensi transfernya; atau tolak dengan alasan.",
		statusLegend: "Status payout",
		empty: "Tidak ada permintaan payout dengan status ini.",
		more: "Muat lebih banyak",
		requestedBy: (email, date) => `Diajukan oleh ${email}, ${date}`,
		bank: "Rekening tujuan",
		recentChange: "Rekening ini diubah kurang dari 24 jam sebelum penarikan diajukan. Pastikan dengan pemilik toko sebelum mengirim dana.",
		approve: "Setujui",
		reject: "Tolak",
		approveTitle: "Catat transfer payout",
		approveBody: (amount, shop) => `Transfer ${amount} ke rekening ${shop} terlebih dahulu, lalu catat nomor referensinya di sini.`,
		referenceLabel: "Nomor referensi transfer",
		confirmRecent: "Saya sudah memastikan perubahan rekening ini dengan pemilik toko.",
		rejectTitle: "Tolak payout ini?",
		rejectBody: "Saldo kembali tersedia bagi toko, dan pemiliknya menerima email berisi alasan ini.",
		reasonLabel: "Alasan penolakan",
		cancel: "Batal",
		close: "Tutup",
		approved: "Payout dicatat sebagai terkirim; pemilik toko menerima email.",
		rejected: "Payout ditolak; saldo toko kembali tersedia.",
		reference: (ref) => `Referensi: ${ref}`,
		reason: (reason) => `Alasan: ${reason}`,
		/** An affiliate's request (issue 14): the same queue, worded for a person, not a shop. */
		affiliate: {
			name: (name) => `Afiliasi · ${name}`,
			recentChange: "Rekening ini diubah kurang dari 24 jam sebelum penarikan diajukan. Pastikan dengan afiliasinya sebelum mengirim dana.",
			approveBody: (amount, name) => `Transfer ${amount} ke rekening afiliasi ${name} terlebih dahulu, lalu catat nomor referensinya di sini.`,
			confirmRecent: "Saya sudah memastikan perubahan rekening ini dengan afiliasinya.",
			rejectBody: "Saldo kembali tersedia bagi afiliasi, dan ia menerima email berisi alasan ini.",
			approved: "Payout dicatat sebagai terkirim; afiliasi menerima email.",
			rejected: "Payout ditolak; saldo afiliasi kembali tersedia."
		}
	},
	orders: {
		title: "Pesanan",
		lead: "Semua pesanan di PasarPrompt: cari nomor pesanan atau email pembeli.",
		all: "Semua",
		statusLegend: "Status pesanan",
		searchPlaceholder: "Cari nomor pesanan, email, atau nama pembeli",
		searchLabel: "Cari pesanan",
		clearSearch: "Hapus pencarian",
		empty: "Tidak ada pesanan yang cocok.",
		more: "Muat lebih banyak",
		back: "Kembali ke daftar pesanan",
		summary: "Ringkasan",
		buyer: "Pembeli",
		shop: "Toko",
		prompt: "Prompt",
		createdAt: "Dibuat",
		paidAt: "Dibayar",
		closedAt: "Ditutup",
		method: "Metode pembayaran",
		gateway: "ID transaksi gateway",
		split: "Pembagian",
		price: "Harga",
		commission: (percent) => `Komisi platform (${percent})`,
		affiliate: (percent) => `Komisi afiliasi (${percent})`,
		net: "Pendapatan bersih toko",
		gatewayFee: "Biaya gateway (beban platform)",
		logs: "Log pembayaran",
		noLogs: "Belum ada notifikasi dari gateway untuk pesanan ini.",
		signatureBad: "tanda tangan tidak sah",
		ledger: "Entri buku besar",
		noEntries: "Belum ada entri buku besar.",
		refund: "Kembalikan dana",
		refundTitle: "Kembalikan dana pesanan ini?",
		refundBody: "Entri buku besar dibalik (dari saldo tersedia toko bila dana sudah dilepas) dan pembeli kehilangan akses ke prompt. Kirim dananya kembali lewat dasbor gateway.",
		reasonLabel: "Alasan pengembalian dana",
		refunded: "Dana pesanan dikembalikan; akses pembeli dicabut."
	},
	shops: {
		title: "Toko",
		lead: "Semua toko: saldo, anggota, prompt, dan tindakan moderasi.",
		all: "Semua",
		statusLegend: "Status toko",
		searchPlaceholder: "Cari nama atau alamat toko",
		searchLabel: "Cari toko",
		clearSearch: "Hapus pencarian",
		empty: "Tidak ada toko yang cocok.",
		more: "Muat lebih banyak",
		back: "Kembali ke daftar toko",
		members: (n) => `${n} anggota`,
		published: (n) => `${n} prompt terbit`,
		available: "Tersedia",
		held: "Ditahan",
		reserved: "Sedang dicairkan",
		team: "Anggota",
		prompts: "Prompt per status",
		bank: "Rekening pencairan",
		noBank: "Belum diisi.",
		bankChanged: (date) => `Diubah ${date}`,
		payouts: "Payout terakhir",
		noPayouts: "Belum ada payout.",
		suspend: "Bekukan toko",
		suspendTitle: "Bekukan toko ini?",
		suspendBody: "Prompt dan halaman toko hilang dari marketplace dan tidak dapat dibeli sampai toko diaktifkan lagi. Anggota toko melihat alasannya.",
		reasonLabel: "Alasan pembekuan",
		suspended: "Toko dibekukan.",
		suspendedBecause: (reason) => `Dibekukan: ${reason}`,
		reactivate: "Aktifkan kembali",
		reactivated: "Toko aktif kembali.",
		commission: "Komisi toko",
		commissionRange: "Isi angka 0–90.",
		commissionHint: "Kosongkan untuk mengikuti komisi platform. Berlaku untuk pesanan baru; komisi ditambah afiliasi paling tinggi 90%.",
		commissionLabel: "Komisi (%)",
		commissionFollows: "Mengikuti komisi platform",
		commissionSaved: "Komisi toko disimpan.",
		saveCommission: "Simpan komisi"
	},
	flags: {
		title: "Tanda afiliasi",
		lead: "Afiliasi yang mencoba mendapat komisi dari pembeliannya sendiri, dan pola rujukan yang patut diperiksa. Komisi yang ditolak tidak pernah dibayarkan; jika perlu, keluarkan afiliasi dari program lewat tokonya.",
		statusLegend: "Status tanda",
		states: {
			open: "Terbuka",
			handled: "Sudah ditangani"
		},
		reasons: {
			self_referral_click: "Afiliasi mengeklik tautannya sendiri",
			self_referral_order: "Afiliasi membeli lewat tautannya sendiri",
			self_referral_payment: "Komisi ditahan: dibayar oleh afiliasinya sendiri",
			shared_network: "Banyak pesanan afiliasi dari satu jaringan",
			refund: "Pesanan afiliasi dikembalikan",
			chargeback: "Pesanan afiliasi di-chargeback"
		},
		occurrences: (count) => `${count}×`,
		occurrencesLabel: (count) => `Terjadi ${count} kali`,
		code: (code) => `kode ${code}`,
		removed: "sudah keluar dari program",
		order: (number) => `Pesanan ${number}`,
		times: (first, last) => first === last ? `Pada ${first}` : `Pertama ${first} · terakhir ${last}`,
		handle: "Tandai sudah ditangani",
		handled: "Tanda ditandai sudah ditangani.",
		handledBy: (name, date) => `Ditangani oleh ${name}, ${date}`,
		showAllOpen: (count) => `Tampilkan semua tanda terbuka (${count})`,
		showAll: "Tampilkan lebih banyak",
		emptyOpen: "Tidak ada tanda terbuka.",
		emptyHandled: "Belum ada tanda yang ditangani."
	},
	overview: {
		rangeLegend: "Rentang waktu",
		range: (days) => `${days} hari`,
		period: (days) => `${days} hari terakhir`,
		gmv: "Penjualan kotor (GMV)",
		gmvHint: "Nilai pesanan lunas (tanpa yang dikembalikan)",
		platformRevenue: "Pendapatan platform",
		platformRevenueHint: "Komisi dari pesanan itu",
		gatewayFees: "Biaya gateway",
		gatewayFeesHint: "Beban platform atas pembayaran",
		orders: "Pesanan",
		newShops: "Toko baru",
		chartTitle: "Per hari",
		chartLegend: "Tampilkan di grafik",
		chartSummary: (metric, period, total, best) => `${metric} per hari, ${period}: total ${total}${best ? `, tertinggi pada ${best}` : ", belum ada aktivitas"}.`,
		keyboardHint: "Gunakan tombol panah kiri dan kanan untuk membaca nilai tiap hari.",
		mailTitle: "Email keluar",
		mailFailed: (count) => `Email gagal terkirim: ${count}`,
		mailPending: (count) => `Email menunggu dikirim: ${count}`,
		mailFailedHint: "Email ini sudah dicoba 10 kali dan tidak dikirim ulang otomatis. Periksa server SMTP (SMTP_URL) dan log server.",
		mailPendingHint: "Dikirim ulang otomatis dengan jeda yang makin panjang."
	},
	categories: {
		title: "Kategori",
		lead: "Kategori marketplace dan urutannya. Menu Kategori di toko mengikuti perubahan di sini seketika.",
		add: "Tambah kategori",
		name: "Slug",
		nameHint: "Dipakai di alamat (?category=slug) dan tidak dapat diubah.",
		titleLabel: "Judul",
		description: "Deskripsi",
		featured: "Tampilkan di menu Kategori (unggulan)",
		count: (n) => `${n} prompt terbit`,
		tags: "Tag populer",
		noTags: "Belum ada tag.",
		up: (title) => `Naikkan ${title}`,
		down: (title) => `Turunkan ${title}`,
		edit: "Ubah",
		remove: "Hapus",
		removeTitle: (title) => `Hapus kategori ${title}?`,
		removeBody: "Hanya kategori yang tidak dipakai prompt mana pun yang dapat dihapus.",
		cancel: "Batal",
		close: "Tutup",
		save: "Simpan",
		created: "Kategori ditambahkan.",
		editTitle: (title) => `Ubah ${title}`,
		addTitle: "Kategori baru"
	},
	commission: {
		title: "Komisi",
		lead: "Pengaturan platform. Perubahan berlaku untuk pesanan baru; pesanan lama tetap memakai tarif saat dibuat.",
		settings: "Pengaturan platform",
		commission: "Komisi platform (%)",
		affiliate: "Komisi afiliasi bawaan (%)",
		holdDays: "Masa tahan dana (hari)",
		minPayout: "Minimum payout (Rp)",
		overrides: "Komisi khusus toko",
		noOverrides: "Belum ada toko dengan komisi khusus. Atur dari halaman detail toko.",
		fees: "Biaya gateway per metode",
		feesLead: "Ditanggung platform, tidak dipotong dari penjual.",
		method: "Metode",
		fee: "Biaya",
		history: "Riwayat perubahan",
		noHistory: "Belum pernah diubah: nilai bawaan berlaku.",
		fields: {
			commissionBp: "komisi platform",
			affiliateBp: "komisi afiliasi bawaan",
			holdDays: "masa tahan dana",
			minPayout: "minimum payout",
			signUpMode: "mode pendaftaran"
		},
		days: (days) => `${days} hari`,
		change: (field, from, to) => `${field} dari ${from} menjadi ${to}`,
		and: "dan",
		sentence: (name, changes, date) => `Admin ${name} mengubah ${changes} pada ${date}.`,
		savedUnchanged: (name, date) => `Admin ${name} menyimpan pengaturan platform tanpa perubahan pada ${date}.`,
		confirmTitle: "Simpan pengaturan platform?",
		confirmLead: "Berlaku untuk pesanan baru; pesanan yang sudah dibuat tetap memakai nilai saat dibuat.",
		confirmLine: (field, from, to) => `${field}: ${from} → ${to}`,
		confirm: "Ya, simpan",
		cancel: "Batal",
		close: "Tutup",
		nothingChanged: "Tidak ada nilai yang berubah.",
		signUpModeConfirmTitle: "Ubah mode pendaftaran?",
		signUpModeConfirm: (from, to) => `Mode pendaftaran berubah dari ${from} menjadi ${to}, seketika untuk setiap pendaftaran baru.`,
		signUpMode: "Mode pendaftaran",
		signUpModeLead: "Berlaku seketika untuk setiap pendaftaran baru, termasuk lewat Google.",
		signUpModeHints: {
			open: "Siapa pun dapat membuat akun.",
			waitlist: "Halaman Daftar menampilkan formulir daftar tunggu; hanya email yang Anda undang (atau yang diundang ke tim sebuah toko) yang dapat membuat akun."
		},
		saveSignUpMode: "Simpan mode",
		openWaitlist: "Buka daftar tunggu"
	},
	waitlist: {
		title: "Daftar tunggu",
		lead: "Orang yang meminta akun selama pendaftaran memakai mode Daftar tunggu. Undang mereka satu per satu; undangan dikirim lewat email.",
		statusLegend: "Status daftar tunggu",
		all: "Semua",
		empty: "Tidak ada entri dengan status ini.",
		more: "Muat lebih banyak",
		waitingCount: (count) => `${count} orang menunggu undangan.`,
		modeOpen: "Pendaftaran sedang Terbuka: siapa pun dapat membuat akun tanpa undangan.",
		changeMode: "Ubah mode pendaftaran",
		joinedWaitlist: (date) => `Masuk daftar tunggu ${date}`,
		invitedAt: (date, by) => by ? `Diundang ${date} oleh ${by}` : `Diundang ${date}`,
		joinedAt: (date) => `Membuat akun ${date}`,
		invite: "Undang",
		inviteAgain: "Kirim ulang undangan",
		invited: (email) => `Undangan dikirim ke ${email}.`
	},
	logs: {
		title: "Log pembayaran",
		lead: "Setiap notifikasi dari gateway, sah atau tidak, persis seperti yang diterima.",
		resultLegend: "Hasil",
		all: "Semua",
		invalid: "Tanda tangan tidak sah",
		searchPlaceholder: "Cari order_id gateway (PP-…)",
		searchLabel: "Cari log pembayaran",
		clearSearch: "Hapus pencarian",
		empty: "Tidak ada log yang cocok.",
		more: "Muat lebih banyak",
		raw: "Isi notifikasi",
		openOrder: "Buka pesanan",
		signatureBad: "tanda tangan tidak sah",
		results: {
			paid: "Dibayar",
			duplicate: "Ulangan",
			ignored: "Diabaikan",
			pending: "Menunggu",
			failed: "Gagal",
			expired: "Kedaluwarsa",
			refunded: "Dikembalikan",
			chargeback: "Chargeback",
			needs_review: "Perlu ditinjau",
			unconfirmed: "Tidak terkonfirmasi",
			amount_mismatch: "Jumlah tidak cocok",
			unknown_order: "Pesanan tidak dikenal",
			malformed: "Rusak",
			invalid_signature: "Tanda tangan tidak sah"
		}
	}
};
// src/features/catalog/components/admin-categories/category-dialog.tsx
var import_jsx_runtime = require_jsx_runtime();
var text$42 = admin.categories;
/** Adds a category or edits one (its name, the slug, is fixed once created). */
function CategoryDialog({ editing, onClose }) {
	const actions = useCategoryActions();
	const existing = editing.kind === "edit" ? editing.category : null;
	const [values, setValues] = (0, import_react.useState)({
		name: existing?.name ?? "",
		title: existing?.title ?? "",
		description: existing?.description ?? "",
		featured: existing?.featured ?? false
	});
	const [errors, setErrors] = (0, import_react.useState)({});
	const mutation = existing ? actions.update : actions.create;
	const submit = () => {
		const parsed = existing ? UpdateCategoryInput.safeParse(values) : CreateCategoryInput.safeParse(values);
		if (!parsed.success) {
			setErrors(issuesByField(parsed.error));
			return;
		}
		setErrors({});
		const done = { onSuccess: () => {
			onClose();
			toast({ title: existing ? common.saved : text$42.created });
		} };
		if (existing) {
			const { name: _slug, ...changes } = values;
			actions.update.mutate({
				...changes,
				name: existing.name
			}, done);
		} else actions.create.mutate(values, done);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		open: true,
		onOpenChange: (open) => open ? null : onClose(),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogContent, {
			title: existing ? text$42.editTitle(existing.title) : text$42.addTitle,
			closeLabel: text$42.close,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
				className: "grid gap-3",
				noValidate: true,
				onSubmit: (event) => {
					event.preventDefault();
					submit();
				},
				children: [
					mutation.error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
						variant: "destructive",
						children: mutation.error.message
					}) : null,
					existing ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
						label: text$42.name,
						hint: text$42.nameHint,
						error: errors.name,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
							value: values.name,
							autoCapitalize: "none",
							spellCheck: false,
							onChange: (event) => setValues({
								...values,
								name: event.target.value
							})
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
						label: text$42.titleLabel,
						error: errors.title,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
							value: values.title,
							onChange: (event) => setValues({
								...values,
								title: event.target.value
							})
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
						label: text$42.description,
						error: errors.description,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Textarea, {
							rows: 3,
							value: values.description,
							onChange: (event) => setValues({
								...values,
								description: event.target.value
							})
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
						className: "flex items-center gap-2 text-sm",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
							type: "checkbox",
							checked: values.featured,
							onChange: (event) => setValues({
								...values,
								featured: event.target.checked
							})
						}), text$42.featured]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "flex flex-col-reverse gap-2 sm:flex-row sm:justify-end",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							type: "button",
							variant: "outline",
							onClick: onClose,
							children: text$42.cancel
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							type: "submit",
							disabled: mutation.isPending,
							children: mutation.isPending ? common.processing : text$42.save
						})]
					})
				]
			})
		})
	});
}
// src/features/catalog/components/admin-categories/category-list.tsx
var text$41 = admin.categories;
/** The categories in their menu order, each movable up and down, editable and removable. */
function CategoryList({ items, onEdit, onRemove }) {
	const actions = useCategoryActions();
	const fail = (error) => toast({
		title: error.message,
		variant: "destructive"
	});
	const move = (index, by) => {
		const names = items.map((item) => item.name);
		const [moved] = names.splice(index, 1);
		if (!moved) return;
		names.splice(index + by, 0, moved);
		actions.reorder.mutate(names, { onError: fail });
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Card, {
		className: "overflow-hidden",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", {
			className: "divide-y",
			children: items.map((category, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
				className: "flex flex-wrap items-center gap-3 px-4 py-3",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "flex flex-col",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							size: "icon",
							variant: "ghost",
							className: "size-7",
							"aria-label": text$41.up(category.title),
							disabled: index === 0 || actions.reorder.isPending,
							onClick: () => move(index, -1),
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowUp, { "aria-hidden": "true" })
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							size: "icon",
							variant: "ghost",
							className: "size-7",
							"aria-label": text$41.down(category.title),
							disabled: index === items.length - 1 || actions.reorder.isPending,
							onClick: () => move(index, 1),
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowDown, { "aria-hidden": "true" })
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "min-w-0 flex-1",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
							className: "font-medium",
							children: [
								category.title,
								" ",
								/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
									className: "font-normal text-muted-foreground text-xs",
									children: [
										"(",
										category.name,
										")"
									]
								}),
								category.featured ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
									className: "ml-2 rounded-full bg-accent px-2 py-0.5 text-accent-foreground text-xs",
									children: admin.review.featured
								}) : null
							]
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
							className: "truncate text-muted-foreground text-xs",
							children: [
								text$41.count(category.count),
								" · ",
								text$41.tags,
								":",
								" ",
								category.popularTags.length ? category.popularTags.join(", ") : text$41.noTags
							]
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "flex gap-2",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							size: "sm",
							variant: "outline",
							onClick: () => onEdit(category),
							children: text$41.edit
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							size: "sm",
							variant: "ghost",
							className: "text-destructive hover:text-destructive",
							onClick: () => onRemove(category),
							children: text$41.remove
						})]
					})
				]
			}, category.name))
		})
	});
}
// src/features/catalog/components/admin-categories/remove-category-dialog.tsx
var text$40 = admin.categories;
/**
* Confirms removing a category; the server refuses one that still has prompts. Mounted per
* category, so an earlier refusal never shows on the next one.
*/
function RemoveCategoryDialog({ category, onClose }) {
	const { remove } = useCategoryActions();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		open: true,
		onOpenChange: (open) => open ? null : onClose(),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogContent, {
			title: text$40.removeTitle(category.title),
			description: text$40.removeBody,
			closeLabel: text$40.close,
			children: [remove.error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				variant: "destructive",
				children: remove.error.message
			}) : null, /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-col-reverse gap-2 sm:flex-row sm:justify-end",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "outline",
					onClick: onClose,
					children: text$40.cancel
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "destructive",
					disabled: remove.isPending,
					onClick: () => remove.mutate(category.name, { onSuccess: () => {
						onClose();
						toast({ title: common.deleted });
					} }),
					children: remove.isPending ? common.processing : text$40.remove
				})]
			})]
		})
	});
}
// src/app/routes/admin/categories-page.tsx
var text$39 = admin.categories;
/** /admin/categories: the marketplace's categories, their order and which are featured. */
function AdminCategoriesPage() {
	const categories = useAdminCategories();
	const [editing, setEditing] = (0, import_react.useState)(null);
	const [removing, setRemoving] = (0, import_react.useState)(null);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid grid-cols-1 gap-5",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${text$39.title} — ${admin.area}` }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-wrap items-end justify-between gap-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "grid gap-1",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
						className: "font-bold text-2xl",
						children: text$39.title
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "text-muted-foreground text-sm",
						children: text$39.lead
					})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
					onClick: () => setEditing({ kind: "create" }),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Plus, { "aria-hidden": "true" }), text$39.add]
				})]
			}),
			categories.error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				variant: "destructive",
				children: categories.error.message
			}) : categories.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-64 w-full" }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CategoryList, {
				items: categories.data.items,
				onEdit: (category) => setEditing({
					kind: "edit",
					category
				}),
				onRemove: setRemoving
			}),
			editing ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CategoryDialog, {
				editing,
				onClose: () => setEditing(null)
			}) : null,
			removing ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RemoveCategoryDialog, {
				category: removing,
				onClose: () => setRemoving(null)
			}, removing.name) : null
		]
	});
}
// src/features/commission/api/platform-settings.ts
var settingsKey = ["admin", "settings"];
function useCommissionOverview() {
	return useQuery({
		queryKey: settingsKey,
		queryFn: ({ signal }) => callApi(adminApi.settings, {}, { signal })
	});
}
function useUpdateSettings() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (input) => callApi(adminApi.updateSettings, { body: input }),
		onSuccess: (overview) => queryClient.setQueryData(settingsKey, overview)
	});
}
/** Terbuka or Daftar tunggu: applies at once, so the public config this tab holds is refreshed. */
function useUpdateSignUpMode() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (signUpMode) => callApi(adminApi.updateSignUpMode, { body: { signUpMode } }),
		onSuccess: (overview) => {
			queryClient.setQueryData(settingsKey, overview);
			queryClient.invalidateQueries({ queryKey: ["config"] });
			queryClient.invalidateQueries({
				queryKey: ["admin"],
				predicate: (query) => query.queryKey.at(-1) === "access"
			});
		}
	});
}
// src/features/commission/components/commission-overrides-card.tsx
var text$38 = admin.commission;
/** Shops with a commission of their own. */
function CommissionOverridesCard({ overview }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitle, {
		className: "text-lg",
		children: text$38.overrides
	}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: overview.overrides.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "text-muted-foreground text-sm",
		children: text$38.noOverrides
	}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		className: "divide-y text-sm",
		children: overview.overrides.map((shop) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
			className: "flex justify-between gap-3 py-2",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				to: paths.admin.shop(shop.id),
				className: "text-primary hover:underline",
				children: shop.name
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "tabular-nums",
				children: formatBasisPoints(shop.commissionBp)
			})]
		}, shop.id))
	}) })] });
}
// src/features/commission/components/gateway-fees-card.tsx
var text$37 = admin.commission;
/** What the gateway charges per payment method (the platform's expense). */
function GatewayFeesCard({ overview }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardHeader, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitle, {
		className: "text-lg",
		children: text$37.fees
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "text-muted-foreground text-sm",
		children: text$37.feesLead
	})] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("table", {
		className: "w-full text-sm",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("thead", {
			className: "text-left text-muted-foreground",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("tr", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
				className: "py-1 font-medium",
				children: text$37.method
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
				className: "py-1 text-right font-medium",
				children: text$37.fee
			})] })
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("tbody", {
			className: "divide-y",
			children: overview.gatewayFees.map((fee) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("tr", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", {
				className: "py-1.5",
				children: paymentMethodLabels[fee.method] ?? fee.method
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", {
				className: "py-1.5 text-right tabular-nums",
				children: [fee.bp ? formatBasisPoints(fee.bp) : null, fee.flat ? formatRupiah(fee.flat) : null].filter(Boolean).join(" + ")
			})] }, fee.method))
		})]
	}) })] });
}
// src/features/commission/components/settings-change.ts
var text$36 = admin.commission;
/** The settings the platform form saves, in the order people read them. */
var SETTING_FIELDS = [
	"commissionBp",
	"affiliateBp",
	"holdDays",
	"minPayout"
];
/** A value as people say it: `20%`, `3 hari`, `Rp 50.000`. */
function formatSetting(field, value) {
	if (field === "commissionBp" || field === "affiliateBp") return `${formatNumber(value / 100)}%`;
	if (field === "holdDays") return text$36.days(formatNumber(value));
	return formatRupiah(value);
}
var numberOf = (values, field) => {
	const value = values?.[field];
	return typeof value === "number" ? value : null;
};
/** The fields whose value differs between two settings (an audit entry's before and after). */
function settingChanges(before, after) {
	const changes = [];
	for (const field of SETTING_FIELDS) {
		const from = numberOf(before, field);
		const to = numberOf(after, field);
		if (to === null || from === to) continue;
		changes.push({
			field,
			from: from === null ? "—" : formatSetting(field, from),
			to: formatSetting(field, to)
		});
	}
	const fromMode = SignUpMode.safeParse(before?.signUpMode);
	const toMode = SignUpMode.safeParse(after?.signUpMode);
	if (toMode.success && (!fromMode.success || fromMode.data !== toMode.data)) changes.push({
		field: "signUpMode",
		from: fromMode.success ? signUpModeLabels[fromMode.data] : "—",
		to: signUpModeLabels[toMode.data]
	});
	return changes;
}
/** `a`, `a dan b`, `a, b, dan c`. */
function listOf(parts) {
	if (parts.length <= 1) return parts.join("");
	if (parts.length === 2) return `${parts[0]} ${text$36.and} ${parts[1]}`;
	return `${parts.slice(0, -1).join(", ")}, ${text$36.and} ${parts.at(-1)}`;
}
/**
* One line of the settings history as a sentence: "Admin Sari mengubah komisi platform dari 20%
* menjadi 25% pada 24 Nov 2026, 10.15 WIB."
*/
function historySentence(entry) {
	const date = formatDateTimeWib(entry.at);
	const changes = settingChanges(entry.before, entry.after);
	if (changes.length === 0) return text$36.savedUnchanged(entry.actorName, date);
	return text$36.sentence(entry.actorName, listOf(changes.map((change) => text$36.change(text$36.fields[change.field], change.from, change.to))), date);
}
// src/features/commission/components/platform-settings-form.tsx
var text$35 = admin.commission;
/**
* Percentages on screen, basis points on the wire; the shared schema checks the bounds. Saving
* asks first, naming each value's old and new form: a rate touches every new order.
*/
function PlatformSettingsForm({ overview }) {
	const update = useUpdateSettings();
	const { settings } = overview;
	const [values, setValues] = (0, import_react.useState)({
		commission: String(settings.commissionBp / 100),
		affiliate: String(settings.affiliateBp / 100),
		holdDays: String(settings.holdDays),
		minPayout: String(settings.minPayout)
	});
	const [errors, setErrors] = (0, import_react.useState)({});
	const [notice, setNotice] = (0, import_react.useState)(null);
	const [confirming, setConfirming] = (0, import_react.useState)(null);
	const changes = confirming ? settingChanges(settings, confirming) : [];
	const number = (value) => Number(value.trim().replace(",", "."));
	const field = (key, label, error) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
		label,
		error,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
			inputMode: "decimal",
			value: values[key],
			onChange: (event) => setValues({
				...values,
				[key]: event.target.value
			})
		})
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitle, {
			className: "text-lg",
			children: text$35.settings
		}) }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
			className: "grid gap-3",
			noValidate: true,
			onSubmit: (event) => {
				event.preventDefault();
				const parsed = PlatformSettingsInput.safeParse({
					commissionBp: Math.round(number(values.commission) * 100),
					affiliateBp: Math.round(number(values.affiliate) * 100),
					holdDays: number(values.holdDays),
					minPayout: number(values.minPayout)
				});
				if (!parsed.success) {
					setErrors(issuesByField(parsed.error));
					return;
				}
				setErrors({});
				if (settingChanges(settings, parsed.data).length === 0) {
					setNotice(text$35.nothingChanged);
					return;
				}
				setNotice(null);
				setConfirming(parsed.data);
			},
			children: [
				update.error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
					variant: "destructive",
					children: update.error.message
				}) : null,
				notice ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, { children: notice }) : null,
				field("commission", text$35.commission, errors.commissionBp),
				field("affiliate", text$35.affiliate, errors.affiliateBp),
				field("holdDays", text$35.holdDays, errors.holdDays),
				field("minPayout", text$35.minPayout, errors.minPayout),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "submit",
					className: "justify-self-start",
					disabled: update.isPending,
					children: update.isPending ? common.processing : common.save
				})
			]
		}) }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConfirmDialog, {
			open: confirming !== null,
			onOpenChange: (open) => open ? null : setConfirming(null),
			title: text$35.confirmTitle,
			description: text$35.confirmLead,
			confirmLabel: text$35.confirm,
			cancelLabel: text$35.cancel,
			closeLabel: text$35.close,
			pending: update.isPending,
			tone: "default",
			onConfirm: () => confirming ? update.mutate(confirming, {
				onSuccess: () => {
					setConfirming(null);
					toast({ title: common.saved });
				},
				onError: () => setConfirming(null)
			}) : void 0,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "grid gap-1 text-sm",
				"data-testid": "settings-confirm-changes",
				children: changes.map((change) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
					className: "font-medium",
					children: text$35.confirmLine(capitalise(text$35.fields[change.field]), change.from, change.to)
				}, change.field))
			})
		})
	] });
}
var capitalise = (value) => value.charAt(0).toUpperCase() + value.slice(1);
// src/features/commission/components/settings-history-card.tsx
var text$34 = admin.commission;
/** Every change of the platform settings, each as a sentence: who, what from → to, when. */
function SettingsHistoryCard({ overview }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		className: "lg:col-span-2",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitle, {
			className: "text-lg",
			children: text$34.history
		}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: overview.history.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "text-muted-foreground text-sm",
			children: text$34.noHistory
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: "divide-y text-sm",
			"data-testid": "settings-history",
			children: overview.history.map((change) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
				className: "py-2",
				children: historySentence(change)
			}, `${change.at}-${change.action}`))
		}) })]
	});
}
// src/features/commission/components/sign-up-mode-card.tsx
var text$33 = admin.commission;
/**
* 'Mode pendaftaran': Terbuka or Daftar tunggu, saved on its own since it is not about orders,
* after a confirmation naming the old and the new mode.
*/
function SignUpModeCard({ overview }) {
	const update = useUpdateSignUpMode();
	const [mode, setMode] = (0, import_react.useState)(overview.settings.signUpMode);
	const saved = overview.settings.signUpMode;
	const [confirming, setConfirming] = (0, import_react.useState)(false);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardHeader, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitle, {
			className: "text-lg",
			children: text$33.signUpMode
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "text-muted-foreground text-sm",
			children: text$33.signUpModeLead
		})] }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
			className: "grid gap-3",
			onSubmit: (event) => {
				event.preventDefault();
				if (mode !== saved) setConfirming(true);
			},
			children: [
				update.error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
					variant: "destructive",
					children: update.error.message
				}) : null,
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
					className: "grid gap-2",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
						className: "sr-only",
						children: text$33.signUpMode
					}), SIGN_UP_MODES.map((option) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
						className: cn("flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm", mode === option && "border-primary bg-accent/50"),
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
							type: "radio",
							name: "sign-up-mode",
							value: option,
							checked: mode === option,
							onChange: () => setMode(option),
							className: "mt-0.5 size-4 accent-primary"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "grid gap-0.5",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "font-medium",
								children: signUpModeLabels[option]
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "text-muted-foreground",
								children: text$33.signUpModeHints[option]
							})]
						})]
					}, option))]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex flex-wrap items-center gap-3",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						type: "submit",
						disabled: update.isPending || mode === saved,
						children: update.isPending ? common.processing : text$33.saveSignUpMode
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						to: paths.admin.waitlist,
						className: "font-medium text-primary text-sm underline-offset-4 hover:underline",
						children: text$33.openWaitlist
					})]
				})
			]
		}) }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConfirmDialog, {
			open: confirming,
			onOpenChange: (open) => open ? null : setConfirming(false),
			title: text$33.signUpModeConfirmTitle,
			description: text$33.signUpModeConfirm(signUpModeLabels[saved], signUpModeLabels[mode]),
			confirmLabel: text$33.confirm,
			cancelLabel: text$33.cancel,
			closeLabel: text$33.close,
			pending: update.isPending,
			tone: "default",
			onConfirm: () => update.mutate(mode, {
				onSuccess: () => {
					setConfirming(false);
					toast({ title: common.saved });
				},
				onError: () => setConfirming(false)
			})
		})
	] });
}
// src/app/routes/admin/commission-page.tsx
var text$32 = admin.commission;
/** /admin/commission: the platform settings, per-shop commissions, gateway fees, history. */
function AdminCommissionPage() {
	const overview = useCommissionOverview();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid grid-cols-1 gap-5",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${text$32.title} — ${admin.area}` }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "grid gap-1",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
					className: "font-bold text-2xl",
					children: text$32.title
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "text-muted-foreground text-sm",
					children: text$32.lead
				})]
			}),
			overview.error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				variant: "destructive",
				children: overview.error.message
			}) : overview.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-80 w-full" }) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "grid grid-cols-1 items-start gap-5 lg:grid-cols-2",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PlatformSettingsForm, { overview: overview.data }, JSON.stringify(overview.data.settings)),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "grid grid-cols-1 gap-5",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SignUpModeCard, { overview: overview.data }, overview.data.settings.signUpMode),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CommissionOverridesCard, { overview: overview.data }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(GatewayFeesCard, { overview: overview.data })
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SettingsHistoryCard, { overview: overview.data })
				]
			})
		]
	});
}
// src/features/affiliates/api/admin-affiliate-flags.ts
var flagsKey = ["admin", "affiliate-flags"];
/** GET /api/v1/admin/affiliate-flags: the newest `limit` open flags (or handled ones). */
function useAdminAffiliateFlags(status, limit) {
	return useQuery({
		queryKey: [
			...flagsKey,
			status,
			limit
		],
		queryFn: ({ signal }) => callApi(adminApi.affiliateFlags, { query: {
			status,
			limit
		} }, { signal }),
		placeholderData: (previous) => previous
	});
}
/**
* Marks a flag handled. Every admin query refetches: the list, and the access answer whose
* waiting counts feed the sidebar's badge.
*/
function useHandleAffiliateFlag() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (id) => callApi(adminApi.handleAffiliateFlag, { params: { id } }),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin"] })
	});
}
/** A new flag reaches every admin as a notification: the list and the badges refresh, live. */
function useAffiliateFlagLiveUpdates() {
	const queryClient = useQueryClient();
	useLiveEvent("notification.created", (0, import_react.useCallback)((data) => {
		if (data.kind === "affiliate_flag") queryClient.invalidateQueries({ queryKey: ["admin"] });
	}, [queryClient]));
}
// src/features/affiliates/components/admin/affiliate-flags-card.tsx
var text$31 = admin.flags;
var STATES = ["open", "handled"];
/** The dashboard shows the newest few; the rest on request, so its figures stay in sight. */
var FIRST = 5;
var ALL = 100;
/**
* The admin dashboard's "Tanda afiliasi" (issue 26): refused self-referrals and referral
* patterns, open ones first, each with its affiliate, shop, order and a button to mark it
* handled. A new flag appears live (it reaches every admin as a notification).
*/
function AffiliateFlagsCard() {
	const [status, setStatus] = (0, import_react.useState)("open");
	const [all, setAll] = (0, import_react.useState)(false);
	const flags = useAdminAffiliateFlags(status, all ? ALL : FIRST);
	useAffiliateFlagLiveUpdates();
	const items = flags.data?.items ?? [];
	const more = !all && (status === "open" ? (flags.data?.openCount ?? 0) > items.length : items.length === FIRST);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		role: "region",
		"aria-labelledby": "tanda-afiliasi-judul",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardHeader, {
			className: "gap-3",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h2", {
					id: "tanda-afiliasi-judul",
					className: "flex items-center gap-2 font-semibold text-base",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShieldExclamationPoint, {
							className: "size-5 text-primary",
							"aria-hidden": "true"
						}),
						text$31.title,
						flags.data?.openCount ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "min-w-5 rounded-full bg-destructive px-1.5 text-center font-semibold text-[11px] text-destructive-foreground tabular-nums leading-5",
							children: [flags.data.openCount, /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
								className: "sr-only",
								children: [" ", text$31.states.open.toLowerCase()]
							})]
						}) : null
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "text-muted-foreground text-sm",
					children: text$31.lead
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterButtons, {
					legend: text$31.statusLegend,
					options: STATES,
					label: (option) => text$31.states[option],
					value: status,
					onChange: (next) => {
						setStatus(next ?? "open");
						setAll(false);
					}
				})
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListStates, {
			query: flags,
			empty: items.length === 0,
			emptyText: status === "open" ? text$31.emptyOpen : text$31.emptyHandled,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", {
				className: "-mx-5 -mb-5 divide-y border-t text-foreground",
				children: [items.map((flag) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AffiliateFlagItem, { flag }, flag.id)), more ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
					className: "flex justify-center px-5 py-3",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: "ghost",
						size: "sm",
						onClick: () => setAll(true),
						children: status === "open" && flags.data ? text$31.showAllOpen(flags.data.openCount) : text$31.showAll
					})
				}) : null]
			})
		}) })]
	});
}
function AffiliateFlagItem({ flag }) {
	const handle = useHandleAffiliateFlag();
	const { affiliate } = flag;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
		className: "grid gap-2 px-5 py-4 sm:grid-cols-[1fr_auto]",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "grid min-w-0 gap-1",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "flex flex-wrap items-center gap-2 font-semibold",
					children: [text$31.reasons[flag.reason], flag.occurrences > 1 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "rounded-full border px-2 py-0.5 font-medium text-xs tabular-nums",
						title: text$31.occurrencesLabel(flag.occurrences),
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							"aria-hidden": "true",
							children: text$31.occurrences(flag.occurrences)
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "sr-only",
							children: text$31.occurrencesLabel(flag.occurrences)
						})]
					}) : null]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "text-sm",
					children: [
						affiliate.name,
						" · ",
						text$31.code(affiliate.code),
						affiliate.status === "removed" ? ` · ${text$31.removed}` : "",
						" ·",
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							to: paths.admin.shop(flag.shop.id),
							className: "text-primary underline",
							children: flag.shop.name
						})
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "break-all text-muted-foreground text-xs",
					children: affiliate.email
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "text-sm",
					children: flag.detail
				}),
				flag.order ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: paths.admin.order(flag.order.id),
					className: "justify-self-start text-primary text-sm hover:underline",
					children: text$31.order(flag.order.number)
				}) : null,
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "text-muted-foreground text-xs",
					children: text$31.times(formatDateTime(flag.firstAt), formatDateTime(flag.lastAt))
				})
			]
		}), flag.handledAt ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "text-muted-foreground text-sm sm:max-w-48 sm:text-right",
			children: text$31.handledBy(flag.handledBy ?? "", formatDateTime(flag.handledAt))
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "flex items-start sm:justify-end",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				size: "sm",
				variant: "outline",
				disabled: handle.isPending,
				onClick: () => handle.mutate(flag.id, {
					onSuccess: () => toast({ title: text$31.handled }),
					onError: (error) => toast({
						title: error.message || common.errors.generic,
						variant: "destructive"
					})
				}),
				children: handle.isPending ? common.processing : text$31.handle
			})
		})]
	});
}
// src/features/statistics/api/get-admin-dashboard.ts
function useAdminDashboard(range) {
	return useQuery({
		queryKey: [
			"admin",
			"dashboard",
			range
		],
		queryFn: ({ signal }) => callApi(adminApi.dashboard, { query: { range } }, { signal }),
		placeholderData: keepPreviousData
	});
}
// src/features/statistics/components/admin-dashboard/mail-outbox-status.tsx
var overview$2 = admin.overview;
/** The mail outbox for staff: failed mails (red when any) and the backlog still being retried. */
function MailOutboxStatus({ mail }) {
	const failing = mail.failed > 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Card, {
		className: failing ? "border-destructive/60" : void 0,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardContent, {
			className: "flex items-start gap-4 pt-6",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: `flex size-10 shrink-0 items-center justify-center rounded-lg ${failing ? "bg-destructive/10 text-destructive" : "bg-primary/10 text-primary"}`,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(failing ? MailExclamationPoint : MailCheck, {
					className: "size-5",
					"aria-hidden": "true"
				})
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "min-w-0 flex-1",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
						className: "text-muted-foreground text-sm",
						children: overview$2.mailTitle
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: `font-bold text-lg tabular-nums ${failing ? "text-destructive" : ""}`,
						children: overview$2.mailFailed(mail.failed)
					}),
					failing ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "text-muted-foreground text-sm",
						children: overview$2.mailFailedHint
					}) : null,
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "mt-1 text-sm tabular-nums",
						children: overview$2.mailPending(mail.pending)
					}),
					mail.pending > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "text-muted-foreground text-sm",
						children: overview$2.mailPendingHint
					}) : null
				]
			})]
		})
	});
}
// src/features/statistics/components/admin-dashboard/platform-figures.tsx
var overview$1 = admin.overview;
var metrics = [
	{
		key: "gmv",
		label: overview$1.gmv,
		kind: "bar",
		format: formatRupiah,
		axis: formatRupiahCompact
	},
	{
		key: "platformRevenue",
		label: overview$1.platformRevenue,
		kind: "bar",
		format: formatRupiah,
		axis: formatRupiahCompact
	},
	{
		key: "orders",
		label: overview$1.orders,
		kind: "bar",
		format: formatNumber,
		axis: formatNumberCompact
	},
	{
		key: "newShops",
		label: overview$1.newShops,
		kind: "line",
		format: formatNumber,
		axis: formatNumberCompact
	}
];
/** The platform's totals over the range, and its figures per day in one chart. */
function PlatformFigures({ data }) {
	const cards = [
		{
			label: overview$1.gmv,
			hint: overview$1.gmvHint,
			value: formatRupiah(data.totals.gmv)
		},
		{
			label: overview$1.platformRevenue,
			hint: overview$1.platformRevenueHint,
			value: formatRupiah(data.totals.platformRevenue)
		},
		{
			label: overview$1.gatewayFees,
			hint: overview$1.gatewayFeesHint,
			value: formatRupiah(data.totals.gatewayFees)
		},
		{
			label: overview$1.orders,
			hint: overview$1.period(data.range),
			value: formatNumber(data.totals.orders)
		},
		{
			label: overview$1.newShops,
			hint: overview$1.period(data.range),
			value: formatNumber(data.totals.newShops)
		}
	];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "grid grid-cols-2 gap-4 lg:grid-cols-5",
		children: cards.map((card) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Card, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardContent, {
			className: "grid gap-1 pt-6",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "text-muted-foreground text-sm",
					children: card.label
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "font-bold text-xl tabular-nums",
					children: card.value
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "text-muted-foreground text-xs",
					children: card.hint
				})
			]
		}) }, card.label))
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MetricChart, {
		title: overview$1.chartTitle,
		legend: overview$1.chartLegend,
		keyboardHint: overview$1.keyboardHint,
		days: data.days,
		metrics,
		summary: (metric, total, best) => overview$1.chartSummary(metric.label, overview$1.period(data.range), total, best)
	})] });
}
// src/features/statistics/components/admin-dashboard/waiting-work-cards.tsx
/** Prompts waiting for review and payouts waiting for a decision, each opening its queue. */
function WaitingWorkCards({ waiting }) {
	const items = [{
		to: paths.admin.products,
		icon: Package,
		label: admin.waitingReview,
		count: waiting.reviewQueue
	}, {
		to: paths.admin.payouts,
		icon: Banknote,
		label: admin.waitingPayouts,
		count: waiting.openPayouts
	}];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "grid grid-cols-1 gap-4 sm:grid-cols-2",
		children: items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
			to: item.to,
			className: "group",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Card, {
				className: "transition-colors group-hover:border-primary/50",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardContent, {
					className: "flex items-center gap-4 pt-6",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(item.icon, {
								className: "size-5",
								"aria-hidden": "true"
							})
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "min-w-0 flex-1",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "block text-muted-foreground text-sm",
								children: item.label
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "block font-bold text-2xl tabular-nums",
								children: item.count
							})]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronRight, {
							className: "size-5 text-muted-foreground",
							"aria-hidden": "true"
						})
					]
				})
			})
		}, item.to))
	});
}
// src/app/routes/admin/dashboard-page.tsx
var overview = admin.overview;
var RANGES = [
	7,
	30,
	90
];
/**
* /admin/dashboard: the platform's figures per day, the work waiting for staff, the affiliate
* flags (issue 26), the mail outbox.
*/
function AdminDashboardPage() {
	const access = useOutletContext();
	const session = useSession();
	const [params, setParams] = useSearchParams();
	const asked = Number(params.get("rentang"));
	const range = RANGES.find((value) => value === asked) ?? 30;
	const dashboard = useAdminDashboard(range);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid grid-cols-1 gap-6",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${admin.dashboard} — ${common.brand.name}` }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-wrap items-end justify-between gap-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
					className: "font-bold text-2xl",
					children: admin.dashboard
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "flex items-center gap-1.5 text-muted-foreground text-sm",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShieldCheck, {
							className: "size-4 text-primary",
							"aria-hidden": "true"
						}),
						access.organizationName,
						" · ",
						admin.actingAs(session.name ?? "", session.email ?? "")
					]
				})] }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
					className: "flex gap-1 rounded-md border bg-card p-1",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
						className: "sr-only",
						children: overview.rangeLegend
					}), RANGES.map((value) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						size: "sm",
						variant: value === range ? "default" : "ghost",
						"aria-pressed": value === range,
						onClick: () => setParams({ rentang: String(value) }, { replace: true }),
						children: overview.range(value)
					}, value))]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(WaitingWorkCards, { waiting: access.waiting }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AffiliateFlagsCard, {}),
			dashboard.error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				variant: "destructive",
				children: dashboard.error.message
			}) : dashboard.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-80 w-full" }) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MailOutboxStatus, { mail: dashboard.data.mail }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PlatformFigures, { data: dashboard.data })] })
		]
	});
}
// src/lib/session/use-admin-access.ts
/** The server's own check of admin access; the page never trusts the client's view alone. */
function useAdminAccess(organizationId) {
	return useQuery({
		queryKey: [
			"admin",
			organizationId,
			"access"
		],
		queryFn: ({ signal }) => callApi(adminApi.access, {}, { signal }),
		enabled: Boolean(organizationId),
		retry: false
	});
}
// src/app/routes/admin/shell/admin-sidebar.tsx
var text$30 = admin.nav;
/** The admin sections (spec §2 Admin area); an item may have a submenu. */
var entries = [
	{
		to: paths.admin.dashboard,
		label: text$30.dashboard,
		icon: LayoutDashboard,
		badge: (access) => access.waiting.affiliateFlags
	},
	{
		to: paths.admin.orders,
		label: text$30.order,
		icon: ReceiptText
	},
	{
		to: paths.admin.shops,
		label: text$30.shops,
		icon: Store
	},
	{
		to: paths.admin.products,
		label: text$30.product,
		icon: Package,
		badge: (access) => access.waiting.reviewQueue
	},
	{
		to: paths.admin.categories,
		label: text$30.categories,
		icon: Tags
	},
	{
		to: paths.admin.commission,
		label: text$30.commission,
		icon: Percent
	},
	{
		to: paths.admin.waitlist,
		label: text$30.waitlist,
		icon: UserPlus,
		badge: (access) => access.waiting.waitlist
	},
	{
		label: text$30.payments,
		icon: CreditCard,
		items: [{
			to: paths.admin.paymentLogs,
			label: text$30.logs,
			icon: ScrollText,
			end: true
		}, {
			to: paths.admin.payouts,
			label: text$30.payout,
			icon: Banknote,
			badge: (access) => access.waiting.openPayouts
		}]
	}
];
/** The admin sidebar's content: sections with their waiting-work badges, then the foot. */
function AdminSidebarContent({ access, collapsed = false, onNavigate }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "flex min-h-0 flex-1 flex-col gap-4",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: collapsed ? "sr-only" : "truncate rounded-md border bg-muted/40 px-3 py-2 font-medium text-sm",
				children: access.organizationName
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("nav", {
				"aria-label": text$30.label,
				className: "-mx-3 min-h-0 flex-1 overflow-y-auto px-3",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					className: "grid gap-0.5",
					children: entries.map((entry) => "items" in entry ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
						className: "grid gap-0.5",
						children: [collapsed ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("hr", { className: "mx-3 my-1 border-border" }) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
							className: "flex h-9 items-center gap-3 px-3 text-muted-foreground text-sm",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(entry.icon, {
								className: "size-[18px]",
								"aria-hidden": "true"
							}), entry.label]
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
							className: "grid gap-0.5",
							"aria-label": entry.label,
							children: entry.items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SidebarNavLink, {
								item,
								nested: true,
								collapsed,
								onNavigate,
								badge: item.badge?.(access) ?? 0
							}) }, item.to))
						})]
					}, entry.label) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SidebarNavLink, {
						item: entry,
						collapsed,
						onNavigate,
						badge: entry.badge?.(access) ?? 0
					}) }, entry.to))
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SidebarFoot, {
				collapsed,
				onNavigate
			})
		]
	});
}
function AdminSidebar({ access, collapsed, onToggle }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SidebarFrame, {
		collapsed,
		onToggle,
		areaName: admin.areaName,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AdminSidebarContent, {
			access,
			collapsed
		})
	});
}
// src/app/routes/admin/layout.tsx
/**
* /admin: only while the active organisation is an admin organisation (spec §4, §5). The server
* checks again on every call; here the page waits for that answer before it shows anything.
* Wide screens get the collapsible sidebar; small ones a top bar with the same menu as a drawer.
*/
function AdminLayout() {
	const session = useSession();
	const access = useAdminAccess(session.isPlatformAdmin ? session.organizationId : null);
	const [collapsed, toggleCollapsed] = useSidebarCollapsed("admin");
	const wide = useMediaQuery("(min-width: 64rem)");
	if (session.isLoading) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadingScreen, { label: admin.loadingAccess });
	if (!session.isLoggedIn || !session.isPlatformAdmin) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Navigate, {
		to: "/",
		replace: true
	});
	if (access.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadingScreen, { label: admin.loadingAccess });
	if (access.error) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Navigate, {
		to: "/",
		replace: true
	});
	const waiting = access.data.waiting.reviewQueue + access.data.waiting.openPayouts + access.data.waiting.waitlist + access.data.waiting.affiliateFlags;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TooltipProvider, {
		delayDuration: 200,
		skipDelayDuration: 300,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex min-h-dvh bg-muted/40",
			children: [wide ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AdminSidebar, {
				access: access.data,
				collapsed,
				onToggle: toggleCollapsed
			}) : null, /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex min-w-0 flex-1 flex-col",
				children: [wide ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PhoneTopBar, {
					home: paths.admin.dashboard,
					title: access.data.organizationName,
					subtitle: admin.area,
					avatar: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "flex size-8 items-center justify-center rounded-lg bg-primary/10 text-primary",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShieldCheck, {
							className: "size-4",
							"aria-hidden": "true"
						})
					}),
					menuTitle: admin.nav.label,
					alert: waiting > 0,
					children: (close) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AdminSidebarContent, {
						access: access.data,
						onNavigate: close
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("main", {
					className: "mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Outlet, { context: access.data })
				})]
			})]
		})
	});
}
// src/app/routes/admin/not-found-page.tsx
function AdminNotFoundPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AreaNotFound, {
		backTo: paths.admin.dashboard,
		backLabel: admin.backToDashboard
	});
}
// src/features/orders/api/get-admin-order.ts
function useAdminOrder(id) {
	return useQuery({
		queryKey: [
			"admin",
			"orders",
			"detail",
			id
		],
		queryFn: ({ signal }) => callApi(adminApi.order, { params: { id } }, { signal }),
		retry: false
	});
}
// src/components/reason-dialog.tsx
/**
* Asks staff why they refuse something (a prompt, a payout): the reason reaches the seller, so
* the shared schema's rule (at least 10 characters) is checked here before it is sent.
*/
function ReasonDialog({ open, onOpenChange, title, description, label, confirmLabel, pending, error, onConfirm }) {
	const [reason, setReason] = (0, import_react.useState)("");
	const [fieldError, setFieldError] = (0, import_react.useState)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		open,
		onOpenChange: (next) => {
			onOpenChange(next);
			if (!next) {
				setReason("");
				setFieldError(void 0);
			}
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogContent, {
			title,
			description,
			closeLabel: common.close,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
				className: "grid gap-3",
				noValidate: true,
				onSubmit: (event) => {
					event.preventDefault();
					const parsed = ReasonInput.safeParse({ reason });
					if (!parsed.success) {
						setFieldError(parsed.error.issues[0]?.message);
						return;
					}
					setFieldError(void 0);
					onConfirm(parsed.data.reason);
				},
				children: [
					error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
						variant: "destructive",
						children: error
					}) : null,
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
						label,
						error: fieldError,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Textarea, {
							rows: 4,
							maxLength: 500,
							value: reason,
							onChange: (event) => setReason(event.target.value)
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "flex flex-col-reverse gap-2 sm:flex-row sm:justify-end",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							type: "button",
							variant: "outline",
							onClick: () => onOpenChange(false),
							children: common.cancel
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							type: "submit",
							variant: "destructive",
							disabled: pending,
							children: pending ? common.processing : confirmLabel
						})]
					})
				]
			})
		})
	});
}
// src/features/orders/api/refund-order.ts
function useRefundOrder(id) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (reason) => callApi(adminApi.refundOrder, {
			params: { id },
			body: { reason }
		}),
		onSuccess: (order) => {
			queryClient.setQueryData([
				"admin",
				"orders",
				"detail",
				id
			], order);
			queryClient.invalidateQueries({ queryKey: ["admin", "orders"] });
		}
	});
}
// src/features/orders/components/admin-order/admin-order-header.tsx
var text$29 = admin.orders;
/** The order's number and status, with the refund of a paid order (asking why). */
function AdminOrderHeader({ order }) {
	const refund = useRefundOrder(order.id);
	const [refunding, setRefunding] = (0, import_react.useState)(false);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "flex flex-wrap items-center justify-between gap-3",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex flex-wrap items-center gap-3",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: "font-bold text-2xl",
				children: order.number
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OrderStatusBadge, { status: order.status })]
		}), order.status === "paid" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			variant: "destructive",
			size: "sm",
			onClick: () => {
				refund.reset();
				setRefunding(true);
			},
			children: text$29.refund
		}) : null]
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReasonDialog, {
		open: refunding,
		onOpenChange: setRefunding,
		title: text$29.refundTitle,
		description: text$29.refundBody,
		label: text$29.reasonLabel,
		confirmLabel: text$29.refund,
		pending: refund.isPending,
		error: refund.error?.message ?? null,
		onConfirm: (reason) => refund.mutate(reason, { onSuccess: () => {
			setRefunding(false);
			toast({ title: text$29.refunded });
		} })
	})] });
}
// src/features/orders/components/admin-order/admin-order-ledger-card.tsx
var text$28 = admin.orders;
/** The ledger entries the order moved, with their accounts. */
function AdminOrderLedgerCard({ order }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitle, {
		className: "text-lg",
		children: text$28.ledger
	}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LedgerEntryList, {
		entries: order.entries,
		emptyText: text$28.noEntries,
		where: (index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: "break-all font-mono text-muted-foreground text-xs",
			children: order.entries[index]?.account
		})
	}) })] });
}
// src/features/orders/components/admin-order/admin-order-logs-card.tsx
var text$27 = admin.orders;
/** Every gateway notification about the order, valid or not. */
function AdminOrderLogsCard({ order }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitle, {
		className: "text-lg",
		children: text$27.logs
	}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: order.paymentLogs.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "text-muted-foreground text-sm",
		children: text$27.noLogs
	}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		className: "divide-y text-sm",
		children: order.paymentLogs.map((log) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
			className: "flex flex-wrap gap-x-3 gap-y-1 py-2",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "text-muted-foreground",
					children: formatDateTime(log.at)
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "font-medium",
					children: log.transactionStatus ?? "—"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: cn(!log.signatureValid && "text-destructive"),
					children: [log.result, log.signatureValid ? "" : ` (${text$27.signatureBad})`]
				}),
				log.detail ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "text-muted-foreground",
					children: log.detail
				}) : null
			]
		}, log.id))
	}) })] });
}
// src/features/orders/components/admin-order/admin-order-split-card.tsx
var text$26 = admin.orders;
var percent = (bp) => formatPercent(bp / 1e4);
/** How the order's price splits between platform, affiliate and seller, and the gateway's fee. */
function AdminOrderSplitCard({ order }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitle, {
		className: "text-lg",
		children: text$26.split
	}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
		className: "grid gap-2 text-sm",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AmountRow, {
				label: text$26.price,
				amount: order.price
			}),
			order.split ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AmountRow, {
					label: text$26.commission(percent(order.commissionBp)),
					amount: order.split.platformFee
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AmountRow, {
					label: text$26.affiliate(percent(order.affiliateBp)),
					amount: order.split.affiliateFee
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AmountRow, {
					label: text$26.net,
					amount: order.split.sellerNet
				})
			] }) : null,
			order.gatewayFee !== null ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AmountRow, {
				label: text$26.gatewayFee,
				amount: order.gatewayFee
			}) : null
		]
	}) })] });
}
// src/features/orders/components/admin-order/admin-order-summary-card.tsx
var text$25 = admin.orders;
/** The prompt, shop, buyer, dates and the gateway ids of an order. */
function AdminOrderSummaryCard({ order }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitle, {
		className: "text-lg",
		children: text$25.summary
	}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
		className: "grid gap-3 text-sm",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DetailRow, {
				label: text$25.prompt,
				children: order.promptTitle
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DetailRow, {
				label: text$25.shop,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: paths.admin.shop(order.shop.id),
					className: "text-primary hover:underline",
					children: order.shop.name
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DetailRow, {
				label: text$25.buyer,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: order.buyerName }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "break-all text-muted-foreground",
						children: order.buyerEmail
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "text-muted-foreground",
						children: order.buyerPhone
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DetailRow, {
				label: text$25.createdAt,
				children: formatDateTime(order.createdAt)
			}),
			order.paidAt ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DetailRow, {
				label: text$25.paidAt,
				children: formatDateTime(order.paidAt)
			}) : null,
			order.closedAt ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DetailRow, {
				label: text$25.closedAt,
				children: formatDateTime(order.closedAt)
			}) : null,
			order.paymentMethod ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DetailRow, {
				label: text$25.method,
				children: paymentMethodLabels[order.paymentMethod] ?? order.paymentMethod
			}) : null,
			order.gatewayTransactionId ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DetailRow, {
				label: text$25.gateway,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: "break-all font-mono text-xs",
					children: [
						order.gatewayOrderId,
						" · ",
						order.gatewayTransactionId
					]
				})
			}) : null
		]
	}) })] });
}
// src/app/routes/admin/order-detail-page.tsx
var text$24 = admin.orders;
/** /admin/order/:id: an order, its payment log trail, its ledger entries, and the refund. */
function AdminOrderDetailPage() {
	const { id = "" } = useParams();
	const order = useAdminOrder(id);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid grid-cols-1 gap-5",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${order.data?.number ?? text$24.title} — ${admin.area}` }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BackLink, {
				to: paths.admin.orders,
				label: text$24.back
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DetailStates, {
				query: order,
				children: (data) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AdminOrderHeader, { order: data }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "grid grid-cols-1 gap-5 lg:grid-cols-2",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AdminOrderSummaryCard, { order: data }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AdminOrderSplitCard, { order: data })]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AdminOrderLogsCard, { order: data }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AdminOrderLedgerCard, { order: data })
				] })
			})
		]
	});
}
// src/features/orders/api/list-admin-orders.ts
function useAdminOrders(filters) {
	return useCursorList({
		queryKey: [
			"admin",
			"orders",
			filters
		],
		fetchPage: (cursor, signal) => callApi(adminApi.orders, { query: {
			limit: 25,
			...filters,
			cursor
		} }, { signal }),
		keepPrevious: true
	});
}
// src/app/routes/admin/orders-page.tsx
var text$23 = admin.orders;
/** /admin/order: every order by status, number or buyer. */
function AdminOrdersPage() {
	const [statusParam, setStatus] = useSearchParam("status");
	const status = OrderStatus.safeParse(statusParam).data;
	const { q, search, setSearch } = useSearchParamText();
	const orders = useAdminOrders({
		status,
		q: q || void 0
	});
	const items = orders.data?.pages.flatMap((page) => page.items) ?? [];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid grid-cols-1 gap-5",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${text$23.title} — ${admin.area}` }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
				title: text$23.title,
				lead: text$23.lead
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterButtons, {
				legend: text$23.statusLegend,
				options: ORDER_STATUSES,
				label: (option) => orderStatusLabels[option],
				value: status,
				onChange: setStatus,
				allLabel: text$23.all
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchField, {
				value: search,
				onChange: setSearch,
				text: text$23
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListStates, {
				query: orders,
				empty: items.length === 0,
				emptyText: text$23.empty,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListCard, {
					dimmed: orders.isPlaceholderData,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
						className: "divide-y",
						children: items.map((order) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
							className: "relative grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 px-4 py-3 hover:bg-muted/40",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
								className: "min-w-0",
								children: [
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
										to: paths.admin.order(order.id),
										className: "font-medium hover:underline after:absolute after:inset-0",
										children: order.number
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
										className: "truncate text-muted-foreground text-xs",
										children: [
											order.promptTitle,
											" · ",
											order.shop.name
										]
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
										className: "truncate text-muted-foreground text-xs",
										children: [
											order.buyerEmail,
											" · ",
											formatDateTime(order.createdAt)
										]
									})
								]
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
								className: "grid justify-items-end gap-1",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
									className: "font-semibold text-sm tabular-nums",
									children: formatRupiah(order.price)
								}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OrderStatusBadge, { status: order.status })]
							})]
						}, order.id))
					})
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadMoreButton, {
				query: orders,
				label: text$23.more
			})
		]
	});
}
// src/features/payments/api/list-payment-logs.ts
function usePaymentLogs(filters) {
	return useCursorList({
		queryKey: [
			"admin",
			"payment-logs",
			filters
		],
		fetchPage: (cursor, signal) => callApi(adminApi.paymentLogs, { query: {
			limit: 25,
			result: filters.result,
			q: filters.q,
			cursor
		} }, { signal }),
		keepPrevious: true
	});
}
// src/app/routes/admin/payment-logs-page.tsx
var text$22 = admin.logs;
var FILTERS = [
	"paid",
	"duplicate",
	"ignored",
	"needs_review",
	"amount_mismatch",
	"unknown_order"
];
/** /admin/payments: every gateway notification with its result and raw body. */
function AdminPaymentLogsPage() {
	const [asked, setResult] = useSearchParam("hasil");
	const result = asked === "invalid" || FILTERS.includes(asked ?? "") ? asked ?? void 0 : void 0;
	const { q, search, setSearch } = useSearchParamText();
	const logs = usePaymentLogs({
		result,
		q: q || void 0
	});
	const items = logs.data?.pages.flatMap((page) => page.items) ?? [];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid grid-cols-1 gap-5",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${text$22.title} — ${admin.area}` }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
				title: text$22.title,
				lead: text$22.lead
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterButtons, {
				legend: text$22.resultLegend,
				options: [...FILTERS, "invalid"],
				label: (option) => option === "invalid" ? text$22.invalid : text$22.results[option] ?? option,
				value: result,
				onChange: setResult,
				allLabel: text$22.all
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchField, {
				value: search,
				onChange: setSearch,
				text: text$22
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListStates, {
				query: logs,
				empty: items.length === 0,
				emptyText: text$22.empty,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListCard, {
					dimmed: logs.isPlaceholderData,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
						className: "divide-y",
						children: items.map((log) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
							className: "grid gap-1 px-4 py-3 text-sm",
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
									className: "flex flex-wrap items-center gap-x-3 gap-y-1",
									children: [
										/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
											className: "font-mono text-xs",
											children: log.gatewayOrderId ?? "—"
										}),
										/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
											className: "font-medium",
											children: log.transactionStatus ?? "—"
										}),
										/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
											className: cn("rounded-full border px-2 py-0.5 text-xs", !log.signatureValid && "border-destructive/40 text-destructive"),
											children: text$22.results[log.result] ?? log.result
										}),
										/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
											className: "text-muted-foreground text-xs",
											children: formatDateTime(log.at)
										}),
										log.orderId ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
											to: paths.admin.order(log.orderId),
											className: "text-primary text-xs hover:underline",
											children: text$22.openOrder
										}) : null
									]
								}),
								log.detail ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
									className: "text-muted-foreground text-xs",
									children: log.detail
								}) : null,
								/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("details", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("summary", {
									className: "cursor-pointer text-muted-foreground text-xs",
									children: text$22.raw
								}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("pre", {
									className: "mt-1 max-h-64 overflow-auto whitespace-pre-wrap break-all rounded-md bg-muted p-2 font-mono text-xs",
									children: log.rawBody
								})] })
							]
						}, log.id))
					})
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadMoreButton, {
				query: logs,
				label: text$22.more
			})
		]
	});
}
// src/features/payouts/api/admin-payouts.ts
/** GET /api/v1/admin/payouts by status, page after page. */
function useAdminPayouts(status) {
	return useCursorList({
		queryKey: [
			"admin",
			"payouts",
			status
		],
		fetchPage: (cursor, signal) => callApi(adminApi.payouts, { query: {
			status,
			limit: 25,
			cursor
		} }, { signal }),
		keepPrevious: true
	});
}
function usePayoutDecisions() {
	const queryClient = useQueryClient();
	const settle = () => queryClient.invalidateQueries({ queryKey: ["admin"] });
	return {
		approve: useMutation({
			mutationFn: (input) => callApi(adminApi.approvePayout, {
				params: { id: input.id },
				body: {
					transferReference: input.transferReference,
					confirmRecentBankChange: input.confirmRecentBankChange
				}
			}),
			onSuccess: settle
		}),
		reject: useMutation({
			mutationFn: (input) => callApi(adminApi.rejectPayout, {
				params: { id: input.id },
				body: { reason: input.reason }
			}),
			onSuccess: settle
		})
	};
}
// src/features/payouts/components/admin/payee-text.ts
var text$21 = admin.payouts;
/**
* The words of the queue for whoever is paid: a shop by its name, an affiliate as
* "Afiliasi · {name}" and addressed as a person (issue 14). Exactly one of the two is set.
*/
function payeeText(payout) {
	if (payout.affiliate) {
		const { name } = payout.affiliate;
		return {
			name: text$21.affiliate.name(name),
			recentChange: text$21.affiliate.recentChange,
			approveBody: (amount) => text$21.affiliate.approveBody(amount, name),
			confirmRecent: text$21.affiliate.confirmRecent,
			rejectBody: text$21.affiliate.rejectBody,
			approved: text$21.affiliate.approved,
			rejected: text$21.affiliate.rejected
		};
	}
	const name = payout.shop?.name ?? "";
	return {
		name,
		recentChange: text$21.recentChange,
		approveBody: (amount) => text$21.approveBody(amount, name),
		confirmRecent: text$21.confirmRecent,
		rejectBody: text$21.rejectBody,
		approved: text$21.approved,
		rejected: text$21.rejected
	};
}
// src/features/payouts/components/admin/admin-payout-item.tsx
var text$20 = admin.payouts;
/**
* One payout request: whose (a shop, or "Afiliasi · {name}" with their email), amount, bank
* account, warnings, and the decision or its buttons.
*/
function AdminPayoutItem({ payout, onDecide }) {
	const payee = payeeText(payout);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
		className: "grid gap-2 px-4 py-4 sm:grid-cols-[1fr_auto]",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "grid min-w-0 gap-1",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "font-semibold",
					children: [
						payee.name,
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "font-bold tabular-nums",
							children: formatRupiah(payout.amount)
						})
					]
				}),
				payout.affiliate ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "text-muted-foreground text-xs",
					children: payout.affiliate.email
				}) : null,
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "text-muted-foreground text-xs",
					children: text$20.requestedBy(payout.requestedBy, formatDateTime(payout.requestedAt))
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "text-sm",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "text-muted-foreground",
							children: [text$20.bank, ": "]
						}),
						bankName(payout.bankCode),
						" ",
						payout.accountNumber,
						" a.n. ",
						payout.accountHolder
					]
				}),
				payout.recentBankChange && payout.status === "requested" ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "flex items-start gap-1.5 text-destructive text-sm",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TriangleExclamationPoint, {
						className: "mt-0.5 size-4 shrink-0",
						"aria-hidden": "true"
					}), payee.recentChange]
				}) : null,
				payout.transferReference ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "text-muted-foreground text-xs",
					children: text$20.reference(payout.transferReference)
				}) : null,
				payout.rejectionReason ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "text-muted-foreground text-xs",
					children: text$20.reason(payout.rejectionReason)
				}) : null
			]
		}), payout.status === "requested" ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex items-start gap-2 sm:justify-end",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				size: "sm",
				variant: "outline",
				onClick: () => onDecide("reject"),
				children: text$20.reject
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				size: "sm",
				onClick: () => onDecide("approve"),
				children: text$20.approve
			})]
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
			className: "text-muted-foreground text-sm sm:text-right",
			children: [payoutStatusLabels[payout.status], payout.decidedAt ? ` · ${formatDateTime(payout.decidedAt)}` : ""]
		})]
	});
}
// src/features/payouts/components/admin/approve-payout-dialog.tsx
var text$19 = admin.payouts;
/** Approves a payout with the bank transfer's reference; a recent bank change needs a tick. */
function ApprovePayoutDialog({ payout, pending, error, onClose, onConfirm }) {
	const [reference, setReference] = (0, import_react.useState)("");
	const [confirmed, setConfirmed] = (0, import_react.useState)(false);
	const needsConfirmation = payout.recentBankChange;
	const payee = payeeText(payout);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		open: true,
		onOpenChange: (open) => open ? null : onClose(),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogContent, {
			title: text$19.approveTitle,
			description: payee.approveBody(formatRupiah(payout.amount)),
			closeLabel: text$19.close,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
				className: "grid gap-3",
				onSubmit: (event) => {
					event.preventDefault();
					onConfirm(reference.trim(), confirmed);
				},
				children: [
					error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
						variant: "destructive",
						children: error
					}) : null,
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: "rounded-md bg-muted px-3 py-2 text-sm",
						children: [
							bankName(payout.bankCode),
							" ",
							payout.accountNumber,
							" a.n. ",
							payout.accountHolder
						]
					}),
					needsConfirmation ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
						className: "flex items-start gap-2 text-destructive text-sm",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
							type: "checkbox",
							className: "mt-1",
							checked: confirmed,
							onChange: (event) => setConfirmed(event.target.checked)
						}), payee.confirmRecent]
					}) : null,
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
						label: text$19.referenceLabel,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
							value: reference,
							onChange: (event) => setReference(event.target.value),
							autoComplete: "off",
							maxLength: 100
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "flex flex-col-reverse gap-2 sm:flex-row sm:justify-end",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							type: "button",
							variant: "outline",
							onClick: onClose,
							children: text$19.cancel
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							type: "submit",
							disabled: pending || reference.trim().length < 4 || needsConfirmation && !confirmed,
							children: pending ? common.processing : text$19.approve
						})]
					})
				]
			})
		})
	});
}
// src/features/payouts/components/admin/payout-decision-dialogs.tsx
var text$18 = admin.payouts;
/**
* The dialog of one decision: approve with a transfer reference, or reject with a reason.
* Mounted per decision, so an earlier refusal never shows on the next one.
*/
function PayoutDecisionDialogs({ deciding, onClose }) {
	const decisions = usePayoutDecisions();
	const { payout } = deciding;
	const payee = payeeText(payout);
	if (deciding.kind === "approve") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ApprovePayoutDialog, {
		payout,
		pending: decisions.approve.isPending,
		error: decisions.approve.error?.message ?? null,
		onClose,
		onConfirm: (transferReference, confirmRecentBankChange) => decisions.approve.mutate({
			id: payout.id,
			transferReference,
			confirmRecentBankChange
		}, { onSuccess: () => {
			onClose();
			toast({ title: payee.approved });
		} })
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReasonDialog, {
		open: true,
		onOpenChange: (open) => open ? null : onClose(),
		title: text$18.rejectTitle,
		description: payee.rejectBody,
		label: text$18.reasonLabel,
		confirmLabel: text$18.reject,
		pending: decisions.reject.isPending,
		error: decisions.reject.error?.message ?? null,
		onConfirm: (reason) => decisions.reject.mutate({
			id: payout.id,
			reason
		}, { onSuccess: () => {
			onClose();
			toast({ title: payee.rejected });
		} })
	});
}
// src/app/routes/admin/payouts-page.tsx
var text$17 = admin.payouts;
/** /admin/payments/payout: the queue of payout requests and their history. */
function AdminPayoutsPage() {
	const [asked, setStatus] = useSearchParam("status");
	const status = PAYOUT_STATUSES.find((value) => value === asked) ?? "requested";
	const payouts = useAdminPayouts(status);
	const items = payouts.data?.pages.flatMap((page) => page.items) ?? [];
	const [deciding, setDeciding] = (0, import_react.useState)(null);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid grid-cols-1 gap-5",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${text$17.title} — ${admin.area}` }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
				title: text$17.title,
				lead: text$17.lead
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterButtons, {
				legend: text$17.statusLegend,
				options: PAYOUT_STATUSES,
				label: (option) => payoutStatusLabels[option],
				value: status,
				onChange: setStatus
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListStates, {
				query: payouts,
				empty: items.length === 0,
				emptyText: text$17.empty,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Card, {
					className: "overflow-hidden",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
						className: "divide-y",
						children: items.map((payout) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AdminPayoutItem, {
							payout,
							onDecide: (kind) => setDeciding({
								kind,
								payout
							})
						}, payout.id))
					})
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadMoreButton, {
				query: payouts,
				label: text$17.more
			}),
			deciding ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PayoutDecisionDialogs, {
				deciding,
				onClose: () => setDeciding(null)
			}, `${deciding.kind}-${deciding.payout.id}`) : null
		]
	});
}
// src/features/catalog/api/admin-review.ts
/** GET /api/v1/admin/products: the review queue or every prompt, page after page. */
function useAdminProducts(filters) {
	return useCursorList({
		queryKey: [
			"admin",
			"products",
			filters
		],
		fetchPage: (cursor, signal) => callApi(adminApi.products, { query: {
			view: filters.view,
			limit: 25,
			status: filters.status,
			q: filters.q,
			cursor
		} }, { signal }),
		keepPrevious: true
	});
}
function useAdminProduct(id) {
	return useQuery({
		queryKey: [
			"admin",
			"products",
			"detail",
			id
		],
		queryFn: ({ signal }) => callApi(adminApi.product, { params: { id } }, { signal }),
		retry: false
	});
}
/** Approve, reject or feature: the answer is the prompt as it is now; lists and badges refresh. */
function useReviewActions(id) {
	const queryClient = useQueryClient();
	const settle = (product) => {
		queryClient.setQueryData([
			"admin",
			"products",
			"detail",
			id
		], product);
		queryClient.invalidateQueries({ queryKey: ["admin"] });
	};
	return {
		approve: useMutation({
			mutationFn: () => callApi(adminApi.approveProduct, { params: { id } }),
			onSuccess: settle
		}),
		reject: useMutation({
			mutationFn: (reason) => callApi(adminApi.rejectProduct, {
				params: { id },
				body: { reason }
			}),
			onSuccess: settle
		}),
		feature: useMutation({
			mutationFn: (featured) => callApi(adminApi.setProductFeatured, {
				params: { id },
				body: { featured }
			}),
			onSuccess: settle
		})
	};
}
// src/features/catalog/components/admin-review/review-details.tsx
var text$16 = admin.review;
/** The description beside the facts a reviewer checks: model, price, category, tags, dates. */
function ReviewDetails({ product }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid grid-cols-1 gap-5 lg:grid-cols-[1fr_20rem]",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitle, {
			className: "text-lg",
			children: text$16.description
		}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RichText, { html: product.descriptionHtml }) })] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Card, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, {
			className: "pt-6",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
				className: "grid gap-3 text-sm",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						label: text$16.model,
						children: product.modelVersion.toLowerCase().startsWith(aiModelLabels[product.model].toLowerCase()) ? product.modelVersion : `${aiModelLabels[product.model]} ${product.modelVersion}`
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						label: text$16.price,
						children: product.price === 0 ? common.catalog.free : formatRupiah(product.price)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						label: text$16.category,
						children: product.categoryName
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						label: text$16.tags,
						children: product.tags.join(", ")
					}),
					product.submittedAt ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						label: text$16.submitted(""),
						children: formatDateTime(product.submittedAt)
					}) : null
				]
			})
		}) })]
	});
}
function Fact({ label, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid gap-0.5",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
			className: "text-muted-foreground",
			children: label
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children })]
	});
}
// src/features/catalog/components/admin-review/review-header.tsx
var text$15 = admin.review;
/**
* The prompt's title and status with the reviewer's decisions: approve, reject (asking why) and,
* once published, feature it.
*/
function ReviewHeader({ product }) {
	const actions = useReviewActions(product.id);
	const [rejecting, setRejecting] = (0, import_react.useState)(false);
	const revision = product.revision?.status === "in_review" ? product.revision : null;
	const waiting = promptLifecycle.can("approve", product.status) || product.status === "published" && revision;
	const fail = (error) => toast({
		title: error.message,
		variant: "destructive"
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex flex-wrap items-start justify-between gap-4",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "grid gap-1",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex flex-wrap items-center gap-2",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
							className: "font-bold text-2xl",
							children: product.title
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductStatusBadge, { status: product.status }),
						revision ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "rounded-full border border-primary/40 px-2.5 py-0.5 text-primary text-xs",
							children: text$15.newVersion
						}) : null
					]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "text-muted-foreground text-sm",
					children: [
						text$15.shop,
						": ",
						product.shop.name,
						" (",
						product.shop.slug,
						")"
					]
				})]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-wrap gap-2",
				children: [product.status === "published" ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					asChild: true,
					variant: "ghost",
					size: "sm",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
						href: paths.marketplace.prompt(product.slug),
						target: "_blank",
						rel: "noopener",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExternalLink, { "aria-hidden": "true" }), text$15.openPublic]
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
					variant: "outline",
					size: "sm",
					disabled: actions.feature.isPending,
					onClick: () => actions.feature.mutate(!product.featured, {
						onSuccess: (next) => toast({ title: next.featured ? text$15.featuredOn : text$15.featuredOff }),
						onError: fail
					}),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Star, {
						"aria-hidden": "true",
						className: product.featured ? "fill-current" : ""
					}), product.featured ? text$15.unfeature : text$15.feature]
				})] }) : null, waiting ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "destructive",
					size: "sm",
					onClick: () => {
						actions.reject.reset();
						setRejecting(true);
					},
					children: text$15.reject
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					size: "sm",
					disabled: actions.approve.isPending,
					onClick: () => actions.approve.mutate(void 0, {
						onSuccess: () => toast({ title: revision ? text$15.revisionApproved : text$15.approved }),
						onError: fail
					}),
					children: actions.approve.isPending ? common.processing : revision ? text$15.approveRevision : text$15.approve
				})] }) : null]
			})]
		}),
		product.rejectionReason && product.status === "rejected" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
			variant: "destructive",
			children: product.rejectionReason
		}) : null,
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReasonDialog, {
			open: rejecting,
			onOpenChange: setRejecting,
			title: text$15.rejectTitle,
			description: text$15.rejectBody,
			label: text$15.reasonLabel,
			confirmLabel: text$15.reject,
			pending: actions.reject.isPending,
			error: actions.reject.error?.message ?? null,
			onConfirm: (reason) => actions.reject.mutate(reason, { onSuccess: () => {
				setRejecting(false);
				toast({ title: text$15.rejected });
			} })
		})
	] });
}
// src/features/catalog/components/admin-review/review-version-card.tsx
var text$14 = admin.review;
/** One version of the secret: prompt text, instructions, change note and examples. */
function ReviewVersionCard({ title, promptText, instructions, changeNote, examples }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitle, {
		className: "text-lg",
		children: title
	}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardContent, {
		className: "grid gap-4 text-sm",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				className: "grid gap-1.5",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
					className: "font-medium",
					children: text$14.promptText
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("pre", {
					className: "whitespace-pre-wrap break-words rounded-md bg-muted p-3 font-mono text-xs",
					children: promptText
				})]
			}),
			instructions ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				className: "grid gap-1.5",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
					className: "font-medium",
					children: text$14.instructions
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "whitespace-pre-wrap",
					children: instructions
				})]
			}) : null,
			changeNote ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				className: "grid gap-1.5",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
					className: "font-medium",
					children: text$14.changeNote
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "whitespace-pre-wrap",
					children: changeNote
				})]
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				className: "grid gap-1.5",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
					className: "font-medium",
					children: text$14.examples
				}), examples.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "text-muted-foreground",
					children: text$14.noExamples
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", {
					className: "grid gap-3 sm:grid-cols-2",
					children: examples.map((example, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
						className: "grid gap-1.5 rounded-md border p-2",
						children: [example.kind === "image" && example.imageUrl ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
							src: example.imageUrl,
							alt: text$14.exampleAlt(index + 1),
							className: "aspect-video w-full rounded object-cover"
						}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
							className: "line-clamp-6 whitespace-pre-wrap text-xs",
							children: example.text
						}), example.caption ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
							className: "text-muted-foreground text-xs",
							children: example.caption
						}) : null]
					}, index))
				})]
			})
		]
	})] });
}
// src/app/routes/admin/product-review-page.tsx
var text$13 = admin.review;
/** /admin/product/:id: everything a reviewer reads, the secret included, and the decision. */
function AdminProductReviewPage() {
	const { id = "" } = useParams();
	const product = useAdminProduct(id);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid grid-cols-1 gap-5",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${product.data?.title ?? text$13.title} — ${admin.area}` }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BackLink, {
				to: paths.admin.products,
				label: text$13.back
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DetailStates, {
				query: product,
				children: (data) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Review, { product: data })
			})
		]
	});
}
function Review({ product }) {
	const revision = product.revision?.status === "in_review" ? product.revision : null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReviewHeader, { product }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReviewDetails, { product }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: revision ? "grid grid-cols-1 gap-5 lg:grid-cols-2" : "grid grid-cols-1",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReviewVersionCard, {
				title: revision ? text$13.live : text$13.promptText,
				promptText: product.promptText,
				instructions: product.instructions,
				changeNote: product.changeNote,
				examples: product.examples
			}), revision ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReviewVersionCard, {
				title: text$13.proposed,
				promptText: revision.promptText,
				instructions: revision.instructions,
				changeNote: revision.changeNote,
				examples: revision.examples
			}) : null]
		})
	] });
}
// src/features/catalog/components/admin-products/admin-product-row.tsx
var text$12 = admin.review;
/** One prompt in the admin's list: title, shop, model, review markers, status and price. */
function AdminProductRow({ item }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
		className: "relative flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 hover:bg-muted/40",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "min-w-0 flex-1",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				to: paths.admin.product(item.id),
				className: "font-medium hover:underline after:absolute after:inset-0",
				children: item.title
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "truncate text-muted-foreground text-xs",
				children: [
					item.shop.name,
					" · ",
					aiModelLabels[item.model] ?? item.model,
					item.submittedAt ? ` · ${text$12.submitted(formatDate(item.submittedAt))}` : ""
				]
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
			className: "flex flex-wrap items-center gap-2",
			children: [
				item.revisionInReview ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "rounded-full border border-primary/40 px-2.5 py-0.5 text-primary text-xs",
					children: text$12.newVersion
				}) : null,
				item.featured ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "rounded-full bg-accent px-2.5 py-0.5 text-accent-foreground text-xs",
					children: text$12.featured
				}) : null,
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductStatusBadge, { status: item.status }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "w-24 text-right font-semibold text-sm tabular-nums",
					children: item.price === 0 ? common.catalog.free : formatRupiah(item.price)
				})
			]
		})]
	});
}
// src/app/routes/admin/products-page.tsx
var text$11 = admin.review;
/** /admin/product: the review queue first; every prompt of every shop on the second tab. */
function AdminProductsPage() {
	const [params, setParams] = useSearchParams();
	const view = params.get("tampil") === "semua" ? "all" : "queue";
	const { q, search, setSearch } = useSearchParamText();
	const status = view === "all" ? PromptStatus.safeParse(params.get("status")).data : void 0;
	const products = useAdminProducts({
		view,
		status,
		q: q || void 0
	});
	const pages = products.data?.pages ?? [];
	const items = pages.flatMap((page) => page.items);
	const queueCount = pages[0]?.queueCount;
	/** One of the two tabs, or a status within "all"; switching tabs clears the status. */
	const choose = (next) => setParams((current) => {
		const updated = new URLSearchParams(current);
		if (next.view === "all") updated.set("tampil", "semua");
		else updated.delete("tampil");
		if (next.status) updated.set("status", next.status);
		else updated.delete("status");
		return updated;
	}, { replace: true });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid grid-cols-1 gap-5",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${text$11.title} — ${admin.area}` }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
				title: text$11.title,
				lead: text$11.lead
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterButtons, {
				legend: text$11.title,
				options: ["queue", "all"],
				label: (option) => option === "queue" ? `${text$11.queue}${queueCount === void 0 ? "" : ` (${queueCount})`}` : text$11.all,
				value: view,
				onChange: (next) => choose({ view: next ?? "queue" })
			}),
			view === "all" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterButtons, {
				quiet: true,
				legend: text$11.statusLegend,
				options: PROMPT_STATUSES,
				label: (option) => promptStatusLabels[option],
				value: status,
				onChange: (next) => choose({
					view: "all",
					status: next
				}),
				allLabel: text$11.anyStatus
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchField, {
				value: search,
				onChange: setSearch,
				text: text$11
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListStates, {
				query: products,
				empty: items.length === 0,
				emptyText: view === "queue" && !q ? text$11.emptyQueue : text$11.empty,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListCard, {
					dimmed: products.isPlaceholderData,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
						className: "divide-y",
						children: items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AdminProductRow, { item }, item.id))
					})
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadMoreButton, {
				query: products,
				label: text$11.more
			})
		]
	});
}
// src/features/shops/api/get-admin-shop.ts
function useAdminShop(id) {
	return useQuery({
		queryKey: [
			"admin",
			"shops",
			"detail",
			id
		],
		queryFn: ({ signal }) => callApi(adminApi.shop, { params: { id } }, { signal }),
		retry: false
	});
}
// src/features/shops/components/admin-shop/admin-shop-balance.tsx
var text$10 = admin.shops;
/** The shop's available, held and reserved money. */
function AdminShopBalance({ shop }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "grid grid-cols-1 gap-4 sm:grid-cols-3",
		children: [
			[text$10.available, shop.balance.available],
			[text$10.held, shop.balance.held],
			[text$10.reserved, shop.balance.reserved]
		].map(([label, amount]) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Card, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardContent, {
			className: "grid gap-1 pt-6",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-muted-foreground text-sm",
				children: label
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "font-bold text-xl tabular-nums",
				children: formatRupiah(amount)
			})]
		}) }, label))
	});
}
// src/features/shops/components/admin-shop/admin-shop-bank-card.tsx
var text$9 = admin.shops;
/** Where the shop's payouts go, and when that last changed. */
function AdminShopBankCard({ shop }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitle, {
		className: "text-lg",
		children: text$9.bank
	}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, {
		className: "text-sm",
		children: shop.bank ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [
			shop.bank.bankCode.toUpperCase(),
			" ",
			shop.bank.accountNumber,
			" a.n.",
			" ",
			shop.bank.accountHolder,
			shop.bank.changedAt ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "block text-muted-foreground text-xs",
				children: text$9.bankChanged(formatDateTime(shop.bank.changedAt))
			}) : null
		] }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "text-muted-foreground",
			children: text$9.noBank
		})
	})] });
}
// src/features/shops/api/moderate-shop.ts
function useShopModeration(id) {
	const queryClient = useQueryClient();
	const settle = (shop) => {
		queryClient.setQueryData([
			"admin",
			"shops",
			"detail",
			id
		], shop);
		queryClient.invalidateQueries({ queryKey: ["admin", "shops"] });
	};
	return {
		suspend: useMutation({
			mutationFn: (reason) => callApi(adminApi.suspendShop, {
				params: { id },
				body: { reason }
			}),
			onSuccess: settle
		}),
		reactivate: useMutation({
			mutationFn: () => callApi(adminApi.reactivateShop, { params: { id } }),
			onSuccess: settle
		}),
		commission: useMutation({
			mutationFn: (commissionBp) => callApi(adminApi.setShopCommission, {
				params: { id },
				body: { commissionBp }
			}),
			onSuccess: settle
		})
	};
}
// src/features/shops/components/admin-shop/admin-shop-commission-card.tsx
var text$8 = admin.shops;
/** The shop's own commission in percent (basis points on the wire), or the platform's. */
function AdminShopCommissionCard({ shop }) {
	const { commission } = useShopModeration(shop.id);
	const [value, setValue] = (0, import_react.useState)(shop.commissionBp === null ? "" : String(shop.commissionBp / 100));
	const [error, setError] = (0, import_react.useState)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardHeader, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitle, {
		className: "text-lg",
		children: text$8.commission
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "text-muted-foreground text-sm",
		children: text$8.commissionHint
	})] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		className: "grid gap-3",
		noValidate: true,
		onSubmit: (event) => {
			event.preventDefault();
			const trimmed = value.trim().replace(",", ".");
			const percent = trimmed === "" ? null : Number(trimmed);
			if (percent !== null && (!Number.isFinite(percent) || percent < 0 || percent > 90)) {
				setError(text$8.commissionRange);
				return;
			}
			setError(void 0);
			commission.mutate(percent === null ? null : Math.round(percent * 100), {
				onSuccess: () => toast({ title: text$8.commissionSaved }),
				onError: (failure) => setError(failure.message)
			});
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
			label: text$8.commissionLabel,
			error,
			hint: shop.commissionBp === null ? text$8.commissionFollows : void 0,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
				inputMode: "decimal",
				value,
				onChange: (event) => setValue(event.target.value),
				className: "max-w-32"
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			type: "submit",
			size: "sm",
			className: "justify-self-start",
			disabled: commission.isPending,
			children: commission.isPending ? common.processing : text$8.saveCommission
		})]
	}) })] });
}
// src/features/shops/components/admin-shop/admin-shop-header.tsx
var text$7 = admin.shops;
/** The shop's name and status, with suspend (asking why) or reactivate. */
function AdminShopHeader({ shop }) {
	const moderation = useShopModeration(shop.id);
	const [suspending, setSuspending] = (0, import_react.useState)(false);
	const fail = (error) => toast({
		title: error.message,
		variant: "destructive"
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex flex-wrap items-start justify-between gap-3",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "grid gap-1",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex flex-wrap items-center gap-2",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
						className: "font-bold text-2xl",
						children: shop.name
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "rounded-full border px-2.5 py-0.5 text-xs",
						children: shopStatusLabels[shop.status]
					})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "text-muted-foreground text-sm",
					children: [
						"/",
						shop.slug,
						" · ",
						text$7.members(shop.memberCount)
					]
				})]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-wrap gap-2",
				children: [shop.status === "active" ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					asChild: true,
					variant: "ghost",
					size: "sm",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
						href: paths.shop(shop.slug),
						target: "_blank",
						rel: "noopener",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExternalLink, { "aria-hidden": "true" }), shop.slug]
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "destructive",
					size: "sm",
					onClick: () => {
						moderation.suspend.reset();
						setSuspending(true);
					},
					children: text$7.suspend
				})] }) : null, shop.status === "suspended" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					size: "sm",
					disabled: moderation.reactivate.isPending,
					onClick: () => moderation.reactivate.mutate(void 0, {
						onSuccess: () => toast({ title: text$7.reactivated }),
						onError: fail
					}),
					children: text$7.reactivate
				}) : null]
			})]
		}),
		shop.status === "suspended" && shop.suspensionReason ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
			variant: "destructive",
			children: text$7.suspendedBecause(shop.suspensionReason)
		}) : null,
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReasonDialog, {
			open: suspending,
			onOpenChange: setSuspending,
			title: text$7.suspendTitle,
			description: text$7.suspendBody,
			label: text$7.reasonLabel,
			confirmLabel: text$7.suspend,
			pending: moderation.suspend.isPending,
			error: moderation.suspend.error?.message ?? null,
			onConfirm: (reason) => moderation.suspend.mutate(reason, { onSuccess: () => {
				setSuspending(false);
				toast({ title: text$7.suspended });
			} })
		})
	] });
}
// src/features/shops/components/admin-shop/admin-shop-payouts-card.tsx
var text$6 = admin.shops;
/** The shop's payout requests. */
function AdminShopPayoutsCard({ shop }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitle, {
		className: "text-lg",
		children: text$6.payouts
	}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: shop.payouts.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "text-muted-foreground text-sm",
		children: text$6.noPayouts
	}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		className: "divide-y text-sm",
		children: shop.payouts.map((payout) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
			className: "flex justify-between gap-3 py-2",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: [
				formatRupiah(payout.amount),
				" ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "text-muted-foreground text-xs",
					children: formatDate(payout.requestedAt)
				})
			] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "text-muted-foreground",
				children: payoutStatusLabels[payout.status]
			})]
		}, payout.id))
	}) })] });
}
// src/features/shops/components/admin-shop/admin-shop-prompts-card.tsx
var text$5 = admin.shops;
/** How many of the shop's prompts are in each status. */
function AdminShopPromptsCard({ shop }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitle, {
		className: "text-lg",
		children: text$5.prompts
	}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dl", {
		className: "grid grid-cols-2 gap-2 text-sm",
		children: Object.entries(shop.promptsByStatus).map(([status, count]) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex justify-between gap-2 rounded-md border px-3 py-2",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
				className: "text-muted-foreground",
				children: promptStatusLabels[status] ?? status
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
				className: "font-semibold tabular-nums",
				children: count
			})]
		}, status))
	}) })] });
}
// src/features/shops/components/admin-shop/admin-shop-team-card.tsx
var text$4 = admin.shops;
/** The shop's members and their roles. */
function AdminShopTeamCard({ shop }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitle, {
		className: "text-lg",
		children: text$4.team
	}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		className: "divide-y text-sm",
		children: shop.members.map((member) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
			className: "flex items-center justify-between gap-3 py-2",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: "min-w-0",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "block truncate font-medium",
					children: member.name
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "block truncate text-muted-foreground text-xs",
					children: member.email
				})]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "rounded-full border px-2.5 py-0.5 text-xs",
				children: common.roles[member.role]
			})]
		}, member.email))
	}) })] });
}
// src/app/routes/admin/shop-detail-page.tsx
var text$3 = admin.shops;
/** /admin/toko/:id: one shop, its money and team, suspension and its own commission. */
function AdminShopDetailPage() {
	const { id = "" } = useParams();
	const shop = useAdminShop(id);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid grid-cols-1 gap-5",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${shop.data?.name ?? text$3.title} — ${admin.area}` }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BackLink, {
				to: paths.admin.shops,
				label: text$3.back
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DetailStates, {
				query: shop,
				children: (data) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AdminShopHeader, { shop: data }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AdminShopBalance, { shop: data }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "grid grid-cols-1 gap-5 lg:grid-cols-2",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AdminShopTeamCard, { shop: data }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AdminShopPromptsCard, { shop: data }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AdminShopBankCard, { shop: data }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AdminShopPayoutsCard, { shop: data }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AdminShopCommissionCard, { shop: data })
						]
					})
				] })
			})
		]
	});
}
// src/features/shops/api/list-admin-shops.ts
function useAdminShops(filters) {
	return useCursorList({
		queryKey: [
			"admin",
			"shops",
			filters
		],
		fetchPage: (cursor, signal) => callApi(adminApi.shops, { query: {
			limit: 25,
			...filters,
			cursor
		} }, { signal }),
		keepPrevious: true
	});
}
// src/app/routes/admin/shops-page.tsx
var text$2 = admin.shops;
/** /admin/toko: every shop by status, name or address. */
function AdminShopsPage() {
	const [statusParam, setStatus] = useSearchParam("status");
	const status = ShopStatus.safeParse(statusParam).data;
	const { q, search, setSearch } = useSearchParamText();
	const shops = useAdminShops({
		status,
		q: q || void 0
	});
	const items = shops.data?.pages.flatMap((page) => page.items) ?? [];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid grid-cols-1 gap-5",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${text$2.title} — ${admin.area}` }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
				title: text$2.title,
				lead: text$2.lead
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterButtons, {
				legend: text$2.statusLegend,
				options: SHOP_STATUSES,
				label: (option) => shopStatusLabels[option],
				value: status,
				onChange: setStatus,
				allLabel: text$2.all
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchField, {
				value: search,
				onChange: setSearch,
				text: text$2
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListStates, {
				query: shops,
				empty: items.length === 0,
				emptyText: text$2.empty,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListCard, {
					dimmed: shops.isPlaceholderData,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
						className: "divide-y",
						children: items.map((shop) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
							className: "relative grid gap-2 px-4 py-3 hover:bg-muted/40 sm:grid-cols-[1fr_auto]",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
								className: "min-w-0",
								children: [
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
										to: paths.admin.shop(shop.id),
										className: "font-medium hover:underline after:absolute after:inset-0",
										children: shop.name
									}),
									" ",
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
										className: cn("ml-1 rounded-full border px-2 py-0.5 text-xs", shop.status !== "active" && "border-destructive/40 text-destructive"),
										children: shopStatusLabels[shop.status]
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
										className: "truncate text-muted-foreground text-xs",
										children: [
											"/",
											shop.slug,
											" · ",
											text$2.members(shop.memberCount),
											" ·",
											" ",
											text$2.published(shop.publishedCount)
										]
									})
								]
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
								className: "text-muted-foreground text-xs sm:text-right",
								children: [
									text$2.available,
									" ",
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
										className: "font-semibold text-foreground text-sm tabular-nums",
										children: formatRupiah(shop.balance.available)
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)("br", {}),
									text$2.held,
									" ",
									formatRupiah(shop.balance.held),
									" · ",
									text$2.reserved,
									" ",
									formatRupiah(shop.balance.reserved)
								]
							})]
						}, shop.id))
					})
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadMoreButton, {
				query: shops,
				label: text$2.more
			})
		]
	});
}
// src/features/waitlist/api/admin-waitlist.ts
var waitlistKey = ["admin", "waitlist"];
/** GET /api/v1/admin/waitlist, newest first, of one status or all, page after page. */
function useAdminWaitlist(status) {
	return useCursorList({
		queryKey: [...waitlistKey, status ?? "all"],
		fetchPage: (cursor, signal) => callApi(adminApi.waitlist, { query: {
			status,
			limit: 25,
			cursor
		} }, { signal }),
		keepPrevious: true
	});
}
/** Invites one person (or sends the invitation again); the lists and the sidebar's badge follow. */
function useInviteFromWaitlist() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (id) => callApi(adminApi.inviteFromWaitlist, { params: { id } }),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin"] })
	});
}
// src/features/waitlist/components/waitlist-entry-item.tsx
var text$1 = admin.waitlist;
var statusTone = {
	waiting: "border-border bg-muted text-muted-foreground",
	invited: "border-primary/40 bg-card text-primary",
	joined: "border-primary/30 bg-accent text-accent-foreground"
};
/** One person on the waitlist: who, since when, what happened, and the invite button. */
function WaitlistEntryItem({ entry, inviting, onInvite }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
		className: "grid gap-2 px-4 py-4 sm:grid-cols-[1fr_auto] sm:items-center",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "grid min-w-0 gap-1",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "flex flex-wrap items-center gap-2",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "font-semibold",
						children: entry.name
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: cn("inline-flex items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 font-medium text-xs", statusTone[entry.status]),
						children: waitlistStatusLabels[entry.status]
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "break-all text-sm",
					children: entry.email
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "text-muted-foreground text-xs",
					children: [
						text$1.joinedWaitlist(formatDateTimeWib(entry.joinedWaitlistAt)),
						entry.invitedAt ? ` · ${text$1.invitedAt(formatDateTimeWib(entry.invitedAt), entry.invitedBy)}` : "",
						entry.joinedAt ? ` · ${text$1.joinedAt(formatDateTimeWib(entry.joinedAt))}` : ""
					]
				})
			]
		}), entry.status === "joined" ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			size: "sm",
			variant: entry.status === "waiting" ? "default" : "outline",
			className: "justify-self-start sm:justify-self-end",
			disabled: inviting,
			"aria-label": `${entry.status === "waiting" ? text$1.invite : text$1.inviteAgain} ${entry.name}`,
			onClick: onInvite,
			children: inviting ? common.processing : entry.status === "waiting" ? text$1.invite : text$1.inviteAgain
		})]
	});
}
// src/app/routes/admin/waitlist-page.tsx
var text = admin.waitlist;
/** /admin/waitlist: who asked for an account in waitlist mode, newest first, and their invitations. */
function AdminWaitlistPage() {
	const [asked, setStatus] = useSearchParam("status");
	const status = WAITLIST_STATUSES.find((value) => value === asked);
	const waitlist = useAdminWaitlist(status);
	const items = waitlist.data?.pages.flatMap((page) => page.items) ?? [];
	const waitingCount = waitlist.data?.pages[0]?.waitingCount;
	const invite = useInviteFromWaitlist();
	const mode = useCommissionOverview().data?.settings.signUpMode;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid grid-cols-1 gap-5",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${text.title} — ${admin.area}` }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
				title: text.title,
				lead: text.lead
			}),
			mode === "open" ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, { children: [
				text.modeOpen,
				" ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: paths.admin.commission,
					className: "font-medium text-primary underline-offset-4 hover:underline",
					children: text.changeMode
				})
			] }) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-wrap items-center justify-between gap-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterButtons, {
					legend: text.statusLegend,
					options: WAITLIST_STATUSES,
					label: (option) => waitlistStatusLabels[option],
					value: status,
					onChange: (next) => setStatus(next),
					allLabel: text.all
				}), waitingCount !== void 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "text-muted-foreground text-sm",
					children: text.waitingCount(waitingCount)
				}) : null]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListStates, {
				query: waitlist,
				empty: items.length === 0,
				emptyText: text.empty,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Card, {
					className: "overflow-hidden",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
						className: "divide-y",
						children: items.map((entry) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WaitlistEntryItem, {
							entry,
							inviting: invite.isPending && invite.variables === entry.id,
							onInvite: () => invite.mutate(entry.id, {
								onSuccess: (invited) => toast({ title: text.invited(invited.email) }),
								onError: (error) => toast({
									title: error.message,
									variant: "destructive"
								})
							})
						}, entry.id))
					})
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadMoreButton, {
				query: waitlist,
				label: text.more
			})
		]
	});
}
export { AdminCategoriesPage, AdminCommissionPage, AdminDashboardPage, AdminLayout, AdminNotFoundPage, AdminOrderDetailPage, AdminOrdersPage, AdminPaymentLogsPage, AdminPayoutsPage, AdminProductReviewPage, AdminProductsPage, AdminShopDetailPage, AdminShopsPage, AdminWaitlistPage };
