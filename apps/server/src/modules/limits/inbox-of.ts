/**
 * One inbox, however it is written: case, a `+tag` and (for Gmail) dots all reach the same
 * person, so they count as one address.
 */
export function inboxOf(email: string) {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@')
  const base = local.split('+')[0] ?? local
  const gmail = domain === 'gmail.com' || domain === 'googlemail.com'
  return `${gmail ? base.replaceAll('.', '') : base}@${gmail ? 'gmail.com' : domain}`
}
