import { AsyncLocalStorage } from 'node:async_hooks'
import type { FastifyBaseLogger } from 'fastify'

type Level = 'debug' | 'info' | 'warn' | 'error'
type Log = Pick<FastifyBaseLogger, Level>
interface HeldLine {
  level: Level
  details: object
  message: string
}

/** The lines of one request's answer; `open` until the answer is known. */
const held = new AsyncLocalStorage<{ lines: HeldLine[]; open: boolean }>()

/**
 * Writes a line from a library that logs a client's mistake (a bad `callbackURL`, an unknown
 * OAuth state) at error level. Inside `judgedByOutcome` the line waits for the answer; elsewhere
 * it is written as the library meant it, and so is a line written after the answer (work the
 * request left running).
 */
export function writeOrHold(log: Log, level: Level, details: object, message: string) {
  const store = held.getStore()
  if (store?.open) store.lines.push({ level, details, message })
  else log[level](details, message)
}

/**
 * Runs `work` holding the lines `writeOrHold` receives, then writes them at info when the answer
 * refused the client (a 3xx or 4xx: its mistake, which anyone can cause and must not raise an
 * operator's alarm), and at their own level otherwise: a server fault (5xx, a throw), and a
 * success the library logged a fault beside (better-auth answers a sign-out 200 even when the
 * session could not be deleted).
 */
export async function judgedByOutcome(log: Log, work: () => Promise<Response>): Promise<Response> {
  const store = { lines: [] as HeldLine[], open: true }
  let fault = true
  try {
    const response = await held.run(store, work)
    fault = response.status >= 500 || response.status < 300
    return response
  } finally {
    store.open = false
    for (const line of store.lines) {
      if (fault) log[line.level](line.details, line.message)
      else log.info({ ...line.details, libraryLevel: line.level }, line.message)
    }
  }
}
