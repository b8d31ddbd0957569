import { n as require_jsx_runtime, t as common } from "./common-BJeRfR82.js";
import { t as ExternalLink } from "./external-link-Bv9TWhlA.js";
import { t as Sparkles } from "./sparkles-CGQx7wyH.js";
import { t as cn } from "./cn-DJgp3dhb.js";
import { F as createLucideIcon } from "../entry-server.js";
import { t as formatDate } from "./format-BNwsEODH.js";
import { a as IMAGE_SIZES, i as smallImageUrl, n as ResponsiveImage, t as ShopAvatar } from "./shop-avatar-D7OwU9BE.js";
import { r as usePrompts } from "./list-prompts-CRw5Ix66.js";
import { t as PromptGrid } from "./prompt-grid-B6Mr_5mv.js";
import { t as marketplace } from "./marketplace-ZSsFpNdL.js";
// ../../node_modules/lucide-react/dist/esm/icons/hand-coins.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "hand-coins",
	size: 24,
	node: [
		["path", {
			d: "M11 15h2a2 2 0 1 0 0-4h-3c-.6 0-1.1.2-1.4.6L3 17",
			key: "geh8rc"
		}],
		["path", {
			d: "m7 21 1.6-1.4c.3-.4.8-.6 1.4-.6h4c1.1 0 2.1-.4 2.8-1.2l4.6-4.4a2 2 0 0 0-2.75-2.91l-4.2 3.9",
			key: "1fto5m"
		}],
		["path", {
			d: "m2 16 6 6",
			key: "1pfhp9"
		}],
		["circle", {
			cx: "16",
			cy: "9",
			r: "2.9",
			key: "1n0dlu"
		}],
		["circle", {
			cx: "6",
			cy: "5",
			r: "3",
			key: "151irh"
		}]
	]
};
__iconData.node;
var HandCoins = createLucideIcon(__iconData);
// src/features/shops/components/shop-accents.ts
/**
* The microsite palette (contracts' MICROSITE_ACCENTS) as Tailwind classes, spelled out so the
* build keeps them. Contrast checked with WCAG's formula on Tailwind 4's colours, light / dark:
* white on 700 ≥ 5.2 / 950 on 400 ≥ 5.3 (solid); 700 on the page ≥ 5.0 / 300 on the page ≥ 9.9
* (text); 800 on 50 ≥ 6.9 (soft, light). Every pair passes AA for normal text.
*/
var shopAccents = {
	hijau: {
		solid: "bg-emerald-700 text-white dark:bg-emerald-400 dark:text-emerald-950",
		text: "text-emerald-700 dark:text-emerald-300",
		soft: "border-emerald-200 bg-emerald-50 text-emerald-800 hover:bg-emerald-100 dark:border-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-200 dark:hover:bg-emerald-900/70",
		cover: "from-emerald-700 via-emerald-600 to-teal-400 dark:from-emerald-950 dark:via-emerald-800 dark:to-teal-700"
	},
	biru: {
		solid: "bg-blue-700 text-white dark:bg-blue-400 dark:text-blue-950",
		text: "text-blue-700 dark:text-blue-300",
		soft: "border-blue-200 bg-blue-50 text-blue-800 hover:bg-blue-100 dark:border-blue-800 dark:bg-blue-950/60 dark:text-blue-200 dark:hover:bg-blue-900/70",
		cover: "from-blue-700 via-blue-600 to-sky-400 dark:from-blue-950 dark:via-blue-800 dark:to-sky-700"
	},
	ungu: {
		solid: "bg-violet-700 text-white dark:bg-violet-400 dark:text-violet-950",
		text: "text-violet-700 dark:text-violet-300",
		soft: "border-violet-200 bg-violet-50 text-violet-800 hover:bg-violet-100 dark:border-violet-800 dark:bg-violet-950/60 dark:text-violet-200 dark:hover:bg-violet-900/70",
		cover: "from-violet-700 via-violet-600 to-fuchsia-400 dark:from-violet-950 dark:via-violet-800 dark:to-fuchsia-800"
	},
	merah: {
		solid: "bg-rose-700 text-white dark:bg-rose-400 dark:text-rose-950",
		text: "text-rose-700 dark:text-rose-300",
		soft: "border-rose-200 bg-rose-50 text-rose-800 hover:bg-rose-100 dark:border-rose-800 dark:bg-rose-950/60 dark:text-rose-200 dark:hover:bg-rose-900/70",
		cover: "from-rose-700 via-rose-600 to-pink-400 dark:from-rose-950 dark:via-rose-800 dark:to-pink-800"
	},
	jingga: {
		solid: "bg-orange-700 text-white dark:bg-orange-400 dark:text-orange-950",
		text: "text-orange-700 dark:text-orange-300",
		soft: "border-orange-200 bg-orange-50 text-orange-800 hover:bg-orange-100 dark:border-orange-800 dark:bg-orange-950/60 dark:text-orange-200 dark:hover:bg-orange-900/70",
		cover: "from-orange-700 via-orange-500 to-amber-300 dark:from-orange-950 dark:via-orange-800 dark:to-amber-700"
	},
	grafit: {
		solid: "bg-slate-700 text-white dark:bg-slate-400 dark:text-slate-950",
		text: "text-slate-700 dark:text-slate-300",
		soft: "border-slate-200 bg-slate-50 text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900/60 dark:text-slate-200 dark:hover:bg-slate-800/70",
		cover: "from-slate-800 via-slate-600 to-slate-400 dark:from-slate-950 dark:via-slate-800 dark:to-slate-600"
	}
};
// src/features/shops/components/shop-profile.tsx
var import_jsx_runtime = require_jsx_runtime();
var text = marketplace.shopPage;
var WEB_URL = /^https?:\/\//i;
/**
* A shop's public page (`/{shopSlug}`): cover, logo, name, the microsite's headline, bio and
* links, then its featured prompts and all the others. The page and the seller's preview both
* render this, so the preview is what visitors get. The prompt grids come from the caller.
*/
function ShopProfile({ shop, featured, prompts, action, affiliate }) {
	const accent = shopAccents[shop.microsite.accentColor];
	const about = shop.microsite.bio || shop.description || common.shopNoDescription;
	const links = shop.microsite.links.filter((link) => WEB_URL.test(link.url));
	const hasFeatured = shop.featuredPrompts.length > 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: cn("relative h-32 overflow-hidden rounded-2xl bg-gradient-to-br sm:h-52", accent.cover),
			children: shop.bannerUrl ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResponsiveImage, {
				src: shop.bannerUrl,
				sizes: IMAGE_SIZES.page,
				alt: "",
				loading: "lcp",
				className: "size-full object-cover"
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				"aria-hidden": "true",
				className: "absolute inset-0 bg-[radial-gradient(circle_at_1px_1px,rgb(255_255_255/0.18)_1px,transparent_0)] bg-[length:18px_18px]"
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("header", {
			className: "relative flex flex-col gap-3 px-1 sm:flex-row sm:items-end sm:gap-5 sm:px-6",
			children: [
				shop.logoUrl ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
					src: smallImageUrl(shop.logoUrl),
					alt: "",
					className: "-mt-10 sm:-mt-8 size-20 shrink-0 rounded-2xl bg-card object-cover shadow-sm ring-4 ring-background sm:size-24"
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShopAvatar, {
					name: shop.name,
					className: cn("-mt-10 sm:-mt-8 size-20 rounded-2xl text-2xl shadow-sm ring-4 ring-background sm:size-24", accent.solid)
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "min-w-0 sm:pb-1",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
						className: "font-bold text-2xl tracking-tight sm:text-3xl",
						children: shop.name
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: "text-muted-foreground text-sm",
						children: [
							"/",
							shop.slug,
							" · ",
							marketplace.shops.since(formatDate(shop.createdAt))
						]
					})]
				}),
				action ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: "sm:ml-auto sm:pb-1",
					children: action
				}) : null
			]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "mt-6 grid max-w-3xl gap-4 px-1 sm:px-6",
			children: [
				shop.microsite.headline ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "font-semibold text-lg leading-snug sm:text-xl",
					children: shop.microsite.headline
				}) : null,
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "whitespace-pre-line text-foreground/85 leading-relaxed",
					children: about
				}),
				links.length > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					"aria-label": text.links,
					className: "flex flex-wrap gap-2",
					children: links.map((link) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
						href: link.url,
						target: "_blank",
						rel: "noopener noreferrer nofollow ugc",
						className: cn("inline-flex h-9 items-center gap-1.5 rounded-full border px-4 font-medium text-sm transition-colors", accent.soft),
						children: [
							link.label,
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExternalLink, {
								className: "size-3.5",
								"aria-hidden": "true"
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "sr-only",
								children: text.opensInNewTab
							})
						]
					}) }, `${link.label}-${link.url}`))
				}) : null,
				affiliate
			]
		}),
		hasFeatured ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
			"aria-labelledby": "pilihan-toko",
			className: "mt-10",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h2", {
				id: "pilihan-toko",
				className: "flex items-center gap-2 font-semibold text-xl",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Sparkles, {
					className: cn("size-5", accent.text),
					"aria-hidden": "true"
				}), text.featured]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "mt-4",
				children: featured
			})]
		}) : null,
		prompts === null ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
			"aria-labelledby": "prompt-toko",
			className: "mt-10",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: "prompt-toko",
				className: "font-semibold text-xl",
				children: hasFeatured ? text.allPrompts : marketplace.shops.prompts
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "mt-4",
				children: prompts
			})]
		})
	] });
}
// src/app/routes/marketplace/shop-page-content.tsx
/**
* A shop's page with its prompts: the public `/{shopSlug}` and the seller's preview in
* `/app/microsite/view` both render this one component.
*/
function ShopPageContent({ shop, action, affiliate }) {
	const prompts = usePrompts({
		shop: shop.slug,
		limit: 48
	});
	const featuredIds = new Set(shop.featuredPrompts.map((prompt) => prompt.id));
	const others = prompts.data?.items.filter((prompt) => !featuredIds.has(prompt.id));
	const hasFeatured = featuredIds.size > 0;
	let list;
	if (others === void 0) list = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PromptGrid, {
		prompts: void 0,
		loading: true
	});
	else if (others.length > 0) list = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PromptGrid, { prompts: others });
	else if (hasFeatured) list = null;
	else list = /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "text-muted-foreground",
		children: marketplace.shops.noPrompts
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShopProfile, {
		shop,
		featured: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PromptGrid, {
			prompts: shop.featuredPrompts,
			firstScreen: true
		}),
		prompts: list,
		action,
		affiliate
	});
}
export { shopAccents as n, HandCoins as r, ShopPageContent as t };
