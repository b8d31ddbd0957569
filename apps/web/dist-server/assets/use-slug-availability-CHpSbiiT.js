import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-C6tkHmF0.js";
import { t as accountApi } from "./account-SN9qfutP.js";
import { i as callApi } from "./public-api-D-FUNJP1.js";
// src/features/shops/api/create-shop.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var createShop = (input) => callApi(accountApi.createShop, { body: input });
var checkShopSlug = (slug, signal) => callApi(accountApi.shopSlug, { params: { slug } }, { signal });
// src/features/shops/hooks/use-slug-availability.ts
/**
* Asks the server whether a slug is free, 400 ms after typing stops. `current` is the shop's
* own slug, which is never reported as taken by itself.
*/
function useSlugAvailability(slug, current) {
	const [result, setResult] = (0, import_react.useState)(null);
	(0, import_react.useEffect)(() => {
		setResult(null);
		if (slug.length < 3 || slug === current) return;
		const controller = new AbortController();
		const timer = setTimeout(() => {
			checkShopSlug(slug, controller.signal).then(setResult, () => setResult(null));
		}, 400);
		return () => {
			clearTimeout(timer);
			controller.abort();
		};
	}, [slug, current]);
	return result;
}
export { createShop as n, useSlugAvailability as t };
