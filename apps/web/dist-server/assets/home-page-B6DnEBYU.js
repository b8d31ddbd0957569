import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { F as createLucideIcon, n as Button, y as paths } from "../entry-server.js";
import { K as useNavigate, P as Link } from "./public-api-D-FUNJP1.js";
import { t as marketplace } from "./marketplace-ZSsFpNdL.js";
import { n as require_jsx_runtime, t as common } from "./common-BJeRfR82.js";
import { t as PrefetchLink } from "./prefetch-link-DEHsgMhm.js";
import { t as useCategories } from "./list-categories-Cz6ygk1q.js";
import { t as Search } from "./search-DG0z0ckP.js";
import { t as require_react } from "./react-C6tkHmF0.js";
import { t as Input } from "./input-D2IwgA0K.js";
import { r as usePrompts } from "./list-prompts-CRw5Ix66.js";
import { t as PromptGrid } from "./prompt-grid-B6Mr_5mv.js";
import { t as CreditCard } from "./credit-card-QrJmPi7x.js";
import { t as Sparkles } from "./sparkles-CGQx7wyH.js";
import { i as CardTitle, n as CardContent, r as CardHeader, t as Card } from "./card-DT1Ik1ud.js";
import { t as ShopAvatar } from "./shop-avatar-D7OwU9BE.js";
import { n as usePublicShops } from "./public-shops-BJkDZH_O.js";
// ../../node_modules/lucide-react/dist/esm/icons/arrow-right.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "arrow-right",
	size: 24,
	node: [["path", {
		d: "M5 12h14",
		key: "1ays0h"
	}], ["path", {
		d: "m12 5 7 7-7 7",
		key: "xquz4c"
	}]]
};
__iconData.node;
var ArrowRight = createLucideIcon(__iconData);
// src/components/layout/home-section.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A titled band of the storefront's home page, with an optional "see all" link. */
function HomeSection({ id, title, more, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": id,
		className: "mx-auto max-w-6xl px-4 pt-10 sm:pt-14",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "mb-4 flex items-end justify-between gap-4 sm:mb-5",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id,
				className: "font-semibold text-xl sm:text-2xl",
				children: title
			}), more ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
				to: more,
				className: "inline-flex shrink-0 items-center gap-1 whitespace-nowrap font-medium text-primary text-sm hover:underline",
				children: [marketplace.home.seeAll, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowRight, {
					className: "size-4",
					"aria-hidden": "true"
				})]
			}) : null]
		}), children]
	});
}
// src/features/catalog/components/home/category-section.tsx
/**
* Every category that has public prompts, with its prompt count and description; phones get
* compact tiles two a row (name and count), as marketplaces show their category shortcuts.
*/
function CategorySection() {
	const categories = useCategories(false, { withPromptsOnly: true });
	if (!categories.data || categories.data.length === 0) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HomeSection, {
		id: "kategori",
		title: marketplace.home.categories,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: "grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4",
			children: categories.data.map((category) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PrefetchLink, {
				to: paths.marketplace.prompts({ category: category.name }),
				className: "block h-full rounded-lg border bg-card p-3 transition-colors hover:border-primary/50 sm:p-4",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: "flex flex-col gap-0.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-2",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "font-semibold text-sm leading-snug sm:text-base",
						children: category.title
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "text-muted-foreground text-xs",
						children: common.topBar.promptCount(category.count)
					})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "mt-1 line-clamp-2 hidden text-muted-foreground text-sm sm:block",
					children: category.description
				})]
			}) }, category.name))
		})
	});
}
// src/features/catalog/components/home/home-hero.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** The home page's headline and, from `md` up, the search that opens the prompt list. */
function HomeHero() {
	const navigate = useNavigate();
	const [query, setQuery] = (0, import_react.useState)("");
	const search = (event) => {
		event.preventDefault();
		navigate(paths.marketplace.prompts({ q: query.trim() }));
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
		className: "border-b bg-gradient-to-b from-accent/60 to-background",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "mx-auto max-w-6xl px-4 py-8 sm:py-20",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "font-medium text-primary text-sm",
					children: marketplace.home.heroEyebrow
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
					className: "mt-3 max-w-3xl font-bold text-display",
					children: marketplace.home.heroTitle
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "mt-3 max-w-2xl text-base text-muted-foreground sm:mt-5 sm:text-lg",
					children: marketplace.home.heroLead
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("search", {
					className: "mt-8 hidden max-w-xl md:block",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
						onSubmit: search,
						className: "flex gap-2",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
							type: "search",
							value: query,
							onChange: (event) => setQuery(event.target.value),
							placeholder: marketplace.home.heroSearchPlaceholder,
							"aria-label": common.topBar.searchLabel,
							className: "h-12 text-base"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
							type: "submit",
							size: "lg",
							className: "h-12",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Search, { "aria-hidden": "true" }), marketplace.home.heroSearch]
						})]
					})
				})
			]
		})
	});
}
// src/features/catalog/components/home/prompt-section.tsx
/** Four prompts of one list (featured, best-selling, newest) with a link to the whole list. */
function PromptSection({ id, title, filters, more, firstScreen = false }) {
	const prompts = usePrompts(filters);
	if (prompts.data && prompts.data.items.length === 0) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HomeSection, {
		id,
		title,
		more,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PromptGrid, {
			prompts: prompts.data?.items,
			loading: prompts.isPending,
			firstScreen
		})
	});
}
// src/features/pages/components/how-it-works.tsx
var stepIcons = [
	Search,
	CreditCard,
	Sparkles
];
/** Find, pay, use: the three steps, then the call to open a shop. */
function HowItWorks() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HomeSection, {
		id: "cara-kerja",
		title: marketplace.home.howTitle,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", {
			className: "grid gap-4 sm:grid-cols-3",
			children: marketplace.home.steps.map((step, index) => {
				const Icon = stepIcons[index] ?? Sparkles;
				return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
					className: "h-full",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardHeader, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "mb-2 flex size-10 items-center justify-center rounded-md bg-accent text-accent-foreground",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
							className: "size-5",
							"aria-hidden": "true"
						})
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardTitle, { children: [
						index + 1,
						". ",
						step.title
					] })] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: step.body })]
				}) }, step.title);
			})
		})
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
		"aria-labelledby": "jual-prompt",
		className: "mx-auto max-w-6xl px-4 pt-14",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "rounded-xl bg-primary px-6 py-10 text-primary-foreground sm:px-10",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "jual-prompt",
					className: "font-semibold text-2xl",
					children: marketplace.home.sellTitle
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "mt-3 max-w-2xl",
					children: marketplace.home.sellBody
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					asChild: true,
					variant: "secondary",
					className: "mt-6",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						to: `${paths.marketplace.guide}#membuka-toko`,
						children: marketplace.home.sellCta
					})
				})
			]
		})
	})] });
}
// src/features/shops/components/top-shops-section.tsx
/** The four best-selling shops, with a link to all shops. */
function TopShopsSection() {
	const items = usePublicShops("", "terlaris").data?.pages[0]?.items.slice(0, 4) ?? [];
	if (items.length === 0) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HomeSection, {
		id: "toko",
		title: marketplace.home.shops,
		more: paths.marketplace.shops,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: "grid gap-3 sm:grid-cols-2 lg:grid-cols-4",
			children: items.map((shop) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
				to: paths.shop(shop.slug),
				className: "flex h-full items-center gap-3 rounded-lg border bg-card p-4 transition-colors hover:border-primary/50",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShopAvatar, {
					name: shop.name,
					logoUrl: shop.logoUrl
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: "min-w-0",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "block truncate font-semibold",
						children: shop.name
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "line-clamp-2 text-muted-foreground text-xs",
						children: shop.description
					})]
				})]
			}) }, shop.slug))
		})
	});
}
// src/app/routes/marketplace/home-page.tsx
function HomePage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: marketplace.home.title }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HomeHero, {}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PromptSection, {
			id: "unggulan",
			title: marketplace.home.featured,
			filters: {
				featured: "true",
				limit: 4
			},
			more: paths.marketplace.prompts({ featured: true }),
			firstScreen: true
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CategorySection, {}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PromptSection, {
			id: "terlaris",
			title: marketplace.home.bestSelling,
			filters: {
				sort: "terlaris",
				limit: 4
			},
			more: paths.marketplace.prompts({ sort: "terlaris" })
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PromptSection, {
			id: "terbaru",
			title: marketplace.home.newest,
			filters: {
				sort: "terbaru",
				limit: 4
			},
			more: paths.marketplace.prompts({ sort: "terbaru" })
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TopShopsSection, {}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HowItWorks, {})
	] });
}
export { HomePage };
