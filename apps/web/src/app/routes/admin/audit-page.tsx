import { AUDIT_ACTIONS, type AuditAction } from '@pasarprompt/contracts/audit-for-admin'
import { formatDateTimeWib } from '@pasarprompt/contracts/format'
import { useId } from 'react'
import { Link } from 'react-router'
import { ListCard, ListStates, LoadMoreButton } from '@/components/list/list-states'
import { PageHeader } from '@/components/list/page-header'
import { SearchField } from '@/components/search-field'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { paths } from '@/config/paths'
import { useAuditLog } from '@/features/audit/api/list-audit-log'
import { AuditEntryChanges } from '@/features/audit/components/audit-entry-changes'
import { useSearchParam } from '@/hooks/use-search-param'
import { useSearchParamText } from '@/hooks/use-search-param-text'
import { admin } from '@/locales/id/admin'

const text = admin.audit
const SELECT_CLASS =
  'h-10 w-full rounded-md border bg-card px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 sm:text-sm dark:[color-scheme:dark]'
const DAY = /^\d{4}-\d{2}-\d{2}$/

/** Where an acted-on row can be opened in the admin area, if it has a page. */
function targetPath(type: string, id: string): string | null {
  switch (type) {
    case 'order':
      return paths.admin.order(id)
    case 'shop':
      return paths.admin.shop(id)
    case 'prompt':
      return paths.admin.product(id)
    case 'complaint':
      return paths.admin.complaint(id)
    case 'payout':
      return paths.admin.payouts
    case 'category':
      return paths.admin.categories
    case 'settings':
      return paths.admin.commission
    case 'waitlist_entry':
      return paths.admin.waitlist
    default:
      return null
  }
}

const isAction = (value: string | null): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value ?? '')

/** /admin/audit: every staff action with who, when, the row and its state before and after. */
export function AdminAuditPage() {
  const ids = { action: useId(), target: useId(), from: useId(), to: useId() }
  const [askedAction, setAction] = useSearchParam('tindakan')
  const [askedType, setType] = useSearchParam('jenis')
  const [targetId, setTargetId] = useSearchParam('id')
  const [askedFrom, setFrom] = useSearchParam('dari')
  const [askedTo, setTo] = useSearchParam('sampai')
  const { q, search, setSearch } = useSearchParamText()
  const action = isAction(askedAction) ? askedAction : undefined
  const targetType = askedType && askedType in text.targets ? askedType : undefined
  const from = askedFrom && DAY.test(askedFrom) ? askedFrom : undefined
  // A range typed backwards is read as the days between the two, not refused.
  const to = askedTo && DAY.test(askedTo) ? askedTo : undefined
  const [start, end] = from && to && from > to ? [to, from] : [from, to]
  const log = useAuditLog({
    action,
    targetType,
    targetId: targetType ? (targetId ?? undefined) : undefined,
    actor: q || undefined,
    from: start,
    to: end,
  })
  const items = log.data?.pages.flatMap((page) => page.items) ?? []

  return (
    <div className="grid grid-cols-1 gap-5">
      <title>{`${text.title} — ${admin.area}`}</title>
      <PageHeader title={text.title} lead={text.lead} />
      <search aria-label={text.filters} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="grid gap-1">
          <label htmlFor={ids.action} className="font-medium text-sm">
            {text.action}
          </label>
          <select
            id={ids.action}
            value={action ?? ''}
            onChange={(event) => setAction(event.target.value || undefined)}
            className={SELECT_CLASS}
          >
            <option value="">{text.allActions}</option>
            {AUDIT_ACTIONS.map((value) => (
              <option key={value} value={value}>
                {text.actions[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <label htmlFor={ids.target} className="font-medium text-sm">
            {text.targetType}
          </label>
          <select
            id={ids.target}
            value={targetType ?? ''}
            onChange={(event) => {
              setTargetId(undefined)
              setType(event.target.value || undefined)
            }}
            className={SELECT_CLASS}
          >
            <option value="">{text.allTargets}</option>
            {Object.entries(text.targets).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <label htmlFor={ids.from} className="font-medium text-sm">
            {text.from}
          </label>
          <Input
            id={ids.from}
            type="date"
            value={from ?? ''}
            onChange={(event) => setFrom(event.target.value || undefined)}
            className="dark:[color-scheme:dark]"
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor={ids.to} className="font-medium text-sm">
            {text.to}
          </label>
          <Input
            id={ids.to}
            type="date"
            value={to ?? ''}
            onChange={(event) => setTo(event.target.value || undefined)}
            className="dark:[color-scheme:dark]"
          />
        </div>
      </search>
      <SearchField value={search} onChange={setSearch} text={text} />
      {targetType && targetId ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span>{text.onlyTarget(text.targets[targetType] ?? targetType, targetId)}</span>
          <Button variant="outline" size="sm" onClick={() => setTargetId(undefined)}>
            {text.showAll}
          </Button>
        </p>
      ) : null}
      <ListStates query={log} empty={items.length === 0} emptyText={text.empty}>
        <ListCard dimmed={log.isPlaceholderData}>
          <ul className="divide-y">
            {items.map((entry) => {
              const open = targetPath(entry.targetType, entry.targetId)
              const targetLabel = text.targets[entry.targetType] ?? entry.targetType
              return (
                <li key={entry.id} className="grid gap-2 px-4 py-3 text-sm">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <span className="font-medium">
                      {isAction(entry.action) ? text.actions[entry.action] : entry.action}
                    </span>
                    <span className="text-muted-foreground">
                      {text.by} <span className="break-all">{entry.actorEmail}</span>
                    </span>
                    <time dateTime={entry.at} className="text-muted-foreground text-xs">
                      {formatDateTimeWib(entry.at)}
                    </time>
                  </div>
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
                    <span>
                      {targetLabel}{' '}
                      {entry.targetLabel ? (
                        <span className="break-words font-medium">{entry.targetLabel}</span>
                      ) : entry.targetType === 'leak_trace' ? (
                        <span>{text.noMarks}</span>
                      ) : (
                        <span className="break-all font-mono">{entry.targetId}</span>
                      )}
                    </span>
                    {open ? (
                      <Link to={open} className="text-primary hover:underline">
                        {text.open}
                      </Link>
                    ) : null}
                    <Link
                      to={paths.admin.auditOf(entry.targetType, entry.targetId)}
                      className="text-primary hover:underline"
                    >
                      {text.history}
                    </Link>
                  </div>
                  {entry.reason ? (
                    <p className="text-xs">
                      <span className="font-medium">{text.reason}:</span> {entry.reason}
                    </p>
                  ) : null}
                  <AuditEntryChanges before={entry.before} after={entry.after} />
                </li>
              )
            })}
          </ul>
        </ListCard>
      </ListStates>
      <LoadMoreButton query={log} label={text.more} />
    </div>
  )
}
