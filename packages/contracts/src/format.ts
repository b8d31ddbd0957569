/**
 * Indonesian formatting of money, numbers and dates, shared by the web app and the server
 * (emails). Money is integer rupiah everywhere (DESIGN.md §4).
 */
/**
 * Each formatter is built on its first use and kept: building one takes milliseconds on a phone
 * (a date-time format in a time zone most), and a storefront page uses two or three of the seven.
 */
function once<T>(make: () => T): () => T {
  let made: T | undefined
  return () => {
    made ??= make()
    return made
  }
}

const rupiah = once(
  () =>
    new Intl.NumberFormat('id-ID', {
      style: 'currency',
      currency: 'IDR',
      maximumFractionDigits: 0,
    }),
)
const number = once(() => new Intl.NumberFormat('id-ID'))
const rating = once(
  () => new Intl.NumberFormat('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
)
const dateWib = once(
  () =>
    new Intl.DateTimeFormat('id-ID', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Jakarta',
    }),
)
const dateTimeWib = once(
  () =>
    new Intl.DateTimeFormat('id-ID', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Asia/Jakarta',
    }),
)

const yearWib = once(
  () => new Intl.DateTimeFormat('id-ID', { year: 'numeric', timeZone: 'Asia/Jakarta' }),
)

/** `150000` → `Rp 150.000` (the space is a no-break space, as Intl writes it). */
export const formatRupiah = (amount: number): string => rupiah().format(amount)

/** `1234567` → `1.234.567` */
export const formatNumber = (value: number): string => number().format(value)

/**
 * → `24 Nov 2026, 07.52 WIB`: a moment in Jakarta time, whatever zone the reader (or the server
 * sending an email) is in. Every time the app shows is written so (issue 28): there is no
 * formatter for the reader's own zone.
 */
export const formatDateTimeWib = (value: Date | string): string =>
  `${dateTimeWib().format(new Date(value))} WIB`

/** → `24 November 2026`: the day in Jakarta, whatever zone the reader is in. */
export const formatDateWib = (value: Date | string): string => dateWib().format(new Date(value))

/** This year in Jakarta (`2026`): a page painted on a server in another zone says the same. */
export const currentYearWib = (): string => yearWib().format(new Date())

/** 433 → "4,3" (one decimal, id-ID); the page and the cards show the same figure. */
export function formatRating(averageX100: number): string {
  // The same as `toLocaleString('id-ID', options)`, without building a formatter per call.
  return rating().format(Math.round(averageX100 / 10) / 10)
}
