import { t as aiModelLabels } from "./catalog-options-gbLtTRNg.js";
import { a as formatNumber, o as formatRating, s as formatRupiah } from "./format-BNwsEODH.js";
import { a as IMAGE_SIZES, n as ResponsiveImage, t as ShopAvatar } from "./shop-avatar-D7OwU9BE.js";
import { t as CircleCheck } from "./circle-check-B9j_tvhR.js";
import { t as Sparkles } from "./sparkles-CGQx7wyH.js";
import { t as Star } from "./star-2lEFID-i.js";
import { t as PrefetchLink } from "./prefetch-link-DEHsgMhm.js";
import { y as paths } from "../entry-server.js";
import { t as cn } from "./cn-DJgp3dhb.js";
import { n as require_jsx_runtime, t as common } from "./common-BJeRfR82.js";
// src/features/catalog/components/prompt-card.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The price as buyers read it: 'Gratis' or rupiah. */
var priceLabel = (price) => price === 0 ? common.catalog.free : formatRupiah(price);
/**
* Two columns on phones (390 px), as the big Indonesian marketplaces show products; wider screens
* add columns through the `lg:`/`xl:` classes each grid appends.
*/
var promptGridClass = "grid grid-cols-2 gap-3 sm:gap-4";
/**
* A prompt in a grid: what it is for, which model, who sells it, and its price; 'Sudah dibeli'
* when the signed-in viewer owns it (`purchased`, from the grid's one read of their purchases).
*
* Below `sm` the card is compact, half a phone's width: thumbnail (which already names the model
* and category), a two-line title, the price, rating and sales, and the shop. From `sm` up it
* also shows the model line and the excerpt, with the price beside the shop.
*/
function PromptCard({ prompt, purchased = false, imageLoading = "lazy", className }) {
	const price = priceLabel(prompt.price);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PrefetchLink, {
		to: paths.marketplace.prompt(prompt.slug),
		className: cn("group flex h-full flex-col overflow-hidden rounded-lg border bg-card transition-colors hover:border-primary/50", className),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "relative flex aspect-[16/9] items-center justify-center bg-gradient-to-br from-accent to-muted",
			children: [
				prompt.thumbnailUrl ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResponsiveImage, {
					src: prompt.thumbnailUrl,
					sizes: IMAGE_SIZES.card,
					alt: "",
					loading: imageLoading,
					className: "size-full object-cover"
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "px-4 text-center font-semibold text-accent-foreground text-sm",
					children: aiModelLabels[prompt.model]
				}),
				prompt.featured ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: "absolute right-1.5 bottom-1.5 inline-flex items-center gap-1 rounded-full bg-primary px-1.5 py-0.5 font-medium text-[10px] text-primary-foreground sm:top-2 sm:right-auto sm:bottom-auto sm:left-2 sm:px-2 sm:text-[11px]",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Sparkles, {
						className: "size-3",
						"aria-hidden": "true"
					}), common.catalog.featured]
				}) : null,
				purchased ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: "absolute top-1.5 right-1.5 inline-flex items-center gap-1 rounded-full border border-primary/30 bg-card px-1.5 py-0.5 font-medium text-[10px] text-primary sm:top-2 sm:right-2 sm:px-2 sm:text-[11px]",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircleCheck, {
						className: "size-3",
						"aria-hidden": "true"
					}), common.catalog.purchased]
				}) : null
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex flex-1 flex-col gap-1 p-2.5 sm:p-4",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "hidden text-muted-foreground text-xs sm:block",
					children: [
						aiModelLabels[prompt.model],
						" · ",
						prompt.category.title
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
					className: "line-clamp-2 font-semibold text-sm leading-snug group-hover:text-primary sm:text-base",
					children: prompt.title
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "font-bold sm:hidden",
					children: price
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "hidden line-clamp-2 text-muted-foreground text-sm sm:block",
					children: prompt.excerpt
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardStats, { prompt }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "mt-auto flex items-end justify-between gap-2 pt-1.5 sm:pt-3",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "flex min-w-0 items-center gap-1.5 text-muted-foreground text-xs",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShopAvatar, {
							name: prompt.shop.name,
							logoUrl: prompt.shop.logoUrl,
							className: "size-4 rounded text-[8px] sm:size-5 sm:rounded-md sm:text-[9px]"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "truncate",
							children: prompt.shop.name
						})]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "hidden shrink-0 font-semibold sm:inline",
						children: price
					})]
				})
			]
		})]
	});
}
/**
* "★ 4,7 (12)", read out as "Rating 4,7 dari 5, 12 ulasan"; phones add "· 3 terjual", the line
* marketplace shoppers compare cards by.
*/
function CardStats({ prompt }) {
	const rated = prompt.ratingCount > 0;
	if (!rated && prompt.sales === 0) return null;
	const average = formatRating(prompt.ratingAverageX100);
	const count = formatNumber(prompt.ratingCount);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
		className: cn("flex items-center gap-1 text-xs", !rated && "sm:hidden"),
		"data-testid": "card-stats",
		children: [rated ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
			className: "flex items-center gap-1",
			"data-testid": "card-rating",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Star, {
					className: "size-3.5 fill-amber-400 text-amber-500",
					"aria-hidden": "true"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "sr-only",
					children: common.catalog.ratingLabel(average, count)
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					"aria-hidden": "true",
					children: common.catalog.rating(average, count)
				})
			]
		}) : null, prompt.sales > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
			className: "text-muted-foreground sm:hidden",
			children: [rated ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				"aria-hidden": "true",
				children: "· "
			}) : null, common.catalog.sold(prompt.sales)]
		}) : null]
	});
}
export { promptGridClass as n, PromptCard as t };
