/**
 * The tax calendar is WIB's (UTC+7, no daylight saving): a sale at 23:30 WIB on 31 December
 * belongs to that year and month, whatever UTC says.
 */
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000

const wib = (at: Date) => new Date(at.getTime() + WIB_OFFSET_MS)

export const wibYear = (at: Date) => wib(at).getUTCFullYear()

/** 'YYYY-MM' of `at` in WIB. */
export const wibPeriod = (at: Date) => wib(at).toISOString().slice(0, 7)

/** Where a WIB month starts and the next one starts, as instants. */
export function periodRange(period: string): { from: Date; to: Date } {
  const [year, month] = period.split('-').map(Number) as [number, number]
  return {
    from: new Date(Date.UTC(year, month - 1, 1) - WIB_OFFSET_MS),
    to: new Date(Date.UTC(year, month, 1) - WIB_OFFSET_MS),
  }
}

/** Where a WIB year starts and the next one starts, as instants. */
export function yearRange(year: number): { from: Date; to: Date } {
  return {
    from: new Date(Date.UTC(year, 0, 1) - WIB_OFFSET_MS),
    to: new Date(Date.UTC(year + 1, 0, 1) - WIB_OFFSET_MS),
  }
}
