import { DAY_MS, HOUR_MS } from '@pasarprompt/contracts/durations'

// Indonesia's western time has no daylight saving: a fixed offset is exact.
const WIB_OFFSET_MS = 7 * HOUR_MS

/** `YYYY-MM-DD` of the WIB day `at` falls in: free tries and the budget start again at 00.00 WIB. */
export const wibDay = (at: Date = new Date()): string =>
  new Date(at.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 10)

/** The next 00.00 WIB after `at`. */
export const nextWibMidnight = (at: Date = new Date()): Date =>
  new Date(Date.parse(`${wibDay(at)}T00:00:00Z`) - WIB_OFFSET_MS + DAY_MS)
