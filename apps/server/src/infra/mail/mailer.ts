import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import type { Executor } from '../../db/client.ts'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
  /** The one link the message is about, logged with its token redacted (the file holds it whole). */
  link?: string
}

/** What every use case sends through: the mail outbox (modules/mail-outbox/outbox-mailer.ts). */
export interface Mailer {
  send(message: MailMessage): Promise<void>
  /**
   * Writes the message with the caller's transaction, so it exists exactly when that change
   * commits; the returned function, called after the commit, gives it its first delivery (if the
   * process dies before, the retry job sends it once the lease ends).
   */
  enqueue(tx: Executor, message: MailMessage): Promise<() => Promise<void>>
}

/** One stored message on its way out: its id names it (`Message-ID`, the file's name). */
export interface OutgoingMail extends MailMessage {
  id: string
  createdAt: Date
}

/** Hands one message to SMTP or to a file; throws when it was not accepted. */
export interface MailTransport {
  deliver(mail: OutgoingMail): Promise<void>
  close(): void
}

interface MailTransportOptions {
  smtpUrl: string | undefined
  from: string
  /** Where `.eml` files go when there is no SMTP server. */
  mailDir: string
  log: Pick<FastifyBaseLogger, 'info'>
}

/**
 * A delivery gives up within these (nodemailer's own defaults wait up to 10 minutes), well inside
 * the outbox's lease, renewed right before each send, so no other process takes a row while this
 * one may still be sending it (unless a server keeps a single send alive past the lease).
 */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 }

/**
 * SMTP when `SMTP_URL` is set; otherwise each message becomes an `.eml` file in `DATA_DIR/mail`
 * (openable by any mail client), its path and its link (token redacted) logged. Both carry a
 * `Message-ID` made from the outbox row's id, so a message delivered twice (a crash between the
 * server accepting it and the row being marked sent) is the same message: a receiving server may
 * drop the copy, and the file is written again under the same name.
 */
export function createMailTransport(options: MailTransportOptions): MailTransport {
  const messageId = (mail: OutgoingMail) => `<${mail.id}@${senderDomain(options.from)}>`
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS })
    return {
      async deliver(mail) {
        const { link, id, createdAt, ...content } = mail
        await transport.sendMail({ from: options.from, messageId: messageId(mail), ...content })
        options.log.info({ to: mail.to, subject: mail.subject, mailId: id }, 'mail sent')
      },
      close: () => transport.close(),
    }
  }

  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  })
  return {
    async deliver(mail) {
      const { link, id, createdAt, ...content } = mail
      const info = await transport.sendMail({
        from: options.from,
        messageId: messageId(mail),
        date: createdAt,
        ...content,
      })
      // Asynchronous, so a receipt written after a payment never stalls the requests being
      // served (the synchronous write took 12 % of the webhook's time, issue 27).
      const file = path.join(options.mailDir, mailFileName(mail))
      // The folder is made when a write finds it missing, not before every mail (a `mkdir`
      // each time was 2–3 % of the webhook's CPU, issue 27).
      await writeFile(file, info.message as Buffer).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error
        await mkdir(options.mailDir, { recursive: true })
        await writeFile(file, info.message as Buffer)
      })
      options.log.info({ to: mail.to, subject: mail.subject, file, link }, 'mail written')
    },
    close: () => transport.close(),
  }
}

/** `PasarPrompt <no-reply@pasarprompt.id>` → `pasarprompt.id`. */
function senderDomain(from: string): string {
  return from.match(/@([^\s>]+)/)?.[1] ?? 'pasarprompt.id'
}

/**
 * Sortable by when the mail was written, findable by recipient, one name per outbox row:
 * `2026-11-22T10-15-30-123Z_budi_at_example.id_<row id>.eml`.
 */
function mailFileName(mail: OutgoingMail): string {
  const time = mail.createdAt.toISOString().replace(/[:.]/g, '-')
  const recipient = mail.to
    .toLowerCase()
    .replace('@', '_at_')
    .replace(/[^a-z0-9._-]/g, '_')
  return `${time}_${recipient}_${mail.id}.eml`
}
