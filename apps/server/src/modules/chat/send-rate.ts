import { CHAT_MESSAGES_PER_MINUTE } from '@pasarprompt/contracts/chat'
import type { FastifyReply } from 'fastify'
import { AppError } from '../../lib/app-error.ts'
import { windowCounter } from '../../plugins/rate-limit.ts'

/** One counter per app (keyed by its event bus), shared by the buyer's and the shop's routes. */
const counters = new WeakMap<object, ReturnType<typeof windowCounter>>()

/**
 * At most `CHAT_MESSAGES_PER_MINUTE` messages per user and minute, whichever side they write
 * from; the next one is a 429 with `Retry-After`. Per process, like the other limits.
 */
export function limitChatSending(app: object, userId: string, reply: FastifyReply) {
  let counter = counters.get(app)
  if (!counter) {
    counter = windowCounter({ max: CHAT_MESSAGES_PER_MINUTE, windowMs: 60_000 })
    counters.set(app, counter)
  }
  const retryAfter = counter.hit(userId)
  if (retryAfter !== null) {
    reply.header('retry-after', String(retryAfter))
    throw new AppError(
      'RATE_LIMITED',
      'Anda mengirim terlalu banyak pesan. Tunggu sebentar, lalu coba lagi.',
    )
  }
}
