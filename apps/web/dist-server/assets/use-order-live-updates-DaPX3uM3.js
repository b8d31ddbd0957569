import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-C6tkHmF0.js";
import { u as useQuery } from "./public-api-D-FUNJP1.js";
import { n as require_jsx_runtime, t as common } from "./common-BJeRfR82.js";
import { s as useQueryClient } from "./http-uRK1c2Wv.js";
import { t as ChevronDown } from "./chevron-down-DQeEhCtM.js";
import { t as copyToClipboard } from "./copy-to-clipboard-SjwCx-jE.js";
import { t as cn } from "./cn-DJgp3dhb.js";
import { n as useLiveEvent } from "./live-events-l2WtZ3m2.js";
import { F as createLucideIcon, h as callAccountApi, n as Button } from "../entry-server.js";
import { t as Alert } from "./alert-DWkv6kLc.js";
import { t as Skeleton } from "./skeleton-3FQQTDwH.js";
import { t as Input } from "./input-D2IwgA0K.js";
import { t as FormField } from "./form-field-Pm8rZE8n.js";
import { a as purchaseKeys, i as orderKeys, n as orderTokenHeaders } from "./get-order-BvnUOal2.js";
import { n as parsePromptTemplate, r as templateVariables, t as fillPromptTemplate } from "./prompt-template-BA0iTR2I.js";
// ../../node_modules/lucide-react/dist/esm/icons/chevron-up.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "chevron-up",
	size: 24,
	node: [["path", {
		d: "m18 15-6-6-6 6",
		key: "153udz"
	}]]
};
__iconData$1.node;
var ChevronUp = createLucideIcon(__iconData$1);
// ../../node_modules/lucide-react/dist/esm/icons/clipboard-check.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "clipboard-check",
	size: 24,
	node: [
		["rect", {
			width: "8",
			height: "4",
			x: "8",
			y: "2",
			rx: "1",
			ry: "1",
			key: "tgr4d6"
		}],
		["path", {
			d: "M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2",
			key: "116196"
		}],
		["path", {
			d: "m9 14 2 2 4-4",
			key: "df797q"
		}]
	]
};
__iconData.node;
var ClipboardCheck = createLucideIcon(__iconData);
// src/features/orders/api/get-purchase.ts
/**
* GET /api/v1/account/purchases/{productId}: the prompt text, for its buyer's session or, with
* `access`, for whoever holds the receipt link. Never cached by the server (`no-store`).
*/
var getPurchase = (productId, access, signal) => callAccountApi("purchase", {
	params: { productId },
	query: { orderId: access?.orderId }
}, {
	signal,
	headers: orderTokenHeaders(access?.token ?? null)
});
function usePurchase(productId, access, enabled = true) {
	return useQuery({
		queryKey: purchaseKeys.one(productId, access),
		queryFn: ({ signal }) => getPurchase(productId, access, signal),
		enabled
	});
}
// src/features/orders/components/prompt-template/prompt-fill-form.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var text$2 = common.orders.purchase;
/**
* One field per distinct `[VARIABLE]` of a bought prompt; 'Salin prompt jadi' copies the prompt
* with the filled ones put in (each occurrence) and the empty ones left as written. Nothing is
* sent anywhere: the values stay in this page.
*/
function PromptFillForm({ promptText, variables }) {
	const [values, setValues] = (0, import_react.useState)({});
	const headingId = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		"aria-labelledby": headingId,
		className: "grid gap-4 rounded-md border p-4",
		onSubmit: (event) => {
			event.preventDefault();
			copyToClipboard(fillPromptTemplate(promptText, values), {
				copied: text$2.filledCopied,
				failed: text$2.copyFailed,
				failedBody: text$2.copyFailedBody
			});
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
				id: headingId,
				className: "font-medium",
				children: text$2.variables(variables.length)
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-1 text-muted-foreground text-sm",
				children: text$2.variablesLead
			})] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "grid gap-3 sm:grid-cols-2",
				children: variables.map((name) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
					label: name,
					className: "min-w-0 [&>label]:font-mono",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
						value: values[name] ?? "",
						autoComplete: "off",
						onChange: (event) => setValues((current) => ({
							...current,
							[name]: event.target.value
						}))
					})
				}, name))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-wrap gap-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
					type: "submit",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ClipboardCheck, { "aria-hidden": "true" }), text$2.copyFilled]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "button",
					variant: "ghost",
					disabled: Object.values(values).every((value) => !value),
					onClick: () => setValues({}),
					children: text$2.clear
				})]
			})
		]
	});
}
// src/features/orders/components/prompt-template/prompt-template-text.tsx
var text$1 = common.orders.purchase;
var LONG_CHARS = 480;
var LONG_LINES = 8;
/**
* A bought prompt as written, its `[VARIABLES]` marked, folded to a few lines when it is long
* ('Tampilkan semua' unfolds it).
*/
function PromptTemplateText({ promptText }) {
	const parts = (0, import_react.useMemo)(() => parsePromptTemplate(promptText), [promptText]);
	const long = promptText.length > LONG_CHARS || promptText.split("\n").length > LONG_LINES;
	const [expanded, setExpanded] = (0, import_react.useState)(false);
	const folded = long && !expanded;
	const id = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "relative",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("pre", {
			id,
			className: cn("whitespace-pre-wrap break-words rounded-md border bg-muted/50 p-4 font-mono text-sm leading-relaxed", folded && "max-h-44 overflow-hidden"),
			children: parts.map((part, index) => part.kind === "text" ? part.text : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("mark", {
				className: "rounded-sm bg-accent px-0.5 font-semibold text-accent-foreground ring-1 ring-primary/40",
				children: part.raw
			}, index))
		}), folded ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			"aria-hidden": "true",
			className: "pointer-events-none absolute inset-x-px bottom-px h-16 rounded-b-md bg-gradient-to-t from-card to-transparent"
		}) : null]
	}), long ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
		type: "button",
		variant: "ghost",
		size: "sm",
		className: "mt-1 px-2",
		"aria-expanded": expanded,
		"aria-controls": id,
		onClick: () => setExpanded((value) => !value),
		children: [expanded ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronUp, { "aria-hidden": "true" }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronDown, { "aria-hidden": "true" }), expanded ? text$1.showLess : text$1.showAll]
	}) : null] });
}
// src/features/orders/components/prompt-template/purchase-body.tsx
var text = common.orders.purchase;
/** Copies a bought prompt's text, telling the buyer whether it worked. */
var copyPromptText = (promptText) => void copyToClipboard(promptText, {
	copied: text.copied,
	failed: text.copyFailed,
	failedBody: text.copyFailedBody
});
/**
* A bought prompt as Pesanan, the prompt page and the payment page all show it: the text with
* its variables marked, the seller's instructions (and latest change note, where asked), and the
* form that fills the variables in. `Heading` keeps the outline right where it is placed.
*/
function PurchaseBody({ purchase, Heading, showChangeNote = false }) {
	const promptText = purchase.data?.promptText ?? "";
	const variables = (0, import_react.useMemo)(() => templateVariables(promptText), [promptText]);
	if (purchase.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid gap-2",
		role: "status",
		"aria-label": common.loading,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-4 w-full" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-4 w-11/12" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-4 w-3/4" })
		]
	});
	if (purchase.error) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
		variant: "destructive",
		children: [
			text.loadFailed,
			" ",
			purchase.error.message
		]
	});
	const notes = [{
		title: text.instructions,
		body: purchase.data.instructions
	}, ...showChangeNote ? [{
		title: text.changeNote,
		body: purchase.data.changeNote ?? ""
	}] : []].filter((note) => note.body.trim());
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PromptTemplateText, { promptText }),
		notes.map((note) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
			className: "font-medium text-sm",
			children: note.title
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "mt-1 whitespace-pre-line break-words text-muted-foreground text-sm",
			children: note.body
		})] }, note.title)),
		variables.length > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PromptFillForm, {
			promptText,
			variables
		}) : null
	] });
}
// src/features/orders/hooks/use-order-live-updates.ts
/**
* A signed-in buyer's order changed (paid in another tab, expired, refunded): the pages that
* show orders read them again (what the buyer owns is refreshed by the root layout's listener,
* `usePurchasedPromptsLiveUpdates`). Guests have no stream; their page polls.
*/
function useOrderLiveUpdates() {
	const queryClient = useQueryClient();
	useLiveEvent("order.updated", (0, import_react.useCallback)(() => {
		queryClient.invalidateQueries({ queryKey: orderKeys.all });
	}, [queryClient]));
}
export { usePurchase as i, PurchaseBody as n, copyPromptText as r, useOrderLiveUpdates as t };
