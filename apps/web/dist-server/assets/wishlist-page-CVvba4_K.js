import { P as Link, t as callPublicApi, u as useQuery } from "./public-api-D-FUNJP1.js";
import { t as Heart } from "./heart-Cn8ln3ov.js";
import { t as Alert } from "./alert-DWkv6kLc.js";
import { n as Button, s as useWishlist, y as paths } from "../entry-server.js";
import { t as PromptGrid } from "./prompt-grid-B6Mr_5mv.js";
import { t as useSession } from "./use-session-DbhFI07F.js";
import { n as require_jsx_runtime, t as common } from "./common-BJeRfR82.js";
import { t as marketplace } from "./marketplace-ZSsFpNdL.js";
// src/features/catalog/api/get-prompts-by-ids.ts
/** The spec's wishlist resolver (its body goes out untouched, spec §7). */
var getPromptsByIds = (ids) => callPublicApi("productsByIds", { body: { ids } });
// src/app/routes/marketplace/wishlist-page.tsx
var import_jsx_runtime = require_jsx_runtime();
/** /marketplace/wishlist: the saved prompts, resolved with POST /api/v1/product/get (spec §7). */
function WishlistPage() {
	const session = useSession();
	const { productIds } = useWishlist();
	const prompts = useQuery({
		queryKey: [
			"wishlist",
			"cards",
			productIds
		],
		queryFn: () => getPromptsByIds(productIds),
		enabled: session.isLoggedIn && productIds.length > 0
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto max-w-6xl px-4 py-12",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${marketplace.wishlist.title} — ${common.brand.name}` }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: "font-bold text-3xl tracking-tight",
				children: marketplace.wishlist.title
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-2 text-muted-foreground",
				children: marketplace.wishlist.lead
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "mt-8",
				children: session.isLoading ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PromptGrid, {
					prompts: void 0,
					loading: true
				}) : !session.isLoggedIn ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "rounded-lg border bg-card p-8 text-center",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heart, {
							className: "mx-auto size-8 text-primary",
							"aria-hidden": "true"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
							className: "mt-3",
							children: marketplace.wishlist.signInFirst
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							asChild: true,
							className: "mt-4",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
								to: paths.auth.signIn(paths.marketplace.wishlist),
								children: common.topBar.signIn
							})
						})
					]
				}) : productIds.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "rounded-lg border bg-card p-8 text-center",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: marketplace.wishlist.empty }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						asChild: true,
						variant: "outline",
						className: "mt-4",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							to: paths.marketplace.prompts(),
							children: marketplace.wishlist.browse
						})
					})]
				}) : prompts.error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
					variant: "destructive",
					children: prompts.error.message
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PromptGrid, {
					prompts: prompts.data?.items,
					loading: prompts.isPending
				})
			})
		]
	});
}
export { WishlistPage };
