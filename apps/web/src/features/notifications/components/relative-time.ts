import { DAY_MS, HOUR_MS, MINUTE_MS } from '@pasarprompt/contracts/durations'
import { formatDateTimeWib } from '@pasarprompt/contracts/format'
import { notificationsText } from '@/locales/id/notifications'

const relative = new Intl.RelativeTimeFormat('id-ID', { numeric: 'auto' })

/**
 * "5 menit yang lalu", "2 jam yang lalu", "kemarin" within a week; older moments as their WIB time
 * ("24 Nov 2026, 07.52 WIB"), since a date without a zone would be ambiguous.
 */
export function relativeTime(value: string, now = Date.now()): string {
  const elapsed = now - new Date(value).getTime()
  if (elapsed < MINUTE_MS) return notificationsText.justNow
  if (elapsed < HOUR_MS) return relative.format(-Math.floor(elapsed / MINUTE_MS), 'minute')
  if (elapsed < DAY_MS) return relative.format(-Math.floor(elapsed / HOUR_MS), 'hour')
  if (elapsed < 7 * DAY_MS) return relative.format(-Math.floor(elapsed / DAY_MS), 'day')
  return formatDateTimeWib(value)
}
