let settled: Promise<void> | undefined

/**
 * Resolves once the page has loaded and the browser is idle after it: work that only prepares
 * the next page (chunk prefetches) waits for this, so it never competes with the first screen's
 * own scripts for the network or the main thread.
 */
export function whenPageSettled(): Promise<void> {
  settled ??= new Promise<void>((resolve) => {
    // Safari has no requestIdleCallback: a second after load stands in for it.
    const idle = () =>
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(() => resolve(), { timeout: 3_000 })
        : setTimeout(resolve, 1_000)
    if (document.readyState === 'complete') idle()
    else window.addEventListener('load', idle, { once: true })
  })
  return settled
}
