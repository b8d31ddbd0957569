import { HOUR_MS, MINUTE_MS } from '@pasarprompt/contracts/durations'
import type { FastifyInstance } from 'fastify'
import { mailUnreadChats } from '../../modules/chat/mail-unread-chats.ts'
import { checkUncheckedSubmissions } from '../../modules/copies/check-unchecked-submissions.ts'
import { releaseEarnings } from '../../modules/ledger/release-earnings.ts'
import { deleteExpiredStreamPlaces } from '../../modules/limits/claim-stream-place.ts'
import { deleteEndedQuotaWindows } from '../../modules/limits/consume-quota.ts'
import { deleteSentMail } from '../../modules/mail-outbox/delete-sent-mail.ts'
import { deliverDueMail } from '../../modules/mail-outbox/deliver-due-mail.ts'
import { expireOrders } from '../../modules/orders/expire-orders.ts'
import { reconcilePendingPayments } from '../../modules/payments/reconcile-pending-payments.ts'
import { pruneRefusedPaymentLogs } from '../../modules/payments/record-payment-log.ts'
import { deleteOldSightings } from '../../modules/sightings/delete-old-sightings.ts'
import { deleteOldTries } from '../../modules/tries/delete-old-tries.ts'
import { deleteOrphanUploads } from '../../modules/uploads/delete-orphan-uploads.ts'
import { refundUnansweredGuarantees } from '../../workflows/refund-unanswered-guarantees.ts'
import { sendPendingEmails } from '../../workflows/send-pending-emails.ts'

/** Notification emails go out this soon after the event (the outbox). */
const OUTBOX_EVERY_MS = 20_000
/** A mail whose retry is due waits at most this long for it. */
const MAIL_EVERY_MS = 5_000
/** Abandoned uploads are a day old before they go: an hour more or less does not matter. */
const ORPHANS_EVERY_MS = HOUR_MS

/**
 * The background jobs of DESIGN.md §4: expire unpaid orders, release held earnings, refund the
 * guaranteed complaints shops left unanswered (issue 30), tell people about chat messages they left
 * unread (issue 13), forget ended limit windows, the stream places of processes that died (issue
 * 26), old refused payment notifications, mails delivered a month ago, sightings no self-referral
 * check looks at any more (issue 26) and tries no statistics show (issue 31), check submissions in
 * review no copy check has seen (issue 32), ask the gateway about payments whose notification never
 * came (issue 17), delete abandoned uploads (hourly), (every 20 s) turn the notifications waiting
 * for their email into mails, and (every 5 s) deliver the mails whose retry is due (decision 0026).
 * Each is safe to run in several processes at once (compare-and-set per order, `SKIP LOCKED` claims
 * per email, mail and channel), so every API process may run them; a run that fails is logged and
 * retried on the next tick.
 */
