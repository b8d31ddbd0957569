import { useSyncExternalStore } from 'react'
import { getSnapshot, subscribe } from '@/lib/toast-store'

/** The toasts to render, re-rendering whenever one is added, dismissed or removed. */
export function useToasts() {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
}
