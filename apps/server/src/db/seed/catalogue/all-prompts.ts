import { ceritaAksaraPrompts } from './prompts-cerita-aksara.ts'
import { dapurKontenPrompts } from './prompts-dapur-konten.ts'
import { demoShopPrompts } from './prompts-demo-shops.ts'
import { kampusPintarPrompts } from './prompts-kampus-pintar.ts'
import { karierCerdasPrompts } from './prompts-karier-cerdas.ts'
import { kodeKitaPrompts } from './prompts-kode-kita.ts'
import { lensaProdukPrompts } from './prompts-lensa-produk.ts'
import { merekLokalPrompts } from './prompts-merek-lokal.ts'
import { nadaAiPrompts } from './prompts-nada-ai.ts'
import type { CataloguePrompt } from './types.ts'

/** Every prompt of the demo catalogue, shop by shop. */
export const cataloguePrompts: CataloguePrompt[] = [
  ...demoShopPrompts,
  ...karierCerdasPrompts,
  ...kampusPintarPrompts,
  ...kodeKitaPrompts,
  ...dapurKontenPrompts,
  ...lensaProdukPrompts,
  ...nadaAiPrompts,
  ...ceritaAksaraPrompts,
  ...merekLokalPrompts,
]
