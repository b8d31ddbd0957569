import type { WithholdingSlipSummary } from '@pasarprompt/contracts/tax'
import type { Executor } from '../../db/client.ts'
import type { ShopContext } from '../auth/guards.ts'
import { requireTaxAccess } from './get-shop-tax-profile.ts'
import {
  readWithholdingLines,
  slipNumber,
  sumLines,
  withholdingSerials,
} from './withholding-lines.ts'

/** The active shop's months with PPh 22 withheld (or reversed), newest first, each a slip. */
export async function listWithholdingSlips(
  db: Executor,
  shop: ShopContext,
): Promise<{ items: WithholdingSlipSummary[] }> {
  requireTaxAccess(shop)
  const lines = await readWithholdingLines(db, { shopId: shop.organizationId })
  const serial = (await withholdingSerials(db, [shop.organizationId])).get(shop.organizationId)
  const items = sumLines(lines)
    .map(({ period, gross, withheld, sales }) => ({
      period,
      number: slipNumber(period, serial ?? 0),
      gross,
      withheld,
      sales,
    }))
    .sort((a, b) => b.period.localeCompare(a.period))
  return { items }
}
