// The catalogue's options and their labels, without zod: the storefront's cards and list show
// them before any schema loads (decision 0021); `catalog.ts` builds its enums from them.

/** The AI models a prompt can be written for (DESIGN.md §1). */
export const aiModels = [
  'chatgpt',
  'claude',
  'gemini',
  'midjourney',
  'dall-e',
  'stable-diffusion',
  'flux',
  'suno',
  'lainnya',
] as const
export const aiModelLabels: Record<(typeof aiModels)[number], string> = {
  chatgpt: 'ChatGPT',
  claude: 'Claude',
  gemini: 'Gemini',
  midjourney: 'Midjourney',
  'dall-e': 'DALL·E',
  'stable-diffusion': 'Stable Diffusion',
  flux: 'Flux',
  suno: 'Suno',
  lainnya: 'Lainnya',
}

export const catalogSorts = [
  'relevan',
  'terbaru',
  'terlaris',
  'rating',
  'harga-naik',
  'harga-turun',
] as const

export const catalogSortLabels: Record<(typeof catalogSorts)[number], string> = {
  relevan: 'Paling relevan',
  terbaru: 'Terbaru',
  terlaris: 'Terlaris',
  rating: 'Rating tertinggi',
  'harga-naik': 'Harga terendah',
  'harga-turun': 'Harga tertinggi',
}
