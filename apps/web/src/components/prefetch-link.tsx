import { LINK_PREFETCH_MARGIN } from '@pasarprompt/contracts/constants'
import { type ComponentProps, useContext, useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { whenPageSettled } from '@/lib/page-settled'
import { PreloadContext } from './preload-context'

/**
 * A Link that fetches its route's chunk once it comes within 200 px of the viewport (spec §9),
 * so the click renders without waiting for the network; on the first screen, once that screen
 * has loaded.
 */
export function PrefetchLink(props: ComponentProps<typeof Link>) {
  const ref = useRef<HTMLAnchorElement>(null)
  const preloadPath = useContext(PreloadContext)
  const pathname = typeof props.to === 'string' ? props.to.split('?')[0] : props.to.pathname

  useEffect(() => {
    const element = ref.current
    if (!element || !pathname || !('IntersectionObserver' in window)) return
    let observer: IntersectionObserver | undefined
    let cancelled = false
    // Links on the first screen wait until it has loaded: their chunks are the next page's.
    void whenPageSettled().then(() => {
      if (cancelled) return
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer?.disconnect()
            void preloadPath(pathname)
          }
        },
        { rootMargin: LINK_PREFETCH_MARGIN },
      )
      observer.observe(element)
    })
    return () => {
      cancelled = true
      observer?.disconnect()
    }
  }, [pathname, preloadPath])

  return <Link ref={ref} {...props} />
}
