import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** Undoes quoted-printable (soft line breaks and =XX), which mail bodies use for long lines. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
}

/** The newest `.eml` written to `DATA_DIR/mail` for a recipient, decoded; undefined when none. */
export function latestMail(dataDir: string, to: string): string | undefined {
  const dir = path.join(dataDir, 'mail')
  let files: string[]
  try {
    files = readdirSync(dir)
  } catch {
    return undefined
  }
  const recipient = to.toLowerCase().replace('@', '_at_')
  const file = files
    .filter((name) => name.includes(recipient))
    .sort()
    .at(-1)
  return file ? decodeQuotedPrintable(readFileSync(path.join(dir, file), 'utf8')) : undefined
}

/** The first link in the newest mail to `to` that contains `fragment`. */
export function linkFromMail(dataDir: string, to: string, fragment: string): string | undefined {
  const mail = latestMail(dataDir, to)
  return mail?.match(/https?:\/\/[^\s"<>]+/g)?.find((link) => link.includes(fragment))
}

/** Every `.eml` written to `DATA_DIR/mail` for a recipient, oldest first, decoded. */
export function mailsTo(dataDir: string, to: string): string[] {
  const dir = path.join(dataDir, 'mail')
  let files: string[]
  try {
    files = readdirSync(dir)
  } catch {
    return []
  }
  const recipient = to.toLowerCase().replace('@', '_at_')
  return files
    .filter((name) => name.includes(recipient))
    .sort()
    .map((file) => decodeQuotedPrintable(readFileSync(path.join(dir, file), 'utf8')))
}
