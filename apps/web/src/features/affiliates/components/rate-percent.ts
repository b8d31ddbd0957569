import { basisPointsToPercent, percentToBasisPoints } from '@pasarprompt/contracts/basis-points'
import { formatNumber } from '@pasarprompt/contracts/format'
/**
 * A rate typed in percent ("12,5" or "12.5") as basis points (1250); '' is null (the platform's
 * default); undefined when it is not a number with at most two decimals.
 */
export function parseRatePercent(value: string): number | null | undefined {
  const trimmed = value.trim().replace(',', '.')
  if (trimmed === '') return null
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(trimmed)) return undefined
  return percentToBasisPoints(Number(trimmed))
}

/** 1250 → "12,5" for the input. */
export const ratePercentText = (bp: number) => formatNumber(basisPointsToPercent(bp))
