import { useSyncExternalStore } from 'react'

/**
 * The affiliate link this tab arrived through (DESIGN.md §4 client state `affiliateId`,
 * `affiliatePage`): the code and the page it opened. Memory only and informative — the server
 * decides attribution from the click it recorded, never from what the client says.
 */
export type AffiliateVisit = { affiliateId: string | null; affiliatePage: string | null }

let visit: AffiliateVisit = { affiliateId: null, affiliatePage: null }
const listeners = new Set<() => void>()

export function rememberAffiliateVisit(next: { affiliateId: string; affiliatePage: string }) {
  visit = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function useAffiliateVisit(): AffiliateVisit {
  return useSyncExternalStore(
    subscribe,
    () => visit,
    () => visit,
  )
}
