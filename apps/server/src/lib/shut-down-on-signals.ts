import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyInstance } from 'fastify'

export interface ShutdownTiming {
  /** Past this, whatever is still running is cut off and the process exits with 1. */
  timeoutSeconds: number
  /** Readiness answers 503 this long before the listener closes, for the load balancer. */
  drainSeconds: number
}

/**
 * The process's one shutdown path (decision 0027). The first SIGTERM or SIGINT drains the app
 * (readiness 503, new live streams refused, open ones told to reconnect elsewhere and ended),
 * waits `drainSeconds`, then closes it: the listener stops, requests in flight finish and idle
 * keep-alive connections are closed, the background jobs stop, the database closes; exit 0.
 * An uncaught error takes the same path and exits 1, and so does a shutdown past the deadline.
 * A second signal changes nothing (under a terminal or `npm`, one press can arrive twice).
 */
export function shutDownOnSignals(app: FastifyInstance, timing: ShutdownTiming) {
  let shuttingDown = false
  const shutDown = async (cause: { signal: NodeJS.Signals } | { err: unknown }) => {
    if (shuttingDown) {
      app.log.info(cause, 'shutdown: already under way')
      return
    }
    shuttingDown = true
    if ('err' in cause) app.log.error({ err: cause.err }, 'shutdown: after an unexpected error')
    else app.log.info({ signal: cause.signal, ...timing }, 'shutdown: started')
    setTimeout(() => {
      app.log.error(
        { timeoutSeconds: timing.timeoutSeconds },
        'shutdown: not finished within SHUTDOWN_TIMEOUT_SECONDS, exiting with 1',
      )
      process.exit(1)
    }, timing.timeoutSeconds * 1000)

    app.drain.start()
    if (timing.drainSeconds > 0) await sleep(timing.drainSeconds * 1000)
    try {
      await app.close()
    } catch (error) {
      app.log.error({ err: error }, 'shutdown: closing failed')
      process.exit(1)
    }
    app.log.info('shutdown: finished')
    process.exit('err' in cause ? 1 : 0)
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => void shutDown({ signal }))
  }
  process.on('uncaughtException', (err) => void shutDown({ err }))
  process.on('unhandledRejection', (err) => void shutDown({ err }))
}
