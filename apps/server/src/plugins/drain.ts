/**
 * The first step of a shutdown (decision 0027): from `start()` on, readiness answers 503, new
 * live streams are refused and open ones are told to reconnect elsewhere and ended, while the
 * listener still finishes the requests in flight. `app.close()` starts it too (a `preClose`
 * hook), so no path closes the server with streams holding it open.
 */
export interface Drain {
  readonly draining: boolean
  /** Starts draining; a second call does nothing. */
  start(): void
  /** Calls `listener` once draining starts, at once if it has; answers the unsubscribe. */
  onStart(listener: () => void): () => void
}

export function createDrain(): Drain {
  let draining = false
  const listeners = new Set<() => void>()
  return {
    get draining() {
      return draining
    },
    start() {
      if (draining) return
      draining = true
      for (const listener of [...listeners]) listener()
      listeners.clear()
    },
    onStart(listener) {
      if (draining) {
        listener()
        return () => {}
      }
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
