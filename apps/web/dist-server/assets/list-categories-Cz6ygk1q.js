import { n as firstScreenPublicAnswer, t as callPublicApi, u as useQuery } from "./public-api-D-FUNJP1.js";
// src/features/catalog/api/list-categories.ts
var withPrompts = (categories) => categories.filter((category) => category.count > 0);
/**
* The spec's categories query (featured, marketplace). A failed load leaves the list empty, so
* the menu shows 'Memuat kategori...' (spec §8). The home page shows only categories with
* public prompts (`withPromptsOnly`); the Kategori menu every featured one, the editor them all.
*/
function useCategories(featuredOnly, { withPromptsOnly = false } = {}) {
	const query = featuredOnly ? { featured: "true" } : {};
	return useQuery({
		queryKey: ["categories", { featuredOnly }],
		queryFn: async ({ signal }) => {
			try {
				return await callPublicApi("categories", { query }, { signal });
			} catch (error) {
				if (signal.aborted) throw error;
				console.error("Category load failed", error);
				return [];
			}
		},
		initialData: () => firstScreenPublicAnswer("categories", { query }),
		staleTime: 3e5,
		...withPromptsOnly ? { select: withPrompts } : {}
	});
}
export { useCategories as t };
