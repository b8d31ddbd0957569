import { n as __exportAll } from "./rolldown-runtime-DYf_mQCB.js";
import { A as PromptCard, C as Category, D as ProductGetInput, O as ProductList, R as RecordAffiliateClickInput, _ as ReviewList, a as ShopListQuery, i as ShopList, j as PromptDetail, k as ProductListQuery, r as PublicShopPage, v as ReviewListQuery, w as CategoryListQuery, z as RecordedAffiliateClick } from "./shops-CQjzKAlY.js";
import { n as SignUpMode, o as WaitlistJoinInput, s as WaitlistJoinResult } from "./waitlist-CsEWCWx5.js";
import { t as defineEndpoint } from "./endpoint-mBzFK5De.js";
import { A as string, D as object, E as number, N as uuid, S as boolean, _ as datetime, d as SimulatorAction, f as SimulatorTransaction, n as CheckoutInput, o as OrderView, r as CheckoutResult, x as array, y as _enum } from "./orders-X7WNvEnJ.js";
import { r as SessionSummary } from "./session-CAVP1Sx5.js";
import { t as publicRoutes } from "./public-routes--0t045QF.js";
// ../../packages/contracts/src/config.ts
/** What the web app needs to know about the server's configuration; nothing secret. */
var PublicConfig = object({
	/** Set when Google sign-in is configured: the button and the one-tap prompt appear. */
	googleClientId: string().nullable(),
	/** The built-in payment simulator stands in for the gateway (never in production). */
	paymentSimulator: boolean(),
	/** `waitlist`: `/sign-up` shows the waitlist form; only invited addresses get an account. */
	signUpMode: SignUpMode
});
_enum([
	"tentang",
	"syarat-ketentuan",
	"kebijakan-privasi",
	"kontak"
]);
var PageSection = object({
	heading: string(),
	paragraphs: array(string())
});
var StaticPage = object({
	slug: string(),
	title: string(),
	summary: string(),
	sections: array(PageSection),
	lastUpdated: datetime()
});
// ../../packages/contracts/src/endpoints/public.ts
var public_exports = /* @__PURE__ */ __exportAll({ publicApi: () => publicApi });
var SimulatorToken = object({ token: string().min(10).max(64) });
/** What anyone may call: the storefront's reads, checkout, and one order by its token. */
var publicApi = {
	config: defineEndpoint({
		...publicRoutes.config,
		response: PublicConfig
	}),
	session: defineEndpoint({
		...publicRoutes.session,
		response: SessionSummary
	}),
	categories: defineEndpoint({
		...publicRoutes.categories,
		query: CategoryListQuery,
		response: array(Category)
	}),
	products: defineEndpoint({
		...publicRoutes.products,
		query: ProductListQuery,
		response: ProductList
	}),
	product: defineEndpoint({
		...publicRoutes.product,
		params: object({ slug: string().min(1).max(120) }),
		response: PromptDetail
	}),
	/** A published prompt's reviews, newest first, with its average and count. */
	productReviews: defineEndpoint({
		...publicRoutes.productReviews,
		params: object({ slug: string().min(1).max(120) }),
		query: ReviewListQuery,
		response: ReviewList
	}),
	/** The spec's exception path (§7): resolves wishlist ids, its body goes out unstamped. */
	productsByIds: defineEndpoint({
		...publicRoutes.productsByIds,
		body: ProductGetInput,
		response: object({ items: array(PromptCard) })
	}),
	shops: defineEndpoint({
		...publicRoutes.shops,
		query: ShopListQuery,
		response: ShopList
	}),
	shop: defineEndpoint({
		...publicRoutes.shop,
		params: object({ slug: string().min(1).max(60) }),
		response: PublicShopPage
	}),
	page: defineEndpoint({
		...publicRoutes.page,
		params: object({ slug: string().min(1).max(60) }),
		response: StaticPage
	}),
	checkout: defineEndpoint({
		...publicRoutes.checkout,
		body: CheckoutInput,
		response: CheckoutResult,
		status: 201
	}),
	/** Read by the buyer's session or the order's signed token (header `x-order-token`). */
	order: defineEndpoint({
		...publicRoutes.order,
		params: object({ orderId: uuid({ error: "ID pesanan tidak valid." }) }),
		response: OrderView
	}),
	/** In waitlist mode `/sign-up` sends this; the same answer whatever the address (no enumeration). */
	joinWaitlist: defineEndpoint({
		...publicRoutes.joinWaitlist,
		body: WaitlistJoinInput,
		response: WaitlistJoinResult
	}),
	/** The payment simulator's page (never in production): the transaction the buyer pays. */
	simulatorTransaction: defineEndpoint({
		...publicRoutes.simulatorTransaction,
		params: SimulatorToken,
		response: SimulatorTransaction
	}),
	/** Bayar, Gagalkan or Biarkan kedaluwarsa: the simulator then notifies the real webhook. */
	settleSimulatorTransaction: defineEndpoint({
		...publicRoutes.settleSimulatorTransaction,
		params: SimulatorToken.extend({ outcome: _enum([
			"pay",
			"fail",
			"expire"
		]) }),
		body: SimulatorAction,
		response: object({
			status: string(),
			webhookStatus: number()
		})
	}),
	/** A visit through `?aff=CODE`: recorded on the server, with the `pp_visitor` cookie. */
	recordAffiliateClick: defineEndpoint({
		...publicRoutes.recordAffiliateClick,
		body: RecordAffiliateClickInput,
		response: RecordedAffiliateClick
	})
};
export { public_exports as n, publicApi as t };
