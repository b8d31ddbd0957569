import { K as useNavigate, P as Link, W as useLocation, Y as useParams } from "./public-api-D-FUNJP1.js";
import { t as Skeleton } from "./skeleton-3FQQTDwH.js";
import { r as HandCoins, t as ShopPageContent } from "./shop-page-content-nVv6wcuG.js";
import { b as toast, n as Button, y as paths } from "../entry-server.js";
import { i as CardTitle, n as CardContent, r as CardHeader, t as Card } from "./card-DT1Ik1ud.js";
import { t as formatBasisPoints } from "./format-basis-points-AmV4u1_V.js";
import { t as useSession } from "./use-session-DbhFI07F.js";
import { t as affiliatesText } from "./affiliates-D5LKFV_4.js";
import { n as require_jsx_runtime, t as common } from "./common-BJeRfR82.js";
import { i as AffiliateLinkField, n as useAffiliateMemberships, r as affiliateUrl, t as ChatSellerButton } from "./chat-seller-button-BmsN8zN8.js";
import { t as useJoinAffiliateProgramme } from "./join-affiliate-programme-BiBXeMCZ.js";
import { t as useAffiliateLinkVisit } from "./use-affiliate-link-visit-BcnCDYuk.js";
import { t as usePublicShop } from "./public-shops-BJkDZH_O.js";
import { t as ApiError } from "./http-uRK1c2Wv.js";
import { t as NotFoundPage } from "./not-found-page-B_nPS3-g.js";
// src/features/affiliates/components/affiliate-programme-card.tsx
var import_jsx_runtime = require_jsx_runtime();
var text = affiliatesText.shopCard;
/**
* "Program afiliasi" on a shop's page while its programme is on: the rate and a way in. Signed
* out, joining goes through sign-in and back; joined, the link to share; removed by the shop, a
* note. The shop's own members never see it (they cannot be its affiliates).
*/
function AffiliateProgrammeCard({ shopSlug, programme }) {
	const session = useSession();
	const memberships = useAffiliateMemberships();
	const join = useJoinAffiliateProgramme();
	const navigate = useNavigate();
	const { pathname } = useLocation();
	if (session.memberships.some((membership) => membership.slug === shopSlug)) return null;
	const mine = memberships.data?.find((membership) => membership.shop.slug === shopSlug);
	const onJoin = () => {
		if (!session.isLoggedIn) {
			navigate(paths.auth.signIn(pathname));
			return;
		}
		join.mutate(shopSlug, {
			onSuccess: () => toast({ title: text.welcome }),
			onError: (error) => toast({
				title: error.message || common.errors.generic,
				variant: "destructive"
			})
		});
	};
	let body;
	if (session.isLoading || session.isLoggedIn && memberships.isPending) body = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-10 w-56" });
	else if (mine?.status === "active") body = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid grid-cols-1 gap-3",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: text.joined }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AffiliateLinkField, {
				url: affiliateUrl(paths.shop(shopSlug), mine.code),
				label: text.linkLabel
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				to: paths.account.affiliate,
				className: "justify-self-start font-medium text-primary underline-offset-4 hover:underline",
				children: text.overview
			})
		]
	});
	else if (mine?.removedBy === "shop") body = /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: text.removed });
	else body = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		type: "button",
		className: "justify-self-start",
		disabled: join.isPending,
		onClick: onJoin,
		children: join.isPending ? text.joining : text.join
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		"aria-labelledby": "program-afiliasi",
		"data-testid": "affiliate-programme-card",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardHeader, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardTitle, {
			id: "program-afiliasi",
			className: "flex items-center gap-2 text-lg",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HandCoins, {
				className: "size-5 text-primary",
				"aria-hidden": "true"
			}), text.title]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "text-muted-foreground text-sm",
			children: text.lead(formatBasisPoints(programme.rateBp))
		})] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, {
			className: "grid grid-cols-1 gap-3",
			children: body
		})]
	});
}
// src/app/routes/marketplace/shop-page.tsx
/**
* /{shopSlug}: a shop's public page with its microsite. Any query string is accepted; an
* affiliate link's `?aff=` is recorded and stays in the address. An unknown or suspended shop is
* a 404 page.
*/
function ShopPage() {
	const { shopSlug = "" } = useParams();
	const shop = usePublicShop(shopSlug);
	useAffiliateLinkVisit(shopSlug ? { shopSlug } : null);
	if (shop.error instanceof ApiError && shop.error.status === 404) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotFoundPage, {});
	if (shop.error) throw shop.error;
	if (!shop.data) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto min-h-dvh max-w-6xl space-y-4 px-4 py-6 sm:py-8",
		role: "status",
		"aria-label": common.loading,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-32 w-full rounded-2xl sm:h-52" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-20 w-64" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-40 w-full" })
		]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto max-w-6xl px-4 py-6 sm:py-8",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${shop.data.name} — ${common.brand.name}` }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShopPageContent, {
			shop: shop.data,
			action: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChatSellerButton, { shopSlug: shop.data.slug }),
			affiliate: shop.data.affiliateProgramme ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AffiliateProgrammeCard, {
				shopSlug: shop.data.slug,
				programme: shop.data.affiliateProgramme
			}) : null
		})]
	});
}
export { ShopPage };
