import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as Skeleton } from "./skeleton-3FQQTDwH.js";
import { t as useCategories } from "./list-categories-Cz6ygk1q.js";
import { n as useInfinitePrompts } from "./list-prompts-CRw5Ix66.js";
import { i as catalogSorts, n as aiModels, r as catalogSortLabels, t as aiModelLabels } from "./catalog-options-gbLtTRNg.js";
import { F as createLucideIcon, P as X, a as usePurchasedPrompts, n as Button, y as paths } from "../entry-server.js";
import { t as require_react } from "./react-C6tkHmF0.js";
import { t as cn } from "./cn-DJgp3dhb.js";
import { t as marketplace } from "./marketplace-ZSsFpNdL.js";
import { s as formatRupiah } from "./format-BNwsEODH.js";
import { n as require_jsx_runtime, t as common } from "./common-BJeRfR82.js";
import { r as imageLoadingAt } from "./shop-avatar-D7OwU9BE.js";
import { t as Alert } from "./alert-DWkv6kLc.js";
import { t as useLoadMoreSentinel } from "./use-load-more-sentinel-CymSH7ky.js";
import { n as promptGridClass, t as PromptCard } from "./prompt-card-CuLLuToe.js";
import { P as Link, Z as useSearchParams } from "./public-api-D-FUNJP1.js";
import { t as Search } from "./search-DG0z0ckP.js";
import { t as Input } from "./input-D2IwgA0K.js";
// ../../node_modules/lucide-react/dist/esm/icons/sliders-horizontal.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "sliders-horizontal",
	size: 24,
	node: [
		["path", {
			d: "M10 5H3",
			key: "1qgfaw"
		}],
		["path", {
			d: "M12 19H3",
			key: "yhmn1j"
		}],
		["path", {
			d: "M14 3v4",
			key: "1sua03"
		}],
		["path", {
			d: "M16 17v4",
			key: "1q0r14"
		}],
		["path", {
			d: "M21 12h-9",
			key: "1o4lsq"
		}],
		["path", {
			d: "M21 19h-5",
			key: "1rlt1p"
		}],
		["path", {
			d: "M21 5h-7",
			key: "1oszz2"
		}],
		["path", {
			d: "M8 10v4",
			key: "tgpxqk"
		}],
		["path", {
			d: "M8 12H3",
			key: "a7s4jb"
		}]
	]
};
__iconData.node;
var SlidersHorizontal = createLucideIcon(__iconData);
// src/features/catalog/components/prompt-list/price-presets.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var text$5 = marketplace.promptList;
/** Price presets in whole rupiah; paid prompts start at Rp 10.000 (DESIGN.md §4). */
var pricePresets = [
	{
		id: "semua",
		label: text$5.prices.all
	},
	{
		id: "gratis",
		label: text$5.prices.free,
		max: 0
	},
	{
		id: "di-bawah-25rb",
		label: text$5.prices.under(formatRupiah(25e3)),
		max: 24999
	},
	{
		id: "25rb-100rb",
		label: text$5.prices.between(formatRupiah(25e3), formatRupiah(1e5)),
		min: 25e3,
		max: 1e5
	},
	{
		id: "di-atas-100rb",
		label: text$5.prices.above(formatRupiah(1e5)),
		min: 100001
	}
];
/** The price select's value when a shared URL holds a range that no preset matches. */
var customPrice = "lainnya";
function customPriceLabel(min, max) {
	if (min !== void 0 && max !== void 0) return text$5.prices.between(formatRupiah(min), formatRupiah(max));
	if (min !== void 0) return text$5.prices.from(formatRupiah(min));
	return text$5.prices.upTo(formatRupiah(max ?? 0));
}
// src/features/catalog/components/prompt-list/toolbar-field.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A labelled control of the toolbar; the label sits above so it stays visible on phones. */
function ToolbarField({ label, className, children }) {
	const id = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: cn("grid gap-1", className),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
			htmlFor: id,
			className: "font-medium text-muted-foreground text-xs",
			children: label
		}), children(id)]
	});
}
// src/features/catalog/components/prompt-list/prompt-filters-toolbar.tsx
var text$4 = marketplace.promptList;
var selectClass = "h-10 w-full rounded-md border bg-card px-3 text-base shadow-xs outline-none transition-colors focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 sm:w-auto sm:min-w-40 sm:text-sm dark:[color-scheme:dark]";
/** Sort, category, AI model, price and "featured only"; on phones the filters fold away. */
function PromptFiltersToolbar({ list, categories, currentCategory }) {
	const [filtersOpen, setFiltersOpen] = (0, import_react.useState)(false);
	const panelId = (0, import_react.useId)();
	const { q, category, model, featured, activeFilters, pricePreset, update } = list;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
		className: "mt-4 flex min-w-0 flex-wrap items-end gap-3",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
				className: "sr-only",
				children: text$4.toolbarLabel
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
				variant: "outline",
				className: "sm:hidden",
				"aria-expanded": filtersOpen,
				"aria-controls": panelId,
				onClick: () => setFiltersOpen((open) => !open),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SlidersHorizontal, { "aria-hidden": "true" }), activeFilters > 0 ? text$4.filterToggleActive(activeFilters) : text$4.filterToggle]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ToolbarField, {
				label: text$4.sort,
				className: "min-w-0 flex-1 sm:order-last sm:ml-auto sm:flex-none",
				children: (id) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("select", {
					id,
					value: list.shownSort,
					onChange: (event) => update({ sort: event.target.value === (q ? "relevan" : "terbaru") ? void 0 : event.target.value }),
					className: selectClass,
					children: catalogSorts.filter((value) => value !== "relevan" || q).map((value) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
						value,
						children: catalogSortLabels[value]
					}, value))
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				id: panelId,
				className: cn("w-full grid-cols-2 gap-3 sm:contents", filtersOpen ? "grid" : "hidden"),
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ToolbarField, {
						label: text$4.category,
						className: "col-span-2",
						children: (id) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("select", {
							id,
							value: category,
							onChange: (event) => update({ category: event.target.value }),
							className: selectClass,
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
									value: "",
									children: text$4.allCategories
								}),
								category && !currentCategory ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
									value: category,
									children: category
								}) : null,
								categories?.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
									value: item.name,
									children: text$4.categoryOption(item.title, item.count)
								}, item.name))
							]
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ToolbarField, {
						label: text$4.model,
						children: (id) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("select", {
							id,
							value: model ?? "",
							onChange: (event) => update({ model: event.target.value }),
							className: selectClass,
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
								value: "",
								children: text$4.allModels
							}), aiModels.map((value) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
								value,
								children: aiModelLabels[value]
							}, value))]
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ToolbarField, {
						label: text$4.price,
						children: (id) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("select", {
							id,
							value: pricePreset,
							onChange: (event) => list.choosePrice(event.target.value),
							className: selectClass,
							children: [pricePresets.map((preset) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
								value: preset.id,
								children: preset.label
							}, preset.id)), pricePreset === "lainnya" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
								value: customPrice,
								disabled: true,
								children: customPriceLabel(list.minPrice, list.maxPrice)
							}) : null]
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
						className: "flex h-10 cursor-pointer items-center gap-2 self-end text-sm",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
							type: "checkbox",
							checked: featured,
							onChange: (event) => update({ featured: event.target.checked ? "true" : void 0 }),
							className: "size-4 accent-primary dark:[color-scheme:dark]"
						}), text$4.featuredOnly]
					}),
					activeFilters > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
						variant: "ghost",
						onClick: list.clearFilters,
						className: "justify-self-start",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(X, { "aria-hidden": "true" }), text$4.clearFilters]
					}) : null
				]
			})
		]
	});
}
// src/features/catalog/components/prompt-list/prompt-skeletons.tsx
var skeletonKeys = [
	1,
	2,
	3,
	4,
	5,
	6,
	7,
	8
];
/** Card-shaped placeholders while the first page loads. */
function PromptSkeletons() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: cn(promptGridClass, "lg:grid-cols-3 xl:grid-cols-4"),
		"aria-hidden": "true",
		children: skeletonKeys.map((key) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "overflow-hidden rounded-lg border bg-card",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "aspect-[16/9] rounded-none" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "grid gap-2 p-2.5 sm:p-4",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-3 w-1/3" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-4 w-4/5" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-3 w-full" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-3 w-2/3" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "mt-3 flex justify-between",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-3 w-1/4" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-4 w-1/5" })]
					})
				]
			})]
		}, key))
	});
}
// src/features/catalog/components/prompt-list/search-suggestions.tsx
var text$3 = marketplace.promptList;
/**
* What a search that found nothing offers instead of a dead end (issue 15): categories its words
* point to, popular tags (each a new search), and the prompts closest to it.
*/
function SearchSuggestions({ suggestions }) {
	const purchased = usePurchasedPrompts();
	const { categories, tags, prompts } = suggestions;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mt-8 grid gap-8 text-left",
		children: [
			categories.length > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				"aria-labelledby": "coba-kategori",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "coba-kategori",
					className: "font-semibold text-lg",
					children: text$3.tryCategories
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					className: "mt-3 flex flex-wrap gap-2",
					children: categories.map((category) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
						to: paths.marketplace.prompts({ category: category.name }),
						className: "inline-flex items-baseline gap-2 rounded-full border bg-background px-4 py-2 text-sm transition-colors hover:border-primary/50",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "font-medium",
							children: category.title
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "text-muted-foreground text-xs",
							children: common.topBar.promptCount(category.count)
						})]
					}) }, category.name))
				})]
			}) : null,
			tags.length > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				"aria-labelledby": "tag-populer",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "tag-populer",
					className: "font-semibold text-lg",
					children: text$3.popularTags
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					className: "mt-3 flex flex-wrap gap-2",
					children: tags.map((tag) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
						to: paths.marketplace.prompts({ q: tag }),
						className: "inline-block rounded-full bg-muted px-3 py-1.5 text-sm transition-colors hover:bg-muted/70",
						children: ["#", tag]
					}) }, tag))
				})]
			}) : null,
			prompts.length > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				"aria-labelledby": "prompt-mirip",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "prompt-mirip",
					className: "font-semibold text-lg",
					children: text$3.similarPrompts
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					className: cn(promptGridClass, "mt-3 lg:grid-cols-3 xl:grid-cols-4"),
					children: prompts.map((prompt) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PromptCard, {
						prompt,
						purchased: purchased.orderOf.has(prompt.id)
					}) }, prompt.id))
				})]
			}) : null
		]
	});
}
// src/features/catalog/components/prompt-list/prompt-results.tsx
var text$2 = marketplace.promptList;
/** The matching prompts, loaded page after page as the visitor scrolls, or why there are none. */
function PromptResults({ prompts, list }) {
	const { fetchNextPage, hasNextPage, isFetchingNextPage, isPlaceholderData } = prompts;
	const sentinel = useLoadMoreSentinel(hasNextPage && !isFetchingNextPage && !isPlaceholderData && !prompts.isFetchNextPageError, fetchNextPage);
	const items = prompts.data?.pages.flatMap((page) => page.items) ?? [];
	const mainPicture = items.findIndex((prompt) => prompt.thumbnailUrl);
	const suggestions = prompts.data?.pages[0]?.suggestions;
	const { activeFilters, q } = list;
	const purchased = usePurchasedPrompts();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
		"aria-label": text$2.results,
		"aria-busy": prompts.isFetching,
		className: "mt-8",
		children: prompts.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "sr-only",
			role: "status",
			children: common.loading
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PromptSkeletons, {})] }) : prompts.isError && items.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
			variant: "destructive",
			children: prompts.error.message
		}) : items.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "rounded-lg border border-dashed bg-card px-6 py-12 text-center",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "font-semibold",
					children: q ? text$2.noResultsFor(q) : activeFilters > 0 ? text$2.empty : text$2.emptyCatalog
				}),
				activeFilters > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "mt-2 text-muted-foreground text-sm",
					children: text$2.emptyClearFilters
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "outline",
					className: "mt-4",
					onClick: list.clearFilters,
					children: text$2.clearFilters
				})] }) : q ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "mt-2 text-muted-foreground text-sm",
					children: text$2.emptyOtherWords
				}) : null,
				suggestions ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchSuggestions, { suggestions }) : null
			]
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: cn(promptGridClass, "transition-opacity lg:grid-cols-3 xl:grid-cols-4", isPlaceholderData && "opacity-60"),
				children: items.map((prompt, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PromptCard, {
					prompt,
					purchased: purchased.orderOf.has(prompt.id),
					imageLoading: imageLoadingAt(index, mainPicture)
				}) }, prompt.id))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				ref: sentinel,
				"aria-hidden": "true"
			}),
			prompts.isFetchNextPageError ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
				variant: "destructive",
				className: "mt-8",
				children: [
					text$2.moreFailed,
					" ",
					prompts.error?.message
				]
			}) : null,
			hasNextPage ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "mt-8 flex justify-center",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "outline",
					disabled: isFetchingNextPage || isPlaceholderData,
					onClick: () => void fetchNextPage(),
					children: isFetchingNextPage ? common.loading : text$2.more
				})
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-8 text-center text-muted-foreground text-sm",
				children: text$2.end
			})
		] })
	});
}
// src/features/catalog/components/prompt-list/prompt-search-form.tsx
var text$1 = marketplace.promptList;
/**
* The list's own search box, from `md` up; keyed by `q` so a search from the top bar refills it.
* Phones search from the top bar's box, which shows the current `q` (one search box a page).
*/
function PromptSearchForm({ q, onSearch }) {
	const [draft, setDraft] = (0, import_react.useState)(q);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("search", {
		className: "mt-6 hidden max-w-xl md:block",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
			className: "flex gap-2",
			onSubmit: (event) => {
				event.preventDefault();
				onSearch(draft.trim());
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "relative min-w-0 flex-1",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Search, {
					className: "pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground",
					"aria-hidden": "true"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
					type: "search",
					name: "q",
					value: draft,
					onChange: (event) => setDraft(event.target.value),
					placeholder: text$1.searchPlaceholder,
					"aria-label": text$1.searchLabel,
					maxLength: 100,
					enterKeyHint: "search",
					className: "pl-9"
				})]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				children: text$1.searchSubmit
			})]
		})
	});
}
// ../../packages/contracts/src/prompt-list-params.ts
var isAiModel = (value) => aiModels.includes(value ?? "");
var isCatalogSort = (value) => catalogSorts.includes(value ?? "");
var toPrice = (value) => value && /^\d{1,9}$/.test(value) ? Number(value) : void 0;
/**
* The prompt list's search, filters and sort as the page's URL (`/marketplace/prompt?…`) states
* them; anything unknown is left out. The web app's list and the server's first-screen data
* both read a URL with this, so they ask the API the same question.
*/
function readPromptListParams(params) {
	const q = params.get("q")?.trim() ?? "";
	const model = params.get("model");
	const sort = params.get("sort");
	return {
		q,
		category: params.get("category") ?? "",
		featured: params.get("featured") === "true",
		model: isAiModel(model) ? model : void 0,
		minPrice: toPrice(params.get("minPrice")),
		maxPrice: toPrice(params.get("maxPrice")),
		sort: isCatalogSort(sort) && (sort !== "relevan" || q !== "") ? sort : void 0
	};
}
/** The list's API query for those params (`GET /api/v1/products`), without a cursor. */
function promptListQuery(list) {
	return {
		q: list.q || void 0,
		category: list.category || void 0,
		featured: list.featured ? "true" : void 0,
		model: list.model,
		minPrice: list.minPrice,
		maxPrice: list.maxPrice,
		sort: list.sort
	};
}
// src/features/catalog/hooks/use-prompt-list-params.ts
/** The URL params that narrow the list; `q` and `sort` are not filters (clearing keeps them). */
var filterParams = [
	"category",
	"featured",
	"model",
	"minPrice",
	"maxPrice"
];
/**
* The prompt list's search, filters and sort, read from and written to the URL so a list can be
* shared and the back button restores it.
*/
function usePromptListParams() {
	const [params, setParams] = useSearchParams();
	const read = readPromptListParams(params);
	const { q, category, featured, model, minPrice, maxPrice, sort } = read;
	const shownSort = sort ?? (q ? "relevan" : "terbaru");
	const filters = promptListQuery(read);
	const activeFilters = [
		category !== "",
		featured,
		model !== void 0,
		minPrice !== void 0 || maxPrice !== void 0
	].filter(Boolean).length;
	const pricePreset = minPrice === void 0 && maxPrice === void 0 ? "semua" : pricePresets.find((preset) => preset.min === minPrice && preset.max === maxPrice)?.id ?? "lainnya";
	/** Filter and sort changes replace the history entry, so back leaves the list. */
	function update(changes) {
		setParams((previous) => {
			const next = new URLSearchParams(previous);
			for (const [key, value] of Object.entries(changes)) if (value === void 0 || value === "") next.delete(key);
			else next.set(key, value);
			return next;
		}, { replace: true });
	}
	/** A new search is a new page in the history; it drops the sort so relevance applies. */
	function search(value) {
		const next = new URLSearchParams(params);
		if (value) next.set("q", value);
		else next.delete("q");
		next.delete("sort");
		if (next.toString() !== params.toString()) setParams(next);
	}
	const clearFilters = () => update(Object.fromEntries(filterParams.map((key) => [key, void 0])));
	function choosePrice(id) {
		const preset = pricePresets.find((item) => item.id === id);
		if (!preset) return;
		update({
			minPrice: preset.min?.toString(),
			maxPrice: preset.max?.toString()
		});
	}
	return {
		q,
		category,
		featured,
		model,
		minPrice,
		maxPrice,
		shownSort,
		filters,
		activeFilters,
		pricePreset,
		update,
		search,
		clearFilters,
		choosePrice
	};
}
// src/app/routes/marketplace/prompt-list-page.tsx
var text = marketplace.promptList;
/**
* /marketplace/prompt: every published prompt, narrowed by `?featured=true`, `?category=`, a
* search, the AI model and a price range. Everything lives in the URL so a list can be shared
* and the back button restores it.
*/
function PromptListPage() {
	const list = usePromptListParams();
	const prompts = useInfinitePrompts(list.filters);
	const categories = useCategories(false);
	const { q, category, featured } = list;
	const currentCategory = categories.data?.find((item) => item.name === category);
	let heading = text.all;
	let lead = text.allLead;
	if (featured) {
		heading = text.featured;
		lead = text.featuredLead;
	} else if (category) {
		heading = currentCategory?.title ?? (categories.isPending ? void 0 : category);
		lead = currentCategory?.description || void 0;
	} else if (q) {
		heading = text.searchResults(q);
		lead = void 0;
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto max-w-6xl px-4 py-6 sm:py-12",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${heading ?? common.loading} — ${common.brand.name}` }),
			heading ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: "font-bold text-2xl tracking-tight sm:text-3xl",
				children: heading
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: "sr-only",
				children: common.loading
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
				className: "h-9 w-56 max-w-full",
				"aria-hidden": "true"
			})] }),
			lead ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-2 max-w-2xl text-muted-foreground",
				children: lead
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PromptSearchForm, {
				q,
				onSearch: list.search
			}, q),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PromptFiltersToolbar, {
				list,
				categories: categories.data,
				currentCategory
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PromptResults, {
				prompts,
				list
			})
		]
	});
}
export { PromptListPage };
