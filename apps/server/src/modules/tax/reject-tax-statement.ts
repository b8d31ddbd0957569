import { orderLifecycle } from '@pasarprompt/contracts/orders'
import { PPH22_RATE_BP, type ShopTaxProfile } from '@pasarprompt/contracts/tax'
import { and, eq, gt, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { members, orders, shopTaxProfiles } from '../../db/schema.ts'
import { stampUpdate } from '../../db/stamps.ts'
import type { EventBus } from '../../infra/events/event-bus.ts'
import { AppError } from '../../lib/app-error.ts'
import { recordAudit } from '../audit/record-audit.ts'
import { type AdminContext, MANAGERS } from '../auth/guards.ts'
import { notify } from '../notifications/notify.ts'
import { getShopTaxProfile } from './get-shop-tax-profile.ts'

/**
 * Staff refuse a shop's statement (unsigned, another name, not a statement, …) with a reason:
 * from now on it exempts nothing. The shop's unpaid orders made while it counted are re-rated
 * (the rate is otherwise fixed when an order is made, decision 0044), so a payment after the
 * refusal is withheld; paid sales stay as they were settled. Audited; the shop's owners and
 * admins are told in the app and by email.
 */
export async function rejectTaxStatement(
  db: Database,
  input: {
    events: EventBus
    admin: AdminContext
    shopId: string
    /** The upload staff read (`uploadedAt` of the statement they were shown). */
    uploadedAt: string
    reason: string
  },
): Promise<ShopTaxProfile> {
  const { admin, shopId, reason, events, uploadedAt } = input
  const now = new Date()
  await db.transaction(async (tx) => {
    const [profile] = await tx
      .select()
      .from(shopTaxProfiles)
      .where(eq(shopTaxProfiles.shopId, shopId))
      .for('update')
    if (!profile?.statementKey)
      throw new AppError('NOT_FOUND', 'Toko ini belum mengunggah surat pernyataan.')
    if (profile.statementUploadedAt?.getTime() !== Date.parse(uploadedAt)) {
      throw new AppError(
        'CONFLICT',
        'Toko ini baru saja mengunggah surat pernyataan lain. Muat ulang halaman dan periksa surat yang baru.',
      )
    }
    if (profile.statementRejectedAt) {
      throw new AppError('CONFLICT', 'Surat pernyataan ini sudah ditolak.')
    }
    await tx
      .update(shopTaxProfiles)
      .set(stampUpdate(admin.actor, { statementRejectedAt: now, statementRejectionReason: reason }))
      .where(eq(shopTaxProfiles.shopId, shopId))
    await tx
      .update(orders)
      .set({ pph22Bp: PPH22_RATE_BP, lastUpdated: now })
      .where(
        and(
          eq(orders.shopId, shopId),
          inArray(orders.status, orderLifecycle.moves.pay.from),
          eq(orders.pph22Bp, 0),
          gt(orders.price, 0),
        ),
      )
    await recordAudit(tx, admin, {
      action: 'tax_statement.reject',
      targetType: 'shop',
      targetId: shopId,
      before: { statementYear: profile.statementYear, rejected: false },
      after: { statementYear: profile.statementYear, rejected: true },
      reason,
    })
    const managers = await tx
      .select({ userId: members.userId })
      .from(members)
      .where(and(eq(members.organizationId, shopId), inArray(members.role, MANAGERS)))
    await notify(tx, {
      events,
      userIds: managers.map((row) => row.userId),
      notice: {
        kind: 'tax_statement_rejected',
        dedupeKey: `tax_statement_rejected:${profile.statementKey}`,
        title: `Surat pernyataan PPh 22 tahun ${profile.statementYear} ditolak`,
        body: `Alasan: ${reason} Sampai Anda mengunggah surat pernyataan yang benar, PPh 22 sebesar 0,5% dipotong dari setiap penjualan.`,
        link: '/app/setting#pajak',
      },
    })
  })
  return getShopTaxProfile(db, shopId, now)
}
