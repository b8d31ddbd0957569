import { cn } from '@/lib/cn'
import { admin } from '@/locales/id/admin'

const text = admin.audit

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const shown = (value: unknown) =>
  value === undefined || value === null
    ? text.none
    : typeof value === 'boolean'
      ? value
        ? text.yes
        : text.no
      : typeof value === 'string'
        ? value
        : JSON.stringify(value)

/**
 * An audit entry's recorded state before and after, field by field: the fields that changed are
 * marked. A side recorded as something other than an object is shown whole.
 */
export function AuditEntryChanges({ before, after }: { before: unknown; after: unknown }) {
  if (before == null && after == null) {
    return <p className="text-muted-foreground text-xs">{text.nothingRecorded}</p>
  }
  const rows =
    isRecord(before ?? {}) && isRecord(after ?? {})
      ? [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].map((key) => ({
          key,
          before: (before as Record<string, unknown> | null)?.[key],
          after: (after as Record<string, unknown> | null)?.[key],
        }))
      : [{ key: '', before, after }]
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[20rem] text-left text-xs">
        <thead className="text-muted-foreground">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              {text.field}
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              {text.before}
            </th>
            <th scope="col" className="py-1 font-medium">
              {text.after}
            </th>
          </tr>
        </thead>
        <tbody className="font-mono">
          {rows.map((row) => {
            const changed = shown(row.before) !== shown(row.after)
            return (
              <tr key={row.key} className={cn('align-top', changed && 'font-semibold')}>
                <th scope="row" className="py-1 pr-3 font-normal">
                  {row.key || text.none}
                </th>
                <td className="break-all py-1 pr-3">{shown(row.before)}</td>
                <td className="break-all py-1">{shown(row.after)}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
