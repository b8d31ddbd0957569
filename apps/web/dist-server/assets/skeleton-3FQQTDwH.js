import { t as cn } from "./cn-DJgp3dhb.js";
import { n as require_jsx_runtime } from "./common-BJeRfR82.js";
// src/components/ui/skeleton.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A grey placeholder shaped like the content that is loading. */
function Skeleton({ className, ...props }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: cn("animate-pulse rounded-md bg-muted", className),
		...props
	});
}
export { Skeleton as t };
