import { formatDateTimeWib } from '@pasarprompt/contracts/format'

const dayWib = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' })
const timeWib = new Intl.DateTimeFormat('id-ID', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Jakarta',
})

/** Today's messages by their time ("07.52 WIB"), older ones with their date too. */
export function messageTime(iso: string, now = new Date()): string {
  const at = new Date(iso)
  return dayWib.format(at) === dayWib.format(now)
    ? `${timeWib.format(at)} WIB`
    : formatDateTimeWib(at)
}
