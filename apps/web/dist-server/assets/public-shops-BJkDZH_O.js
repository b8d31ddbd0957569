import { n as firstScreenPublicAnswer, t as callPublicApi, u as useQuery } from "./public-api-D-FUNJP1.js";
import { g as useCursorList } from "../entry-server.js";
// src/features/shops/api/public-shops.ts
/** GET /api/v1/shops: the active shops, by name or by sales, page after page. */
function usePublicShops(q, sort = "nama") {
	return useCursorList({
		queryKey: ["shops", {
			q,
			sort
		}],
		fetchPage: (cursor, signal) => callPublicApi("shops", { query: {
			sort,
			q,
			cursor
		} }, { signal })
	});
}
/** GET /api/v1/shops/{slug}: a shop's public page. */
function usePublicShop(slug) {
	return useQuery({
		queryKey: ["shops", slug],
		queryFn: ({ signal }) => callPublicApi("shop", { params: { slug } }, { signal }),
		initialData: () => firstScreenPublicAnswer("shop", { params: { slug } })
	});
}
export { usePublicShops as n, usePublicShop as t };
