import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as Clock, t as FileText } from "./file-text-C0KQRqua.js";
import { P as Link, Y as useParams, Z as useSearchParams, i as callApi, u as useQuery } from "./public-api-D-FUNJP1.js";
import { t as Alert } from "./alert-DWkv6kLc.js";
import { F as createLucideIcon, L as useMutation, b as toast, n as Button, y as paths } from "../entry-server.js";
import { t as usePublicConfig } from "./public-config-CwQVKIl1.js";
import { a as purchaseKeys, i as orderKeys, o as simulatorKeys, r as useOrder, t as isOrderRefusal } from "./get-order-BvnUOal2.js";
import { t as OrderNotFound } from "./order-not-found-BhCHEvKf.js";
import { r as formatDateTimeWib, s as formatRupiah } from "./format-BNwsEODH.js";
import { t as Card } from "./card-DT1Ik1ud.js";
import { n as require_jsx_runtime, t as common } from "./common-BJeRfR82.js";
import { t as OrderStatusBadge } from "./order-status-badge-C3SQ13vn.js";
import { t as UserPlus } from "./user-plus-BzYx1wSw.js";
import { t as ExternalLink } from "./external-link-Bv9TWhlA.js";
import { d as SimulatorAction, l as SIMULATOR_TEST_CARD } from "./orders-X7WNvEnJ.js";
import { t as require_react } from "./react-C6tkHmF0.js";
import { t as FormField } from "./form-field-Pm8rZE8n.js";
import { t as Input } from "./input-D2IwgA0K.js";
import { t as Skeleton } from "./skeleton-3FQQTDwH.js";
import { t as cn } from "./cn-DJgp3dhb.js";
import { t as issuesByField } from "./issues-by-field-BXkspnIA.js";
import { t as publicApi } from "./public-n26BZgy9.js";
import { s as useQueryClient } from "./http-uRK1c2Wv.js";
import { t as PurchasedPrompt } from "./purchased-prompt-BlEmtRgM.js";
import { t as CircleCheck } from "./circle-check-B9j_tvhR.js";
import { t as useOrderLiveUpdates } from "./use-order-live-updates-DaPX3uM3.js";
import { t as useSession } from "./use-session-DbhFI07F.js";
// ../../node_modules/lucide-react/dist/esm/icons/circle-x.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$3 = {
	name: "circle-x",
	size: 24,
	node: [
		["circle", {
			cx: "12",
			cy: "12",
			r: "10",
			key: "1mglay"
		}],
		["path", {
			d: "m15 9-6 6",
			key: "1uzhvr"
		}],
		["path", {
			d: "m9 9 6 6",
			key: "z0biqf"
		}]
	],
	aliases: ["x-circle"]
};
__iconData$3.node;
var CircleX = createLucideIcon(__iconData$3);
// ../../node_modules/lucide-react/dist/esm/icons/flask-conical.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$2 = {
	name: "flask-conical",
	size: 24,
	node: [
		["path", {
			d: "M14 2v6a2 2 0 0 0 .245.96l5.51 10.08A2 2 0 0 1 18 22H6a2 2 0 0 1-1.755-2.96l5.51-10.08A2 2 0 0 0 10 8V2",
			key: "18mbvz"
		}],
		["path", {
			d: "M6.453 15h11.094",
			key: "3shlmq"
		}],
		["path", {
			d: "M8.5 2h7",
			key: "csnxdl"
		}]
	]
};
__iconData$2.node;
var FlaskConical = createLucideIcon(__iconData$2);
// ../../node_modules/lucide-react/dist/esm/icons/info.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "info",
	size: 24,
	node: [
		["circle", {
			cx: "12",
			cy: "12",
			r: "10",
			key: "1mglay"
		}],
		["path", {
			d: "M12 16v-4",
			key: "1dtifu"
		}],
		["path", {
			d: "M12 8h.01",
			key: "e9boi3"
		}]
	]
};
__iconData$1.node;
var Info = createLucideIcon(__iconData$1);
// ../../node_modules/lucide-react/dist/esm/icons/timer-off.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "timer-off",
	size: 24,
	node: [
		["path", {
			d: "M10 2h4",
			key: "n1abiw"
		}],
		["path", {
			d: "M4.6 11a8 8 0 0 0 1.7 8.7 8 8 0 0 0 8.7 1.7",
			key: "10he05"
		}],
		["path", {
			d: "M7.4 7.4a8 8 0 0 1 10.3 1 8 8 0 0 1 .9 10.2",
			key: "15f7sh"
		}],
		["path", {
			d: "m2 2 20 20",
			key: "1ooewy"
		}],
		["path", {
			d: "M12 12v-2",
			key: "fwoke6"
		}]
	]
};
__iconData.node;
var TimerOff = createLucideIcon(__iconData);
// src/features/orders/components/order-summary.tsx
var import_jsx_runtime = require_jsx_runtime();
var text$5 = common.orders.payment;
/** The order at a glance, beside whatever the payment page asks of the buyer. */
function OrderSummary({ order, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
			className: "grid gap-3 p-5 text-sm",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Row, {
					term: text$5.orderNumber,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "break-all font-mono",
						children: order.number
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Row, {
					term: text$5.prompt,
					children: order.productSlug ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						to: paths.marketplace.prompt(order.productSlug),
						className: "hover:text-primary hover:underline",
						children: order.productTitle
					}) : order.productTitle
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Row, {
					term: text$5.shop,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						to: paths.shop(order.shopSlug),
						className: "hover:text-primary hover:underline",
						children: order.shopName
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Row, {
					term: text$5.date,
					children: formatDateTimeWib(order.createdAt)
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Row, {
					term: text$5.status,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OrderStatusBadge, { status: order.status })
				})
			]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex items-baseline justify-between gap-4 border-t px-5 py-4",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "text-muted-foreground text-sm",
				children: text$5.amount
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "font-bold text-xl tracking-tight",
				children: order.price === 0 ? common.orders.checkout.free : formatRupiah(order.price)
			})]
		}),
		children ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "grid gap-2 border-t p-5",
			children
		}) : null
	] });
}
function Row({ term, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid gap-0.5",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
			className: "text-muted-foreground text-xs",
			children: term
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
			className: "break-words font-medium",
			children
		})]
	});
}
// src/features/orders/components/payment/guest-invitation.tsx
var text$4 = common.orders.payment;
/** A guest who paid is invited to sign up with the same email, which joins the order to it. */
function GuestInvitation({ email }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		className: "p-5",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h2", {
				className: "flex items-center gap-2 font-semibold",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserPlus, {
					className: "size-5 text-primary",
					"aria-hidden": "true"
				}), text$4.guestTitle]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-2 text-muted-foreground text-sm",
				children: text$4.guestLead(email)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				asChild: true,
				className: "mt-4 w-full",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: paths.auth.signUp({ email }),
					children: text$4.guestCta
				})
			})
		]
	});
}
// src/features/orders/api/get-simulator-transaction.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** GET /api/simulator/midtrans/snap/{token}: what the test gateway would charge, and how. */
var getSimulatorTransaction = (paymentToken, signal) => callApi(publicApi.simulatorTransaction, { params: { token: paymentToken } }, { signal });
function useSimulatorTransaction(paymentToken) {
	return useQuery({
		queryKey: simulatorKeys.transaction(paymentToken),
		queryFn: ({ signal }) => getSimulatorTransaction(paymentToken, signal)
	});
}
// src/features/orders/api/settle-simulator-transaction.ts
/**
* POST /api/simulator/midtrans/snap/{token}/{pay|fail|expire}: the test gateway settles the
* transaction and sends its signed notification to our webhook, as Midtrans would.
*/
var settleSimulatorTransaction = ({ paymentToken, outcome, method, cardNumber }) => callApi(publicApi.settleSimulatorTransaction, {
	params: {
		token: paymentToken,
		outcome
	},
	body: outcome === "pay" ? {
		method,
		cardNumber
	} : {}
});
function useSettleSimulatorTransaction() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: settleSimulatorTransaction,
		onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: orderKeys.all }), queryClient.invalidateQueries({ queryKey: purchaseKeys.all })])
	});
}
// src/features/orders/components/payment-simulator.tsx
var text$3 = common.orders.simulator;
/**
* 'Simulator pembayaran': the built-in test gateway's page (DESIGN.md §4), shown instead of
* Midtrans' own. Each button settles the transaction the way the gateway would and sends the
* signed notification to our webhook; the order's status then follows as it would for real.
*/
function PaymentSimulator({ paymentToken }) {
	const transaction = useSimulatorTransaction(paymentToken);
	const settle = useSettleSimulatorTransaction();
	const [chosen, setChosen] = (0, import_react.useState)(null);
	const method = chosen ?? transaction.data?.methods[0]?.id;
	const [cardNumber, setCardNumber] = (0, import_react.useState)(SIMULATOR_TEST_CARD);
	const [cardError, setCardError] = (0, import_react.useState)(null);
	const byCard = method === "credit_card";
	const busy = settle.isPending || settle.isSuccess;
	const run = (outcome) => {
		if (outcome === "pay" && byCard) {
			const parsed = SimulatorAction.safeParse({
				method,
				cardNumber
			});
			setCardError(parsed.success ? null : issuesByField(parsed.error).cardNumber ?? null);
			if (!parsed.success) return;
		}
		settle.mutate({
			paymentToken,
			outcome,
			...outcome === "pay" && method ? { method } : {},
			...outcome === "pay" && byCard ? { cardNumber } : {}
		}, { onError: (error) => toast({
			title: error.message || common.errors.generic,
			variant: "destructive"
		}) });
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		"aria-labelledby": "simulator-judul",
		role: "region",
		className: "overflow-hidden",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex flex-wrap items-center justify-between gap-3 border-b px-5 py-4",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h2", {
				id: "simulator-judul",
				className: "flex items-center gap-2 font-semibold text-lg",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FlaskConical, {
					className: "size-5 text-primary",
					"aria-hidden": "true"
				}), text$3.title]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "rounded-full border border-dashed border-primary/60 px-2.5 py-0.5 font-medium text-primary text-xs uppercase tracking-wide",
				children: text$3.badge
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "grid gap-5 p-5",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "flex gap-2.5 rounded-md border border-primary/50 border-dashed bg-accent/40 p-3 text-sm",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Info, {
					className: "mt-0.5 size-4 shrink-0 text-primary",
					"aria-hidden": "true"
				}), text$3.note]
			}), transaction.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "grid gap-3",
				role: "status",
				"aria-label": common.loading,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-12 w-full" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-40 w-full" })]
			}) : transaction.error ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
				variant: "destructive",
				children: [
					text$3.loadFailed,
					" ",
					transaction.error.message
				]
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-lg bg-muted/50 px-4 py-3",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "text-muted-foreground text-sm",
							children: text$3.amount
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "font-bold text-2xl tracking-tight",
							children: formatRupiah(transaction.data.grossAmount)
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "w-full text-muted-foreground text-xs",
							children: text$3.reference(transaction.data.gatewayOrderId)
						})
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
					className: "grid gap-2",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
						className: "mb-2 font-medium text-sm",
						children: text$3.method
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						className: "grid gap-2 sm:grid-cols-2",
						children: transaction.data.methods.map((option) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
							className: cn("flex cursor-pointer items-center gap-3 rounded-md border bg-card px-3 py-2.5 text-sm transition-colors hover:border-primary/50", "has-[:checked]:border-primary has-[:checked]:bg-accent has-[:checked]:text-accent-foreground", "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring/40"),
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
								type: "radio",
								name: "metode",
								value: option.id,
								checked: method === option.id,
								onChange: () => setChosen(option.id),
								className: "size-4 accent-(--primary)"
							}), option.label]
						}, option.id))
					})]
				}),
				byCard ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
					label: text$3.cardNumber,
					error: cardError ?? void 0,
					hint: text$3.cardHint,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
						inputMode: "numeric",
						autoComplete: "off",
						value: cardNumber,
						onChange: (event) => setCardNumber(event.target.value)
					})
				}) : null,
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex flex-col gap-2 sm:flex-row sm:flex-wrap",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							type: "button",
							size: "lg",
							disabled: busy,
							onClick: () => run("pay"),
							className: "sm:flex-1",
							children: text$3.pay
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							type: "button",
							variant: "outline",
							size: "lg",
							disabled: busy,
							onClick: () => run("fail"),
							className: "text-destructive hover:text-destructive",
							children: text$3.fail
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							type: "button",
							variant: "ghost",
							size: "lg",
							disabled: busy,
							onClick: () => run("expire"),
							children: text$3.expire
						})
					]
				})
			] })]
		})]
	});
}
// src/features/orders/components/payment/payment-main-panel.tsx
var text$2 = common.orders.payment;
/**
* What the buyer does next: pay (at the gateway or in the simulator), read the paid prompt, or
* try again after a failure.
*/
function PaymentMainPanel({ order, token, simulator }) {
	if (order.status === "pending") {
		if (!order.payment) return null;
		if (simulator) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaymentSimulator, { paymentToken: order.payment.token });
		return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
			className: "p-5",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-muted-foreground text-sm",
				children: text$2.continueLead
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				asChild: true,
				size: "lg",
				className: "mt-4 w-full sm:w-auto",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
					href: order.payment.redirectUrl,
					children: [text$2.continue, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExternalLink, { "aria-hidden": "true" })]
				})
			})]
		});
	}
	if (order.status === "paid") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PurchasedPrompt, {
		productId: order.productId,
		access: token ? {
			orderId: order.id,
			token
		} : null
	});
	const retry = order.status === "failed" || order.status === "expired";
	const next = order.status === "failed" ? text$2.failedNext : order.status === "expired" ? text$2.expiredNext : text$2.reversedNext;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		className: "p-5",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "text-muted-foreground",
			children: next
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "mt-5 flex flex-wrap gap-2",
			children: [retry ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				asChild: true,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: order.productSlug ? paths.marketplace.prompt(order.productSlug) : paths.marketplace.prompts(),
					children: text$2.tryAgain
				})
			}) : null, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				asChild: true,
				variant: retry ? "outline" : "default",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: paths.marketplace.prompts(),
					children: text$2.browse
				})
			})]
		})]
	});
}
// src/features/orders/components/payment/payment-skeleton.tsx
function PaymentSkeleton() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto max-w-5xl px-4 py-8 sm:py-12",
		role: "status",
		"aria-label": common.loading,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex items-center gap-4",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "size-14 rounded-full" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "grid flex-1 gap-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-8 w-64 max-w-full" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-5 w-96 max-w-full" })]
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-80" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-72" })]
		})]
	});
}
// src/features/orders/components/payment/payment-status-header.tsx
var text$1 = common.orders.payment;
var statusLooks = {
	pending: {
		icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Clock, {}),
		tone: "bg-accent text-accent-foreground"
	},
	paid: {
		icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircleCheck, {}),
		tone: "bg-primary text-primary-foreground"
	},
	failed: {
		icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircleX, {}),
		tone: "bg-destructive/10 text-destructive"
	},
	expired: {
		icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TimerOff, {}),
		tone: "bg-muted text-muted-foreground"
	},
	refunded: {
		icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircleX, {}),
		tone: "bg-muted text-muted-foreground"
	},
	chargeback: {
		icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircleX, {}),
		tone: "bg-destructive/10 text-destructive"
	}
};
/** The order's status in a word, an icon and what it means for the buyer. */
function PaymentStatusHeader({ order }) {
	const { icon, tone } = statusLooks[order.status];
	const [title, lead] = order.status === "pending" ? [text$1.waiting, text$1.waitingLead] : order.status === "paid" ? [text$1.paid, text$1.paidLead(order.buyerEmail)] : order.status === "failed" ? [text$1.failed, text$1.failedLead] : order.status === "expired" ? [text$1.expired, text$1.expiredLead] : [text$1.reversed, text$1.reversedLead];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("header", {
		className: "flex flex-col items-start gap-4 sm:flex-row sm:items-center",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			"aria-hidden": "true",
			className: cn("flex size-14 shrink-0 items-center justify-center rounded-full [&_svg]:size-7", tone),
			children: icon
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "min-w-0",
			"aria-live": "polite",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
					className: "font-bold text-2xl tracking-tight sm:text-3xl",
					children: title
				}),
				order.status === "pending" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "mt-1 font-semibold",
					"data-testid": "pay-before",
					children: text$1.payBefore(formatDateTimeWib(order.payBefore))
				}) : null,
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "mt-1 max-w-2xl text-muted-foreground",
					children: lead
				})
			]
		})]
	});
}
// src/app/routes/marketplace/payment-page.tsx
var text = common.orders.payment;
/**
* /payment/{orderId}?token=…: where the gateway returns the buyer, and the simulator's page.
* It reads the order by session or by the signed token, follows it while it waits for payment
* (polling for guests, live events for accounts) and opens the prompt once it is paid.
*/
function PaymentPage() {
	const { orderId = "" } = useParams();
	const [params] = useSearchParams();
	const token = params.get("token");
	const session = useSession();
	const order = useOrder(orderId, token);
	const simulator = usePublicConfig().data?.paymentSimulator ?? false;
	useOrderLiveUpdates();
	if (!order.data) {
		if (isOrderRefusal(order.error)) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OrderNotFound, { signedIn: session.isLoggedIn });
		if (order.error) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "mx-auto max-w-xl px-4 py-16",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				variant: "destructive",
				children: order.error.message
			})
		});
		return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaymentSkeleton, {});
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaymentView, {
		order: order.data,
		token,
		simulator,
		signedIn: session.isLoggedIn
	});
}
function PaymentView({ order, token, simulator, signedIn }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto max-w-5xl px-4 py-8 sm:py-12",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${text.title} ${order.number} — ${common.brand.name}` }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaymentStatusHeader, { order }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: "grid min-w-0 gap-6",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaymentMainPanel, {
						order,
						token,
						simulator
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("aside", {
					"aria-label": text.summary,
					className: "grid gap-6 lg:sticky lg:top-24",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(OrderSummary, {
						order,
						children: order.status === "paid" ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [order.productSlug ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							asChild: true,
							variant: "outline",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
								to: paths.marketplace.prompt(order.productSlug),
								children: text.viewPrompt
							})
						}) : null, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							asChild: true,
							variant: "outline",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
								to: paths.payment.receipt(order.id, token),
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FileText, { "aria-hidden": "true" }), text.receipt]
							})
						})] }) : null
					}), order.status === "paid" && order.guest && !signedIn ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(GuestInvitation, { email: order.buyerEmail }) : null]
				})]
			})
		]
	});
}
export { PaymentPage };
