import { t as Alert } from "./alert-DWkv6kLc.js";
import { n as Button } from "../entry-server.js";
import { t as Card } from "./card-DT1Ik1ud.js";
import { t as Skeleton } from "./skeleton-3FQQTDwH.js";
import { t as cn } from "./cn-DJgp3dhb.js";
import { n as require_jsx_runtime, t as common } from "./common-BJeRfR82.js";
// src/components/list/list-states.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A list's body: its error, a skeleton while it loads, its empty message, or the list itself. */
function ListStates({ query, empty, emptyText, children }) {
	if (query.error) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		variant: "destructive",
		children: query.error.message
	});
	if (query.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-64 w-full" });
	if (empty) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, { children: emptyText });
	return children;
}
/** The next page of an infinite list, while there is one. */
function LoadMoreButton({ query, label }) {
	if (!query.hasNextPage) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		variant: "outline",
		className: "justify-self-center",
		disabled: query.isFetchingNextPage,
		onClick: () => void query.fetchNextPage(),
		children: query.isFetchingNextPage ? common.processing : label
	});
}
/** The card a list sits in; dimmed while the next filter's results are on their way. */
function ListCard({ dimmed, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Card, {
		className: cn("overflow-hidden transition-opacity", dimmed && "opacity-60"),
		children
	});
}
/** A detail page's body: its error, a skeleton while it loads, or the loaded record. */
function DetailStates({ query, children }) {
	if (query.error) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		variant: "destructive",
		children: query.error.message
	});
	if (query.isPending || query.data === void 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-96 w-full" });
	return children(query.data);
}
export { LoadMoreButton as i, ListCard as n, ListStates as r, DetailStates as t };
