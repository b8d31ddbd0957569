import { Skeleton } from '@/components/ui/skeleton'

/** Row-shaped placeholders while the shop's prompts load. */
export function ProductListSkeleton() {
  return (
    <div className="grid gap-3" aria-busy="true">
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} className="h-20 w-full" />
      ))}
    </div>
  )
}
