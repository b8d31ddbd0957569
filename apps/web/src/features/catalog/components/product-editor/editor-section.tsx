import { type ReactNode, useId } from 'react'

/** One titled card of the editor's form. */
export function EditorSection({
  title,
  lead,
  children,
}: {
  title: string
  lead?: string
  children: ReactNode
}) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="grid gap-5 rounded-lg border bg-card p-4 sm:p-5">
      <div className="grid gap-1">
        <h2 id={id} className="font-semibold">
          {title}
        </h2>
        {lead ? <p className="text-muted-foreground text-sm">{lead}</p> : null}
      </div>
      {children}
    </section>
  )
}
