import { formatNumber } from './format.ts'

/** Rates are integer basis points on the wire and in the database (DESIGN.md §4); people read percent. */
export const basisPointsToPercent = (bp: number) => bp / 100

/** A percentage typed by a person (12.5) as basis points (1250). */
export const percentToBasisPoints = (percent: number) => Math.round(percent * 100)

/** Basis points as an Indonesian percentage: 2000 → '20%', 1250 → '12,5%'. */
export const formatBasisPoints = (bp: number) => `${formatNumber(basisPointsToPercent(bp))}%`
