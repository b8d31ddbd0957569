import { randomUUID } from 'node:crypto'
import type { ShopTaxProfile, TaxStatementType } from '@pasarprompt/contracts/tax'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { shopTaxProfiles } from '../../db/schema.ts'
import { stampUpdate } from '../../db/stamps.ts'
import type { ObjectStore } from '../../infra/storage/object-store.ts'
import { AppError } from '../../lib/app-error.ts'
import type { ShopContext } from '../auth/guards.ts'
import { getShopTaxProfile, requireTaxAccess } from './get-shop-tax-profile.ts'
import { readTaxProfile } from './statement-standing.ts'
import { wibYear } from './tax-calendar.ts'

const EXTENSION: Record<TaxStatementType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
}

/** What the file is, by its first bytes: a name or a browser's type can say anything. */
export function sniffStatementType(bytes: Buffer): TaxStatementType | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf'
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg'
  }
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  if (bytes.subarray(0, 8).equals(png)) return 'image/png'
  return null
}

/** Where a statement is kept: not under a name the public `/uploads/` route serves (`.webp`). */
const statementKey = (shopId: string, type: TaxStatementType) =>
  `tax-statements/${shopId}/${randomUUID()}.${EXTENSION[type]}`

/**
 * The shop's signed statement that its turnover this tax year is at most Rp 500 juta (decision
 * 0044), as a PDF, JPG or PNG of at most 5 MB (the route limits the size). Owners and admins,
 * after the shop's NIK or NPWP is recorded, for the current WIB year only: the year is sent so a
 * statement uploaded at midnight on 31 December is not silently taken for the other year. It
 * replaces an earlier statement (a rejected one too); the earlier file is deleted after the new
 * one is recorded.
 */
export async function uploadTaxStatement(
  db: Database,
  input: {
    shop: ShopContext
    year: number
    read: () => Promise<Buffer>
    store: ObjectStore
    now?: Date
  },
): Promise<ShopTaxProfile> {
  const { shop, store } = input
  requireTaxAccess(shop)
  const now = input.now ?? new Date()
  if (input.year !== wibYear(now)) {
    throw new AppError(
      'VALIDATION_FAILED',
      `Surat pernyataan hanya dapat diunggah untuk tahun pajak berjalan (${wibYear(now)}).`,
    )
  }
  const before = await readTaxProfile(db, shop.organizationId)
  if (!before?.taxId) {
    throw new AppError('CONFLICT', 'Isi NIK atau NPWP toko terlebih dahulu.')
  }
  const bytes = await input.read()
  const type = sniffStatementType(bytes)
  if (!type) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Surat pernyataan harus berupa PDF, JPG, atau PNG.',
    )
  }
  const key = statementKey(shop.organizationId, type)
  await store.put(key, bytes, type)
  try {
    await db
      .update(shopTaxProfiles)
      .set(
        stampUpdate(shop.actor, {
          statementYear: input.year,
          statementKey: key,
          statementContentType: type,
          statementSize: bytes.length,
          statementUploadedAt: now,
          statementUploadedBy: shop.auth.user.id,
          statementRejectedAt: null,
          statementRejectionReason: null,
        }),
      )
      .where(eq(shopTaxProfiles.shopId, shop.organizationId))
  } catch (error) {
    await store.delete([key])
    throw error
  }
  if (before.statementKey) await store.delete([before.statementKey])
  return getShopTaxProfile(db, shop.organizationId, now)
}