export function scheduleJobs(app: FastifyInstance, intervalMs = MINUTE_MS) {
  // Every job's run is counted by name and outcome (/metrics); a failure still propagates.
  const measured = async <T>(job: string, work: () => Promise<T>): Promise<T> => {
    try {
      const result = await work()
      app.metrics.recordJobRun(job, 'ok')
      return result
    } catch (error) {
      app.metrics.recordJobRun(job, 'failed')
      throw error
    }
  }

  let running = false
  const run = async () => {
    if (running) return
    running = true
    try {
      const expired = await measured('expire-orders', () => expireOrders(app.db, app.events))
      const released = await measured('release-earnings', () => releaseEarnings(app.db, app.events))
      const guaranteed = await measured('refund-unanswered-guarantees', () =>
        refundUnansweredGuarantees(app.payments),
      )
      if (expired || released || guaranteed) {
        app.log.info({ expired, released, guaranteed }, 'jobs: orders updated')
      }
      const chatNotices = await measured('mail-unread-chats', () =>
        mailUnreadChats(app.db, app.events),
      )
      if (chatNotices) app.log.info({ chatNotices }, 'jobs: unread chats told')
      await measured('delete-ended-quota-windows', () => deleteEndedQuotaWindows(app.db))
      await measured('delete-expired-stream-places', () => deleteExpiredStreamPlaces(app.db))
      await measured('prune-refused-payment-logs', () => pruneRefusedPaymentLogs(app.db))
      await measured('delete-sent-mail', () => deleteSentMail(app.db))
      await measured('delete-old-sightings', () => deleteOldSightings(app.db))
      await measured('delete-old-tries', () => deleteOldTries(app.db))
      // Submissions whose copy check failed after the submit, or that came in review another way.
      const copyChecks = await measured('check-unchecked-submissions', () =>
        checkUncheckedSubmissions(app.db, (error, submission) =>
          app.log.error({ err: error, ...submission }, 'jobs: copy check failed'),
        ),
      )
      if (copyChecks) app.log.info({ copyChecks }, 'jobs: submissions checked for copies')
    } catch (error) {
      app.log.error({ err: error }, 'jobs: run failed')
    } finally {
      running = false
    }
  }
  const timer = setInterval(run, intervalMs)
  timer.unref()

  // Payments whose notification never came (reconcile-pending-payments.ts): the first run, at
  // start-up, asks about every pending order with a payment started before this process that
  // no process asked about within the last minutes: once per cluster, not once per process.
  const startedAt = new Date()
  let reconciling = false
  const reconcile = async (atStart: boolean) => {
    if (reconciling) return
    reconciling = true
    try {
      const result = await measured('reconcile-pending-payments', () =>
        reconcilePendingPayments(app.payments, atStart ? { startedAt } : {}),
      )
      if (result.checked) app.log.info(result, 'jobs: pending payments reconciled')
    } catch (error) {
      app.log.error({ err: error }, 'jobs: reconciliation failed')
    } finally {
      reconciling = false
    }
  }
  const reconcileTimer = setInterval(() => reconcile(false), intervalMs)
  reconcileTimer.unref()

  let sending = false
  const outbox = async () => {
    if (sending) return
    sending = true
    try {
      const { sent, failed } = await measured('send-pending-emails', () =>
        sendPendingEmails({
          mailOutbox: app.mailOutbox,
          log: app.log,
          publicUrl: app.env.publicUrl,
          secret: app.payments.secret,
        }),
      )
      if (sent || failed) app.log.info({ sent, failed }, 'jobs: notification emails')
    } catch (error) {
      app.log.error({ err: error }, 'jobs: outbox run failed')
    } finally {
      sending = false
    }
  }
  const outboxTimer = setInterval(outbox, OUTBOX_EVERY_MS)
  outboxTimer.unref()

  let delivering = false
  const mail = async () => {
    if (delivering) return
    delivering = true
    try {
      const result = await measured('deliver-due-mail', () => deliverDueMail(app.mailOutbox))
      if (result.sent || result.retry || result.failed || result.skipped) {
        app.log.info(result, 'jobs: mail outbox')
      }
    } catch (error) {
      app.log.error({ err: error }, 'jobs: mail outbox run failed')
    } finally {
      delivering = false
    }
  }
  const mailTimer = setInterval(mail, MAIL_EVERY_MS)
  mailTimer.unref()

  let cleaning = false
  const orphans = async () => {
    if (cleaning) return
    cleaning = true
    try {
      const deleted = await measured('delete-orphan-uploads', () =>
        deleteOrphanUploads(app.db, app.objectStore),
      )
      if (deleted) app.log.info({ deleted }, 'jobs: abandoned uploads deleted')
    } catch (error) {
      app.log.error({ err: error }, 'jobs: upload clean-up failed')
    } finally {
      cleaning = false
    }
  }
  const orphansTimer = setInterval(orphans, ORPHANS_EVERY_MS)
  orphansTimer.unref()

  app.addHook('onReady', async () => {
    void reconcile(true)
    void run()
    void outbox()
    void mail()
    void orphans()
  })
  app.addHook('onClose', async () => {
    clearInterval(timer)
    clearInterval(reconcileTimer)
    clearInterval(outboxTimer)
    clearInterval(mailTimer)
    clearInterval(orphansTimer)
    // A run under way finishes first: the database closes after this hook (shutdown, 0027). A
    // mail cut off between the SMTP server's "accepted" and its row's "sent" would go out again.
    while (running || reconciling || sending || delivering || cleaning) {
      await new Promise((done) => setTimeout(done, 20))
    }
  })
}
