import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { K as useNavigate, P as Link, W as useLocation, Y as useParams, n as firstScreenPublicAnswer, t as callPublicApi, u as useQuery } from "./public-api-D-FUNJP1.js";
import { t as RichText } from "./rich-text-DdOWyVu8.js";
import { a as useSaveReview, n as useOwnReviews, o as Link2, r as usePromptReviews, s as Braces, t as Stars } from "./stars-DvW09JPG.js";
import { F as createLucideIcon, a as usePurchasedPrompts, b as toast, n as Button, o as useToggleWishlist, s as useWishlist, y as paths } from "../entry-server.js";
import { t as useSession } from "./use-session-DbhFI07F.js";
import { t as affiliatesText } from "./affiliates-D5LKFV_4.js";
import { i as AffiliateLinkField, n as useAffiliateMemberships, r as affiliateUrl, t as ChatSellerButton } from "./chat-seller-button-BmsN8zN8.js";
import { n as require_jsx_runtime, t as common } from "./common-BJeRfR82.js";
import { t as useAffiliateLinkVisit } from "./use-affiliate-link-visit-BcnCDYuk.js";
import { t as cn } from "./cn-DJgp3dhb.js";
import { t as marketplace } from "./marketplace-ZSsFpNdL.js";
import { r as usePrompts } from "./list-prompts-CRw5Ix66.js";
import { n as promptGridClass, t as PromptCard } from "./prompt-card-CuLLuToe.js";
import { t as ChevronRight } from "./chevron-right-Dd6QSKf4.js";
import { a as IMAGE_SIZES, n as ResponsiveImage, t as ShopAvatar } from "./shop-avatar-D7OwU9BE.js";
import { a as formatNumber, o as formatRating, s as formatRupiah, t as formatDate } from "./format-BNwsEODH.js";
import { t as Sparkles } from "./sparkles-CGQx7wyH.js";
import { t as Star } from "./star-2lEFID-i.js";
import { t as aiModelLabels } from "./catalog-options-gbLtTRNg.js";
import { t as Skeleton } from "./skeleton-3FQQTDwH.js";
import { g as ReviewInput, m as REVIEW_BODY_MAX } from "./shops-CQjzKAlY.js";
import { t as Lock } from "./lock-C6Pb2GV-.js";
import { t as MessageCircle } from "./message-circle-BrgqqMFI.js";
import { t as Card } from "./card-DT1Ik1ud.js";
import { t as require_react } from "./react-C6tkHmF0.js";
import { s as useQueryClient, t as ApiError } from "./http-uRK1c2Wv.js";
import { t as CircleCheck } from "./circle-check-B9j_tvhR.js";
import { t as Receipt } from "./receipt-BjYEXOuD.js";
import { t as Store } from "./store-C8b4eMYz.js";
import { a as purchaseKeys } from "./get-order-BvnUOal2.js";
import { t as useCheckoutBuyer } from "./use-checkout-buyer-C01XzfzP.js";
import { t as PurchasedPrompt } from "./purchased-prompt-BlEmtRgM.js";
import { t as useOrderLiveUpdates } from "./use-order-live-updates-DaPX3uM3.js";
import { i as LoadMoreButton } from "./list-states-BDkgnsT6.js";
import { t as Alert } from "./alert-DWkv6kLc.js";
import { t as FormField } from "./form-field-Pm8rZE8n.js";
import { n as Textarea } from "./input-D2IwgA0K.js";
import { t as issuesByField } from "./issues-by-field-BXkspnIA.js";
import { t as Heart } from "./heart-Cn8ln3ov.js";
import { t as NotFoundPage } from "./not-found-page-B_nPS3-g.js";
// ../../node_modules/lucide-react/dist/esm/icons/cpu.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$2 = {
	name: "cpu",
	size: 24,
	node: [
		["path", {
			d: "M12 20v2",
			key: "1lh1kg"
		}],
		["path", {
			d: "M12 2v2",
			key: "tus03m"
		}],
		["path", {
			d: "M17 20v2",
			key: "1rnc9c"
		}],
		["path", {
			d: "M17 2v2",
			key: "11trls"
		}],
		["path", {
			d: "M2 12h2",
			key: "1t8f8n"
		}],
		["path", {
			d: "M2 17h2",
			key: "7oei6x"
		}],
		["path", {
			d: "M2 7h2",
			key: "asdhe0"
		}],
		["path", {
			d: "M20 12h2",
			key: "1q8mjw"
		}],
		["path", {
			d: "M20 17h2",
			key: "1fpfkl"
		}],
		["path", {
			d: "M20 7h2",
			key: "1o8tra"
		}],
		["path", {
			d: "M7 20v2",
			key: "4gnj0m"
		}],
		["path", {
			d: "M7 2v2",
			key: "1i4yhu"
		}],
		["rect", {
			x: "4",
			y: "4",
			width: "16",
			height: "16",
			rx: "2",
			key: "1vbyd7"
		}],
		["rect", {
			x: "8",
			y: "8",
			width: "8",
			height: "8",
			rx: "1",
			key: "z9xiuo"
		}]
	]
};
__iconData$2.node;
var Cpu = createLucideIcon(__iconData$2);
// ../../node_modules/lucide-react/dist/esm/icons/folder.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "folder",
	size: 24,
	node: [["path", {
		d: "M20 20a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2h-7.9a2 2 0 0 1-1.69-.9L9.6 3.9A2 2 0 0 0 7.93 3H4a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2Z",
		key: "1kt360"
	}]]
};
__iconData$1.node;
var Folder = createLucideIcon(__iconData$1);
// ../../node_modules/lucide-react/dist/esm/icons/shopping-cart.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "shopping-cart",
	size: 24,
	node: [
		["path", {
			d: "m2.05 2.05 1.099-.028a1 1 0 0 1 1.008.815l2.69 14.347A1 1 0 0 0 7.83 18H18",
			key: "uebgi3"
		}],
		["path", {
			d: "M4.563 5h16.435a1 1 0 0 1 .981 1.204l-1.026 6.226A2 2 0 0 1 18.962 14H6.25",
			key: "1j7c9p"
		}],
		["circle", {
			cx: "18",
			cy: "20",
			r: "2",
			key: "t9985n"
		}],
		["circle", {
			cx: "8",
			cy: "20",
			r: "2",
			key: "ckkr5m"
		}]
	]
};
__iconData.node;
var ShoppingCart = createLucideIcon(__iconData);
// src/features/affiliates/components/affiliate-prompt-link.tsx
var import_jsx_runtime = require_jsx_runtime();
var text$11 = affiliatesText.promptLink;
/** On a prompt's page, for an active affiliate of its shop: the link to this very prompt. */
function AffiliatePromptLink({ shopSlug, promptSlug }) {
	const { isLoggedIn } = useSession();
	const mine = useAffiliateMemberships().data?.find((membership) => membership.shop.slug === shopSlug && membership.status === "active" && membership.programmeEnabled);
	if (!isLoggedIn || !mine) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": "tautan-afiliasi",
		className: "grid gap-2 rounded-lg border border-dashed bg-card p-4",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h2", {
			id: "tautan-afiliasi",
			className: "flex items-center gap-2 font-semibold text-sm",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link2, {
				className: "size-4 text-primary",
				"aria-hidden": "true"
			}), text$11.title]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AffiliateLinkField, {
			url: affiliateUrl(paths.marketplace.prompt(promptSlug), mine.code),
			label: text$11.label
		})]
	});
}
// src/features/catalog/api/get-prompt.ts
/** GET /api/v1/products/{slug}: a published prompt's page, without its secret. */
function usePrompt(slug) {
	return useQuery({
		queryKey: [
			"products",
			"detail",
			slug
		],
		queryFn: ({ signal }) => callPublicApi("product", { params: { slug } }, { signal }),
		initialData: () => firstScreenPublicAnswer("product", { params: { slug } }),
		initialDataUpdatedAt: 0
	});
}
// src/features/catalog/components/prompt-page/more-from-shop.tsx
var text$10 = marketplace.promptPage;
function MoreFromShop({ prompt }) {
	const prompts = usePrompts({
		shop: prompt.shop.slug,
		limit: 4
	});
	const purchased = usePurchasedPrompts();
	const others = prompts.data?.items.filter((item) => item.id !== prompt.id) ?? [];
	if (others.length === 0) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": "prompt-lain",
		className: "mt-14",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			id: "prompt-lain",
			className: "font-semibold text-xl",
			children: text$10.moreFromShop
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: cn(promptGridClass, "mt-4 lg:grid-cols-4"),
			children: others.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PromptCard, {
				prompt: item,
				purchased: purchased.orderOf.has(item.id)
			}) }, item.id))
		})]
	});
}
// src/features/catalog/components/prompt-page/prompt-breadcrumb.tsx
var text$9 = marketplace.promptPage;
function PromptBreadcrumb({ prompt }) {
	const link = "shrink-0 hover:text-foreground hover:underline";
	const separator = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronRight, {
		className: "size-4 shrink-0",
		"aria-hidden": "true"
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("nav", {
		"aria-label": text$9.breadcrumb,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ol", {
			className: "flex min-w-0 items-center gap-1.5 text-muted-foreground text-sm",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
					className: "flex shrink-0 items-center gap-1.5",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						to: paths.marketplace.home,
						className: link,
						children: text$9.marketplace
					}), separator]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
					className: "flex shrink-0 items-center gap-1.5",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						to: paths.marketplace.prompts({ category: prompt.category.name }),
						className: link,
						children: prompt.category.title
					}), separator]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
					className: "min-w-0 truncate text-foreground",
					"aria-current": "page",
					children: prompt.title
				})
			]
		})
	});
}
// src/features/catalog/components/prompt-page/prompt-examples.tsx
var text$8 = marketplace.promptPage;
/** Two examples a row from `sm`, in the content column (two thirds of 72rem from `lg`). */
var TWO_A_ROW = "(min-width: 1024px) 360px, (min-width: 640px) 50vw, calc(100vw - 2rem)";
function PromptExamples({ prompt }) {
	const images = prompt.examples.filter((example) => example.kind === "image" && Boolean(example.imageUrl));
	const texts = prompt.examples.filter((example) => example.kind === "text" && Boolean(example.text?.trim()));
	if (images.length === 0 && texts.length === 0) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": "contoh-hasil",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: "contoh-hasil",
				className: "font-semibold text-xl",
				children: text$8.examples
			}),
			images.length > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: cn("mt-4 grid gap-4", images.length > 1 && "sm:grid-cols-2"),
				children: images.map((example) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("figure", {
					className: "overflow-hidden rounded-lg border bg-card",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResponsiveImage, {
						src: example.imageUrl,
						sizes: images.length > 1 ? TWO_A_ROW : IMAGE_SIZES.pageColumn,
						alt: example.caption || prompt.title,
						className: "aspect-[4/3] w-full bg-muted object-contain"
					}), example.caption ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("figcaption", {
						className: "border-t px-4 py-2 text-muted-foreground text-sm",
						children: example.caption
					}) : null]
				}) }, example.imageUrl))
			}) : null,
			texts.length > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "mt-4 space-y-4",
				children: texts.map((example, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("figure", {
					className: "rounded-lg border bg-card p-5",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("blockquote", {
						className: "whitespace-pre-line break-words border-primary/40 border-l-4 pl-4 text-sm leading-relaxed",
						children: example.text
					}), example.caption ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("figcaption", {
						className: "mt-3 text-muted-foreground text-xs",
						children: example.caption
					}) : null]
				}) }, index))
			}) : null
		]
	});
}
// src/features/catalog/components/prompt-page/model-line.ts
/** 'Midjourney · v6.1', or the model alone when the seller gave no version. */
var modelLine = (prompt) => [aiModelLabels[prompt.model], prompt.modelVersion.trim()].filter(Boolean).join(" · ");
// src/features/catalog/components/prompt-page/prompt-header.tsx
var text$7 = marketplace.promptPage;
function PromptHeader({ prompt, className }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("header", {
		className,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: "break-words font-bold text-3xl tracking-tight sm:text-4xl",
				children: prompt.title
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", {
				className: "mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-muted-foreground text-sm",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
						className: "font-medium text-foreground",
						children: modelLine(prompt)
					}),
					prompt.featured ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
						className: "inline-flex items-center gap-1 rounded-full bg-primary px-2 py-0.5 font-medium text-primary-foreground text-xs",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Sparkles, {
							className: "size-3",
							"aria-hidden": "true"
						}), text$7.featured]
					}) : null,
					prompt.ratingCount > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
						href: "#ulasan",
						className: "inline-flex items-center gap-1 hover:text-primary hover:underline",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Star, {
							className: "size-4 fill-amber-400 text-amber-500",
							"aria-hidden": "true"
						}), text$7.rating(formatRating(prompt.ratingAverageX100), formatNumber(prompt.ratingCount))]
					}) }) : null,
					prompt.sales > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: text$7.sold(formatNumber(prompt.sales)) }) : null,
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
						dateTime: prompt.publishedAt,
						children: text$7.published(formatDate(prompt.publishedAt))
					}) })
				]
			}),
			prompt.excerpt ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-4 text-lg text-muted-foreground",
				children: prompt.excerpt
			}) : null
		]
	});
}
// src/features/catalog/components/prompt-page/prompt-page-skeleton.tsx
function PromptPageSkeleton() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto max-w-6xl px-4 py-8",
		role: "status",
		"aria-label": common.loading,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-5 w-64 max-w-full" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "mt-6 grid gap-8 lg:grid-cols-3",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "space-y-3 lg:col-span-2",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-10 w-3/4" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-5 w-1/2" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-6 w-full" })
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-96 lg:row-span-2" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "grid gap-4 sm:grid-cols-2 lg:col-span-2",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "aspect-[4/3]" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "aspect-[4/3]" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-40 sm:col-span-2" })
					]
				})
			]
		})]
	});
}
// src/features/catalog/components/prompt-page/prompt-tags.tsx
var text$6 = marketplace.promptPage;
function PromptTags({ tags }) {
	if (tags.length === 0) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		"aria-label": text$6.tags,
		className: "mt-6 flex flex-wrap gap-2",
		children: tags.map((tag) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
			to: paths.marketplace.prompts({ q: tag }),
			"aria-label": text$6.searchTag(tag),
			className: "inline-block rounded-full border bg-card px-3 py-1 text-muted-foreground text-xs transition-colors hover:border-primary/50 hover:text-primary",
			children: tag
		}) }, tag))
	});
}
// src/hooks/use-origin.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var never = () => () => void 0;
/**
* The page's origin (`https://…`) in the browser; empty while the server renders the page and
* while the browser hydrates it, so both write the same markup (the origin follows at once).
*/
function useOrigin() {
	return (0, import_react.useSyncExternalStore)(never, () => window.location.origin, () => "");
}
// src/features/catalog/components/prompt-page/prompt-fact.tsx
/** One line of the purchase card's facts: an icon, what it is, and its value. */
function PromptFact({ icon, term, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid grid-cols-[1rem_minmax(0,1fr)] gap-x-3",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dt", {
			className: "contents",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				"aria-hidden": "true",
				className: "row-span-2 mt-0.5 text-muted-foreground [&_svg]:size-4 [&_svg]:shrink-0",
				children: icon
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "text-muted-foreground text-xs",
				children: term
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
			className: "col-start-2 mt-0.5 min-w-0 font-medium",
			children
		})]
	});
}
// src/features/catalog/components/prompt-page/purchase-card.tsx
var text$5 = marketplace.promptPage;
/** The price, the buy action, what the prompt was tested with, and ways to share it. */
function PurchaseCard({ prompt, action, wishlist, showUnlockNote, className }) {
	const location = useLocation();
	const address = shareableAddress(useOrigin(), location.pathname, location.search);
	const whatsappUrl = `https://wa.me/?text=${encodeURIComponent(`${prompt.title} — ${address}`)}`;
	async function copyLink() {
		try {
			await navigator.clipboard.writeText(address);
			toast({ title: text$5.linkCopied });
		} catch {
			toast({
				title: text$5.copyFailed,
				description: text$5.copyFailedBody,
				variant: "destructive"
			});
		}
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		className,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "p-5",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "text-muted-foreground text-sm",
						children: text$5.price
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "mt-1 font-bold text-3xl tracking-tight",
						children: prompt.price === 0 ? text$5.free : formatRupiah(prompt.price)
					}),
					action
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
				className: "space-y-4 border-t p-5 text-sm",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PromptFact, {
						icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Cpu, {}),
						term: text$5.testedWith,
						children: modelLine(prompt)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PromptFact, {
						icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Braces, {}),
						term: text$5.variables,
						children: [text$5.variableCount(prompt.variableCount), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "block text-muted-foreground text-xs",
							children: text$5.variablesHint
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PromptFact, {
						icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Folder, {}),
						term: text$5.category,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							to: paths.marketplace.prompts({ category: prompt.category.name }),
							className: "hover:text-primary hover:underline",
							children: prompt.category.title
						})
					})
				]
			}),
			showUnlockNote ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "border-t p-5",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "flex gap-3 rounded-md bg-accent p-3 text-accent-foreground text-sm",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Lock, {
						className: "mt-0.5 size-4 shrink-0",
						"aria-hidden": "true"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "block font-medium",
						children: text$5.unlockNote
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "mt-1 block opacity-80",
						children: text$5.unlockDetail
					})] })]
				})
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "grid gap-2 border-t p-5",
				children: [
					wishlist,
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "sr-only",
						children: text$5.share
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
						type: "button",
						variant: "outline",
						onClick: copyLink,
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link2, { "aria-hidden": "true" }), text$5.copyLink]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						asChild: true,
						variant: "outline",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
							href: whatsappUrl,
							target: "_blank",
							rel: "noopener noreferrer",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MessageCircle, { "aria-hidden": "true" }), text$5.whatsapp]
						})
					})
				]
			})
		]
	});
}
/**
* This page's address without the `?aff=` of the affiliate link the visitor may have come
* through: sharing the prompt is the visitor's own recommendation, not someone else's referral.
*/
/** The page's address without this visitor's affiliate code (origin-less until hydrated). */
function shareableAddress(origin, pathname, search) {
	const params = new URLSearchParams(search);
	params.delete("aff");
	const query = params.toString();
	return `${origin}${pathname}${query ? `?${query}` : ""}`;
}
// src/features/orders/components/buy-action.tsx
var CheckoutDialog = (0, import_react.lazy)(() => import("./checkout-dialog-BxK_dyT9.js").then((module) => ({ default: module.CheckoutDialog })));
var buyText = common.orders.buy;
/** Beli sekarang / Dapatkan gratis, or why this viewer has nothing to buy here. */
function BuyAction({ prompt, access }) {
	const buyer = useCheckoutBuyer();
	const queryClient = useQueryClient();
	const [open, setOpen] = (0, import_react.useState)(false);
	const orderId = usePurchasedPrompts().orderOf.get(prompt.id);
	if (access === "checking") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "mt-4 h-11 w-full" });
	if (access === "owned") return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mt-4 grid gap-3",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
			className: "flex gap-2 rounded-md border border-primary/30 bg-accent p-3 text-accent-foreground text-sm",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircleCheck, {
				className: "mt-0.5 size-4 shrink-0",
				"aria-hidden": "true"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "block font-medium",
					children: buyText.purchased
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "mt-0.5 block",
					children: buyText.owned
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
					href: "#prompt-lengkap",
					className: "mt-1 inline-block underline underline-offset-4 hover:text-primary",
					children: buyText.readBelow
				})
			] })]
		}), orderId ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			asChild: true,
			size: "lg",
			className: "w-full",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
				to: paths.account.order(orderId),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Receipt, { "aria-hidden": "true" }), buyText.openOrder]
			})
		}) : null]
	});
	if (access === "own-shop") return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
		className: "mt-4 flex gap-2 rounded-md bg-muted p-3 text-sm",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Store, {
			className: "mt-0.5 size-4 shrink-0 text-muted-foreground",
			"aria-hidden": "true"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: "block font-medium",
			children: buyText.ownShop
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: "mt-1 block text-muted-foreground",
			children: buyText.ownShopDetail
		})] })]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
		type: "button",
		size: "lg",
		className: "mt-4 w-full",
		onClick: () => setOpen(true),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShoppingCart, { "aria-hidden": "true" }), prompt.price === 0 ? buyText.getFree : buyText.buyNow]
	}), open ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
		fallback: null,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckoutDialog, {
			open,
			onOpenChange: setOpen,
			prompt: {
				id: prompt.id,
				title: prompt.title,
				shopName: prompt.shop.name,
				price: prompt.price
			},
			buyer,
			onAlreadyPurchased: () => void queryClient.invalidateQueries({ queryKey: purchaseKeys.all })
		})
	}) : null] });
}
// src/features/orders/hooks/use-prompt-access.ts
/**
* Who is looking decides what the card offers: a buyer who owns the prompt reads it here, a
* member of its shop cannot buy it (the server refuses too), everyone else can.
*/
function usePromptAccess(prompt) {
	const session = useSession();
	const purchased = usePurchasedPrompts();
	if (purchased.isPending) return "checking";
	if (purchased.orderOf.has(prompt.id)) return "owned";
	return session.memberships.some((membership) => membership.kind === "shop" && membership.slug === prompt.shop.slug) ? "own-shop" : "buy";
}
// src/features/reviews/components/review-form.tsx
var text$4 = marketplace.reviews;
/**
* Stars 1–5 as a native radio group (arrow keys move between them, each read as "4 bintang")
* and the text; the shared schema checks both before anything is sent.
*/
function ReviewForm({ initial, submitLabel, pending, error, onSubmit, onCancel }) {
	const name = (0, import_react.useId)();
	const legendId = (0, import_react.useId)();
	const [rating, setRating] = (0, import_react.useState)(initial?.rating ?? 0);
	const [body, setBody] = (0, import_react.useState)(initial?.body ?? "");
	const [fields, setFields] = (0, import_react.useState)({});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		className: "grid gap-4",
		noValidate: true,
		onSubmit: (event) => {
			event.preventDefault();
			const parsed = ReviewInput.safeParse({
				rating,
				body
			});
			if (!parsed.success) {
				setFields(issuesByField(parsed.error));
				return;
			}
			setFields({});
			onSubmit(parsed.data);
		},
		children: [
			error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				variant: "destructive",
				children: error
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
				className: "grid gap-1.5",
				"aria-describedby": fields.rating ? `${legendId}-error` : void 0,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
						id: legendId,
						className: "mb-1.5 font-medium text-sm",
						children: text$4.ratingLegend
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						className: "flex gap-1",
						children: [
							1,
							2,
							3,
							4,
							5
						].map((star) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
							className: "relative rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
									type: "radio",
									name,
									value: star,
									checked: rating === star,
									onChange: () => setRating(star),
									className: "absolute inset-0 size-full cursor-pointer opacity-0"
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
									className: "sr-only",
									children: text$4.star(star)
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Star, {
									"aria-hidden": "true",
									className: cn("size-7 transition-colors", star <= rating ? "fill-amber-400 text-amber-500 dark:fill-amber-300 dark:text-amber-300" : "fill-transparent text-muted-foreground/60")
								})
							]
						}, star))
					}),
					fields.rating ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						id: `${legendId}-error`,
						className: "text-destructive text-sm",
						children: fields.rating
					}) : null
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				label: text$4.bodyLabel,
				error: fields.body,
				hint: text$4.bodyHint,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Textarea, {
					rows: 5,
					maxLength: REVIEW_BODY_MAX,
					value: body,
					onChange: (event) => setBody(event.target.value)
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-col-reverse gap-2 sm:flex-row sm:justify-end",
				children: [onCancel ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "button",
					variant: "outline",
					onClick: onCancel,
					children: text$4.cancel
				}) : null, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "submit",
					disabled: pending,
					children: submitLabel
				})]
			})
		]
	});
}
// src/features/reviews/components/review-item.tsx
var text$3 = marketplace.reviews;
/** One review: stars, first name and initial, date, text (plain text, never HTML), the reply. */
function ReviewItem({ review, shopName }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: "grid gap-2 py-5",
		"aria-label": `${review.authorName}, ${text$3.star(review.rating)}`,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-wrap items-center gap-x-3 gap-y-1",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stars, {
						value: review.rating,
						label: text$3.star(review.rating)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "font-medium text-sm",
						children: review.authorName
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "text-muted-foreground text-xs",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
							dateTime: review.createdAt,
							children: formatDate(review.createdAt)
						}), review.editedAt ? ` ${text$3.edited}` : null]
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "whitespace-pre-line break-words text-sm leading-relaxed",
				children: review.body
			}),
			review.reply ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "ml-4 rounded-md border-primary border-l-2 bg-muted/60 px-3 py-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "font-medium text-xs",
					children: [text$3.shopReply(shopName), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "font-normal text-muted-foreground",
						children: [" · ", /* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
							dateTime: review.reply.repliedAt,
							children: formatDate(review.reply.repliedAt)
						})]
					})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "mt-1 whitespace-pre-line break-words text-sm",
					children: review.reply.body
				})]
			}) : null
		]
	});
}
// src/features/reviews/components/prompt-reviews.tsx
var text$2 = marketplace.reviews;
/**
* The prompt page's "Ulasan" (`#ulasan`): the average and count, the buyer's own review to
* write or edit, and the reviews newest first, a page at a time.
*/
function PromptReviews({ prompt }) {
	const reviews = usePromptReviews(prompt.slug);
	const first = reviews.data?.pages[0];
	const items = reviews.data?.pages.flatMap((page) => page.items) ?? [];
	const { hash } = useLocation();
	const section = (0, import_react.useRef)(null);
	const loaded = reviews.data !== void 0;
	(0, import_react.useEffect)(() => {
		if (loaded && hash === "#ulasan") section.current?.scrollIntoView({ block: "start" });
	}, [loaded, hash]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		ref: section,
		id: "ulasan",
		"aria-labelledby": "ulasan-judul",
		className: "scroll-mt-24",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: "ulasan-judul",
				className: "font-semibold text-xl",
				children: text$2.title
			}),
			first && first.ratingCount > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mt-3 flex flex-wrap items-center gap-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "font-bold text-4xl tracking-tight",
					"aria-hidden": "true",
					children: formatRating(first.ratingAverageX100)
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: "grid gap-1",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stars, {
						value: first.ratingAverageX100 / 100,
						label: text$2.averageLabel(formatRating(first.ratingAverageX100), formatNumber(first.ratingCount))
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "text-muted-foreground text-sm",
						"data-testid": "rating-count",
						children: text$2.count(formatNumber(first.ratingCount))
					})]
				})]
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(OwnReview, { productId: prompt.id }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mt-2",
				children: [reviews.error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
					variant: "destructive",
					children: reviews.error.message
				}) : reviews.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "mt-4 h-32 w-full" }) : items.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "mt-3 text-muted-foreground text-sm",
					children: text$2.none
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					className: "divide-y",
					children: items.map((review) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReviewItem, {
						review,
						shopName: prompt.shop.name
					}) }, review.id))
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: "grid",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadMoreButton, {
						query: reviews,
						label: text$2.more
					})
				})]
			})
		]
	});
}
/** For a buyer with a paid order of this prompt: write a review, or see and edit theirs. */
function OwnReview({ productId }) {
	const orders = useOwnReviews(productId).data?.items ?? [];
	const target = orders.find((order) => !order.review) ?? orders[0];
	if (!target) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OwnReviewCard, { target }, `${target.orderId}-${target.review?.id ?? "new"}`);
}
function OwnReviewCard({ target }) {
	const save = useSaveReview();
	const [editing, setEditing] = (0, import_react.useState)(false);
	const review = target.review;
	const error = save.error ? save.error instanceof ApiError ? save.error.message : common.errors.generic : null;
	const submit = (values) => save.mutate({
		orderId: target.orderId,
		input: values,
		existing: review !== null
	}, { onSuccess: () => {
		setEditing(false);
		toast({ title: review ? text$2.updated : text$2.created });
	} });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mt-5 rounded-lg border bg-card p-4 sm:p-5",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
			className: "font-semibold",
			children: review && !editing ? text$2.yours : review ? text$2.edit : text$2.write
		}), review && !editing ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "mt-3 grid gap-2",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stars, {
					value: review.rating,
					label: text$2.star(review.rating)
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "whitespace-pre-line break-words text-sm",
					children: review.body
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "button",
					variant: "outline",
					className: "justify-self-start",
					onClick: () => {
						save.reset();
						setEditing(true);
					},
					children: text$2.edit
				})
			]
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "mt-3",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReviewForm, {
				initial: review ? {
					rating: review.rating,
					body: review.body
				} : null,
				submitLabel: save.isPending ? common.processing : review ? text$2.save : text$2.submit,
				pending: save.isPending,
				error,
				onSubmit: submit,
				onCancel: review ? () => setEditing(false) : void 0
			})
		})]
	});
}
// src/features/shops/components/seller-card.tsx
var text$1 = marketplace.promptPage;
/** The shop behind a prompt, on the prompt's page. */
function SellerCard({ shop }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": "penjual",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			id: "penjual",
			className: "font-semibold text-xl",
			children: text$1.seller
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
			className: "mt-3 flex flex-col gap-4 p-5 sm:flex-row sm:items-start",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShopAvatar, {
					name: shop.name,
					logoUrl: shop.logoUrl
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "min-w-0 flex-1",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						to: paths.shop(shop.slug),
						className: "font-semibold text-lg hover:text-primary hover:underline",
						children: shop.name
					}), shop.description ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "mt-1 line-clamp-3 whitespace-pre-line text-muted-foreground text-sm",
						children: shop.description
					}) : null]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex flex-wrap gap-2 self-start",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChatSellerButton, {
						shopSlug: shop.slug,
						size: "sm"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						asChild: true,
						variant: "outline",
						size: "sm",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							to: paths.shop(shop.slug),
							children: text$1.visitShop
						})
					})]
				})
			]
		})]
	});
}
// src/features/wishlist/components/wishlist-toggle.tsx
/** Saves a prompt to the wishlist (signed out: asks to sign in first). */
function WishlistToggle({ promptId, className }) {
	const { isLoggedIn } = useSession();
	const navigate = useNavigate();
	const { productIds } = useWishlist();
	const toggle = useToggleWishlist();
	const saved = productIds.includes(promptId);
	const onClick = () => {
		if (!isLoggedIn) {
			navigate(paths.auth.signIn(window.location.pathname));
			return;
		}
		toggle.mutate({
			promptId,
			saved: !saved
		}, {
			onSuccess: () => toast({ title: saved ? marketplace.wishlist.removed : marketplace.wishlist.added }),
			onError: (error) => toast({
				title: error.message || common.errors.generic,
				variant: "destructive"
			})
		});
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
		type: "button",
		variant: "outline",
		"aria-pressed": saved,
		disabled: toggle.isPending,
		onClick,
		className: cn(className),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heart, {
			"aria-hidden": "true",
			className: cn(saved && "fill-primary text-primary")
		}), saved ? marketplace.wishlist.saved : marketplace.wishlist.save]
	});
}
// src/app/routes/marketplace/prompt-page.tsx
var text = marketplace.promptPage;
/**
* /marketplace/prompt/{slug}: a prompt's public page. It shows everything a buyer needs to
* decide — examples, description, what the prompt was tested with — but not the prompt text,
* which no public endpoint returns (DESIGN.md §4): only its buyer reads it here, from their
* purchases.
*/
function PromptPage() {
	const { slug = "" } = useParams();
	const prompt = usePrompt(slug);
	if (prompt.error instanceof ApiError && prompt.error.status === 404) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotFoundPage, {});
	if (prompt.error) throw prompt.error;
	if (!prompt.data) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PromptPageSkeleton, {});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PromptView, { prompt: prompt.data });
}
function PromptView({ prompt }) {
	const access = usePromptAccess(prompt);
	useAffiliateLinkVisit({ promptId: prompt.id });
	useOrderLiveUpdates();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto max-w-6xl px-4 py-8",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${prompt.title} — ${common.brand.name}` }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PromptBreadcrumb, { prompt }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mt-6 grid gap-8 lg:grid-cols-3 lg:grid-rows-[auto_1fr]",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PromptHeader, {
						prompt,
						className: "min-w-0 lg:col-span-2"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("aside", {
						"aria-label": text.purchase,
						className: "lg:col-start-3 lg:row-span-2 lg:row-start-1",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PurchaseCard, {
							prompt,
							action: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BuyAction, {
								prompt,
								access
							}),
							wishlist: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WishlistToggle, { promptId: prompt.id }),
							showUnlockNote: access === "buy" || access === "checking",
							className: "lg:sticky lg:top-24"
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "min-w-0 space-y-10 lg:col-span-2",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AffiliatePromptLink, {
								shopSlug: prompt.shop.slug,
								promptSlug: prompt.slug
							}),
							access === "owned" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PurchasedPrompt, {
								productId: prompt.id,
								access: null
							}) : null,
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PromptExamples, { prompt }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
								"aria-labelledby": "deskripsi",
								children: [
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
										id: "deskripsi",
										className: "font-semibold text-xl",
										children: text.description
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RichText, {
										html: prompt.descriptionHtml,
										className: "mt-3"
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PromptTags, { tags: prompt.tags })
								]
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PromptReviews, { prompt }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SellerCard, { shop: prompt.shop })
						]
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MoreFromShop, { prompt })
		]
	});
}
export { PromptPage };
