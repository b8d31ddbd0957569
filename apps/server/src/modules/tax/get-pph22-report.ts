import type { Pph22Report } from '@pasarprompt/contracts/tax'
import { inArray } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { organizations, shopTaxProfiles } from '../../db/schema.ts'
import { periodRange } from './tax-calendar.ts'
import {
  readWithholdingLines,
  slipNumber,
  sumLines,
  withholdingSerials,
} from './withholding-lines.ts'

/**
 * Staff's monthly report of PPh 22 withheld (decision 0044): one row per shop with a bukti potong
 * that WIB month — its NIK or NPWP, the gross, what was withheld (net of reversals that month),
 * its sales and the slip's number — and the totals, all in integer rupiah, read from the same
 * ledger lines as the slips.
 */
export async function getPph22Report(db: Executor, month: string): Promise<Pph22Report> {
  const { from, to } = periodRange(month)
  const sums = sumLines(await readWithholdingLines(db, { from, to }))
  const shopIds = sums.map((sum) => sum.shopId)
  const serials = await withholdingSerials(db, shopIds)
  const names = new Map(
    shopIds.length === 0
      ? []
      : (
          await db
            .select({ id: organizations.id, name: organizations.name })
            .from(organizations)
            .where(inArray(organizations.id, shopIds))
        ).map((row) => [row.id, row.name]),
  )
  const profiles = new Map(
    shopIds.length === 0
      ? []
      : (
          await db.select().from(shopTaxProfiles).where(inArray(shopTaxProfiles.shopId, shopIds))
        ).map((row) => [row.shopId, row]),
  )
  const rows = sums
    .map((sum) => ({
      shopId: sum.shopId,
      shopName: names.get(sum.shopId) ?? sum.shopId,
      taxIdType: profiles.get(sum.shopId)?.idType ?? null,
      taxId: profiles.get(sum.shopId)?.taxId ?? null,
      gross: sum.gross,
      withheld: sum.withheld,
      sales: sum.sales,
      slipNumber: slipNumber(month, serials.get(sum.shopId) ?? 0),
    }))
    .sort((a, b) => a.shopName.localeCompare(b.shopName, 'id'))
  return {
    month,
    rows,
    totals: {
      gross: rows.reduce((total, row) => total + row.gross, 0),
      withheld: rows.reduce((total, row) => total + row.withheld, 0),
      sales: rows.reduce((total, row) => total + row.sales, 0),
    },
  }
}
