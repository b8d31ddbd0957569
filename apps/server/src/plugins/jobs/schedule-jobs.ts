import type { FastifyInstance } from 'fastify'
import { mailUnreadChats } from '../../modules/chat/mail-unread-chats.ts'
import { releaseEarnings } from '../../modules/ledger/release-earnings.ts'
import { expireOrders } from '../../modules/orders/expire-orders.ts'

const EVERY_MINUTE = 60_000

/**
 * The background jobs of DESIGN.md §4: expire unpaid orders, release held earnings,
 * tell people about chat messages they left unread (issue 13). Each is
 * safe to run in several processes at once (compare-and-set per order), so every API process
 * may run them; a run that fails is logged and retried on the next tick.
 */
export function scheduleJobs(app: FastifyInstance, intervalMs = EVERY_MINUTE) {
  let running = false
  const run = async () => {
    if (running) return
    running = true
    try {
      const expired = await expireOrders(app.db, app.events)
      const released = await releaseEarnings(app.db, app.events)
      if (expired || released) app.log.info({ expired, released }, 'jobs: orders updated')
      const chatNotices = await mailUnreadChats(app.db, app.events)
      if (chatNotices) app.log.info({ chatNotices }, 'jobs: unread chats told')
    } catch (error) {
      app.log.error({ err: error }, 'jobs: run failed')
    } finally {
      running = false
    }
  }
  const timer = setInterval(run, intervalMs)
  timer.unref()
  app.addHook('onReady', async () => {
    void run()
  })
  app.addHook('onClose', async () => clearInterval(timer))
}
