import { useEffect, useRef } from 'react'

/**
 * Loads the next page before the visitor reaches the end of a list: returns the ref of an empty
 * element placed after it. `canLoad` is false while a page loads or after one failed (a button
 * then retries it).
 */
export function useLoadMoreSentinel(canLoad: boolean, loadMore: () => unknown) {
  const sentinel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const node = sentinel.current
    if (!node || !canLoad) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void loadMore()
      },
      { rootMargin: '400px' },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [canLoad, loadMore])
  return sentinel
}
