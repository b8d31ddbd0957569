import { MINUTE_MS } from '@pasarprompt/contracts/durations'
import type { FastifyBaseLogger } from 'fastify'

/**
 * When the simulator sends a notification again after an answer that may change (a 5xx, 408,
 * 429, or no answer at all): five more times, at the growing intervals a payment gateway uses
 * (1, 5, 15, 30 and 60 minutes). A 2xx is delivered; another 4xx is a refusal a resend cannot
 * change. Tests pass shorter delays.
 */
export const NOTIFICATION_RETRY_DELAYS_MS = [1, 5, 15, 30, 60].map((minutes) => minutes * MINUTE_MS)

export interface NotificationSender {
  /** Sends now; when that fails, schedules the retries. Answers the first try's HTTP status. */
  deliver(body: object): Promise<number>
  /** Drops the retries still waiting (the app is closing). */
  close(): void
}

const mayChange = (status: number) => status >= 500 || status === 408 || status === 429

/**
 * The simulator's side of the webhook: Midtrans retries a notification it could not deliver,
 * so the simulator does too. Retries live in this process, like the gateway's live in its own:
 * a crash of ours loses them, which is what the reconciliation job is for.
 */
export function createNotificationSender(options: {
  send: (body: string) => Promise<number>
  log: FastifyBaseLogger
  delaysMs?: readonly number[]
}): NotificationSender {
  const delays = options.delaysMs ?? NOTIFICATION_RETRY_DELAYS_MS
  const waiting = new Set<NodeJS.Timeout>()
  let closed = false

  const attempt = async (payload: string) => {
    try {
      return await options.send(payload)
    } catch (error) {
      options.log.warn({ err: error }, 'simulator: notification not delivered')
      return 0
    }
  }
  const retry = (payload: string, retryIndex: number) => {
    const delay = delays[retryIndex]
    if (delay === undefined || closed) {
      if (delay === undefined) options.log.warn('simulator: notification given up after retries')
      return
    }
    const timer = setTimeout(async () => {
      waiting.delete(timer)
      if (closed) return
      const status = await attempt(payload)
      if (status === 0 || mayChange(status)) retry(payload, retryIndex + 1)
    }, delay)
    timer.unref()
    waiting.add(timer)
  }

  return {
    async deliver(body) {
      const payload = JSON.stringify(body)
      const status = await attempt(payload)
      if (status === 0 || mayChange(status)) retry(payload, 0)
      return status
    },
    close() {
      closed = true
      for (const timer of waiting) clearTimeout(timer)
      waiting.clear()
    },
  }
}
