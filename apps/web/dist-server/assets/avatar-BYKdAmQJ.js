import { t as cn } from "./cn-DJgp3dhb.js";
import { n as require_jsx_runtime, t as common } from "./common-BJeRfR82.js";
// src/components/avatar.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A person's round picture: their avatar, or their name's initial on green. */
function Avatar({ name, image, className = "size-20 text-2xl" }) {
	return image ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
		src: image,
		alt: common.avatarOf(name),
		width: 512,
		height: 512,
		className: cn("shrink-0 rounded-full border object-cover", className)
	}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
		"aria-hidden": "true",
		className: cn("flex shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground", className),
		children: name.trim().charAt(0).toUpperCase() || "?"
	});
}
export { Avatar as t };
