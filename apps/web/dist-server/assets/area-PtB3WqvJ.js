import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { F as createLucideIcon, L as useMutation, _ as LoadingScreen, a as usePurchasedPrompts, b as toast, c as useChatChannel, g as useCursorList, i as purchasesQueryKey, n as Button, v as LogoMark, y as paths } from "../entry-server.js";
import { K as useNavigate, L as Outlet, P as Link, W as useLocation, Y as useParams, Z as useSearchParams, i as callApi, u as useQuery } from "./public-api-D-FUNJP1.js";
import { n as require_jsx_runtime, t as common } from "./common-BJeRfR82.js";
import { t as Alert } from "./alert-DWkv6kLc.js";
import { t as Skeleton } from "./skeleton-3FQQTDwH.js";
import { t as accountApi } from "./account-SN9qfutP.js";
import { a as forgetDeletedAccount, i as adoptReplacedSession, s as sessionQueryKey, t as useSession } from "./use-session-DbhFI07F.js";
import { n as affiliateKeys, t as affiliatesText } from "./affiliates-D5LKFV_4.js";
import { r as http, s as useQueryClient, t as ApiError } from "./http-uRK1c2Wv.js";
import { a as formatNumber, i as formatDateWib, n as formatDateTime, r as formatDateTimeWib, s as formatRupiah, t as formatDate } from "./format-BNwsEODH.js";
import { i as CardTitle, n as CardContent, r as CardHeader, t as Card } from "./card-DT1Ik1ud.js";
import { W as affiliateEarningStatusLabels } from "./shops-CQjzKAlY.js";
import { t as cn } from "./cn-DJgp3dhb.js";
import { t as require_react } from "./react-C6tkHmF0.js";
import { t as ConfirmDialog } from "./confirm-dialog-1vpzM-e5.js";
import { t as formatBasisPoints } from "./format-basis-points-AmV4u1_V.js";
import { t as useJoinAffiliateProgramme } from "./join-affiliate-programme-BiBXeMCZ.js";
import { i as AffiliateLinkField, n as useAffiliateMemberships, r as affiliateUrl, t as ChatSellerButton } from "./chat-seller-button-BmsN8zN8.js";
import { n as useLiveEvent } from "./live-events-l2WtZ3m2.js";
import { a as ChannelList, c as PayoutHistory, d as ShoppingBag, f as LoaderCircle, i as Conversation, l as BankAccountCard, n as imageUploadForm, o as CounterpartAvatar, p as ImagePlus, r as Switch, s as PayoutRequestForm, t as UPLOAD_IMAGE_TYPES, u as Trash } from "./image-upload-form-4-Rb67ET.js";
import { t as ArrowLeft } from "./arrow-left-DeG8vWal.js";
import { A as string, D as object, T as literal, j as union, w as email } from "./orders-X7WNvEnJ.js";
import { t as DetailStates } from "./list-states-BDkgnsT6.js";
import { t as chatText } from "./chat-D6j4dKi6.js";
import { t as SiteFooter } from "./site-footer-PWjgWqE-.js";
import { i as Menu, n as SheetContent, r as SheetTrigger, t as Sheet } from "./sheet-DLAi887L.js";
import { a as Moon, i as Sun, n as setTheme, r as useTheme, t as ThemeToggle } from "./theme-toggle-DuT28nJ9.js";
import { t as Receipt } from "./receipt-BjYEXOuD.js";
import { t as User } from "./user-CfSpsi-A.js";
import { i as orderKeys } from "./get-order-BvnUOal2.js";
import { t as CircleCheck } from "./circle-check-B9j_tvhR.js";
import { t as Star } from "./star-2lEFID-i.js";
import { t as ShopAvatar } from "./shop-avatar-D7OwU9BE.js";
import { t as OrderStatusBadge } from "./order-status-badge-C3SQ13vn.js";
import { n as Copy } from "./copy-to-clipboard-SjwCx-jE.js";
import { i as usePurchase, n as PurchaseBody, r as copyPromptText, t as useOrderLiveUpdates } from "./use-order-live-updates-DaPX3uM3.js";
import { t as publicApi } from "./public-n26BZgy9.js";
import { t as useCheckoutBuyer } from "./use-checkout-buyer-C01XzfzP.js";
import { a as emailGroups } from "./notifications-BtGz9mSU.js";
import { t as notificationsText } from "./notifications-l-fONyYf.js";
import { t as Avatar } from "./avatar-BYKdAmQJ.js";
import { n as DialogContent, t as Dialog } from "./dialog-FRkbff1O.js";
import { t as FormField } from "./form-field-Pm8rZE8n.js";
import { t as Input } from "./input-D2IwgA0K.js";
import { t as authClient } from "./auth-client-DC3aXfga.js";
import { i as useForm, t as u } from "./zod-DOXC44ez.js";
import { a as Gender, c as ProfileName, i as DateOfBirth, o as PhoneNumber } from "./session-CAVP1Sx5.js";
// ../../node_modules/lucide-react/dist/esm/icons/handshake.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$5 = {
	name: "handshake",
	size: 24,
	node: [
		["path", {
			d: "m11 17 2 2a1 1 0 1 0 3-3",
			key: "efffak"
		}],
		["path", {
			d: "m14 14 2.5 2.5a1 1 0 1 0 3-3l-3.88-3.88a3 3 0 0 0-4.24 0l-.88.88a1 1 0 1 1-3-3l2.81-2.81a5.79 5.79 0 0 1 7.06-.87l.47.28a2 2 0 0 0 1.42.25L21 4",
			key: "9pr0kb"
		}],
		["path", {
			d: "m21 3 1 11h-2",
			key: "1tisrp"
		}],
		["path", {
			d: "M3 3 2 14l6.5 6.5a1 1 0 1 0 3-3",
			key: "1uvwmv"
		}],
		["path", {
			d: "M3 4h8",
			key: "1ep09j"
		}]
	]
};
__iconData$5.node;
var Handshake = createLucideIcon(__iconData$5);
// ../../node_modules/lucide-react/dist/esm/icons/house.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$4 = {
	name: "house",
	size: 24,
	node: [["path", {
		d: "M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8",
		key: "5wwlr5"
	}], ["path", {
		d: "M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z",
		key: "r6nss1"
	}]],
	aliases: ["home"]
};
__iconData$4.node;
var House = createLucideIcon(__iconData$4);
// ../../node_modules/lucide-react/dist/esm/icons/monitor.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$3 = {
	name: "monitor",
	size: 24,
	node: [
		["rect", {
			width: "20",
			height: "14",
			x: "2",
			y: "3",
			rx: "2",
			key: "48i651"
		}],
		["line", {
			x1: "8",
			x2: "16",
			y1: "21",
			y2: "21",
			key: "1svkeh"
		}],
		["line", {
			x1: "12",
			x2: "12",
			y1: "17",
			y2: "21",
			key: "vw1qmm"
		}]
	]
};
__iconData$3.node;
var Monitor = createLucideIcon(__iconData$3);
// ../../node_modules/lucide-react/dist/esm/icons/rotate-ccw.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$2 = {
	name: "rotate-ccw",
	size: 24,
	node: [["path", {
		d: "M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8",
		key: "1357e3"
	}], ["path", {
		d: "M3 3v5h5",
		key: "1xhq8a"
	}]]
};
__iconData$2.node;
var RotateCcw = createLucideIcon(__iconData$2);
// ../../node_modules/lucide-react/dist/esm/icons/smartphone.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "smartphone",
	size: 24,
	node: [["rect", {
		width: "14",
		height: "20",
		x: "5",
		y: "2",
		rx: "2",
		ry: "2",
		key: "1yt0o3"
	}], ["path", {
		d: "M12 18h.01",
		key: "mhygvu"
	}]]
};
__iconData$1.node;
var Smartphone = createLucideIcon(__iconData$1);
// ../../node_modules/lucide-react/dist/esm/icons/user-x.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "user-x",
	size: 24,
	node: [
		["path", {
			d: "M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2",
			key: "1yyitq"
		}],
		["circle", {
			cx: "9",
			cy: "7",
			r: "4",
			key: "nufk8"
		}],
		["line", {
			x1: "17",
			x2: "22",
			y1: "8",
			y2: "13",
			key: "3nzzx3"
		}],
		["line", {
			x1: "22",
			x2: "17",
			y1: "8",
			y2: "13",
			key: "1swrse"
		}]
	]
};
__iconData.node;
var UserX = createLucideIcon(__iconData);
// src/components/list/empty-state.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A friendly empty (or signed-out) state: an icon, what is missing and what to do next. */
function EmptyState({ icon, title, lead, action }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "rounded-lg border bg-card p-8 text-center sm:p-12",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "mx-auto flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground",
				children: icon
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				className: "mt-4 font-semibold text-lg",
				children: title
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mx-auto mt-1 max-w-md text-muted-foreground text-sm",
				children: lead
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "mt-6",
				children: action
			})
		]
	});
}
// src/features/affiliates/api/get-affiliate-overview.ts
/** GET /api/v1/account/affiliate: balances, programmes with figures, orders, payouts, bank. */
function useAffiliateOverview() {
	const { uid, isLoggedIn } = useSession();
	return useQuery({
		queryKey: affiliateKeys.overview(uid),
		queryFn: ({ signal }) => callApi(accountApi.affiliateOverview, {}, { signal }),
		enabled: isLoggedIn
	});
}
// src/features/affiliates/api/request-affiliate-payout.ts
/** POST /api/v1/account/affiliate/payouts: the amount moves from available to reserved. */
function useRequestAffiliatePayout() {
	const queryClient = useQueryClient();
	const { uid } = useSession();
	return useMutation({
		mutationFn: (amount) => callApi(accountApi.requestAffiliatePayout, { body: { amount } }),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: affiliateKeys.overview(uid) })
	});
}
// src/features/affiliates/api/update-affiliate-bank-account.ts
/** PUT /api/v1/account/affiliate/bank-account: the affiliate's own payout account. */
function useUpdateAffiliateBankAccount() {
	const queryClient = useQueryClient();
	const { uid } = useSession();
	return useMutation({
		mutationFn: (input) => callApi(accountApi.updateAffiliateBankAccount, { body: input }),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: affiliateKeys.overview(uid) })
	});
}
// src/features/affiliates/components/affiliate-balance-cards.tsx
var text$16 = affiliatesText.account.balance;
var DAY_MS = 864e5;
/**
* The soonest day a held fee becomes available, or null when none is held or that day has passed
* (a suspended shop's fees stay held: no date to promise).
*/
function nextRelease(orders, now = Date.now()) {
	const soonest = orders.filter((order) => order.status === "held" && order.releaseAt !== null).map((order) => order.releaseAt).sort()[0];
	return soonest && new Date(soonest).getTime() + DAY_MS > now ? soonest : null;
}
/** Tersedia, Ditahan (with when the next fee is released) and Sedang dicairkan. */
function AffiliateBalanceCards({ overview }) {
	const release = nextRelease(overview.orders);
	const cards = [
		{
			key: "available",
			label: text$16.available,
			value: overview.available,
			hint: text$16.availableHint
		},
		{
			key: "held",
			label: text$16.held,
			value: overview.held,
			hint: release && overview.held > 0 ? text$16.availableFrom(formatDateWib(release)) : text$16.heldHint
		},
		{
			key: "reserved",
			label: text$16.reserved,
			value: overview.reserved,
			hint: text$16.reservedHint
		}
	];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dl", {
		"aria-label": text$16.label,
		className: "grid gap-3 sm:grid-cols-3",
		children: cards.map(({ key, label, value, hint }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
			className: "flex flex-col gap-1 p-5",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
					className: "text-muted-foreground text-sm",
					children: label
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
					className: "font-bold text-2xl tabular-nums",
					"data-testid": `affiliate-${key}`,
					children: formatRupiah(value)
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
					className: "text-muted-foreground text-xs",
					children: hint
				})
			]
		}, key))
	});
}
// src/features/affiliates/components/affiliate-orders-table.tsx
var text$15 = affiliatesText.account.orders;
var statusStyle = {
	held: "border-amber-500/40 bg-amber-500/10 text-amber-700 dark:text-amber-300",
	available: "border-primary/40 bg-primary/10 text-primary",
	reversed: "border-destructive/40 bg-destructive/10 text-destructive",
	unpaid: "border-border bg-muted text-muted-foreground"
};
/** The orders the affiliate's links brought, newest first — never who bought. */
function AffiliateOrdersTable({ orders }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		"aria-labelledby": "pesanan-afiliasi",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitle, {
			id: "pesanan-afiliasi",
			className: "text-lg",
			children: text$15.title
		}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: orders.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: text$15.empty }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
			className: "-mx-5 overflow-x-auto",
			"aria-labelledby": "pesanan-afiliasi",
			tabIndex: 0,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("table", {
				className: "w-full text-sm",
				"data-testid": "affiliate-orders",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("caption", {
						className: "sr-only",
						children: text$15.caption
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("thead", {
						className: "bg-muted/50 text-muted-foreground",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("tr", { children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
								scope: "col",
								className: "px-5 py-2 text-left font-medium",
								children: text$15.date
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
								scope: "col",
								className: "px-3 py-2 text-left font-medium",
								children: text$15.shop
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
								scope: "col",
								className: "px-3 py-2 text-left font-medium",
								children: text$15.prompt
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
								scope: "col",
								className: "px-3 py-2 text-right font-medium",
								children: text$15.price
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
								scope: "col",
								className: "px-3 py-2 text-right font-medium",
								children: text$15.fee
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
								scope: "col",
								className: "px-5 py-2 text-left font-medium",
								children: text$15.status
							})
						] })
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("tbody", {
						className: "divide-y text-foreground",
						children: orders.map((order) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("tr", { children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", {
								className: "whitespace-nowrap px-5 py-2.5 text-muted-foreground",
								children: formatDateWib(order.paidAt)
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", {
								className: "min-w-32 px-3 py-2.5",
								children: order.shopName
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
								scope: "row",
								className: "min-w-40 px-3 py-2.5 text-left font-medium",
								children: order.promptTitle
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", {
								className: "whitespace-nowrap px-3 py-2.5 text-right tabular-nums",
								children: formatRupiah(order.price)
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", {
								className: "whitespace-nowrap px-3 py-2.5 text-right font-semibold tabular-nums",
								children: formatRupiah(order.fee)
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", {
								className: "whitespace-nowrap px-5 py-2.5",
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
									className: cn("rounded-full border px-2.5 py-0.5 font-medium text-xs", statusStyle[order.status]),
									children: affiliateEarningStatusLabels[order.status]
								})
							})
						] }, order.id))
					})
				]
			})
		}) })]
	});
}
// src/features/affiliates/api/leave-affiliate-programme.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** DELETE /api/v1/account/affiliates/{id}: the code stops paying; joining again restores it. */
function useLeaveAffiliateProgramme() {
	const queryClient = useQueryClient();
	const { uid } = useSession();
	return useMutation({
		mutationFn: (affiliateId) => callApi(accountApi.leaveAffiliateProgramme, { params: { affiliateId } }),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: affiliateKeys.mine(uid) })
	});
}
// src/features/affiliates/components/affiliate-programme-list.tsx
var text$14 = affiliatesText.account.programmes;
/** Every programme the user joined: the link to share, the rate and what it brought. */
function AffiliateProgrammeList({ programmes }) {
	const [leaving, setLeaving] = (0, import_react.useState)(null);
	const leave = useLeaveAffiliateProgramme();
	const confirmLeave = (programme) => leave.mutate(programme.id, {
		onSuccess: () => {
			setLeaving(null);
			toast({ title: text$14.leftToast });
		},
		onError: (error) => toast({
			title: error.message || common.errors.generic,
			variant: "destructive"
		})
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": "program-diikuti",
		className: "grid grid-cols-1 gap-3",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
				id: "program-diikuti",
				className: "font-semibold text-lg",
				children: text$14.title
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "grid grid-cols-1 gap-4",
				children: programmes.map((programme) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProgrammeCard, {
					programme,
					onLeave: () => setLeaving(programme)
				}) }, programme.id))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConfirmDialog, {
				open: leaving !== null,
				onOpenChange: (open) => open ? null : setLeaving(null),
				title: text$14.leaveTitle,
				description: leaving ? text$14.leaveBody(leaving.shop.name) : "",
				confirmLabel: text$14.leaveConfirm,
				cancelLabel: text$14.cancel,
				closeLabel: text$14.close,
				pending: leave.isPending,
				onConfirm: () => leaving ? confirmLeave(leaving) : void 0
			})
		]
	});
}
function ProgrammeCard({ programme, onLeave }) {
	const join = useJoinAffiliateProgramme();
	const { shop } = programme;
	const active = programme.status === "active";
	const figures = [
		{
			key: "rate",
			label: text$14.rate,
			value: formatBasisPoints(programme.rateBp)
		},
		{
			key: "clicks",
			label: text$14.clicks,
			value: formatNumber(programme.clicks30d)
		},
		{
			key: "orders",
			label: text$14.orders,
			value: formatNumber(programme.orders)
		},
		{
			key: "earnings",
			label: text$14.earnings,
			value: formatRupiah(programme.earnings)
		}
	];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		"data-testid": `affiliate-programme-${shop.slug}`,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardHeader, {
			className: "flex-row items-center gap-3",
			children: [shop.logoUrl ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
				src: shop.logoUrl,
				alt: "",
				width: 48,
				height: 48,
				className: "size-12 shrink-0 rounded-lg border object-cover"
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				"aria-hidden": "true",
				className: "flex size-12 shrink-0 items-center justify-center rounded-lg bg-primary font-semibold text-lg text-primary-foreground",
				children: shop.name.trim().charAt(0).toUpperCase()
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "min-w-0",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitle, {
					className: "truncate text-lg",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						to: paths.shop(shop.slug),
						className: "underline-offset-4 hover:underline",
						"aria-label": text$14.openShop(shop.name),
						children: shop.name
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "text-muted-foreground text-xs",
					children: [
						text$14.code,
						": ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "font-mono text-foreground",
							children: programme.code
						}),
						" ·",
						" ",
						text$14.joinedAt(formatDate(programme.joinedAt))
					]
				})]
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardContent, {
			className: "grid grid-cols-1 gap-4",
			children: [
				active && !programme.programmeEnabled ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: text$14.paused }) : null,
				active ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AffiliateLinkField, {
					url: affiliateUrl(paths.shop(shop.slug), programme.code),
					label: text$14.linkLabel(shop.name)
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: programme.removedBy === "shop" ? text$14.removedByShop : text$14.left }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dl", {
					className: "grid grid-cols-2 gap-3 sm:grid-cols-4",
					children: figures.map(({ key, label, value }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "rounded-md bg-muted/50 px-3 py-2",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
							className: "text-xs",
							children: label
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
							className: "font-semibold text-base text-foreground tabular-nums",
							"data-testid": `affiliate-programme-${key}`,
							children: value
						})]
					}, key))
				}),
				active ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "outline",
					size: "sm",
					className: "justify-self-start",
					onClick: onLeave,
					children: text$14.leave
				}) : programme.removedBy === "self" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "outline",
					size: "sm",
					className: "justify-self-start",
					disabled: join.isPending,
					onClick: () => join.mutate(shop.slug, { onError: (error) => toast({
						title: error.message || common.errors.generic,
						variant: "destructive"
					}) }),
					children: join.isPending ? common.processing : text$14.rejoin
				}) : null
			]
		})]
	});
}
// src/features/affiliates/hooks/use-affiliate-live-updates.ts
/**
* The affiliate's figures changed on the server (a sale, a release, a reversal, a payout's
* decision, a removal): the 'Afiliasi' tab reads them again.
*/
function useAffiliateLiveUpdates() {
	const queryClient = useQueryClient();
	const { uid } = useSession();
	const refresh = (0, import_react.useCallback)(() => void queryClient.invalidateQueries({ queryKey: affiliateKeys.mine(uid) }), [queryClient, uid]);
	useLiveEvent("affiliate.updated", (0, import_react.useCallback)((data) => data.userId === uid ? refresh() : void 0, [uid, refresh]));
}
// src/app/routes/account/affiliate-page.tsx
var text$13 = affiliatesText.account;
/**
* /account/affiliate (Afiliasi, issue 14): the affiliate's balances, programmes with their links
* and figures, the orders their links brought, their own bank account, a payout request under
* the shops' rules and the payouts so far. Anyone signed in may open it; without a programme it
* explains how to join one.
*/
function AffiliatePage() {
	const overview = useAffiliateOverview();
	const updateBank = useUpdateAffiliateBankAccount();
	const requestPayout = useRequestAffiliatePayout();
	useAffiliateLiveUpdates();
	const data = overview.data;
	const hasHistory = data && (data.programmes.length > 0 || data.orders.length > 0 || data.payouts.length > 0 || data.available !== 0 || data.held !== 0 || data.reserved !== 0);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto grid max-w-4xl grid-cols-1 gap-6 px-4 py-10",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${text$13.title} — ${common.brand.name}` }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				className: "font-bold text-2xl tracking-tight",
				children: text$13.title
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-1 text-muted-foreground",
				children: text$13.lead
			})] }),
			overview.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "grid gap-4",
				role: "status",
				"aria-label": common.loading,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-24" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-48" })]
			}) : overview.error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				variant: "destructive",
				children: overview.error.message
			}) : !data || !hasHistory ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, {
				icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Handshake, {
					className: "size-8",
					"aria-hidden": "true"
				}),
				title: text$13.emptyTitle,
				lead: text$13.emptyLead,
				action: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					asChild: true,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						to: paths.marketplace.shops,
						children: text$13.browseShops
					})
				})
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AffiliateBalanceCards, { overview: data }),
				data.programmes.length > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AffiliateProgrammeList, { programmes: data.programmes }) : null,
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AffiliateOrdersTable, { orders: data.orders }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "grid grid-cols-1 items-start gap-6 lg:grid-cols-2",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BankAccountCard, {
						config: data.bankAccount,
						onSave: updateBank.mutateAsync,
						lead: text$13.bank.lead,
						missing: text$13.bank.missing
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PayoutRequestForm, {
						available: data.available,
						held: data.held,
						nextReleaseAt: nextRelease(data.orders),
						minPayout: data.minPayout,
						payouts: data.payouts,
						bankAccount: data.bankAccount,
						onRequest: requestPayout.mutateAsync,
						title: text$13.payout,
						submitLabel: text$13.payout
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PayoutHistory, { items: data.payouts })
			] })
		]
	});
}
// src/app/routes/account/chat-pages.tsx
/** /account/chat: the buyer's conversations with shops (no tab of its own: spec §2 has two). */
function ChatListPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto grid max-w-4xl grid-cols-[minmax(0,1fr)] gap-5 px-4 py-10",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${chatText.buyerTitle} — ${common.brand.name}` }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				className: "font-bold text-2xl tracking-tight",
				children: chatText.buyerTitle
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-1 text-muted-foreground",
				children: chatText.buyerLead
			})] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChannelList, {
				side: "buyer",
				linkTo: paths.account.chatChannel
			})
		]
	});
}
/** /account/chat/{id}: one conversation with a shop, live. */
function ChatPage() {
	const { id = "" } = useParams();
	const channel = useChatChannel("buyer", id);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-4 px-4 py-8",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
			to: paths.account.chat,
			className: "flex items-center gap-1 text-muted-foreground text-sm hover:text-foreground",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowLeft, {
				className: "size-4",
				"aria-hidden": "true"
			}), chatText.backToList]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DetailStates, {
			query: channel,
			children: (data) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${data.counterpart.name} — ${chatText.buyerTitle} — ${common.brand.name}` }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex items-center gap-3",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CounterpartAvatar, {
							imageUrl: data.counterpart.imageUrl,
							side: "buyer",
							size: "lg"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
							className: "min-w-0 flex-1 truncate font-bold text-xl tracking-tight",
							children: data.counterpart.name
						}),
						data.counterpart.shopSlug ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							asChild: true,
							variant: "outline",
							size: "sm",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
								to: paths.shop(data.counterpart.shopSlug),
								children: chatText.visitShop
							})
						}) : null
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Conversation, {
					channel: data,
					side: "buyer"
				})
			] })
		})]
	});
}
// src/locales/id/account.ts
/** The buyer's account area (/account). */
var account = {
	/** The frame around every account page (spec §2 Account). */
	frame: {
		title: "Akun",
		tabsLabel: "Bagian akun",
		profile: "Profil",
		orders: "Pesanan",
		home: "Home",
		menu: "Menu",
		openMenu: "Buka menu akun",
		closeMenu: "Tutup menu",
		themeDark: "Tema gelap",
		themeLight: "Tema terang"
	},
	/** Signed out on /account (spec §2: 'Account not found', the note, 'Sign In'). */
	signedOut: {
		title: "Account not found",
		note: "Masuk dengan email yang sama seperti yang Anda pakai saat memesan, agar pesanan Anda muncul di sini.",
		signIn: "Sign In"
	},
	profile: {
		title: "Profil",
		lead: "Data diri, email, kata sandi, dan perangkat yang sedang masuk ke akun Anda.",
		details: "Data diri",
		detailsLead: "Dipakai untuk mengisi formulir pesanan Anda.",
		name: "Nama",
		phone: "Nomor HP",
		phoneHint: "Nomor ponsel Indonesia, contoh: 081234567890.",
		dateOfBirth: "Tanggal lahir",
		gender: "Jenis kelamin",
		genderUnset: "Tidak disebutkan",
		genders: {
			female: "Perempuan",
			male: "Laki-laki"
		},
		save: "Simpan perubahan",
		saved: "Profil disimpan.",
		avatar: "Foto profil",
		avatarLead: "JPG, PNG, WebP, GIF, atau AVIF hingga 5 MB; dipotong persegi.",
		avatarChange: "Ganti foto",
		avatarUpload: "Unggah foto",
		avatarRemove: "Hapus foto",
		avatarSaved: "Foto profil diperbarui.",
		avatarRemoved: "Foto profil dihapus."
	},
	email: {
		title: "Email",
		current: "Email saat ini",
		verified: "Terverifikasi",
		unverified: "Belum terverifikasi",
		newEmail: "Email baru",
		password: "Kata sandi Anda",
		passwordMissing: "Masukkan kata sandi Anda untuk mengganti email.",
		submit: "Ganti email",
		lead: "Kami mengirim tautan konfirmasi ke alamat baru. Email akun baru berganti setelah tautan itu dibuka.",
		sent: (email) => `Tautan konfirmasi dikirim ke ${email}. Email akun berganti setelah tautan itu dibuka.`,
		same: "Email baru sama dengan email saat ini.",
		changed: "Email akun Anda sudah diganti dan terverifikasi."
	},
	password: {
		title: "Kata sandi",
		lead: "Setelah kata sandi diganti, semua perangkat lain dikeluarkan dari akun Anda.",
		current: "Kata sandi saat ini",
		next: "Kata sandi baru",
		confirm: "Ulangi kata sandi baru",
		submit: "Ganti kata sandi",
		changed: "Kata sandi diganti. Perangkat lain telah dikeluarkan.",
		mismatch: "Kata sandi baru tidak sama.",
		required: "Kata sandi wajib diisi.",
		noPassword: "Akun ini masuk dengan Google dan belum punya kata sandi. Buat kata sandi lewat “Lupa kata sandi” di halaman masuk."
	},
	deletion: {
		title: "Hapus akun",
		lead: "Data diri, foto, wishlist, dan sesi Anda dihapus. Pesanan tetap tersimpan di pembukuan toko tanpa nama dan email Anda; ulasan tetap tampil tanpa nama. Tindakan ini tidak dapat dibatalkan.",
		open: "Hapus akun",
		confirmTitle: "Hapus akun secara permanen?",
		confirmLead: "Masukkan kata sandi Anda untuk mengonfirmasi.",
		password: "Kata sandi",
		confirm: "Hapus akun saya",
		deleted: "Akun Anda telah dihapus."
	},
	orders: {
		title: "Pesanan",
		lead: "Semua prompt yang pernah Anda pesan, terbaru di atas.",
		empty: "Anda belum punya pesanan.",
		emptyLead: "Prompt yang Anda beli akan muncul di sini, lengkap dengan bukti pembayarannya.",
		browse: "Jelajahi prompt",
		details: "Lihat pesanan",
		detailsOf: (number) => `Lihat pesanan ${number}`,
		viewPrompt: "Lihat prompt",
		more: "Muat lebih banyak",
		from: (shop) => `dari ${shop}`,
		orderedAt: (date) => `Dipesan ${date}`,
		buyAgain: "Beli lagi",
		buyAgainOf: (title) => `Beli lagi ${title}`,
		buyAgainLoading: "Memuat…",
		notForSale: "Prompt ini tidak dijual lagi.",
		review: "Beri ulasan",
		editReview: "Ubah ulasan",
		purchased: "Sudah dibeli",
		purchasedElsewhere: "Anda sudah membeli prompt ini di pesanan lain.",
		/** The rest of a bought prompt's texts are shared with the prompt page (common.orders.purchase). */
		bought: {
			copy: "Salin",
			copyLabel: (title) => `Salin prompt ${title}`
		}
	},
	notFound: "Halaman akun tidak ditemukan."
};
// src/app/routes/account/account-header.tsx
var UserMenu = (0, import_react.lazy)(() => import("./user-menu-De4R5FRq.js").then((m) => ({ default: m.UserMenu })));
var text$12 = account.frame;
/** The two tabs (spec §2 Account); the second path segment says which one is open. */
var TABS = [{
	segment: "",
	to: paths.account.profile,
	label: text$12.profile,
	Icon: User
}, {
	segment: "order",
	to: paths.account.orders,
	label: text$12.orders,
	Icon: Receipt
}];
/** The affiliate's tab (issue 14), beside the spec's two only for someone in a programme. */
var AFFILIATE_TAB = {
	segment: "affiliate",
	to: paths.account.affiliate,
	label: affiliatesText.account.tab,
	Icon: Handshake
};
/** `/account/order/…` → 'order'; `/account` and `/account/` → ''. */
var activeTabSegment = (pathname) => pathname.split("/")[2] ?? "";
/** The spec's tabs, and 'Afiliasi' for a user with a programme (or already on that page). */
function useTabs(active) {
	const memberships = useAffiliateMemberships();
	return active === AFFILIATE_TAB.segment || (memberships.data?.length ?? 0) > 0 ? [...TABS, AFFILIATE_TAB] : TABS;
}
/**
* The account frame's header: 'Akun', the home button, the theme toggle and the avatar button
* on wide screens; a 'Menu' sheet from the right on small ones (< 768 px). Tabs below.
*/
function AccountHeader() {
	const { isLoggedIn } = useSession();
	const active = activeTabSegment(useLocation().pathname);
	const tabs = useTabs(active);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("header", {
		className: "sticky top-0 z-40 border-b bg-background/90 backdrop-blur print:hidden",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "mx-auto flex h-16 max-w-4xl items-center gap-3 px-4",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: paths.marketplace.home,
					className: "shrink-0",
					"aria-label": common.brand.homeLink,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LogoMark, {})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
					className: "font-bold text-xl tracking-tight",
					children: text$12.title
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "ml-auto hidden items-center gap-1 md:flex",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							asChild: true,
							variant: "ghost",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
								to: paths.root,
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(House, { "aria-hidden": "true" }), text$12.home]
							})
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ThemeToggle, {}),
						isLoggedIn ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
							fallback: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { className: "size-9" }),
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserMenu, {})
						}) : null
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccountMenuSheet, {
					active,
					tabs
				})
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("nav", {
			"aria-label": text$12.tabsLabel,
			className: "mx-auto flex max-w-4xl gap-1 px-4",
			children: tabs.map(({ segment, to, label, Icon }) => {
				const current = active === segment;
				return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
					to,
					"aria-current": current ? "page" : void 0,
					className: cn("-mb-px flex items-center gap-2 border-b-2 px-4 py-3 font-medium text-sm transition-colors", current ? "border-primary text-primary" : "border-transparent text-muted-foreground hover:text-foreground"),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
						className: "size-4",
						"aria-hidden": "true"
					}), label]
				}, segment);
			})
		})]
	});
}
/** Small screens: Home, the tabs and the theme toggle, in a sheet from the right. */
function AccountMenuSheet({ active, tabs }) {
	const [open, setOpen] = (0, import_react.useState)(false);
	const location = useLocation();
	const theme = useTheme();
	(0, import_react.useEffect)(() => setOpen(false), [location.pathname]);
	const item = "flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium hover:bg-accent";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Sheet, {
		open,
		onOpenChange: setOpen,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SheetTrigger, {
			asChild: true,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
				variant: "outline",
				className: "ml-auto md:hidden",
				"aria-label": text$12.openMenu,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Menu, { "aria-hidden": "true" }), text$12.menu]
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SheetContent, {
			title: text$12.menu,
			closeLabel: text$12.closeMenu,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("nav", {
				"aria-label": text$12.menu,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", {
					className: "grid gap-1",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
							to: paths.root,
							className: item,
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(House, {
								className: "size-4",
								"aria-hidden": "true"
							}), text$12.home]
						}) }),
						tabs.map(({ segment, to, label, Icon }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
							to,
							"aria-current": active === segment ? "page" : void 0,
							className: cn(item, active === segment && "bg-accent text-primary"),
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
								className: "size-4",
								"aria-hidden": "true"
							}), label]
						}) }, segment)),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
							type: "button",
							className: cn(item, "w-full"),
							onClick: () => setTheme(theme === "dark" ? "light" : "dark"),
							children: [theme === "dark" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Sun, {
								className: "size-4",
								"aria-hidden": "true"
							}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Moon, {
								className: "size-4",
								"aria-hidden": "true"
							}), theme === "dark" ? text$12.themeLight : text$12.themeDark]
						}) })
					]
				})
			})
		})]
	});
}
// src/app/routes/account/account-signed-out.tsx
var text$11 = account.signedOut;
/** Signed out on /account (spec §2): 'Account not found', the note and 'Sign In', back here after. */
function AccountSignedOut() {
	const location = useLocation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${text$11.title} — ${common.brand.name}` }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "flex size-16 items-center justify-center rounded-full bg-muted text-muted-foreground",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserX, {
					className: "size-8",
					"aria-hidden": "true"
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				className: "mt-6 font-semibold text-2xl tracking-tight",
				children: text$11.title
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-3 text-muted-foreground",
				children: text$11.note
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				asChild: true,
				className: "mt-8",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: paths.auth.signIn(`${location.pathname}${location.search}`),
					children: text$11.signIn
				})
			})
		]
	});
}
// src/app/routes/account/layout.tsx
/**
* The account frame (spec §2 Account): its header with 'Akun' and the Profil/Pesanan tabs, then
* the tab's page for a signed-in user, or 'Account not found' for a visitor. Until the session is
* known it is the spec's loading screen, the centred logo with pulsing rings, as /app's is.
*/
function AccountLayout() {
	const session = useSession();
	if (session.isLoading) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadingScreen, {});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "flex min-h-dvh flex-col",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccountHeader, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("main", {
				className: "flex-1",
				children: session.isLoggedIn ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Outlet, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccountSignedOut, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SiteFooter, {})
		]
	});
}
// src/app/routes/account/not-found-page.tsx
function AccountNotFoundPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${common.notFound.title} — ${common.brand.name}` }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "font-bold text-5xl text-primary",
				children: "404"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: "mt-4 font-semibold text-2xl",
				children: account.notFound
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-2 text-muted-foreground",
				children: common.notFound.body
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				asChild: true,
				className: "mt-8",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: paths.account.orders,
					children: common.orders.payment.myOrders
				})
			})
		]
	});
}
// src/features/orders/api/list-orders.ts
var PAGE_SIZE = 20;
/** GET /api/v1/account/orders: the signed-in buyer's orders, newest first, a page at a time. */
var listOrders = (cursor, signal) => callApi(accountApi.orders, { query: {
	limit: PAGE_SIZE,
	cursor
} }, { signal });
function useOrders({ uid, enabled }) {
	return useCursorList({
		queryKey: orderKeys.list(uid),
		fetchPage: listOrders,
		enabled
	});
}
// src/features/orders/components/buyer-orders/bought-prompt.tsx
var text$10 = {
	...common.orders.purchase,
	...account.orders.bought
};
/**
* A paid order's prompt in Pesanan: its text (from the buyer's purchases endpoint, the only one
* that serves it) with 'Salin', its variables marked, the seller's instructions, and the form
* that fills the variables in.
*/
function BoughtPrompt({ productId, title }) {
	const purchase = usePurchase(productId, null);
	const headingId = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": headingId,
		className: "grid gap-4 border-t px-5 py-4",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex flex-wrap items-center justify-between gap-2",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
				id: headingId,
				className: "font-semibold",
				children: text$10.title
			}), purchase.data ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
				type: "button",
				size: "sm",
				variant: "outline",
				"aria-label": text$10.copyLabel(title),
				onClick: () => copyPromptText(purchase.data.promptText),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Copy, { "aria-hidden": "true" }), text$10.copy]
			}) : null]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PurchaseBody, {
			purchase,
			Heading: "h4"
		})]
	});
}
// src/features/orders/components/buyer-orders/buy-again-button.tsx
var CheckoutDialog = (0, import_react.lazy)(() => import("./checkout-dialog-BxK_dyT9.js").then((module) => ({ default: module.CheckoutDialog })));
var text$9 = account.orders;
/**
* 'Beli lagi' on an order that did not end paid: the prompt as it is sold today (its price may
* have changed since) in the same 'Ringkasan Pesanan' the prompt page opens, for a new order.
*/
function BuyAgainButton({ slug, title }) {
	const buyer = useCheckoutBuyer();
	const queryClient = useQueryClient();
	const [prompt, setPrompt] = (0, import_react.useState)(null);
	const current = useMutation({
		mutationFn: () => callApi(publicApi.product, { params: { slug } }),
		onSuccess: (detail) => setPrompt({
			id: detail.id,
			title: detail.title,
			shopName: detail.shop.name,
			price: detail.price
		}),
		onError: (error) => toast({
			title: error instanceof ApiError && error.status === 404 ? text$9.notForSale : error.message || common.errors.generic,
			variant: "destructive"
		})
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
		type: "button",
		size: "sm",
		"aria-label": text$9.buyAgainOf(title),
		disabled: current.isPending,
		onClick: () => current.mutate(),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RotateCcw, { "aria-hidden": "true" }), current.isPending ? text$9.buyAgainLoading : text$9.buyAgain]
	}), prompt ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
		fallback: null,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckoutDialog, {
			open: true,
			onOpenChange: (open) => {
				if (!open) setPrompt(null);
			},
			prompt,
			buyer,
			onAlreadyPurchased: () => void queryClient.invalidateQueries({ queryKey: purchasesQueryKey })
		})
	}) : null] });
}
// src/features/orders/components/buyer-orders/buyer-order-card.tsx
var text$8 = account.orders;
/** Orders that ended without the prompt: the buyer may want it after all. */
var ENDED_UNPAID = /* @__PURE__ */ new Set([
	"failed",
	"expired",
	"refunded",
	"chargeback"
]);
/** The element id Pesanan scrolls to for `paths.account.order(orderId)`. */
var orderAnchor = (orderId) => `pesanan-${orderId}`;
/**
* One of the buyer's orders in Pesanan: number, status, prompt, shop, time and amount; a paid one
* opens its prompt text right here, one that ended unpaid offers 'Beli lagi' (unless the prompt
* is owned through another order).
*/
function BuyerOrderCard({ order, ownedElsewhere, highlighted }) {
	const paid = order.status === "paid";
	const slug = order.productSlug;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		id: orderAnchor(order.id),
		className: cn("scroll-mt-24 overflow-hidden", highlighted && "ring-2 ring-primary"),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-col gap-4 p-5 sm:flex-row sm:items-start",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "min-w-0 flex-1",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
							className: "flex flex-wrap items-center gap-x-3 gap-y-1",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "break-all font-mono text-muted-foreground text-xs",
								children: order.number
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OrderStatusBadge, { status: order.status })]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
							className: "mt-2 break-words font-semibold leading-snug",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
								to: paths.payment.order(order.id, null),
								className: "hover:text-primary hover:underline",
								children: order.productTitle
							})
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
							className: "mt-1 flex flex-wrap items-center gap-x-1.5 text-muted-foreground text-sm",
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShopAvatar, {
									name: order.shopName,
									logoUrl: order.shopLogoUrl,
									className: "size-5 rounded-md text-[9px]"
								}),
								text$8.from(order.shopName),
								" ·",
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
									dateTime: order.createdAt,
									children: text$8.orderedAt(formatDateTimeWib(order.createdAt))
								})
							]
						})
					]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex flex-wrap items-center justify-between gap-3 sm:flex-col sm:items-end",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "font-bold text-lg tracking-tight",
						children: order.price === 0 ? common.orders.checkout.free : formatRupiah(order.price)
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "flex flex-wrap gap-2 sm:justify-end",
						children: [
							paid && slug ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
								asChild: true,
								size: "sm",
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
									to: paths.marketplace.prompt(slug),
									children: text$8.viewPrompt
								})
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
								asChild: true,
								size: "sm",
								variant: "outline",
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
									to: paths.marketplace.promptReviews(slug),
									children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Star, { "aria-hidden": "true" }), order.review ? text$8.editReview : text$8.review]
								})
							})] }) : null,
							ENDED_UNPAID.has(order.status) && slug && !ownedElsewhere ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BuyAgainButton, {
								slug,
								title: order.productTitle
							}) : null,
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChatSellerButton, {
								shopSlug: order.shopSlug,
								size: "sm"
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
								asChild: true,
								size: "sm",
								variant: "outline",
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
									to: paths.payment.order(order.id, null),
									"aria-label": text$8.detailsOf(order.number),
									children: text$8.details
								})
							})
						]
					})]
				})]
			}),
			!paid && ownedElsewhere ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "flex items-center gap-2 border-t px-5 py-3 text-muted-foreground text-sm",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircleCheck, {
					className: "size-4 shrink-0 text-primary",
					"aria-hidden": "true"
				}), text$8.purchasedElsewhere]
			}) : null,
			paid ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BoughtPrompt, {
				productId: order.productId,
				title: order.productTitle
			}) : null
		]
	});
}
// src/features/orders/hooks/use-order-anchor.ts
/**
* `paths.account.order(id)` (`#pesanan-{id}`, from the prompt page's 'Lihat di Pesanan') scrolls
* to that order once it is on screen, loading older pages until it is. Returns the order's id.
*/
function useOrderAnchor(orders) {
	const { hash } = useLocation();
	const orderId = hash.startsWith("#pesanan-") ? hash.slice(9) : null;
	const scrolledTo = (0, import_react.useRef)(null);
	const loaded = orders.data?.pages.some((page) => page.items.some((item) => item.id === orderId));
	const { hasNextPage, isFetchingNextPage, fetchNextPage } = orders;
	(0, import_react.useEffect)(() => {
		if (!orderId || scrolledTo.current === orderId) return;
		if (loaded) {
			scrolledTo.current = orderId;
			document.getElementById(orderAnchor(orderId))?.scrollIntoView({ block: "start" });
		} else if (hasNextPage && !isFetchingNextPage) fetchNextPage();
	}, [
		orderId,
		loaded,
		hasNextPage,
		isFetchingNextPage,
		fetchNextPage
	]);
	return orderId;
}
// src/app/routes/account/orders-page.tsx
var text$7 = account.orders;
/**
* /account/order (Pesanan): the signed-in buyer's orders, newest first (the account frame shows
* 'Account not found' to visitors before this page mounts). A paid order opens its
* prompt here (copy it, fill its variables); one that ended unpaid offers 'Beli lagi'.
*/
function OrdersPage() {
	const session = useSession();
	const orders = useOrders({
		uid: session.uid,
		enabled: session.isLoggedIn
	});
	const purchased = usePurchasedPrompts();
	useOrderLiveUpdates();
	const anchored = useOrderAnchor(orders);
	const items = orders.data?.pages.flatMap((page) => page.items) ?? [];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto max-w-4xl px-4 py-10",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${text$7.title} — ${common.brand.name}` }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				className: "font-bold text-2xl tracking-tight",
				children: text$7.title
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-1 text-muted-foreground",
				children: text$7.lead
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "mt-8",
				children: session.isLoading || session.isLoggedIn && orders.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					className: "grid gap-3",
					"aria-label": common.loading,
					children: [
						1,
						2,
						3
					].map((key) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-32 sm:h-28" }) }, key))
				}) : orders.error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
					variant: "destructive",
					children: orders.error.message
				}) : items.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, {
					icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShoppingBag, {
						className: "size-8",
						"aria-hidden": "true"
					}),
					title: text$7.empty,
					lead: text$7.emptyLead,
					action: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						asChild: true,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							to: paths.marketplace.prompts(),
							children: text$7.browse
						})
					})
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					className: "grid gap-4",
					children: items.map((order) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BuyerOrderCard, {
						order,
						ownedElsewhere: order.status !== "paid" && purchased.orderOf.has(order.productId),
						highlighted: order.id === anchored
					}) }, order.id))
				}), orders.hasNextPage ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: "mt-8 flex justify-center",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						type: "button",
						variant: "outline",
						disabled: orders.isFetchingNextPage,
						onClick: () => void orders.fetchNextPage(),
						children: orders.isFetchingNextPage ? common.loading : text$7.more
					})
				}) : null] })
			})
		]
	});
}
// src/features/notifications/api/email-preferences.ts
var preferencesKey = (uid) => ["email-preferences", uid];
/** GET /api/v1/account/email-preferences: the switches of Profil. */
function useEmailPreferences(uid) {
	return useQuery({
		queryKey: preferencesKey(uid),
		queryFn: ({ signal }) => callApi(accountApi.emailPreferences, {}, { signal }),
		enabled: Boolean(uid)
	});
}
/** PUT /api/v1/account/email-preferences: every switch at once; the answer replaces the cache. */
function useUpdateEmailPreferences(uid) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (body) => callApi(accountApi.updateEmailPreferences, { body }),
		onSuccess: (saved) => queryClient.setQueryData(preferencesKey(uid), saved)
	});
}
// src/features/notifications/components/email-preferences-card.tsx
var text$6 = notificationsText.email;
var groups = Object.keys(emailGroups);
/**
* Profil's "Notifikasi email": one switch per group of emails. Each switch saves at once; the
* bell keeps every notification whatever is switched off.
*/
function EmailPreferencesCard({ uid }) {
	const preferences = useEmailPreferences(uid);
	const update = useUpdateEmailPreferences(uid);
	const change = (current, group, enabled) => update.mutate({
		...current,
		[group]: enabled
	}, {
		onSuccess: () => toast({ title: text$6.saved }),
		onError: (error) => toast({
			title: error.message || common.errors.generic,
			variant: "destructive"
		})
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardHeader, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitle, { children: text$6.title }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "text-muted-foreground text-sm",
		children: text$6.lead
	})] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: preferences.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-48" }) : preferences.error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		variant: "destructive",
		children: preferences.error.message
	}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		className: "divide-y",
		children: groups.map((group) => {
			const id = `email-${group}`;
			return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
				className: "flex items-center justify-between gap-4 py-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: "min-w-0",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
						htmlFor: id,
						className: "block font-medium text-foreground",
						children: text$6.groups[group].label
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						id: `${id}-hint`,
						className: "block text-muted-foreground text-sm",
						children: text$6.groups[group].hint
					})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Switch, {
					id,
					"aria-describedby": `${id}-hint`,
					checked: preferences.data[group],
					disabled: update.isPending,
					onCheckedChange: (enabled) => change(preferences.data, group, enabled)
				})]
			}, group);
		})
	}) })] });
}
// src/features/profile/api/profile.ts
var profileQueryKey = (uid) => ["profile", uid];
/** GET /api/v1/account/profile: the signed-in user's own profile. */
function useProfile(uid) {
	return useQuery({
		queryKey: profileQueryKey(uid),
		queryFn: ({ signal }) => callApi(accountApi.profile, {}, { signal }),
		enabled: Boolean(uid)
	});
}
/**
* Every profile change answers the new profile: it replaces the cached one, and the session
* summary (name, picture, phone… in the client session state) is read again.
*/
function useProfileMutation(uid, call) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: call,
		onSuccess: (profile) => {
			queryClient.setQueryData(profileQueryKey(uid), profile);
			queryClient.invalidateQueries({ queryKey: sessionQueryKey });
		}
	});
}
/** PATCH /api/v1/account/profile: name, phone, date of birth, gender. */
var useUpdateProfile = (uid) => useProfileMutation(uid, (body) => callApi(accountApi.updateProfile, { body }));
/** PUT /api/v1/account/profile/avatar (multipart): refused here first if the server would. */
var useUploadAvatar = (uid) => useProfileMutation(uid, async (file) => {
	const answer = await http.put(accountApi.uploadAvatar.path, imageUploadForm(file));
	return accountApi.uploadAvatar.response.parse(answer);
});
/** DELETE /api/v1/account/profile/avatar. */
var useRemoveAvatar = (uid) => useProfileMutation(uid, () => callApi(accountApi.removeAvatar, {}));
// src/features/profile/components/avatar-editor.tsx
var text$5 = account.profile;
/** Upload, replace or remove the profile picture. */
function AvatarEditor({ profile }) {
	const input = (0, import_react.useRef)(null);
	const upload = useUploadAvatar(profile.id);
	const remove = useRemoveAvatar(profile.id);
	const busy = upload.isPending || remove.isPending;
	const failed = (error) => toast({
		title: error.message || common.errors.generic,
		variant: "destructive"
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "flex flex-wrap items-center gap-4",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Avatar, {
			name: profile.name,
			image: profile.image
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "grid gap-2",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "font-medium text-sm",
					children: text$5.avatar
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "text-muted-foreground text-xs",
					children: text$5.avatarLead
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex flex-wrap gap-2",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
							ref: input,
							type: "file",
							accept: UPLOAD_IMAGE_TYPES.join(","),
							hidden: true,
							tabIndex: -1,
							"aria-label": text$5.avatarUpload,
							onChange: (event) => {
								const file = event.target.files?.[0];
								event.target.value = "";
								if (file) upload.mutate(file, {
									onSuccess: () => toast({ title: text$5.avatarSaved }),
									onError: failed
								});
							}
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
							type: "button",
							size: "sm",
							variant: "outline",
							disabled: busy,
							"aria-busy": upload.isPending || void 0,
							onClick: () => input.current?.click(),
							children: [upload.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoaderCircle, {
								className: "animate-spin",
								"aria-hidden": "true"
							}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImagePlus, { "aria-hidden": "true" }), upload.isPending ? common.uploading : profile.image ? text$5.avatarChange : text$5.avatarUpload]
						}),
						profile.image ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
							type: "button",
							size: "sm",
							variant: "ghost",
							disabled: busy,
							onClick: () => remove.mutate(void 0, {
								onSuccess: () => toast({ title: text$5.avatarRemoved }),
								onError: failed
							}),
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trash, { "aria-hidden": "true" }), text$5.avatarRemove]
						}) : null
					]
				})
			]
		})]
	});
}
// src/features/profile/api/account-security.ts
/**
* better-auth's own endpoints for what needs proof of the person (rate-limited on the server):
* the email change (confirmed at the new address), the password change and the deletion (both
* with the current password), and the sessions. Errors arrive in Indonesian.
*/
var unwrap = async (call) => {
	const { data, error } = await call;
	if (error) throw new Error(error.message);
	return data;
};
/**
* POST /api/auth/change-email with the current password (our server asks for it, better-auth's
* client does not know the field): the link goes to the new address and lands back on Profil.
*/
function useChangeEmail() {
	return useMutation({ mutationFn: (input) => unwrap(authClient.$fetch("/change-email", {
		method: "POST",
		body: {
			...input,
			callbackURL: paths.account.emailChanged
		}
	})) });
}
/**
* POST /api/auth/change-password, signing every other device out. better-auth replaces this
* device's session too (a new cookie), so the new one is adopted before anything else is read.
*/
function useChangePassword() {
	return useMutation({
		mutationFn: (input) => unwrap(authClient.changePassword({
			...input,
			revokeOtherSessions: true
		})),
		onSuccess: () => adoptReplacedSession()
	});
}
/** POST /api/auth/delete-user with the password; refused while the account answers for money. */
function useDeleteAccount() {
	return useMutation({ mutationFn: (password) => unwrap(authClient.deleteUser({ password })) });
}
var sessionsKey = ["auth", "sessions"];
/** The user's signed-in devices. */
function useDeviceSessions() {
	return useQuery({
		queryKey: sessionsKey,
		queryFn: () => unwrap(authClient.listSessions())
	});
}
function useRevokeDeviceSession() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (token) => unwrap(authClient.revokeSession({ token })),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey })
	});
}
// src/features/profile/components/delete-account-dialog.tsx
var text$4 = account.deletion;
/**
* 'Hapus akun' and its confirmation with the password. The server refuses (with the reason)
* while a shop of the user holds money or needs them as its owner.
*/
function DeleteAccountButton({ hasPassword }) {
	const navigate = useNavigate();
	const remove = useDeleteAccount();
	const [open, setOpen] = (0, import_react.useState)(false);
	const [password, setPassword] = (0, import_react.useState)("");
	const [error, setError] = (0, import_react.useState)(null);
	const submit = (event) => {
		event.preventDefault();
		if (!password) return setError(account.password.required);
		remove.mutate(password, {
			onSuccess: () => {
				setOpen(false);
				forgetDeletedAccount();
				toast({ title: text$4.deleted });
				navigate(paths.marketplace.home);
			},
			onError: (failure) => setError(failure.message || common.errors.generic)
		});
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		hasPassword ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "mb-3",
			children: account.password.noPassword
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			type: "button",
			variant: "destructive",
			disabled: !hasPassword,
			onClick: () => {
				setPassword("");
				setError(null);
				setOpen(true);
			},
			children: text$4.open
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
			open,
			onOpenChange: setOpen,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogContent, {
				title: text$4.confirmTitle,
				description: text$4.confirmLead,
				closeLabel: common.close,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
					noValidate: true,
					onSubmit: submit,
					className: "grid gap-4",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
							variant: "destructive",
							children: text$4.lead
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
							label: text$4.password,
							error: error ?? void 0,
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
								type: "password",
								autoComplete: "current-password",
								value: password,
								onChange: (event) => setPassword(event.target.value)
							})
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
							className: "flex justify-end gap-2",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
								type: "button",
								variant: "outline",
								onClick: () => setOpen(false),
								children: common.cancel
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
								type: "submit",
								variant: "destructive",
								disabled: remove.isPending,
								children: remove.isPending ? common.processing : text$4.confirm
							})]
						})
					]
				})
			})
		})
	] });
}
// src/features/profile/components/device-sessions.tsx
var browsers = [
	[/Edg\//, "Edge"],
	[/Chrome\//, "Chrome"],
	[/Firefox\//, "Firefox"],
	[/Safari\//, "Safari"]
];
var systems = [
	[/Android/, "Android"],
	[/iPhone|iPad/, "iOS"],
	[/Windows/, "Windows"],
	[/Mac OS X/, "macOS"],
	[/Linux/, "Linux"]
];
var firstMatch = (rules, text) => rules.find(([pattern]) => pattern.test(text))?.[1];
/** A readable name for a browser's user agent: enough to recognise one's own devices. */
function deviceName(userAgent) {
	if (!userAgent) return common.sessions.unknownDevice;
	const browser = firstMatch(browsers, userAgent) ?? common.sessions.browser;
	const system = firstMatch(systems, userAgent);
	return system ? `${browser} · ${system}` : browser;
}
/** The user's signed-in devices, each of which can be signed out (better-auth's session API). */
function DeviceSessions() {
	const { token: currentToken } = useSession();
	const sessions = useDeviceSessions();
	const revoke = useRevokeDeviceSession();
	if (sessions.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-24 w-full" });
	if (sessions.error) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		variant: "destructive",
		children: sessions.error.message
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		className: "grid gap-2",
		children: sessions.data.map((session) => {
			const current = session.token === currentToken;
			const Icon = /Mobile|Android|iPhone/.test(session.userAgent ?? "") ? Smartphone : Monitor;
			return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
				className: "flex items-center gap-3 rounded-lg border p-3",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
						className: "size-5 shrink-0 text-muted-foreground",
						"aria-hidden": "true"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "min-w-0 flex-1 text-sm",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
							className: "font-medium text-foreground",
							children: [deviceName(session.userAgent), current ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "ml-2 text-primary text-xs",
								children: common.sessions.current
							}) : null]
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
							className: "text-muted-foreground text-xs",
							children: [common.sessions.since(formatDateTime(session.createdAt)), session.ipAddress ? ` · ${session.ipAddress}` : ""]
						})]
					}),
					current ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						size: "sm",
						variant: "outline",
						disabled: revoke.isPending,
						onClick: () => revoke.mutate(session.token, {
							onSuccess: () => toast({ title: common.sessions.revoked }),
							onError: (error) => toast({
								title: error.message || common.errors.generic,
								variant: "destructive"
							})
						}),
						children: common.sessions.revoke
					})
				]
			}, session.id);
		})
	});
}
// src/features/profile/components/email-change-form.tsx
var text$3 = account.email;
var NewEmail = string().trim().toLowerCase().max(254, { error: "Email terlalu panjang." }).pipe(email({ error: "Alamat email tidak valid." }));
/**
* The current address and a new one, with the current password: the link goes to the new
* address, and the account keeps the old one until that link is opened.
*/
function EmailChangeForm({ profile }) {
	const change = useChangeEmail();
	const [value, setValue] = (0, import_react.useState)("");
	const [password, setPassword] = (0, import_react.useState)("");
	const [error, setError] = (0, import_react.useState)(null);
	const [passwordError, setPasswordError] = (0, import_react.useState)(null);
	const [sentTo, setSentTo] = (0, import_react.useState)(null);
	const submit = (event) => {
		event.preventDefault();
		const parsed = NewEmail.safeParse(value);
		if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
		if (parsed.data === profile.email.toLowerCase()) return setError(text$3.same);
		setError(null);
		if (!password) return setPasswordError(text$3.passwordMissing);
		setPasswordError(null);
		change.mutate({
			newEmail: parsed.data,
			password
		}, {
			onSuccess: () => {
				setSentTo(parsed.data);
				setValue("");
				setPassword("");
			},
			onError: (failure) => setPasswordError(failure.message || common.errors.generic)
		});
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid gap-4",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "text-sm",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "text-muted-foreground",
					children: text$3.current
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "font-medium text-foreground",
					children: [
						profile.email,
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: profile.emailVerified ? "text-primary" : "text-muted-foreground",
							children: ["· ", profile.emailVerified ? text$3.verified : text$3.unverified]
						})
					]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
				noValidate: true,
				onSubmit: submit,
				className: "flex flex-col gap-3 sm:flex-row sm:items-start",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
						label: text$3.newEmail,
						error: error ?? void 0,
						className: "flex-1",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
							type: "email",
							autoComplete: "email",
							value,
							onChange: (event) => setValue(event.target.value)
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
						label: text$3.password,
						error: passwordError ?? void 0,
						className: "flex-1",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
							type: "password",
							autoComplete: "current-password",
							value: password,
							onChange: (event) => setPassword(event.target.value)
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						type: "submit",
						variant: "outline",
						className: "sm:mt-7",
						disabled: change.isPending,
						children: change.isPending ? common.processing : text$3.submit
					})
				]
			}),
			sentTo ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				variant: "success",
				children: text$3.sent(sentTo)
			}) : null
		]
	});
}
// src/features/profile/components/password-change-form.tsx
var text$2 = account.password;
var MIN = 8;
var MAX = 128;
/** The current password and a new one; every other device is signed out. */
function PasswordChangeForm() {
	const change = useChangePassword();
	const [values, setValues] = (0, import_react.useState)({
		current: "",
		next: "",
		confirm: ""
	});
	const [errors, setErrors] = (0, import_react.useState)({});
	const field = (name) => ({
		value: values[name],
		onChange: (event) => setValues((old) => ({
			...old,
			[name]: event.target.value
		}))
	});
	const submit = (event) => {
		event.preventDefault();
		const found = {};
		if (!values.current) found.current = text$2.required;
		if (values.next.length < MIN) found.next = "Kata sandi minimal 8 karakter.";
		else if (values.next.length > MAX) found.next = "Kata sandi maksimal 128 karakter.";
		if (values.confirm !== values.next) found.confirm = text$2.mismatch;
		setErrors(found);
		if (Object.keys(found).length > 0) return;
		change.mutate({
			currentPassword: values.current,
			newPassword: values.next
		}, {
			onSuccess: () => {
				setValues({
					current: "",
					next: "",
					confirm: ""
				});
				toast({ title: text$2.changed });
			},
			onError: (error) => setErrors({ current: error.message || common.errors.generic })
		});
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		noValidate: true,
		onSubmit: submit,
		className: "grid gap-4 sm:grid-cols-2",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				label: text$2.current,
				error: errors.current,
				className: "sm:col-span-2",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
					type: "password",
					autoComplete: "current-password",
					...field("current")
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				label: text$2.next,
				error: errors.next,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
					type: "password",
					autoComplete: "new-password",
					...field("next")
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				label: text$2.confirm,
				error: errors.confirm,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
					type: "password",
					autoComplete: "new-password",
					...field("confirm")
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "flex justify-end sm:col-span-2",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "submit",
					variant: "outline",
					disabled: change.isPending,
					children: change.isPending ? common.processing : text$2.submit
				})
			})
		]
	});
}
// src/features/profile/components/profile-details-form.tsx
var text$1 = account.profile;
/** The form's own view of the profile: what the server checks, with '' for "not set". */
var DetailsForm = object({
	name: ProfileName,
	phoneNumber: PhoneNumber,
	dateOfBirth: DateOfBirth,
	gender: union([Gender, literal("")])
});
var FIELDS = [
	"name",
	"phoneNumber",
	"dateOfBirth",
	"gender"
];
/** The latest birth date the profile accepts today (an age of 13), for the date picker. */
function latestBirthDate() {
	const date = /* @__PURE__ */ new Date();
	date.setFullYear(date.getFullYear() - 13);
	return date.toLocaleDateString("sv-SE");
}
/** 08… for people to read and edit; the server stores +628…. */
var localPhone = (phone) => phone ? phone.replace(/^\+62/, "0") : "";
/** Name, phone number, date of birth and gender (spec §3 client user state). */
function ProfileDetailsForm({ profile }) {
	const update = useUpdateProfile(profile.id);
	const { register, handleSubmit, setError, reset, formState: { errors, isDirty } } = useForm({
		resolver: u(DetailsForm),
		defaultValues: {
			name: profile.name,
			phoneNumber: localPhone(profile.phoneNumber),
			dateOfBirth: profile.dateOfBirth ?? "",
			gender: profile.gender ?? ""
		}
	});
	const submit = (values) => update.mutate({
		name: values.name,
		phoneNumber: values.phoneNumber ?? "",
		dateOfBirth: values.dateOfBirth ?? "",
		gender: values.gender === "" ? null : values.gender
	}, {
		onSuccess: (saved) => {
			reset({
				name: saved.name,
				phoneNumber: localPhone(saved.phoneNumber),
				dateOfBirth: saved.dateOfBirth ?? "",
				gender: saved.gender ?? ""
			});
			toast({ title: text$1.saved });
		},
		onError: (error) => {
			const fields = error instanceof ApiError ? error.fields : [];
			for (const field of fields) {
				const name = FIELDS.find((key) => field.path === `body.${key}`);
				if (name) setError(name, { message: field.message });
			}
			if (fields.length === 0) toast({
				title: error.message || common.errors.generic,
				variant: "destructive"
			});
		}
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		noValidate: true,
		onSubmit: handleSubmit(submit),
		className: "grid gap-4 sm:grid-cols-2",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				label: text$1.name,
				error: errors.name?.message,
				className: "sm:col-span-2",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
					autoComplete: "name",
					...register("name")
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				label: text$1.phone,
				error: errors.phoneNumber?.message,
				hint: text$1.phoneHint,
				className: "content-start",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
					type: "tel",
					inputMode: "tel",
					autoComplete: "tel",
					...register("phoneNumber")
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				label: text$1.dateOfBirth,
				error: errors.dateOfBirth?.message,
				className: "content-start",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
					type: "date",
					max: latestBirthDate(),
					...register("dateOfBirth")
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				label: text$1.gender,
				error: errors.gender?.message,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("select", {
					className: "flex h-10 w-full rounded-md border bg-card px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 aria-invalid:border-destructive sm:text-sm",
					...register("gender"),
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
							value: "",
							children: text$1.genderUnset
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
							value: "female",
							children: text$1.genders.female
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
							value: "male",
							children: text$1.genders.male
						})
					]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "flex items-end justify-end sm:col-span-2",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "submit",
					disabled: update.isPending || !isDirty,
					children: update.isPending ? common.processing : text$1.save
				})
			})
		]
	});
}
// src/app/routes/account/profile-page.tsx
var text = account.profile;
function Section({ title, lead, tone, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		className: tone === "danger" ? "border-destructive/40" : void 0,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardHeader, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitle, {
			className: tone === "danger" ? "text-destructive" : void 0,
			children: title
		}), lead ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "text-muted-foreground text-sm",
			children: lead
		}) : null] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children })]
	});
}
/** /account/: Profil — the hosted provider's user-profile component, replaced (spec §2). */
function ProfilePage() {
	const session = useSession();
	const profile = useProfile(session.uid);
	const [search] = useSearchParams();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto grid max-w-4xl gap-6 px-4 py-10",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${text.title} — ${common.brand.name}` }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				className: "font-bold text-2xl tracking-tight",
				children: text.title
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-1 text-muted-foreground",
				children: text.lead
			})] }),
			search.get("email") === "changed" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				variant: "success",
				children: account.email.changed
			}) : null,
			profile.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "grid gap-6",
				role: "status",
				"aria-label": common.loading,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-72" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-40" })]
			}) : profile.error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				variant: "destructive",
				children: profile.error.message
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
					title: text.details,
					lead: text.detailsLead,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "grid gap-6",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AvatarEditor, { profile: profile.data }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProfileDetailsForm, { profile: profile.data }, profile.data.id)]
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
					title: account.email.title,
					lead: account.email.lead,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmailChangeForm, { profile: profile.data })
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
					title: account.password.title,
					lead: account.password.lead,
					children: profile.data.hasPassword ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordChangeForm, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: account.password.noPassword })
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
					title: common.sessions.title,
					lead: common.sessions.lead,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DeviceSessions, {})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmailPreferencesCard, { uid: session.uid }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
					title: account.deletion.title,
					lead: account.deletion.lead,
					tone: "danger",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DeleteAccountButton, { hasPassword: profile.data.hasPassword })
				})
			] })
		]
	});
}
export { AccountLayout, AccountNotFoundPage, AffiliatePage, ChatListPage, ChatPage, OrdersPage, ProfilePage };
