import { formatRupiah } from '@pasarprompt/contracts/format'
import { common } from '@/locales/id/common'

/** A prompt's price as shown: "Gratis" for Rp 0, else rupiah (`Rp 150.000`). */
export const priceLabel = (price: number) =>
  price === 0 ? common.catalog.free : formatRupiah(price)
