import type { LiveEventData, LiveEventType } from '@pasarprompt/contracts/live-events'
import { useEffect } from 'react'

type Handler<T extends LiveEventType> = (data: LiveEventData<T>) => void

const handlers = new Map<LiveEventType, Set<Handler<never>>>()

/**
 * Hands a checked event to its listeners. The stream (`live-event-stream.ts`, loaded only while
 * someone is signed in) checks each payload against the contract first, so listening here needs
 * neither the stream nor the payloads' schemas (decision 0021).
 */
export function deliverLiveEvent<T extends LiveEventType>(type: T, data: LiveEventData<T>) {
  for (const handler of handlers.get(type) ?? []) (handler as Handler<T>)(data)
}

/** Calls `handler` with the typed payload of every live event of `type` while mounted. */
export function useLiveEvent<T extends LiveEventType>(type: T, handler: Handler<T>) {
  useEffect(() => {
    const set = handlers.get(type) ?? new Set()
    set.add(handler as Handler<never>)
    handlers.set(type, set)
    return () => {
      set.delete(handler as Handler<never>)
    }
  }, [type, handler])
}
