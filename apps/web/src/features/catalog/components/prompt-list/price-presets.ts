import { formatRupiah } from '@pasarprompt/contracts/format'
import { marketplace } from '@/locales/id/marketplace'

const text = marketplace.promptList

export type PricePreset = { id: string; label: string; min?: number; max?: number }

/** Price presets in whole rupiah; paid prompts start at Rp 10.000 (DESIGN.md §4). */
export const pricePresets: PricePreset[] = [
  { id: 'semua', label: text.prices.all },
  { id: 'gratis', label: text.prices.free, max: 0 },
  { id: 'di-bawah-25rb', label: text.prices.under(formatRupiah(25_000)), max: 24_999 },
  {
    id: '25rb-100rb',
    label: text.prices.between(formatRupiah(25_000), formatRupiah(100_000)),
    min: 25_000,
    max: 100_000,
  },
  { id: 'di-atas-100rb', label: text.prices.above(formatRupiah(100_000)), min: 100_001 },
]

/** The price select's value when a shared URL holds a range that no preset matches. */
export const customPrice = 'lainnya'

export function customPriceLabel(min: number | undefined, max: number | undefined) {
  if (min !== undefined && max !== undefined) {
    return text.prices.between(formatRupiah(min), formatRupiah(max))
  }
  if (min !== undefined) return text.prices.from(formatRupiah(min))
  return text.prices.upTo(formatRupiah(max ?? 0))
}
