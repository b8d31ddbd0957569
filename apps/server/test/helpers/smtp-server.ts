import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** One message the sink accepted, parsed enough for a test to read it. */
export interface ReceivedMail {
  to: string[]
  subject: string
  /** The plain-text part, decoded. */
  text: string
  /** As the sender wrote it, angle brackets included: `<id@domain>`. */
  messageId: string
  raw: string
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:PORT`, for `SMTP_URL`. */
  url: string
  port: number
  /** Every message accepted since the sink was made, oldest first (kept across restarts). */
  messages: ReceivedMail[]
  /** Stops listening: senders get "connection refused" until `start()`. */
  stop(): Promise<void>
  /** Listens again on the same port. */
  start(): Promise<void>
  /** The messages once `predicate` holds; after `timeoutMs` it throws, listing what arrived. */
  waitFor(
    predicate: (messages: ReceivedMail[]) => boolean,
    timeoutMs: number,
  ): Promise<ReceivedMail[]>
}

/**
 * A real SMTP server on loopback that accepts every message (no authentication, no TLS) and keeps
 * it in memory: what a mail catcher does, for tests that send through nodemailer's SMTP transport.
 */
export async function startSmtpServer(
  options: {
    port?: number
    /** A reason to refuse mail to this recipient with (answered as `550 <reason>`), or nothing. */
    refuse?: (to: string) => string | undefined
  } = {},
): Promise<SmtpSink> {
  const messages: ReceivedMail[] = []
  let server: SMTPServer | undefined
  let port = options.port ?? 0

  const listen = async () => {
    const next = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        const reason = options.refuse?.(address.address)
        if (!reason) return callback()
        callback(Object.assign(new Error(reason), { responseCode: 550 }))
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8')
          messages.push({
            ...parseMessage(raw),
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
          })
          callback()
        })
      },
    })
    await new Promise<void>((resolve, reject) => {
      next.server.once('error', reject)
      next.listen(port, '127.0.0.1', () => {
        next.server.off('error', reject)
        resolve()
      })
    })
    port = (next.server.address() as AddressInfo).port
    server = next
  }

  await listen()
  return {
    get url() {
      return `smtp://127.0.0.1:${port}`
    },
    get port() {
      return port
    },
    messages,
    async stop() {
      const running = server
      server = undefined
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()))
    },
    async start() {
      if (!server) await listen()
    },
    async waitFor(predicate, timeoutMs) {
      const deadline = Date.now() + timeoutMs
      while (!predicate(messages)) {
        if (Date.now() > deadline) {
          const seen = messages.map((mail) => `${mail.to.join(',')}: ${mail.subject}`)
          throw new Error(
            `SMTP sink: condition not met within ${timeoutMs} ms; received ${messages.length}: ${JSON.stringify(seen)}`,
          )
        }
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      return messages
    },
  }
}

/** Headers (unfolded) and the decoded plain-text part of a MIME message nodemailer wrote. */
function parseMessage(raw: string): Omit<ReceivedMail, 'to'> {
  const { headers, body } = splitPart(raw)
  return {
    subject: decodeWords(headers.get('subject') ?? ''),
    messageId: headers.get('message-id') ?? '',
    text: plainText(headers, body) ?? '',
    raw,
  }
}

function splitPart(part: string) {
  const end = part.search(/\r?\n\r?\n/)
  const head = end === -1 ? part : part.slice(0, end)
  const body = end === -1 ? '' : part.slice(end).replace(/^\r?\n\r?\n/, '')
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return { headers, body }
}

function plainText(headers: Map<string, string>, body: string): string | undefined {
  const type = headers.get('content-type') ?? 'text/plain'
  const boundary = type.match(/boundary="?([^";]+)"?/i)?.[1]
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break
      const inner = splitPart(part.replace(/^\r?\n/, ''))
      const text = plainText(inner.headers, inner.body)
      if (text !== undefined) return text
    }
    return undefined
  }
  if (!type.toLowerCase().startsWith('text/plain')) return undefined
  return decodeBody(body, headers.get('content-transfer-encoding') ?? '7bit')
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    case 'quoted-printable':
      return fromPercent(body.replace(/=\r?\n/g, ''))
    default:
      return body
  }
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`), as nodemailer writes them. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([QB])\?([^?]*)\?=/gi,
      (_, _charset: string, kind: string, data: string) =>
        kind.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64').toString('utf8')
          : fromPercent(data.replace(/_/g, ' ')),
    )
}

/** `=XX` escapes (UTF-8 bytes) to text: a literal `%` is escaped first so it survives. */
function fromPercent(text: string): string {
  return decodeURIComponent(text.replace(/%/g, '%25').replace(/=([0-9A-F]{2})/gi, '%$1'))
}
