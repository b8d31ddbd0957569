import { n as require_jsx_runtime } from "./common-BJeRfR82.js";
import { a as DialogOverlay, c as DialogTrigger, n as DialogClose, o as DialogPortal, r as DialogContent, s as DialogTitle, t as Dialog } from "./dist-I7ms27j3.js";
import { t as cn } from "./cn-DJgp3dhb.js";
import { F as createLucideIcon, P as X } from "../entry-server.js";
// ../../node_modules/lucide-react/dist/esm/icons/menu.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "menu",
	size: 24,
	node: [
		["path", {
			d: "M4 5h16",
			key: "1tepv9"
		}],
		["path", {
			d: "M4 12h16",
			key: "1lakjw"
		}],
		["path", {
			d: "M4 19h16",
			key: "1djgab"
		}]
	]
};
__iconData.node;
var Menu = createLucideIcon(__iconData);
// src/components/ui/sheet.tsx
var import_jsx_runtime = require_jsx_runtime();
var Sheet = Dialog;
var SheetTrigger = DialogTrigger;
/**
* A panel sliding in from the right, for menus on small screens. A `footer` stays at the bottom
* of the screen while the content above it scrolls, so what it holds is never below the fold.
*/
function SheetContent({ className, title, closeLabel, footer, children, ...props }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogPortal, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogOverlay, { className: "fixed inset-0 z-50 bg-black/40" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogContent, {
		"aria-describedby": void 0,
		className: cn("fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] flex-col gap-4 border-l bg-background p-5 shadow-xl", footer ? "overflow-hidden" : "overflow-y-auto", className),
		...props,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex items-center justify-between",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, {
				className: "font-semibold text-lg",
				children: title
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogClose, {
				className: "rounded-md p-1 hover:bg-accent",
				"aria-label": closeLabel,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(X, {
					className: "size-5",
					"aria-hidden": "true"
				})
			})]
		}), footer ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "-mx-1 flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-1",
			children
		}), footer] }) : children]
	})] });
}
export { Menu as i, SheetContent as n, SheetTrigger as r, Sheet as t };
