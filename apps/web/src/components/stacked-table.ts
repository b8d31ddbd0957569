/**
 * Issue 28 (decision 0034): a table of money on a phone. Under `sm` each row is a card and each
 * cell a line "column header … value", the header read from the cell's `data-label`; from `sm`
 * up it is the plain table. The header row stays for screen readers (visually hidden, not
 * removed), so a cell keeps its column header. Amounts never wrap or truncate (`amount`).
 */
export const stackedTable = {
  head: 'sr-only text-muted-foreground sm:not-sr-only sm:bg-muted/50',
  row: 'block px-5 py-3 sm:table-row sm:p-0',
  cell: 'flex items-baseline justify-between gap-4 py-0.5 text-right before:shrink-0 before:text-left before:font-normal before:text-muted-foreground before:text-xs before:content-[attr(data-label)] sm:table-cell sm:py-2.5 sm:before:content-none',
  amount: 'whitespace-nowrap tabular-nums',
} as const
