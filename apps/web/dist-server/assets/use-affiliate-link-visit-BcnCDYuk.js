import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { N as AffiliateCode } from "./shops-CQjzKAlY.js";
import { t as require_react } from "./react-C6tkHmF0.js";
import { W as useLocation, t as callPublicApi } from "./public-api-D-FUNJP1.js";
import { c as rememberAffiliateVisit } from "./use-session-DbhFI07F.js";
// src/features/affiliates/api/record-affiliate-click.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* POST /api/v1/affiliate-clicks: the server records the visit with the visitor's cookie. The
* answer never says whether the code exists, so nothing here depends on it.
*/
function recordAffiliateClick(input) {
	return callPublicApi("recordAffiliateClick", { body: input });
}
// src/features/affiliates/hooks/use-affiliate-link-visit.ts
/** The links (page and code) already recorded in this page load. */
var handled = /* @__PURE__ */ new Set();
/**
* A shop's or a prompt's page opened with `?aff=CODE`: the click is recorded on the server once
* per page load and link (it sets the visitor cookie the order is attributed by; failures are
* ignored — the page works without it), and the client session keeps the code and the page. The
* address stays as the visitor opened it: attribution lives in the recorded click, not the URL.
* Going back to the link, or changing the page's other parameters, is not a new visit; a reload
* asks again and the server counts a return within 30 minutes as the same click. `page` is null
* until the page knows what it shows (a prompt's id comes with the prompt).
*/
function useAffiliateLinkVisit(page) {
	const { pathname, search } = useLocation();
	const shopSlug = page && "shopSlug" in page ? page.shopSlug : null;
	const promptId = page && "promptId" in page ? page.promptId : null;
	(0, import_react.useEffect)(() => {
		if (!shopSlug && !promptId) return;
		const code = AffiliateCode.safeParse(new URLSearchParams(search).get("aff"));
		if (!code.success) return;
		const link = `${pathname}?aff=${code.data}`;
		if (handled.has(link)) return;
		handled.add(link);
		rememberAffiliateVisit({
			affiliateId: code.data,
			affiliatePage: pathname
		});
		const target = shopSlug ? { shopSlug } : { promptId: promptId ?? void 0 };
		recordAffiliateClick({
			code: code.data,
			...target
		}).catch(() => void 0);
	}, [
		pathname,
		search,
		shopSlug,
		promptId
	]);
}
export { useAffiliateLinkVisit as t };
