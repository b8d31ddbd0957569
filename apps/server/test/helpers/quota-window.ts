import { setTimeout as sleep } from 'node:timers/promises'

/**
 * Limits count in fixed windows aligned to the clock (`consumeQuota`). A test that uses up a
 * limit and then expects a refusal would see a fresh, empty window if it straddled the edge, so
 * it first waits, when the current window has less than `needMs` left, for the next one to begin.
 */
export async function awayFromWindowEdge(windowMs: number, needMs = 15_000) {
  const left = windowMs - (Date.now() % windowMs)
  if (left < needMs) await sleep(left + 50)
}
