import { t as SearchX } from "./search-x-DAB5fVX3.js";
import { P as Link } from "./public-api-D-FUNJP1.js";
import { n as Button, y as paths } from "../entry-server.js";
import { n as require_jsx_runtime, t as common } from "./common-BJeRfR82.js";
// src/features/orders/components/order-not-found.tsx
var import_jsx_runtime = require_jsx_runtime();
var text = common.orders.payment;
/** An order the viewer may not open looks the same as one that does not exist (no probing). */
function OrderNotFound({ signedIn }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${text.notFound} — ${common.brand.name}` }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchX, {
					className: "size-7",
					"aria-hidden": "true"
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: "mt-5 font-semibold text-2xl",
				children: text.notFound
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-2 text-muted-foreground",
				children: text.notFoundLead
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mt-8 flex flex-wrap justify-center gap-2",
				children: [signedIn ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					asChild: true,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						to: paths.account.orders,
						children: text.myOrders
					})
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					asChild: true,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						to: paths.auth.signIn(paths.account.orders),
						children: common.topBar.signIn
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					asChild: true,
					variant: "outline",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						to: paths.marketplace.prompts(),
						children: text.browse
					})
				})]
			})
		]
	});
}
export { OrderNotFound as t };
