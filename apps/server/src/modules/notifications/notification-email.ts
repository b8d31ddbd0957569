import { formatDateTimeWib } from '@pasarprompt/contracts/format'
import { mailLayout } from '../../infra/mail/mail-layout.ts'
import type { MailMessage } from '../../infra/mail/mailer.ts'

export function notificationEmail(input: {
  to: string
  title: string
  body: string
  at: Date
  action: string
  link: string
  /** The Profil switch that stops these emails, by its label. */
  groupLabel: string
  profileLink: string
}): MailMessage {
  return {
    to: input.to,
    subject: input.title,
    link: input.link,
    ...mailLayout({
      heading: input.title,
      body: `${input.body} Waktu: ${formatDateTimeWib(input.at)}.`,
      action: input.action,
      link: input.link,
      footnote: `Anda menerima email ini karena notifikasi email "${input.groupLabel}" aktif. Matikan kapan saja di Profil: ${input.profileLink}`,
    }),
  }
}
