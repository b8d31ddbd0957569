import { t as cn } from "./cn-DJgp3dhb.js";
import { n as require_jsx_runtime } from "./common-BJeRfR82.js";
// src/components/ui/alert.tsx
var import_jsx_runtime = require_jsx_runtime();
/** An inline message inside a page or form (errors of a whole form, notices). */
function Alert({ className, variant = "default", ...props }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		role: variant === "destructive" ? "alert" : "status",
		className: cn("rounded-md border px-4 py-3 text-sm", variant === "destructive" && "border-destructive/40 bg-destructive/10 text-destructive", variant === "success" && "border-primary/30 bg-accent text-accent-foreground", className),
		...props
	});
}
export { Alert as t };
