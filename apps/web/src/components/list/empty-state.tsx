import type { ReactNode } from 'react'

/** A friendly empty (or signed-out) state: an icon, what is missing and what to do next. */
export function EmptyState({
  icon,
  title,
  lead,
  action,
}: {
  icon: ReactNode
  title: string
  lead: string
  action: ReactNode
}) {
  return (
    <div className="rounded-lg border bg-card p-8 text-center sm:p-12">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        {icon}
      </span>
      <h2 className="mt-4 font-semibold text-lg">{title}</h2>
      <p className="mx-auto mt-1 max-w-md text-muted-foreground text-sm">{lead}</p>
      <div className="mt-6">{action}</div>
    </div>
  )
}
