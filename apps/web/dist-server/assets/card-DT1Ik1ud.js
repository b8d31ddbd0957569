import { t as cn } from "./cn-DJgp3dhb.js";
import { n as require_jsx_runtime } from "./common-BJeRfR82.js";
// src/components/ui/card.tsx
var import_jsx_runtime = require_jsx_runtime();
function Card({ className, ...props }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: cn("rounded-lg border bg-card text-card-foreground shadow-xs", className),
		...props
	});
}
function CardHeader({ className, ...props }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: cn("flex flex-col gap-1.5 p-5 pb-0", className),
		...props
	});
}
function CardTitle({ className, ...props }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
		className: cn("font-semibold text-base leading-snug", className),
		...props
	});
}
function CardContent({ className, ...props }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: cn("p-5 text-muted-foreground text-sm", className),
		...props
	});
}
export { CardTitle as i, CardContent as n, CardHeader as r, Card as t };
