import { useSyncExternalStore } from 'react'

/**
 * Whether a CSS media query matches now, following every change (a rotated phone, a resize).
 * `false` while the server renders and the browser hydrates a page: markup that differs by
 * screen size is written for the small screen first, then follows the real one.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}
