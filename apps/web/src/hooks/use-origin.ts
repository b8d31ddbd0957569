import { useSyncExternalStore } from 'react'

const never = () => () => undefined

/**
 * The page's origin (`https://…`) in the browser; empty while the server renders the page and
 * while the browser hydrates it, so both write the same markup (the origin follows at once).
 */
export function useOrigin(): string {
  return useSyncExternalStore(
    never,
    () => window.location.origin,
    () => '',
  )
}
