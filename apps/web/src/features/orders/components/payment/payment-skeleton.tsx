import { Skeleton } from '@/components/ui/skeleton'
import { common } from '@/locales/id/common'

export function PaymentSkeleton() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12" role="status" aria-label={common.loading}>
      <div className="flex items-center gap-4">
        <Skeleton className="size-14 rounded-full" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-8 w-64 max-w-full" />
          <Skeleton className="h-5 w-96 max-w-full" />
        </div>
      </div>
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Skeleton className="h-80" />
        <Skeleton className="h-72" />
      </div>
    </div>
  )
}
