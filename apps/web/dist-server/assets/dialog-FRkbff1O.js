import { P as X } from "../entry-server.js";
import { a as DialogOverlay, i as DialogDescription, n as DialogClose, o as DialogPortal, r as DialogContent$1, s as DialogTitle, t as Dialog$1 } from "./dist-I7ms27j3.js";
import { t as cn } from "./cn-DJgp3dhb.js";
import { n as require_jsx_runtime } from "./common-BJeRfR82.js";
// src/components/ui/dialog.tsx
var import_jsx_runtime = require_jsx_runtime();
var Dialog = Dialog$1;
function DialogContent({ className, title, description, closeLabel, children, ...props }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogPortal, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogOverlay, { className: "fixed inset-0 z-50 bg-black/40" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogContent$1, {
		...description ? {} : { "aria-describedby": void 0 },
		className: cn("fixed top-1/2 left-1/2 z-50 grid max-h-[85dvh] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border bg-card p-6 shadow-xl", className),
		...props,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex items-start justify-between gap-4",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, {
				className: "font-semibold text-lg",
				children: title
			}), description ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogDescription, {
				className: "text-muted-foreground text-sm",
				children: description
			}) : null] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogClose, {
				className: "rounded-md p-1 hover:bg-accent",
				"aria-label": closeLabel,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(X, {
					className: "size-5",
					"aria-hidden": "true"
				})
			})]
		}), children]
	})] });
}
export { DialogContent as n, Dialog as t };
