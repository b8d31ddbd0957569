import type { Database } from '../../db/client.ts'
import { consumeQuota, refuseOverQuota } from '../limits/consume-quota.ts'
import { REVIEW_WRITES_PER_HOUR } from '../limits/limits.ts'

/** Counts one review write of the person; the one over `REVIEW_WRITES_PER_HOUR` is a 429. */
export async function limitReviewWriting(db: Database, userId: string) {
  refuseOverQuota(
    await consumeQuota(db, { key: `review-write:user:${userId}`, ...REVIEW_WRITES_PER_HOUR }),
    'Anda terlalu sering menulis atau mengubah ulasan. Coba lagi nanti.',
  )
}
