import type { UploadedImage } from '@pasarprompt/contracts/uploads'
import type { Database } from '../../db/client.ts'
import type { Actor } from '../../db/stamps.ts'
import type { ObjectStore } from '../../infra/storage/object-store.ts'
import { consumeQuota, type QuotaRule, refuseOverQuota } from '../limits/consume-quota.ts'
import { storeImage } from './store-image.ts'
import { shopUploadBytes, shopUploadCount, UPLOAD_QUOTA_MESSAGE } from './upload-quotas.ts'

/**
 * One image of a shop (any member: prompts need them), within the shop's day of uploads: the
 * count is taken before `read` reads the file and its size before it is decoded, so a refused
 * upload (429 with `Retry-After`) costs no decoding.
 */
export async function uploadShopImage(
  db: Database,
  actor: Actor,
  input: { shopId: string; userId: string; read: () => Promise<Buffer>; store: ObjectStore },
): Promise<UploadedImage> {
  const quota = async (rule: QuotaRule & { amount?: number }) =>
    refuseOverQuota(await consumeQuota(db, rule), UPLOAD_QUOTA_MESSAGE)
  await quota(shopUploadCount(input.shopId))
  const bytes = await input.read()
  await quota(shopUploadBytes(input.shopId, bytes.length))
  return storeImage(db, actor, {
    shopId: input.shopId,
    userId: input.userId,
    bytes,
    store: input.store,
  })
}
