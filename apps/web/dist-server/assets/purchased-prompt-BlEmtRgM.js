import { t as formatDate } from "./format-BNwsEODH.js";
import { n as Copy } from "./copy-to-clipboard-SjwCx-jE.js";
import { n as Button } from "../entry-server.js";
import { t as Card } from "./card-DT1Ik1ud.js";
import { n as require_jsx_runtime, t as common } from "./common-BJeRfR82.js";
import { i as usePurchase, n as PurchaseBody, r as copyPromptText } from "./use-order-live-updates-DaPX3uM3.js";
// src/features/orders/components/purchased-prompt.tsx
var import_jsx_runtime = require_jsx_runtime();
var text = common.orders.purchase;
/**
* 'Prompt lengkap': the bought prompt's text (its variables marked), the form that fills them, the
* seller's instructions and the latest change note. Read by the buyer's session, or with `access` (the receipt link) for a guest.
*/
function PurchasedPrompt({ productId, access, className }) {
	const purchase = usePurchase(productId, access);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
		id: "prompt-lengkap",
		"aria-labelledby": "prompt-lengkap-judul",
		className,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
			className: "overflow-hidden border-primary/30",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-wrap items-center justify-between gap-3 border-b bg-accent/50 px-5 py-4",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "min-w-0",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
						id: "prompt-lengkap-judul",
						className: "font-semibold text-xl",
						children: text.title
					}), purchase.data ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "text-muted-foreground text-xs",
						children: text.purchasedAt(formatDate(purchase.data.purchasedAt))
					}) : null]
				}), purchase.data ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
					type: "button",
					variant: "outline",
					onClick: () => copyPromptText(purchase.data.promptText),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Copy, { "aria-hidden": "true" }), text.copy]
				}) : null]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "grid gap-5 p-5",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PurchaseBody, {
					purchase,
					Heading: "h3",
					showChangeNote: true
				})
			})]
		})
	});
}
export { PurchasedPrompt as t };
