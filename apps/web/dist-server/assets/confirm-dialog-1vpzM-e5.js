import { n as require_jsx_runtime, t as common } from "./common-BJeRfR82.js";
import { F as createLucideIcon, n as Button } from "../entry-server.js";
import { n as DialogContent, t as Dialog } from "./dialog-FRkbff1O.js";
// ../../node_modules/lucide-react/dist/esm/icons/user-round.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "user-round",
	size: 24,
	node: [["circle", {
		cx: "12",
		cy: "8",
		r: "5",
		key: "1hypcn"
	}], ["path", {
		d: "M20 21a8 8 0 0 0-16 0",
		key: "rfgkzh"
	}]],
	aliases: ["user-2"]
};
__iconData.node;
var UserRound = createLucideIcon(__iconData);
// src/components/confirm-dialog.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* Asks before something that cannot be taken back (deleting, removing, leaving) or that changes
* things for others (platform settings): the question, what changes (`children`), "Batal" and the
* action — destructive unless `tone` says otherwise — which shows it is working while `pending`.
* It does not close itself while the action runs.
*/
function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, cancelLabel, closeLabel, pending, onConfirm, tone = "destructive", children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		open,
		onOpenChange: (next) => next || !pending ? onOpenChange(next) : null,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogContent, {
			title,
			description,
			closeLabel,
			children: [children, /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-col-reverse gap-2 sm:flex-row sm:justify-end",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "button",
					variant: "outline",
					onClick: () => onOpenChange(false),
					children: cancelLabel
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "button",
					variant: tone,
					disabled: pending,
					onClick: onConfirm,
					children: pending ? common.processing : confirmLabel
				})]
			})]
		})
	});
}
export { UserRound as n, ConfirmDialog as t };
