/**
 * CSV for spreadsheets: quoted cells, CRLF lines, a BOM so Excel reads UTF-8, and cells that a
 * spreadsheet would run as a formula (= + - @, tab, CR) prefixed with `'` (CSV injection).
 */
export function toCsv(rows: (string | number | null)[][]): string {
  const cell = (value: string | number | null) => {
    if (value === null) return ''
    if (typeof value === 'number') return String(value)
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
    return /[",\r\n]/.test(safe) || safe !== value ? `"${safe.replace(/"/g, '""')}"` : safe
  }
  return `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`
}
