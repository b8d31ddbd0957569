import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-C6tkHmF0.js";
import { t as cn } from "./cn-DJgp3dhb.js";
import { t as sanitizeHtml } from "../entry-server.js";
import { n as require_jsx_runtime } from "./common-BJeRfR82.js";
// src/components/rich-text.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var TYPOGRAPHY = [
	"break-words text-foreground leading-relaxed",
	"[&_p]:my-3 [&>:first-child]:mt-0 [&>:last-child]:mb-0",
	"[&_p.lead]:text-lg",
	"[&_h1]:mt-6 [&_h1]:mb-3 [&_h1]:font-bold [&_h1]:text-2xl",
	"[&_h2]:mt-5 [&_h2]:mb-2 [&_h2]:font-semibold [&_h2]:text-xl",
	"[&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:font-semibold [&_h3]:text-lg",
	"[&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1",
	"[&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4",
	"[&_b]:font-semibold [&_strong]:font-semibold [&_em]:italic [&_i]:italic",
	"[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-sm",
	"[&_pre]:my-3 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-4 [&_pre_code]:p-0",
	"[&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground"
].join(" ");
/** Shows seller-written HTML (descriptions, usage notes) after cleaning it to the spec's allow-list. */
function RichText({ html, className }) {
	const clean = (0, import_react.useMemo)(() => sanitizeHtml(html), [html]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: cn(TYPOGRAPHY, className),
		dangerouslySetInnerHTML: { __html: clean }
	});
}
export { RichText as t };
