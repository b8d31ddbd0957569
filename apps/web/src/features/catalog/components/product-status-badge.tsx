import { type PromptStatus, promptStatusLabels } from '@pasarprompt/contracts/catalog'
import { cn } from '@/lib/cn'

const tones: Record<PromptStatus, string> = {
  draft: 'border-border bg-muted text-muted-foreground',
  in_review: 'border-primary/40 bg-card text-primary',
  published: 'border-primary/30 bg-accent text-accent-foreground',
  rejected: 'border-destructive/40 bg-destructive/10 text-destructive',
  archived: 'border-dashed border-border bg-card text-muted-foreground',
}

/** A prompt's status as a small coloured label ('Draf', 'Terbit'…). */
export function ProductStatusBadge({
  status,
  className,
}: {
  status: PromptStatus
  className?: string
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 font-medium text-xs',
        tones[status],
        className,
      )}
    >
      {promptStatusLabels[status]}
    </span>
  )
}
