import type { ReactNode } from 'react'

/** One line of the purchase card's facts: an icon, what it is, and its value. */
export function PromptFact({
  icon,
  term,
  children,
}: {
  icon: ReactNode
  term: string
  children: ReactNode
}) {
  // The term and its value are the group's direct children, as a <dl> requires; the icon sits
  // inside the term, beside its text, in a grid that lines the value up under the text.
  return (
    <div className="grid grid-cols-[1rem_minmax(0,1fr)] gap-x-3">
      <dt className="contents">
        <span
          aria-hidden="true"
          className="row-span-2 mt-0.5 text-muted-foreground [&_svg]:size-4 [&_svg]:shrink-0"
        >
          {icon}
        </span>
        <span className="text-muted-foreground text-xs">{term}</span>
      </dt>
      <dd className="col-start-2 mt-0.5 min-w-0 font-medium">{children}</dd>
    </div>
  )
}
