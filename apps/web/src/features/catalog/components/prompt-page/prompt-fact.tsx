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
  return (
    <div className="flex gap-3">
      <span
        aria-hidden="true"
        className="mt-0.5 text-muted-foreground [&_svg]:size-4 [&_svg]:shrink-0"
      >
        {icon}
      </span>
      <div className="min-w-0">
        <dt className="text-muted-foreground text-xs">{term}</dt>
        <dd className="mt-0.5 font-medium">{children}</dd>
      </div>
    </div>
  )
}
