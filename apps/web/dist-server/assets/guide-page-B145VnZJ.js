import { t as cn } from "./cn-DJgp3dhb.js";
import { n as require_jsx_runtime, t as common } from "./common-BJeRfR82.js";
import { t as marketplace } from "./marketplace-ZSsFpNdL.js";
// src/app/routes/marketplace/guide-page.tsx
var import_jsx_runtime = require_jsx_runtime();
/** /marketplace/panduan: how to buy, pay, use a prompt, open a shop and get paid. */
function GuidePage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[14rem_1fr]",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${marketplace.guide.title} — ${common.brand.name}` }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(GuideContents, { className: "hidden lg:sticky lg:top-24 lg:block lg:self-start" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
					className: "font-bold text-3xl tracking-tight",
					children: marketplace.guide.title
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "mt-3 max-w-2xl text-lg text-muted-foreground",
					children: marketplace.guide.intro
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(GuideContents, { className: "mt-6 rounded-lg border bg-card p-4 lg:hidden" }),
				marketplace.guide.sections.map((section) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
					id: section.id,
					className: "mt-10 scroll-mt-24",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
						className: "font-semibold text-2xl",
						children: section.title
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", {
						className: "mt-4 grid gap-4",
						children: section.steps.map((step, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
							className: "flex gap-4 rounded-lg border bg-card p-4",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "flex size-8 shrink-0 items-center justify-center rounded-full bg-accent font-semibold text-accent-foreground text-sm",
								children: index + 1
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
								className: "font-medium",
								children: step.title
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
								className: "mt-1 text-muted-foreground text-sm leading-relaxed",
								children: step.body
							})] })]
						}, step.title))
					})]
				}, section.id))
			] })
		]
	});
}
/** Links to each section: beside the guide on wide screens, under its introduction on phones. */
function GuideContents({ className }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("nav", {
		"aria-label": marketplace.guide.contents,
		className: cn(className),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "font-semibold text-muted-foreground text-sm",
			children: marketplace.guide.contents
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: "mt-2 grid gap-1 text-sm",
			children: marketplace.guide.sections.map((section) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
				href: `#${section.id}`,
				className: "block rounded-md px-2 py-1.5 hover:bg-accent",
				children: section.title
			}) }, section.id))
		})]
	});
}
export { GuidePage };
