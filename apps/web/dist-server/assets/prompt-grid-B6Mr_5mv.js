import { t as Skeleton } from "./skeleton-3FQQTDwH.js";
import { t as cn } from "./cn-DJgp3dhb.js";
import { a as usePurchasedPrompts } from "../entry-server.js";
import { n as promptGridClass, t as PromptCard } from "./prompt-card-CuLLuToe.js";
import { n as require_jsx_runtime } from "./common-BJeRfR82.js";
// src/features/catalog/components/prompt-grid.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* Prompt cards in a responsive grid, with skeletons while they load; the signed-in viewer's
* bought prompts say so ('Sudah dibeli').
*/
function PromptGrid({ prompts, loading = false, placeholders = 4, firstScreen = false, className }) {
	const purchased = usePurchasedPrompts();
	const grid = cn(promptGridClass, "lg:grid-cols-4", className);
	if (loading || !prompts) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: grid,
		"aria-hidden": "true",
		children: Array.from({ length: placeholders }, (_, index) => `placeholder-${index}`).map((key) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-56 sm:h-72" }, key))
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		className: grid,
		children: prompts.map((prompt, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PromptCard, {
			prompt,
			purchased: purchased.orderOf.has(prompt.id),
			imageLoading: firstScreen && index < 4 ? "eager" : "lazy"
		}) }, prompt.id))
	});
}
export { PromptGrid as t };
