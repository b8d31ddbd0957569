import { randomBytes } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
  /** The one link the message is about, logged with its token redacted (the file holds it whole). */
  link?: string
}

export interface Mailer {
  send(message: MailMessage): Promise<void>
}

interface MailerOptions {
  smtpUrl: string | undefined
  from: string
  /** Where `.eml` files go when there is no SMTP server. */
  mailDir: string
  log: Pick<FastifyBaseLogger, 'info'>
}

/**
 * Sends through SMTP when `SMTP_URL` is set; otherwise writes each message as an `.eml` file to
 * `DATA_DIR/mail` (openable by any mail client) and logs its path and its link, token redacted.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl)
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message })
        options.log.info({ to: message.to, subject: message.subject }, 'mail sent')
      },
    }
  }

  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  })
  return {
    async send(message) {
      const { link, ...content } = message
      const info = await transport.sendMail({ from: options.from, ...content })
      mkdirSync(options.mailDir, { recursive: true })
      const file = path.join(options.mailDir, mailFileName(message.to))
      writeFileSync(file, info.message as Buffer)
      options.log.info({ to: message.to, subject: message.subject, file, link }, 'mail written')
    },
  }
}

/** Sortable by time, findable by recipient: `2026-11-22T10-15-30-123Z_budi_at_example.id_ab12.eml`. */
function mailFileName(to: string): string {
  const time = new Date().toISOString().replace(/[:.]/g, '-')
  const recipient = to
    .toLowerCase()
    .replace('@', '_at_')
    .replace(/[^a-z0-9._-]/g, '_')
  return `${time}_${recipient}_${randomBytes(2).toString('hex')}.eml`
}
