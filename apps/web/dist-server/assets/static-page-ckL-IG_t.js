import { t as formatDate } from "./format-BNwsEODH.js";
import { Y as useParams, n as firstScreenPublicAnswer, t as callPublicApi, u as useQuery } from "./public-api-D-FUNJP1.js";
import { t as Skeleton } from "./skeleton-3FQQTDwH.js";
import { t as ApiError } from "./http-uRK1c2Wv.js";
import { n as require_jsx_runtime, t as common } from "./common-BJeRfR82.js";
import { t as marketplace } from "./marketplace-ZSsFpNdL.js";
import { t as NotFoundPage } from "./not-found-page-B_nPS3-g.js";
// src/features/pages/api/get-static-page.ts
function useStaticPage(slug) {
	return useQuery({
		queryKey: ["pages", slug],
		queryFn: ({ signal }) => callPublicApi("page", { params: { slug } }, { signal }),
		initialData: () => firstScreenPublicAnswer("page", { params: { slug } }),
		staleTime: 3e5
	});
}
// src/app/routes/marketplace/static-page.tsx
var import_jsx_runtime = require_jsx_runtime();
/** /page/{slug}: about, terms, privacy and contact. */
function StaticPageRoute() {
	const { slug = "" } = useParams();
	const page = useStaticPage(slug);
	if (page.error instanceof ApiError && page.error.status === 404) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotFoundPage, {});
	if (page.error) throw page.error;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("article", {
		className: "mx-auto max-w-3xl px-4 py-12",
		children: page.data ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${page.data.title} — ${common.brand.name}` }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: "font-bold text-3xl tracking-tight",
				children: page.data.title
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-2 text-muted-foreground text-sm",
				children: marketplace.staticPage.lastUpdated(formatDate(page.data.lastUpdated))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-6 text-lg",
				children: page.data.summary
			}),
			page.data.sections.map((section) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				className: "mt-8",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					className: "font-semibold text-xl",
					children: section.heading
				}), section.paragraphs.map((paragraph) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "mt-3 text-muted-foreground leading-relaxed",
					children: paragraph
				}, paragraph))]
			}, section.heading))
		] }) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			role: "status",
			"aria-busy": "true",
			"aria-label": common.loading,
			className: "space-y-4",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-9 w-2/3" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-4 w-40" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-20 w-full" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-32 w-full" })
			]
		})
	});
}
export { StaticPageRoute };
