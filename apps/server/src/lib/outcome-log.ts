import { AsyncLocalStorage } from 'node:async_hooks'
import type { FastifyBaseLogger } from 'fastify'

type Level = 'debug' | 'info' | 'warn' | 'error'
type Log = Pick<FastifyBaseLogger, Level>
interface HeldLine {
  level: Level
  details: object
  message: string
}

const held = new AsyncLocalStorage<HeldLine[]>()

/**
 * Writes a line from a library that logs a client's mistake (a bad `callbackURL`, an unknown
 * OAuth state) at error level. Inside `judgedByOutcome` the line waits for the answer; elsewhere
 * it is written as the library meant it.
 */
export function writeOrHold(log: Log, level: Level, details: object, message: string) {
  const lines = held.getStore()
  if (lines) lines.push({ level, details, message })
  else log[level](details, message)
}

/**
 * Runs `work` holding the lines `writeOrHold` receives, then writes them at their own level when
 * the answer is a server fault (status 500 or more, or a throw), and at info otherwise: a
 * request anyone can send must not raise an operator's alarm.
 */
export async function judgedByOutcome(log: Log, work: () => Promise<Response>): Promise<Response> {
  const lines: HeldLine[] = []
  let fault = true
  try {
    const response = await held.run(lines, work)
    fault = response.status >= 500
    return response
  } finally {
    for (const line of lines) {
      if (fault) log[line.level](line.details, line.message)
      else log.info({ ...line.details, libraryLevel: line.level }, line.message)
    }
  }
}
