import { P as Link, Y as useParams, Z as useSearchParams } from "./public-api-D-FUNJP1.js";
import { t as Alert } from "./alert-DWkv6kLc.js";
import { t as Skeleton } from "./skeleton-3FQQTDwH.js";
import { r as useOrder, t as isOrderRefusal } from "./get-order-BvnUOal2.js";
import { t as OrderNotFound } from "./order-not-found-BhCHEvKf.js";
import { n as formatDateTime, s as formatRupiah } from "./format-BNwsEODH.js";
import { m as paymentMethodLabels } from "./orders-X7WNvEnJ.js";
import { t as ArrowLeft } from "./arrow-left-DeG8vWal.js";
import { F as createLucideIcon, n as Button, v as LogoMark, y as paths } from "../entry-server.js";
import { t as Card } from "./card-DT1Ik1ud.js";
import { n as require_jsx_runtime, t as common } from "./common-BJeRfR82.js";
import { t as useSession } from "./use-session-DbhFI07F.js";
// ../../node_modules/lucide-react/dist/esm/icons/file-clock.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "file-clock",
	size: 24,
	node: [
		["path", {
			d: "M16 22h2a2 2 0 0 0 2-2V8a2.4 2.4 0 0 0-.706-1.706l-3.588-3.588A2.4 2.4 0 0 0 14 2H6a2 2 0 0 0-2 2v2.85",
			key: "ryk6xj"
		}],
		["path", {
			d: "M14 2v5a1 1 0 0 0 1 1h5",
			key: "wfsgrz"
		}],
		["path", {
			d: "M8 14v2.2l1.6 1",
			key: "6m4bie"
		}],
		["circle", {
			cx: "8",
			cy: "16",
			r: "6",
			key: "10v15b"
		}]
	]
};
__iconData$1.node;
var FileClock = createLucideIcon(__iconData$1);
// ../../node_modules/lucide-react/dist/esm/icons/printer.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "printer",
	size: 24,
	node: [
		["path", {
			d: "M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2",
			key: "143wyd"
		}],
		["path", {
			d: "M6 9V3a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v6",
			key: "1itne7"
		}],
		["rect", {
			x: "6",
			y: "14",
			width: "12",
			height: "8",
			rx: "1",
			key: "1ue0tg"
		}]
	]
};
__iconData.node;
var Printer = createLucideIcon(__iconData);
// src/features/orders/components/receipt/order-receipt.tsx
var import_jsx_runtime = require_jsx_runtime();
var text$1 = common.orders.receipt;
/** The printable receipt of a paid order; printing leaves the card alone on the page. */
function OrderReceipt({ order, token }) {
	const method = order.paymentMethod ? paymentMethodLabels[order.paymentMethod] ?? order.paymentMethod : "—";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto max-w-2xl px-4 py-8 sm:py-12 print:max-w-none print:p-0",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${text$1.title} ${order.number} — ${common.brand.name}` }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mb-4 flex flex-wrap items-center justify-between gap-2 print:hidden",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					asChild: true,
					variant: "ghost",
					className: "-ml-3",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
						to: paths.payment.order(order.id, token),
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowLeft, { "aria-hidden": "true" }), text$1.back]
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
					type: "button",
					onClick: () => window.print(),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Printer, { "aria-hidden": "true" }), text$1.print]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
				className: "overflow-hidden print:border-0 print:shadow-none",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("header", {
						className: "flex items-start justify-between gap-4 border-b p-6 sm:p-8",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
							className: "flex items-center gap-2",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LogoMark, { className: "size-7" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "font-bold tracking-tight",
								children: common.brand.name
							})]
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
							className: "mt-5 font-bold text-2xl tracking-tight",
							children: text$1.title
						})] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "shrink-0 -rotate-6 rounded-md border-2 border-primary px-3 py-1 font-bold text-lg text-primary uppercase tracking-widest",
							children: text$1.paidStatus
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
						className: "grid gap-x-8 gap-y-4 p-6 text-sm sm:grid-cols-2 sm:p-8",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Row, {
								term: text$1.orderNumber,
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
									className: "break-all font-mono",
									children: order.number
								})
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Row, {
								term: text$1.status,
								children: text$1.paidStatus
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Row, {
								term: text$1.orderedAt,
								children: formatDateTime(order.createdAt)
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Row, {
								term: text$1.paidAt,
								children: order.paidAt ? formatDateTime(order.paidAt) : "—"
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Row, {
								term: text$1.buyer,
								children: [order.buyerName, /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
									className: "block break-all font-normal text-muted-foreground",
									children: order.buyerEmail
								})]
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Row, {
								term: text$1.method,
								children: method
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Row, {
								term: text$1.prompt,
								children: order.productTitle
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Row, {
								term: text$1.shop,
								children: order.shopName
							})
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "mx-6 flex items-baseline justify-between gap-4 border-t border-dashed py-5 sm:mx-8",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "font-medium",
							children: text$1.amount
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "font-bold text-2xl tracking-tight",
							children: order.price === 0 ? common.orders.checkout.free : formatRupiah(order.price)
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "border-t bg-muted/40 px-6 py-4 text-center text-muted-foreground text-xs sm:px-8 print:bg-transparent",
						children: text$1.issuedBy
					})
				]
			})
		]
	});
}
function Row({ term, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
		className: "text-muted-foreground text-xs",
		children: term
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
		className: "mt-0.5 break-words font-medium",
		children
	})] });
}
// src/features/orders/components/receipt/receipt-not-ready.tsx
var text = common.orders.receipt;
/** A receipt exists once the order is paid; until then it points back to the payment page. */
function ReceiptNotReady({ orderId, token }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${text.title} — ${common.brand.name}` }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FileClock, {
					className: "size-7",
					"aria-hidden": "true"
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: "mt-5 font-semibold text-2xl",
				children: text.title
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-2 text-muted-foreground",
				children: text.notPaid
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				asChild: true,
				className: "mt-6",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: paths.payment.order(orderId, token),
					children: text.toPayment
				})
			})
		]
	});
}
// src/app/routes/marketplace/receipt-page.tsx
/**
* /payment/{orderId}/bukti?token=…: the printable receipt of a paid order. Printing hides the
* site's frame and the buttons (`print:hidden`), leaving the receipt alone on the page.
*/
function ReceiptPage() {
	const { orderId = "" } = useParams();
	const [params] = useSearchParams();
	const token = params.get("token");
	const session = useSession();
	const order = useOrder(orderId, token);
	if (!order.data) {
		if (isOrderRefusal(order.error)) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OrderNotFound, { signedIn: session.isLoggedIn });
		if (order.error) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "mx-auto max-w-xl px-4 py-16",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				variant: "destructive",
				children: order.error.message
			})
		});
		return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "mx-auto max-w-2xl px-4 py-12",
			role: "status",
			"aria-label": common.loading,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-[36rem]" })
		});
	}
	if (order.data.status !== "paid") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReceiptNotReady, {
		orderId: order.data.id,
		token
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OrderReceipt, {
		order: order.data,
		token
	});
}
export { ReceiptPage };
