import { n as firstScreenPublicAnswer, t as callPublicApi, u as useQuery } from "./public-api-D-FUNJP1.js";
import { g as useCursorList } from "../entry-server.js";
// src/features/catalog/api/list-prompts.ts
/** GET /api/v1/products: one page of published prompts. */
var getPrompts = (filters, cursor, signal) => callPublicApi("products", { query: {
	...filters,
	cursor
} }, { signal });
/** One page of prompts (home sections, shop pages). */
function usePrompts(filters) {
	return useQuery({
		queryKey: ["products", filters],
		queryFn: ({ signal }) => getPrompts(filters, void 0, signal),
		initialData: () => firstScreenPublicAnswer("products", { query: filters })
	});
}
/** The prompt list with "load more" (keyset cursors from the server). */
function useInfinitePrompts(filters) {
	return useCursorList({
		queryKey: [
			"products",
			"infinite",
			filters
		],
		fetchPage: (cursor, signal) => getPrompts(filters, cursor, signal),
		firstPage: () => firstScreenPublicAnswer("products", { query: filters }),
		keepPrevious: true
	});
}
export { useInfinitePrompts as n, usePrompts as r, getPrompts as t };
