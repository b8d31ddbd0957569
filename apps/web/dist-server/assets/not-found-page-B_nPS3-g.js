import { P as Link } from "./public-api-D-FUNJP1.js";
import { n as Button, y as paths } from "../entry-server.js";
import { n as require_jsx_runtime, t as common } from "./common-BJeRfR82.js";
// src/app/routes/marketplace/not-found-page.tsx
var import_jsx_runtime = require_jsx_runtime();
function NotFoundPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${common.notFound.title} — ${common.brand.name}` }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "font-bold text-5xl text-primary",
				children: "404"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: "mt-4 font-semibold text-2xl",
				children: common.notFound.title
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-2 text-muted-foreground",
				children: common.notFound.body
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				asChild: true,
				className: "mt-8",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: paths.marketplace.home,
					children: common.notFound.backHome
				})
			})
		]
	});
}
export { NotFoundPage as t };
