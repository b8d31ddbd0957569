import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-C6tkHmF0.js";
import { t as cn } from "./cn-DJgp3dhb.js";
import { n as require_jsx_runtime } from "./common-BJeRfR82.js";
// src/components/ui/form-field.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** A label, one control and its hint or error, wired for screen readers. */
function FormField({ label, error, hint, className, children }) {
	const id = (0, import_react.useId)();
	const messageId = `${id}-message`;
	const message = error ?? hint;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: cn("grid gap-1.5", className),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
				htmlFor: id,
				className: "font-medium text-sm",
				children: label
			}),
			(0, import_react.cloneElement)(children, {
				id,
				"aria-invalid": error ? true : void 0,
				...message ? { "aria-describedby": messageId } : {}
			}),
			message ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				id: messageId,
				className: cn("text-sm", error ? "text-destructive" : "text-muted-foreground"),
				children: message
			}) : null
		]
	});
}
export { FormField as t };
