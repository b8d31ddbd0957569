import { formatDateTimeWib } from '@pasarprompt/contracts/format'
import { notificationsText } from '@/locales/id/notifications'

const relative = new Intl.RelativeTimeFormat('id-ID', { numeric: 'auto' })
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * "5 menit yang lalu", "2 jam yang lalu", "kemarin" within a week; older moments as their WIB time
 * ("24 Nov 2026, 07.52 WIB"), since a date without a zone would be ambiguous.
 */
export function relativeTime(value: string, now = Date.now()): string {
  const elapsed = now - new Date(value).getTime()
  if (elapsed < MINUTE) return notificationsText.justNow
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute')
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour')
  if (elapsed < 7 * DAY) return relative.format(-Math.floor(elapsed / DAY), 'day')
  return formatDateTimeWib(value)
}
