import type { Executor } from '../../db/client.ts'
import type { ObjectStore, StoredObject } from '../../infra/storage/object-store.ts'
import { AppError } from '../../lib/app-error.ts'
import { type AuditActor, recordAudit } from '../audit/record-audit.ts'
import { readTaxProfile } from './statement-standing.ts'

const EXTENSION: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
}

/**
 * A shop's statement file, for platform staff only (the admin route is the one way to it): its
 * bytes, its sniffed type and a download name. It names a person (NIK, signature), so each
 * download is in the audit log.
 */
export async function readTaxStatementFile(
  db: Executor,
  store: ObjectStore,
  input: { admin: AuditActor; shopId: string },
): Promise<{ object: StoredObject; contentType: string; filename: string }> {
  const { admin, shopId } = input
  const profile = await readTaxProfile(db, shopId)
  const missing = () => new AppError('NOT_FOUND', 'Surat pernyataan tidak ditemukan.')
  if (!profile?.statementKey || !profile.statementContentType) throw missing()
  const object = await store.get(profile.statementKey)
  if (!object) throw missing()
  await recordAudit(db, admin, {
    action: 'tax_statement.download',
    targetType: 'shop',
    targetId: shopId,
    after: { statementYear: profile.statementYear, uploadedAt: profile.statementUploadedAt },
  })
  const extension = EXTENSION[profile.statementContentType] ?? 'bin'
  return {
    object,
    contentType: profile.statementContentType,
    filename: `pernyataan-pph22-${profile.statementYear}-${shopId}.${extension}`,
  }
}
