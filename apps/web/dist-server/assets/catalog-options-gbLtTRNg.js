// ../../packages/contracts/src/catalog-options.ts
/** The AI models a prompt can be written for (DESIGN.md §1). */
var aiModels = [
	"chatgpt",
	"claude",
	"gemini",
	"midjourney",
	"dall-e",
	"stable-diffusion",
	"flux",
	"suno",
	"lainnya"
];
var aiModelLabels = {
	chatgpt: "ChatGPT",
	claude: "Claude",
	gemini: "Gemini",
	midjourney: "Midjourney",
	"dall-e": "DALL·E",
	"stable-diffusion": "Stable Diffusion",
	flux: "Flux",
	suno: "Suno",
	lainnya: "Lainnya"
};
var catalogSorts = [
	"relevan",
	"terbaru",
	"terlaris",
	"rating",
	"harga-naik",
	"harga-turun"
];
var catalogSortLabels = {
	relevan: "Paling relevan",
	terbaru: "Terbaru",
	terlaris: "Terlaris",
	rating: "Rating tertinggi",
	"harga-naik": "Harga terendah",
	"harga-turun": "Harga tertinggi"
};
export { catalogSorts as i, aiModels as n, catalogSortLabels as r, aiModelLabels as t };
