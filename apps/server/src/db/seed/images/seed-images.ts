import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import type { ObjectStore } from '../../../infra/storage/object-store.ts'
import type { Executor } from '../../client.ts'
import { uploads } from '../../schema.ts'
import { stampInsert, systemActor } from '../../stamps.ts'

interface PendingUpload {
  id: string
  shopId: string
  uploadedBy: string | null
  storageKey: string
  url: string
  width: number
  height: number
  bytes: number
}

/**
 * The demo's pictures, stored like a shop's own uploads: a WebP under `{shopId}/{id}.webp` in
 * the app's object store (the uploads folder or the bucket), with its `uploads` row, so every
 * process serves and checks them as any upload. `add` answers the URL at once and renders and
 * stores in the background (sharp works on its own threads while the seed writes rows);
 * `flush` waits for every picture and writes the rows.
 */
export class SeedImages {
  private readonly pending: Promise<PendingUpload>[] = []

  constructor(private readonly store: ObjectStore) {}

  add(shop: { id: string; ownerId: string | null }, svg: string): string {
    const id = randomUUID()
    const storageKey = `${shop.id}/${id}.webp`
    const url = `/uploads/${storageKey}`
    this.pending.push(
      (async () => {
        const { data, info } = await sharp(Buffer.from(svg))
          .webp({ quality: 80, effort: 2 })
          .toBuffer({ resolveWithObject: true })
        await this.store.put(storageKey, data, 'image/webp')
        return {
          id,
          shopId: shop.id,
          uploadedBy: shop.ownerId,
          storageKey,
          url,
          width: info.width,
          height: info.height,
          bytes: data.length,
        }
      })(),
    )
    return url
  }

  /** Waits for every picture added, then records them as uploads; answers how many. */
  async flush(db: Executor): Promise<number> {
    const rows = await Promise.all(this.pending.splice(0))
    for (let start = 0; start < rows.length; start += 100) {
      await db
        .insert(uploads)
        .values(rows.slice(start, start + 100).map((row) => stampInsert(systemActor, row)))
    }
    return rows.length
  }
}
