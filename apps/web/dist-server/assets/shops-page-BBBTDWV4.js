import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as Search } from "./search-DG0z0ckP.js";
import { t as require_react } from "./react-C6tkHmF0.js";
import { Z as useSearchParams } from "./public-api-D-FUNJP1.js";
import { t as Alert } from "./alert-DWkv6kLc.js";
import { n as Button, y as paths } from "../entry-server.js";
import { t as Input } from "./input-D2IwgA0K.js";
import { t as Skeleton } from "./skeleton-3FQQTDwH.js";
import { n as usePublicShops } from "./public-shops-BJkDZH_O.js";
import { t as formatDate } from "./format-BNwsEODH.js";
import { t as PrefetchLink } from "./prefetch-link-DEHsgMhm.js";
import { t as ShopAvatar } from "./shop-avatar-D7OwU9BE.js";
import { n as require_jsx_runtime, t as common } from "./common-BJeRfR82.js";
import { t as marketplace } from "./marketplace-ZSsFpNdL.js";
// src/features/shops/components/shop-card.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** A shop in the list of shops: name, address, description and since when it sells. */
function ShopCard({ shop }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PrefetchLink, {
		to: paths.shop(shop.slug),
		className: "flex h-full gap-4 rounded-lg border bg-card p-5 transition-colors hover:border-primary/50",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShopAvatar, {
			name: shop.name,
			logoUrl: shop.logoUrl
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "min-w-0",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					className: "truncate font-semibold",
					children: shop.name
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "text-muted-foreground text-xs",
					children: ["/", shop.slug]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "mt-2 line-clamp-2 text-muted-foreground text-sm",
					children: shop.description || common.shopNoDescription
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "mt-2 text-muted-foreground text-xs",
					children: marketplace.shops.since(formatDate(shop.createdAt))
				})
			]
		})]
	});
}
// src/app/routes/marketplace/shops-page.tsx
/** /marketplace/toko: every active shop, searchable. */
function ShopsPage() {
	const [params, setParams] = useSearchParams();
	const q = params.get("q") ?? "";
	const [draft, setDraft] = (0, import_react.useState)(q);
	const shops = usePublicShops(q);
	(0, import_react.useEffect)(() => {
		const timer = setTimeout(() => {
			if (draft.trim() !== q) setParams(draft.trim() ? { q: draft.trim() } : {}, { replace: true });
		}, 300);
		return () => clearTimeout(timer);
	}, [
		draft,
		q,
		setParams
	]);
	const items = shops.data?.pages.flatMap((page) => page.items) ?? [];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto max-w-6xl px-4 py-12",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${marketplace.shops.title} — ${common.brand.name}` }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: "font-bold text-3xl tracking-tight",
				children: marketplace.shops.title
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-2 text-muted-foreground",
				children: marketplace.shops.lead
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "relative mt-6 max-w-md",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Search, {
					className: "pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground",
					"aria-hidden": "true"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
					type: "search",
					value: draft,
					onChange: (event) => setDraft(event.target.value),
					placeholder: marketplace.shops.searchPlaceholder,
					"aria-label": marketplace.shops.searchLabel,
					className: "pl-9"
				})]
			}),
			shops.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3",
				children: [
					1,
					2,
					3
				].map((key) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-32" }, key))
			}) : shops.error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				variant: "destructive",
				className: "mt-8",
				children: shops.error.message
			}) : items.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-8 text-muted-foreground",
				children: q ? marketplace.shops.noResults(q) : marketplace.shops.none
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3",
				children: items.map((shop) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShopCard, { shop }) }, shop.slug))
			}), shops.hasNextPage ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "outline",
				className: "mt-8",
				disabled: shops.isFetchingNextPage,
				onClick: () => void shops.fetchNextPage(),
				children: shops.isFetchingNextPage ? common.loading : marketplace.shops.more
			}) : null] })
		]
	});
}
export { ShopsPage };
