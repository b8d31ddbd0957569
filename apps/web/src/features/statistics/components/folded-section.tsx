import { ChevronDown } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/** A block folded away until asked for (the numbers behind a chart): its toggle, then its body. */
export function FoldedSection({
  toggle,
  className,
  children,
}: {
  toggle: string
  className?: string
  children: ReactNode
}) {
  return (
    <details className={cn('group', className)}>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 p-5 font-semibold [&::-webkit-details-marker]:hidden">
        {toggle}
        <ChevronDown
          aria-hidden="true"
          className="size-4 text-muted-foreground transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="overflow-x-auto border-t">{children}</div>
    </details>
  )
}
