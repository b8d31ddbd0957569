import { A as string, D as object, E as number, N as uuid, S as boolean, _ as datetime, h as defineLifecycle, x as array, y as _enum } from "./orders-X7WNvEnJ.js";
import { t as number$1 } from "./coerce-B3FU2VuB.js";
import { i as catalogSorts, n as aiModels } from "./catalog-options-gbLtTRNg.js";
// ../../packages/contracts/src/payouts.ts
/** Banks a shop can be paid out to (codes as Indonesian bank transfers use them). */
var BANKS = [
	{
		code: "bca",
		name: "BCA"
	},
	{
		code: "bni",
		name: "BNI"
	},
	{
		code: "bri",
		name: "BRI"
	},
	{
		code: "mandiri",
		name: "Bank Mandiri"
	},
	{
		code: "bsi",
		name: "Bank Syariah Indonesia (BSI)"
	},
	{
		code: "cimb",
		name: "CIMB Niaga"
	},
	{
		code: "permata",
		name: "Bank Permata"
	},
	{
		code: "danamon",
		name: "Bank Danamon"
	},
	{
		code: "btn",
		name: "BTN"
	},
	{
		code: "jago",
		name: "Bank Jago"
	},
	{
		code: "seabank",
		name: "SeaBank"
	},
	{
		code: "bjb",
		name: "Bank BJB"
	}
];
var bankCodes = BANKS.map((bank) => bank.code);
var bankName = (code) => BANKS.find((bank) => bank.code === code)?.name ?? code;
/** The shop's payment configuration (spec §3 Vendor `paymentConfig`): where payouts go. */
var PaymentConfigInput = object({
	bankCode: _enum(bankCodes, { error: "Pilih bank." }),
	accountNumber: string().trim().regex(/^\d{6,20}$/, { error: "Nomor rekening 6–20 angka, tanpa spasi atau tanda baca." }),
	accountHolder: string().trim().min(3, { error: "Nama pemilik rekening 3–100 karakter." }).max(100, { error: "Nama pemilik rekening 3–100 karakter." })
});
var PaymentConfig = object({
	configured: boolean(),
	bankCode: string().nullable(),
	accountNumber: string().nullable(),
	accountHolder: string().nullable(),
	changedAt: datetime().nullable()
});
var PAYOUT_STATUSES = [
	"requested",
	"approved",
	"rejected"
];
defineLifecycle(PAYOUT_STATUSES, {
	approve: {
		from: ["requested"],
		to: "approved"
	},
	reject: {
		from: ["requested"],
		to: "rejected"
	}
});
var payoutStatusLabels = {
	requested: "Diajukan",
	approved: "Disetujui",
	rejected: "Ditolak"
};
var RequestPayoutInput = object({ amount: number({ error: "Isi jumlah penarikan dalam rupiah." }).int({ error: "Jumlah penarikan tanpa desimal." }).positive({ error: "Jumlah penarikan harus lebih dari 0." }) });
var Payout = object({
	id: uuid(),
	amount: number().int(),
	status: _enum(PAYOUT_STATUSES),
	bankCode: string(),
	/** Masked: only the last four digits. */
	accountNumber: string(),
	accountHolder: string(),
	transferReference: string().nullable(),
	rejectionReason: string().nullable(),
	requestedAt: datetime(),
	decidedAt: datetime().nullable()
});
var PayoutOverview = object({
	minPayout: number().int(),
	available: number().int(),
	held: number().int(),
	reserved: number().int(),
	/** As in the shop's balance: when the soonest held sale becomes available. */
	nextReleaseAt: datetime({ offset: true }).nullable(),
	items: array(Payout)
});
/** `1234567890` → `••••7890`. */
var maskAccountNumber = (accountNumber) => `••••${accountNumber.slice(-4)}`;
var AffiliateCode = string().trim().toUpperCase().regex(/^[0-9A-HJKMNP-TV-Z]{8}$/, { error: "Kode afiliasi tidak valid." });
/**
* `POST /api/v1/affiliate-clicks`, sent by the web app when a page opens with `?aff=`. The page
* it opened names the shop (`shopSlug`) or one of its prompts (`promptId`); a code of another
* shop is not recorded. The answer never says whether a code exists.
*/
var RecordAffiliateClickInput = object({
	code: AffiliateCode,
	shopSlug: string().trim().min(1).max(100).optional(),
	promptId: uuid({ error: "ID prompt tidak valid." }).optional()
}).refine((input) => input.shopSlug !== void 0 || input.promptId !== void 0, { error: "Sebutkan toko atau prompt yang dibuka." });
var RecordedAffiliateClick = object({ recorded: boolean() });
/** A shop's programme as its public page shows it (null when the programme is off). */
var PublicAffiliateProgramme = object({ 
/** The affiliate's share of each sale, in basis points. */
rateBp: number().int() });
var AFFILIATE_STATUSES = ["active", "removed"];
/** Who ended a membership: the shop (final for that user), or the affiliate (they may rejoin). */
var AFFILIATE_REMOVERS = ["shop", "self"];
/** The signed-in user's place in one programme. */
var AffiliateMembership = object({
	id: uuid(),
	code: string(),
	status: _enum(AFFILIATE_STATUSES),
	/** `shop`: the shop removed them (they cannot rejoin); `self`: they left (they can). */
	removedBy: _enum(AFFILIATE_REMOVERS).nullable(),
	shop: object({
		id: string(),
		slug: string(),
		name: string(),
		logoUrl: string().nullable()
	}),
	/** The rate new orders get now; 0 while the shop has switched its programme off. */
	rateBp: number().int(),
	programmeEnabled: boolean(),
	joinedAt: datetime()
});
var JoinAffiliateProgrammeInput = object({ shopSlug: string().trim().min(1).max(100) });
var AffiliateParams = object({ affiliateId: uuid({ error: "ID afiliasi tidak valid." }) });
/** Where an affiliate's fee for one order stands. */
var AFFILIATE_EARNING_STATUSES = [
	"held",
	"available",
	"reversed",
	"unpaid"
];
var affiliateEarningStatusLabels = {
	held: "Ditahan",
	available: "Tersedia",
	reversed: "Dibatalkan",
	unpaid: "Tidak dibayar"
};
/** One order an affiliate brought, without the buyer (the affiliate never learns who bought). */
var AffiliateOrder = object({
	id: uuid(),
	shopName: string(),
	promptTitle: string(),
	price: number().int(),
	fee: number().int(),
	status: _enum(AFFILIATE_EARNING_STATUSES),
	paidAt: datetime(),
	/** When a held fee becomes available. */
	releaseAt: datetime().nullable()
});
/** Per programme: the last 30 days' clicks and all-time paid orders and earned fees. */
var AffiliateProgrammeStats = AffiliateMembership.extend({
	clicks30d: number().int(),
	clicks: number().int(),
	orders: number().int(),
	earnings: number().int()
});
/** `GET /api/v1/account/affiliate`: the 'Afiliasi' tab. */
var AffiliateOverview = object({
	available: number().int(),
	held: number().int(),
	reserved: number().int(),
	minPayout: number().int(),
	programmes: array(AffiliateProgrammeStats),
	/** The newest 50 orders with a fee. */
	orders: array(AffiliateOrder),
	payouts: array(Payout),
	/** The affiliate's own bank account (spec client state `bankAccount`). */
	bankAccount: PaymentConfig
});
/** One affiliate as the shop's managers see them (`/app/setting`). */
var ShopAffiliate = object({
	id: uuid(),
	name: string(),
	code: string(),
	status: _enum(AFFILIATE_STATUSES),
	removedBy: _enum(AFFILIATE_REMOVERS).nullable(),
	joinedAt: datetime(),
	clicks: number().int(),
	orders: number().int(),
	fees: number().int()
});
/** `GET /api/v1/seller/affiliate-programme`. */
var ShopAffiliateProgramme = object({
	enabled: boolean(),
	/** The shop's own rate; null: the platform's default. */
	rateBp: number().int().nullable(),
	platformRateBp: number().int(),
	/** The highest rate allowed: 9000 minus the commission this shop's orders pay. */
	maxRateBp: number().int(),
	affiliates: array(ShopAffiliate)
});
var UpdateShopAffiliateProgrammeInput = object({
	enabled: boolean({ error: "Pilih aktif atau tidak." }),
	rateBp: number({ error: "Isi persentase komisi afiliasi." }).int({ error: "Komisi afiliasi dalam basis poin bulat." }).min(0, { error: "Komisi afiliasi tidak boleh negatif." }).max(9e3, { error: "Komisi afiliasi paling tinggi 90%." }).nullable()
});
/** The affiliate figures of `/app/statistics` for the chosen range. */
var ShopAffiliateStatistics = object({
	clicks: number().int(),
	orders: number().int(),
	/** Gross sales those orders brought. */
	revenue: number().int(),
	/** What those orders paid their affiliates. */
	fees: number().int(),
	daily: array(object({
		day: string(),
		clicks: number().int(),
		orders: number().int()
	}))
});
// ../../packages/contracts/src/catalog.ts
var AiModel = _enum(aiModels, { error: "Model AI tidak dikenal." });
/** Price rules of DESIGN.md §4: free, or Rp 10.000 – Rp 5.000.000, whole rupiah. */
var PRICE_MIN = 1e4;
var PRICE_MAX = 5e6;
/** The spec's Category (§3): `name` is the immutable slug used in `?category=`. */
var Category = object({
	/** The category's key. Its `name` is already an immutable key (DESIGN.md §5), so the two agree. */
	id: string().describe("The category key; equal to `name`, which never changes"),
	/** The tenant: 'marketplace' selects the marketplace's categories (spec §3, §9). */
	companyId: string().describe("The tenant; 'marketplace' selects the marketplace's categories"),
	name: string(),
	title: string(),
	description: string(),
	featured: boolean(),
	/** Published prompts of active shops in this category. */
	count: number().int(),
	popularTags: array(string())
});
var CategoryListQuery = object({ featured: _enum(["true", "false"]).optional() });
var CatalogSort = _enum(catalogSorts, { error: "Urutan tidak dikenal." });
var ProductListQuery = object({
	q: string().trim().max(100).optional(),
	category: string().max(60).optional(),
	featured: _enum(["true", "false"]).optional(),
	model: AiModel.optional(),
	shop: string().max(60).optional(),
	minPrice: number$1().int().min(0).optional(),
	maxPrice: number$1().int().min(0).optional(),
	/** Default: `relevan` with a search, else `terbaru`. */
	sort: CatalogSort.optional(),
	cursor: string().max(300).optional(),
	limit: number$1().int().min(1).max(48).default(24)
});
/** A prompt as lists show it. Never carries the prompt text (DESIGN.md §4). */
var PromptCard = object({
	id: uuid(),
	slug: string(),
	title: string(),
	excerpt: string(),
	model: AiModel,
	modelVersion: string(),
	category: object({
		name: string(),
		title: string()
	}),
	price: number().int(),
	thumbnailUrl: string().nullable(),
	/** The shop's logo is an upload, or null (its initials are shown). */
	shop: object({
		slug: string(),
		name: string(),
		logoUrl: string().nullable()
	}),
	variableCount: number().int(),
	sales: number().int(),
	/** Average stars × 100 of the reviews of still-paid orders (433 = 4,33); 0 when none. */
	ratingAverageX100: number().int(),
	ratingCount: number().int(),
	featured: boolean(),
	publishedAt: datetime()
});
/**
* What a search that found nothing offers instead of a dead end: categories its words point to
* (or the largest ones), popular tags, and the prompts closest to it.
*/
var SearchSuggestions = object({
	categories: array(object({
		name: string(),
		title: string(),
		count: number().int()
	})),
	tags: array(string()),
	prompts: array(PromptCard)
});
var ProductList = object({
	items: array(PromptCard),
	nextCursor: string().nullable(),
	/** Only on the first page of a search that found nothing. */
	suggestions: SearchSuggestions.optional()
});
var PromptExample = object({
	kind: _enum(["text", "image"]),
	text: string().nullable(),
	imageUrl: string().nullable(),
	caption: string().nullable()
});
/** A prompt's public page. Still never the prompt text or the buyer instructions. */
var PromptDetail = PromptCard.extend({
	/** Sanitised with the spec §5 allow-list on the server; the web sanitises again to render. */
	descriptionHtml: string(),
	tags: array(string()),
	examples: array(PromptExample),
	shop: object({
		slug: string(),
		name: string(),
		logoUrl: string().nullable(),
		description: string()
	})
});
/** The spec's `POST /api/v1/product/get` (wishlist ids → cards); unknown ids are skipped. */
var ProductGetInput = object({ ids: array(uuid({ error: "ID prompt tidak valid." })).max(100) });
/** The distinct `[BRACKETED]` template variables of a prompt text (their count is public). */
/** The spec's Wishlist document: the saved prompts' ids, newest first. */
var Wishlist = object({ productIds: array(uuid()) });
// ../../packages/contracts/src/reviews.ts
/** Stars of a review: a whole number from 1 to 5. */
var ReviewRating = number({ error: "Pilih rating 1 sampai 5 bintang." }).int({ error: "Pilih rating 1 sampai 5 bintang." }).min(1, { error: "Pilih rating 1 sampai 5 bintang." }).max(5, { error: "Pilih rating 1 sampai 5 bintang." });
var REVIEW_BODY_MAX = 2e3;
var REVIEW_REPLY_MAX = 1e3;
var ReviewBody = string({ error: "Tulis ulasan Anda." }).trim().min(10, { error: `Ulasan minimal 10 karakter.` }).max(REVIEW_BODY_MAX, { error: `Ulasan maksimal ${REVIEW_BODY_MAX} karakter.` });
/** A buyer writes (or rewrites) the review of one paid order. */
var ReviewInput = object({
	rating: ReviewRating,
	body: ReviewBody
});
/** The shop's one answer to a review. */
var ReviewReplyInput = object({ reply: string({ error: "Tulis balasan Anda." }).trim().min(1, { error: "Tulis balasan Anda." }).max(REVIEW_REPLY_MAX, { error: `Balasan maksimal ${REVIEW_REPLY_MAX} karakter.` }) });
/** The shop's answer as everyone sees it. */
var ReviewReply = object({
	body: string(),
	repliedAt: datetime({ offset: true })
});
/**
* A review as the prompt page shows it: the author by first name and initial ("Budi P."),
* never an email. Plain text, rendered as text.
*/
var PublicReview = object({
	id: uuid(),
	rating: number().int(),
	body: string(),
	authorName: string(),
	createdAt: datetime({ offset: true }),
	editedAt: datetime({ offset: true }).nullable(),
	reply: ReviewReply.nullable()
});
var ReviewListQuery = object({
	cursor: string().max(200).optional(),
	limit: number$1().int().min(1).max(50).default(10)
});
/** A prompt's reviews, newest first, with its rating (average × 100, rounded half up). */
var ReviewList = object({
	ratingAverageX100: number().int(),
	ratingCount: number().int(),
	items: array(PublicReview),
	nextCursor: string().nullable()
});
/** The caller's own review of one order. */
var OwnReview = PublicReview.extend({
	orderId: uuid(),
	productId: uuid()
});
/** The caller's paid orders of one prompt, each with its review (null: not written yet). */
var ReviewableOrders = object({ items: array(object({
	orderId: uuid(),
	number: string(),
	paidAt: datetime({ offset: true }),
	review: OwnReview.nullable()
})) });
/** The review of an order as its shop sees it (seller order page). */
var ShopOrderReview = PublicReview.extend({ reply: ReviewReply.extend({ repliedBy: string().nullable() }).nullable() });
var MICROSITE_BIO_MAX = 1e3;
/**
* A fixed palette, so a shop's colour can never make its page unreadable: each name maps to
* colours whose contrast the web app checked in the light and the dark theme.
*/
var MICROSITE_ACCENTS = [
	"hijau",
	"biru",
	"ungu",
	"merah",
	"jingga",
	"grafit"
];
var MicrositeAccent = _enum(MICROSITE_ACCENTS, { error: "Pilih warna dari daftar." });
var micrositeMessages = {
	headline: `Judul paling banyak 120 karakter.`,
	bio: "Bio paling banyak 1.000 karakter.",
	links: `Paling banyak 5 tautan.`,
	linkLabel: `Nama tautan wajib diisi, paling banyak 40 karakter.`,
	url: "Alamat tautan harus berupa alamat web yang diawali http:// atau https://.",
	featured: `Paling banyak 6 prompt pilihan.`,
	featuredDuplicate: "Prompt pilihan tidak boleh dipilih dua kali.",
	featuredInvalid: "Prompt pilihan harus prompt toko ini yang sudah terbit."
};
var SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** Only web addresses: `javascript:`, `data:` and the like never become a link on the page. */
function isWebUrl(value) {
	try {
		const url = new URL(value);
		return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".") && url.username === "" && url.password === "";
	} catch {
		return false;
	}
}
var MicrositeUrl = string({ error: micrositeMessages.url }).trim().min(1, { error: micrositeMessages.url }).max(500, { error: micrositeMessages.url }).transform((value) => SCHEME.test(value) ? value : `https://${value}`).refine(isWebUrl, { error: micrositeMessages.url }).transform((value) => new URL(value).href);
var MicrositeLinkInput = object({
	label: string({ error: micrositeMessages.linkLabel }).trim().min(1, { error: micrositeMessages.linkLabel }).max(40, { error: micrositeMessages.linkLabel }).transform((label) => label.replace(/\s+/g, " ")),
	url: MicrositeUrl
});
var MicrositeInput = object({
	headline: string().trim().max(120, { error: micrositeMessages.headline }).transform((headline) => headline.replace(/\s+/g, " ")).default(""),
	bio: string().transform((bio) => bio.replace(/\r\n?/g, "\n").trim()).pipe(string().max(MICROSITE_BIO_MAX, { error: micrositeMessages.bio })).default(""),
	links: array(MicrositeLinkInput).max(5, { error: micrositeMessages.links }).default([]),
	/** In the order the page shows them; each must be a published prompt of this shop. */
	featuredPromptIds: array(uuid({ error: micrositeMessages.featuredInvalid })).max(6, { error: micrositeMessages.featured }).refine((ids) => new Set(ids).size === ids.length, { error: micrositeMessages.featuredDuplicate }).default([]),
	accentColor: MicrositeAccent.default("hijau")
});
var MicrositeLink = object({
	label: string(),
	url: string()
});
/** What visitors see of the microsite (the featured prompts travel as cards beside it). */
var PublicMicrosite = object({
	headline: string(),
	bio: string(),
	links: array(MicrositeLink),
	accentColor: MicrositeAccent
});
var Microsite = PublicMicrosite.extend({ featuredPromptIds: array(string()) });
/** A published prompt the seller may feature. */
var MicrositePromptOption = object({
	id: string(),
	slug: string(),
	title: string(),
	thumbnailUrl: string().nullable(),
	price: number().int(),
	sales: number().int()
});
/** `/api/v1/seller/microsite`: the content, and what the editor offers to feature. */
var SellerMicrosite = object({
	microsite: Microsite,
	shop: object({
		slug: string(),
		name: string(),
		status: _enum([
			"active",
			"suspended",
			"closed"
		]),
		logoUrl: string().nullable(),
		bannerUrl: string().nullable()
	}),
	/** The shop's published prompts, best-selling first (at most 100). */
	publishedPrompts: array(MicrositePromptOption)
});
// ../../packages/contracts/src/shop-names.ts
/**
* What makes a shop's name or slug pass for someone else (docs/decisions/0023-shop-names.md):
* invisible and direction-changing characters, letters of two scripts mixed, a well-known brand,
* a staff word or one of the app's own words, or a look-alike of another shop's name. Pure
* functions, shared by the server and the web forms; the server adds Unicode's confusables.
*/
/**
* Brands buyers know from elsewhere: marketplaces, banks, wallets and payment gateways, telecoms,
* big tech, AI vendors and the models prompts are written for.
*/
var RESERVED_BRANDS = [
	"tokopedia",
	"shopee",
	"gojek",
	"goto",
	"grab",
	"bukalapak",
	"lazada",
	"blibli",
	"zalora",
	"traveloka",
	"tiktok",
	"bca",
	"bri",
	"bni",
	"btn",
	"bsi",
	"cimb",
	"ocbc",
	"maybank",
	"dana",
	"ovo",
	"gopay",
	"shopeepay",
	"linkaja",
	"qris",
	"doku",
	"midtrans",
	"xendit",
	"kredivo",
	"akulaku",
	"paypal",
	"mastercard",
	"telkomsel",
	"indosat",
	"google",
	"youtube",
	"facebook",
	"instagram",
	"whatsapp",
	"microsoft",
	"apple",
	"amazon",
	"openai",
	"chatgpt",
	"anthropic",
	"claude",
	"midjourney",
	"gemini",
	"dalle",
	"stablediffusion",
	"flux",
	"copilot",
	"deepseek"
];
/**
* Brands that are also everyday Indonesian words ("mandiri" is self-reliant, "permata" a gem):
* refused as a word of their own, never at the start or end of a longer one ("Permatasari").
*/
var EVERYDAY_WORD_BRANDS = ["mandiri", "permata"];
/** Words that make a shop look like the platform or its staff. */
var STAFF_WORDS = [
	"pasarprompt",
	"admin",
	"administrator",
	"official",
	"resmi",
	"staff",
	"staf",
	"support",
	"cs",
	"moderator",
	"helpdesk",
	"customerservice",
	"layananpelanggan",
	"verified",
	"terverifikasi"
];
/**
* The words the app itself uses for its roles, money and steps: a shop called "Pembayaran" or
* "Affiliate" passes for one of the platform's own pages or messages.
*/
var APP_WORDS = [
	"penjual",
	"pembeli",
	"affiliate",
	"afiliasi",
	"payout",
	"pencairan",
	"checkout",
	"pembayaran",
	"tagihan",
	"invoice",
	"refund",
	"komisi",
	"saldo"
];
/**
* Latin small capitals, as the letters they read as. Unicode gives them no case mapping and its
* confusables leave most of them out (they do not look like lower-case letters), yet
* "ᴘʀᴏᴍᴘᴛ" reads as "PROMPT". There is no small capital X.
*/
var SMALL_CAPITALS = "ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘꞯʀꜱᴛᴜᴠᴡʏᴢ";
var SMALL_CAPITAL_LETTERS = "abcdefghijklmnopqrstuvwyz";
/** Compatibility forms folded (NFKC: full-width, mathematical, superscript) and small capitals. */
function foldShopName(text) {
	let folded = "";
	for (const char of text.normalize("NFKC")) {
		const index = SMALL_CAPITALS.indexOf(char);
		folded += index === -1 ? char : SMALL_CAPITAL_LETTERS[index];
	}
	return folded;
}
/**
* Letters a careful reader still confuses with Latin ones, mapped to them; plus the digits and
* signs that pass for letters. Deliberately short (the common Cyrillic and Greek look-alikes):
* a name mixing scripts is refused anyway, so this table only has to catch whole-name copies.
*/
var LOOK_ALIKES = {
	а: "a",
	в: "b",
	е: "e",
	ё: "e",
	к: "k",
	м: "m",
	н: "h",
	о: "o",
	р: "p",
	с: "c",
	т: "t",
	у: "y",
	х: "x",
	ь: "b",
	і: "i",
	ї: "i",
	ј: "j",
	ѕ: "s",
	ԁ: "d",
	һ: "h",
	ӏ: "l",
	ԛ: "q",
	ԝ: "w",
	ү: "y",
	α: "a",
	β: "b",
	γ: "y",
	ε: "e",
	η: "n",
	ι: "i",
	κ: "k",
	μ: "u",
	ν: "v",
	ο: "o",
	ρ: "p",
	τ: "t",
	υ: "u",
	χ: "x",
	ω: "w",
	ı: "i",
	ɩ: "i",
	ɑ: "a",
	ɡ: "g",
	"0": "o",
	"1": "l",
	"|": "l",
	"@": "a",
	$: "s"
};
/**
* A name's skeleton by the short table above: two names with the same one read alike.
* Compatibility forms and small capitals folded (foldShopName), case and accents dropped,
* look-alikes mapped to Latin, `i`/`l`, `rn`/`m` and `vv`/`w` merged, and everything but letters
* and digits removed ("Pr0mpt  Nusantara-Jaya" = "Prompt Nusantara Jaya"). The server compares
* shops by Unicode's full confusables table on top of it.
*/
function nameSkeleton(text) {
	const folded = foldShopName(text).toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
	let mapped = "";
	for (const char of folded) mapped += LOOK_ALIKES[char] ?? char;
	return mapped.replace(/[^\p{L}\p{N}]/gu, "").replaceAll("i", "l").replaceAll("rn", "m").replaceAll("vv", "w");
}
/** The reserved words' skeletons, by the skeleton function that made them. */
var reservedBySkeleton = /* @__PURE__ */ new Map();
function reservedSkeletons(skeleton) {
	let reserved = reservedBySkeleton.get(skeleton);
	if (!reserved) {
		reserved = {
			whole: [
				...RESERVED_BRANDS,
				...EVERYDAY_WORD_BRANDS,
				...STAFF_WORDS,
				...APP_WORDS
			].map(skeleton),
			distinctive: [...RESERVED_BRANDS, "pasarprompt"].map(skeleton).filter((word) => word.length >= 5)
		};
		reservedBySkeleton.set(skeleton, reserved);
	}
	return reserved;
}
/**
* Whether a name or slug uses a brand, staff or app word: as one of its words (split on anything
* but letters and digits) or as all its words run together ("Pasar Prompt", "toko-pedia"); a
* coined brand of five letters or more also at the start or end of that run ("shopeestore").
* Look-alikes count ("t0kopedia"), by `skeleton` (the short table here; the server passes
* Unicode's); a word inside another word does not ("badminton").
*/
function usesReservedWord(text, skeleton = nameSkeleton) {
	const { whole, distinctive } = reservedSkeletons(skeleton);
	const words = foldShopName(text).split(/[^\p{L}\p{N}@$|]+/u).filter(Boolean).map(skeleton);
	const joined = words.join("");
	if ([...words, joined].some((word) => whole.includes(word))) return true;
	return distinctive.some((word) => joined.startsWith(word) || joined.endsWith(word));
}
/**
* Scripts a shop name's letters may come from, one per name. Han, kana and Hangul go together
* (Japanese and Korean names mix them); Javanese, Balinese and Sundanese are Indonesia's own.
*/
var SCRIPTS = [
	["Latin", /\p{Script_Extensions=Latin}/u],
	["Cyrillic", /\p{Script_Extensions=Cyrillic}/u],
	["Greek", /\p{Script_Extensions=Greek}/u],
	["Arabic", /\p{Script_Extensions=Arabic}/u],
	["Hebrew", /\p{Script_Extensions=Hebrew}/u],
	["Thai", /\p{Script_Extensions=Thai}/u],
	["Devanagari", /\p{Script_Extensions=Devanagari}/u],
	["Javanese", /\p{Script_Extensions=Javanese}/u],
	["Balinese", /\p{Script_Extensions=Balinese}/u],
	["Sundanese", /\p{Script_Extensions=Sundanese}/u],
	["CJK", /[\p{Script_Extensions=Han}\p{Script_Extensions=Hiragana}\p{Script_Extensions=Katakana}\p{Script_Extensions=Hangul}]/u]
];
/**
* Characters no shop name needs: controls, format characters (bidi embeddings, overrides and
* isolates U+202A–U+202E and U+2066–U+2069, direction marks, zero-width characters, the soft
* hyphen, the BOM), private-use and unassigned code points, line and paragraph separators, and
* the blank "letters" that render as nothing.
*/
var FORBIDDEN_CHARACTERS = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0\u2800]/u;
/** Folds compatibility forms (NFKC) and runs of spaces, as the name is then stored. */
function normaliseShopName(raw) {
	return raw.normalize("NFKC").replace(/[\p{Zs}\t\n\r\f\v]+/gu, " ").replace(/^ | $/g, "");
}
/** Why a (normalised) name cannot be a shop's, or null when its characters are fine. */
function shopNameProblem(name) {
	if (FORBIDDEN_CHARACTERS.test(name)) return "characters";
	if (/[^\P{N}0-9]/u.test(name)) return "digits";
	if (/(?:^|[^\p{L}\p{M}])\p{M}|\p{M}{3,}/u.test(name.normalize("NFD"))) return "marks";
	const scripts = /* @__PURE__ */ new Set();
	for (const char of name) {
		if (!/\p{L}/u.test(char)) continue;
		const script = SCRIPTS.find(([, pattern]) => pattern.test(char));
		if (!script) return "scripts";
		scripts.add(script[0]);
	}
	return scripts.size > 1 ? "scripts" : null;
}
// ../../packages/contracts/src/shops.ts
/**
* Shop slugs share the top level of the site with the app's own routes (`/{shopSlug}`), so the
* app's first path segments can never be taken (DESIGN.md §5).
*/
var RESERVED_SHOP_SLUGS = /* @__PURE__ */ new Set([
	"_app",
	"account",
	"admin",
	"api",
	"app",
	"assets",
	"authentication",
	"auth",
	"bantuan",
	"cart",
	"chat",
	"checkout",
	"docs",
	"favicon.svg",
	"health",
	"help",
	"keranjang",
	"kategori",
	"login",
	"logout",
	"marketplace",
	"page",
	"panduan",
	"pasarprompt",
	"payment",
	"payments",
	"pesanan",
	"profil",
	"profile",
	"prompt",
	"register",
	"reset-password",
	"robots.txt",
	"search",
	"seller",
	"settings",
	"shop",
	"shops",
	"sign-in",
	"sign-out",
	"sign-up",
	"sitemap.xml",
	"static",
	"support",
	"toko",
	"uploads",
	"verify-email",
	"wishlist"
]);
var shopSlugMessages = {
	length: "Slug harus 3–40 karakter.",
	format: "Slug hanya boleh huruf kecil, angka, dan tanda hubung, tanpa tanda hubung di awal atau akhir.",
	reserved: "Slug ini dipakai oleh halaman PasarPrompt. Pilih slug lain.",
	brand: "Slug ini memakai nama merek atau kata yang dipakai staf. Pilih slug lain.",
	taken: "Slug sudah dipakai toko lain."
};
/** A new shop's slug (or a changed one): no brand or staff word either (shop-names.ts). */
var ShopSlug = string().trim().toLowerCase().min(3, { error: shopSlugMessages.length }).max(40, { error: shopSlugMessages.length }).regex(/^[a-z0-9](?:[a-z0-9]|-(?!-))*[a-z0-9]$/, { error: shopSlugMessages.format }).refine((slug) => !RESERVED_SHOP_SLUGS.has(slug) && !slug.startsWith("pasarprompt"), { error: shopSlugMessages.reserved }).refine((slug) => !usesReservedWord(slug), { error: shopSlugMessages.brand });
var shopNameMessages = {
	short: "Nama toko minimal 3 karakter.",
	long: "Nama toko maksimal 60 karakter.",
	characters: "Nama toko memuat karakter tak terlihat, karakter kendali, atau pengatur arah teks. Hapus karakter itu.",
	scripts: "Nama toko mencampur huruf dari beberapa aksara (misalnya Latin dan Kiril). Pakai satu aksara saja.",
	marks: "Nama toko memuat tanda aksen yang bertumpuk atau berdiri sendiri. Hapus tanda itu.",
	digits: "Nama toko hanya boleh memakai angka 0–9.",
	reserved: "Nama toko memakai nama merek atau kata yang dipakai staf. Pilih nama lain.",
	taken: "Nama ini sudah dipakai toko lain atau terlalu mirip."
};
/**
* A shop's name, stored normalised (NFKC, single spaces): nothing invisible or direction-
* changing, letters of one script, no brand or staff word (shop-names.ts). Whether another shop
* already has a look-alike name is the server's check.
*/
var ShopName = string().overwrite(normaliseShopName).min(3, { error: shopNameMessages.short }).max(60, { error: shopNameMessages.long }).check((ctx) => {
	const problem = shopNameProblem(ctx.value);
	if (problem) ctx.issues.push({
		code: "custom",
		input: ctx.value,
		message: shopNameMessages[problem]
	});
	else if (usesReservedWord(ctx.value)) ctx.issues.push({
		code: "custom",
		input: ctx.value,
		message: shopNameMessages.reserved
	});
});
var CreateShopInput = object({
	name: ShopName,
	slug: ShopSlug
});
var SlugAvailability = object({
	slug: string(),
	available: boolean(),
	/** Why it is not available, in Indonesian; null when it is. */
	message: string().nullable()
});
var ShopRole = _enum([
	"owner",
	"admin",
	"member"
], { error: "Peran tidak valid." });
/** The caller's active shop, as the seller area sees it. */
var ActiveShop = object({
	id: string(),
	name: string(),
	slug: string(),
	description: string(),
	status: _enum([
		"active",
		"suspended",
		"closed"
	]),
	role: ShopRole,
	logoUrl: string().nullable(),
	bannerUrl: string().nullable(),
	memberCount: number().int(),
	createdAt: datetime()
});
var UpdateShopProfileInput = object({
	name: ShopName.optional(),
	description: string().trim().max(2e3, { error: "Deskripsi maksimal 2.000 karakter." }).optional(),
	/** The shop's address `/{slug}`: the old address stops working at once. */
	slug: ShopSlug.optional(),
	/** An upload of this shop, or null to remove it. */
	logoUrl: string().max(500).nullable().optional(),
	bannerUrl: string().max(500).nullable().optional()
});
/** A shop as anyone may see it: only active shops are public. */
var PublicShop = object({
	slug: string(),
	name: string(),
	description: string(),
	/** An upload of the shop, or null: its initials are shown instead. */
	logoUrl: string().nullable(),
	createdAt: datetime()
});
/** `GET /api/v1/shops/{slug}`: the shop's public page, with its microsite (issue 6). */
var PublicShopPage = PublicShop.extend({
	bannerUrl: string().nullable(),
	microsite: PublicMicrosite,
	/** The prompts the shop features first, in its order; only public ones. */
	featuredPrompts: array(PromptCard),
	/** The shop's affiliate programme; null while it is off (issue 14). */
	affiliateProgramme: PublicAffiliateProgramme.nullable()
});
var ShopListQuery = object({
	q: string().trim().max(100).optional(),
	/** `nama` (default, A–Z) or `terlaris`: most prompts sold first. */
	sort: _enum(["nama", "terlaris"], { error: "Urutan tidak dikenal." }).default("nama"),
	cursor: string().max(200).optional(),
	limit: number$1().int().min(1).max(48).default(24)
});
var ShopList = object({
	items: array(PublicShop),
	/** Pass back as `cursor` for the next page; null on the last page. */
	nextCursor: string().nullable()
});
export { maskAccountNumber as $, PromptCard as A, ShopAffiliate as B, Category as C, ProductGetInput as D, PRICE_MIN as E, AffiliateOverview as F, BANKS as G, ShopAffiliateStatistics as H, AffiliateParams as I, PaymentConfigInput as J, PAYOUT_STATUSES as K, JoinAffiliateProgrammeInput as L, Wishlist as M, AffiliateCode as N, ProductList as O, AffiliateMembership as P, bankName as Q, RecordAffiliateClickInput as R, AiModel as S, PRICE_MAX as T, UpdateShopAffiliateProgrammeInput as U, ShopAffiliateProgramme as V, affiliateEarningStatusLabels as W, PayoutOverview as X, Payout as Y, RequestPayoutInput as Z, ReviewList as _, ShopListQuery as a, ReviewableOrders as b, UpdateShopProfileInput as c, MicrositeInput as d, payoutStatusLabels as et, SellerMicrosite as f, ReviewInput as g, REVIEW_REPLY_MAX as h, ShopList as i, PromptDetail as j, ProductListQuery as k, MICROSITE_ACCENTS as l, REVIEW_BODY_MAX as m, CreateShopInput as n, ShopRole as o, OwnReview as p, PaymentConfig as q, PublicShopPage as r, SlugAvailability as s, ActiveShop as t, MICROSITE_BIO_MAX as u, ReviewListQuery as v, CategoryListQuery as w, ShopOrderReview as x, ReviewReplyInput as y, RecordedAffiliateClick as z };
