// A day is a `YYYY-MM-DD` string; read it as UTC midnight so no time zone moves it a day.
const dayTick = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
})
const dayLong = new Intl.DateTimeFormat('id-ID', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})
const compactRupiah = new Intl.NumberFormat('id-ID', {
  notation: 'compact',
  style: 'currency',
  currency: 'IDR',
  maximumFractionDigits: 1,
})
const compactNumber = new Intl.NumberFormat('id-ID', {
  notation: 'compact',
  maximumFractionDigits: 1,
})
const percent = new Intl.NumberFormat('id-ID', { style: 'percent', maximumFractionDigits: 1 })

/** `2026-11-22` → `22 Nov` (an axis label). */
export const formatDayShort = (day: string) => dayTick.format(new Date(day))
/** `2026-11-22` → `Min, 22 Nov 2026` (a tooltip or a table row). */
export const formatDayLong = (day: string) => dayLong.format(new Date(day))
/** Axis values: `Rp 150 rb`, `Rp 1,5 jt`. */
export const formatRupiahCompact = (value: number) => compactRupiah.format(value)
/** Axis values: `15`, `1,2 rb`. */
export const formatNumberCompact = (value: number) => compactNumber.format(value)
/** `0.035` → `3,5%`; no ratio (nothing to divide by) → `—`. */
export const formatPercent = (ratio: number | null) =>
  ratio === null ? '—' : percent.format(ratio)
