import { Skeleton } from '@/components/ui/skeleton'
import { common } from '@/locales/id/common'

export function PromptPageSkeleton() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8" role="status" aria-label={common.loading}>
      <Skeleton className="h-5 w-64 max-w-full" />
      <div className="mt-6 grid gap-8 lg:grid-cols-3">
        <div className="space-y-3 lg:col-span-2">
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-6 w-full" />
        </div>
        <Skeleton className="h-96 lg:row-span-2" />
        <div className="grid gap-4 sm:grid-cols-2 lg:col-span-2">
          <Skeleton className="aspect-[4/3]" />
          <Skeleton className="aspect-[4/3]" />
          <Skeleton className="h-40 sm:col-span-2" />
        </div>
      </div>
    </div>
  )
}
