import type { AiModel } from '@pasarprompt/contracts/catalog'
import { aiModelLabels } from '@pasarprompt/contracts/catalog-options'

/**
 * The line an image prompt's description ends with: its text is English because the image
 * models follow English best, and so should the variables be (local names as they are).
 */
export const englishNote = (model: AiModel) =>
  `<p><em>Prompt ditulis dalam bahasa Inggris karena ${aiModelLabels[model]} paling patuh pada instruksi berbahasa Inggris. Isi variabel dalam kurung siku dengan bahasa Inggris sederhana; nama lokal seperti motif, makanan, atau kota boleh ditulis apa adanya.</em></p>`
