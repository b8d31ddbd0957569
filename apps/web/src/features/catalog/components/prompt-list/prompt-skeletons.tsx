import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'
import { promptGridClass } from '../prompt-card'

const placeholders = [1, 2, 3, 4, 5, 6, 7, 8]

/** Card-shaped placeholders while the first page loads. */
export function PromptSkeletons() {
  return (
    <div className={cn(promptGridClass, 'lg:grid-cols-3 xl:grid-cols-4')} aria-hidden="true">
      {placeholders.map((key) => (
        <div key={key} className="overflow-hidden rounded-lg border bg-card">
          <Skeleton className="aspect-[16/9] rounded-none" />
          <div className="grid gap-2 p-2.5 sm:p-4">
            <Skeleton className="h-3 w-1/3" />
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-2/3" />
            <div className="mt-3 flex justify-between">
              <Skeleton className="h-3 w-1/4" />
              <Skeleton className="h-4 w-1/5" />
            </div>
          </div>
        </div>
      ))}
    </div>
  )
}
