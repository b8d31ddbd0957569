import type { ReactNode } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'
import { common } from '@/locales/id/common'

/** A list's body: its error, a skeleton while it loads, its empty message, or the list itself. */
export function ListStates({
  query,
  empty,
  emptyText,
  children,
}: {
  query: { error: Error | null; isPending: boolean }
  empty: boolean
  emptyText: string
  children: ReactNode
}) {
  if (query.error) return <Alert variant="destructive">{query.error.message}</Alert>
  if (query.isPending) return <Skeleton className="h-64 w-full" />
  if (empty) return <Alert>{emptyText}</Alert>
  return children
}

/** The next page of an infinite list, while there is one. */
export function LoadMoreButton({
  query,
  label,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown }
  label: string
}) {
  if (!query.hasNextPage) return null
  return (
    <Button
      variant="outline"
      className="justify-self-center"
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {query.isFetchingNextPage ? common.processing : label}
    </Button>
  )
}

/** The card a list sits in; dimmed while the next filter's results are on their way. */
export function ListCard({ dimmed, children }: { dimmed: boolean; children: ReactNode }) {
  return (
    <Card
      className={cn('overflow-hidden transition-opacity', dimmed && 'opacity-60')}
      // The rows shown are the last answer while the next one loads (a new search or filter).
      aria-busy={dimmed || undefined}
    >
      {children}
    </Card>
  )
}

/** A detail page's body: its error, a skeleton while it loads, or the loaded record. */
export function DetailStates<T>({
  query,
  children,
}: {
  query: { error: Error | null; isPending: boolean; data: T | undefined }
  children: (data: T) => ReactNode
}) {
  if (query.error) return <Alert variant="destructive">{query.error.message}</Alert>
  if (query.isPending || query.data === undefined) return <Skeleton className="h-96 w-full" />
  return children(query.data)
}
