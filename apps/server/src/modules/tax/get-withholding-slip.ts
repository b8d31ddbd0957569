import { PPH22_RATE_BP } from '@pasarprompt/contracts/tax'
import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { organizations, shopTaxProfiles } from '../../db/schema.ts'
import { periodRange } from './tax-calendar.ts'
import { readWithholdingLines, slipNumber, withholdingSerials } from './withholding-lines.ts'

/** A month's bukti potong PPh 22 of one shop (PMK 37/2025, docs/decisions/0044). */
export interface WithholdingSlip {
  number: string // stable, e.g. 'BP22-202611-000123' — deterministic for (shop, month)
  period: string // 'YYYY-MM' (WIB)
  shop: {
    id: string
    name: string
    taxIdType: 'nik' | 'npwp' | null
    taxId: string | null
    taxName: string | null
  }
  lines: { orderNumber: string; paidAt: Date; gross: number; withheld: number }[]
  gross: number
  withheld: number
  rateBp: number
  issuedAt: Date
}

/**
 * The bukti potong of a shop for a WIB month: every sale withheld that month, and every earlier
 * sale reversed that month as a negative line (a month's slip, once the month is over, never
 * changes: the ledger is append-only). Null when the month has no line. `issuedAt` is the end of
 * the month, or now while the month runs (the slip is then provisional).
 */
export async function getWithholdingSlip(
  db: Executor,
  input: { shopId: string; period: string },
  now = new Date(),
): Promise<WithholdingSlip | null> {
  const { from, to } = periodRange(input.period)
  const lines = await readWithholdingLines(db, { shopId: input.shopId, from, to })
  if (lines.length === 0) return null
  const [shop] = await db
    .select({
      name: organizations.name,
      taxIdType: shopTaxProfiles.idType,
      taxId: shopTaxProfiles.taxId,
      taxName: shopTaxProfiles.taxName,
    })
    .from(organizations)
    .leftJoin(shopTaxProfiles, eq(shopTaxProfiles.shopId, organizations.id))
    .where(eq(organizations.id, input.shopId))
  const serials = await withholdingSerials(db, [input.shopId])
  return {
    number: slipNumber(input.period, serials.get(input.shopId) ?? 0),
    period: input.period,
    shop: {
      id: input.shopId,
      name: shop?.name ?? '',
      taxIdType: shop?.taxIdType ?? null,
      taxId: shop?.taxId ?? null,
      taxName: shop?.taxName ?? null,
    },
    lines: lines.map(({ orderNumber, paidAt, gross, withheld }) => ({
      orderNumber,
      paidAt,
      gross,
      withheld,
    })),
    gross: lines.reduce((sum, line) => sum + line.gross, 0),
    withheld: lines.reduce((sum, line) => sum + line.withheld, 0),
    rateBp: PPH22_RATE_BP,
    issuedAt: now < to ? now : to,
  }
}
