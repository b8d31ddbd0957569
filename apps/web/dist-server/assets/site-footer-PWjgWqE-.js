import { P as Link } from "./public-api-D-FUNJP1.js";
import { v as LogoMark, y as paths } from "../entry-server.js";
import { n as require_jsx_runtime, t as common } from "./common-BJeRfR82.js";
// src/components/layout/site-footer.tsx
var import_jsx_runtime = require_jsx_runtime();
var links = [
	{
		to: paths.staticPage("tentang"),
		label: common.footer.about
	},
	{
		to: paths.staticPage("syarat-ketentuan"),
		label: common.footer.terms
	},
	{
		to: paths.staticPage("kebijakan-privasi"),
		label: common.footer.privacy
	},
	{
		to: paths.staticPage("kontak"),
		label: common.footer.contact
	}
];
function SiteFooter() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("footer", {
		className: "mt-16 border-t bg-muted/40 print:hidden",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-start sm:justify-between",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex items-center gap-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LogoMark, { className: "size-7" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "font-semibold",
					children: common.brand.name
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "text-muted-foreground text-sm",
					children: common.brand.tagline
				})] })]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("nav", {
				"aria-label": common.footer.navLabel,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					className: "flex flex-wrap gap-x-6 gap-y-2 text-sm",
					children: links.map((link) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						to: link.to,
						className: "text-muted-foreground hover:text-foreground",
						children: link.label
					}) }, link.to))
				})
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "mx-auto max-w-6xl px-4 pb-8 text-muted-foreground text-xs",
			children: common.footer.copyright((/* @__PURE__ */ new Date()).getFullYear())
		})]
	});
}
export { SiteFooter as t };
