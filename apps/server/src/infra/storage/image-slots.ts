import { availableParallelism } from 'node:os'
import sharp from 'sharp'
import { AppError } from '../../lib/app-error.ts'

/**
 * Image decoding and encoding share a few slots per process, one core each, so uploads can never
 * hold every core: on two cores one image is worked on at a time and requests keep the other.
 * libvips would otherwise spread each image over all cores. Its operation cache (up to 50 MB of
 * recent results) is off: every image is worked on once, so it only held memory (the demo's
 * seed draws 152 pictures at the first start).
 */
sharp.concurrency(1)
sharp.cache(false)
export const IMAGE_SLOTS = Math.max(1, availableParallelism() - 1)
/** Uploads waiting beyond this are refused (429) rather than queued for a minute. */
export const MAX_WAITING_UPLOADS = 8

let busy = 0
const waiting: (() => void)[] = []
let waitingUploads = 0

/**
 * Runs `work` in an image slot. An upload (`refuseWhenBusy`) is refused while too many wait; a
 * resized copy of a stored image waits its turn (there are a few per upload, made once each).
 */
export async function inImageSlot<T>(
  work: () => Promise<T>,
  { refuseWhenBusy }: { refuseWhenBusy: boolean },
): Promise<T> {
  if (busy >= IMAGE_SLOTS) {
    if (refuseWhenBusy && waitingUploads >= MAX_WAITING_UPLOADS) {
      throw new AppError(
        'RATE_LIMITED',
        'Terlalu banyak gambar sedang diproses. Coba lagi sebentar lagi.',
      )
    }
    if (refuseWhenBusy) waitingUploads++
    await new Promise<void>((resolve) => waiting.push(resolve))
    if (refuseWhenBusy) waitingUploads--
  } else {
    busy++
  }
  try {
    return await work()
  } finally {
    // The slot passes straight to the next in line, or is freed.
    const next = waiting.shift()
    if (next) next()
    else busy--
  }
}

/** How many images are being worked on and waiting now (for tests and the stress figures). */
export const imageSlotLoad = () => ({ busy, waiting: waiting.length })
