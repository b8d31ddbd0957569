import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

/** A grey placeholder shaped like the content that is loading. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />
}
