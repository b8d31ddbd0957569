import type { WithholdingSlipView } from '@pasarprompt/contracts/tax'
import type { Executor } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import type { ShopContext } from '../auth/guards.ts'
import { requireTaxAccess } from './get-shop-tax-profile.ts'
import { getWithholdingSlip } from './get-withholding-slip.ts'

/** One of the active shop's bukti potong, as JSON (the PDF is the documents' route). */
export async function getOwnWithholdingSlip(
  db: Executor,
  shop: ShopContext,
  period: string,
): Promise<WithholdingSlipView> {
  requireTaxAccess(shop)
  const slip = await getWithholdingSlip(db, { shopId: shop.organizationId, period })
  if (!slip) throw new AppError('NOT_FOUND', 'Tidak ada PPh 22 yang dipotong pada bulan ini.')
  return {
    ...slip,
    lines: slip.lines.map((line) => ({ ...line, paidAt: line.paidAt.toISOString() })),
    issuedAt: slip.issuedAt.toISOString(),
  }
}
