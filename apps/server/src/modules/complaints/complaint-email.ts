import { mailLayout } from '../../infra/mail/mail-layout.ts'
import type { MailMessage } from '../../infra/mail/mailer.ts'

/**
 * A guest buyer's news of their complaint (they have no bell): the same title and text an
 * account reads in its notifications, with the order's receipt link, where the complaint lives.
 */
export function complaintEmail(input: {
  to: string
  title: string
  body: string
  link: string
}): MailMessage {
  return {
    to: input.to,
    subject: input.title,
    link: input.link,
    ...mailLayout({
      heading: input.title,
      body: input.body,
      action: 'Lihat komplain',
      link: input.link,
      footnote:
        'Anda menerima email ini karena membuka komplain atas pesanan Anda di PasarPrompt. Simpan tautan ini: tautan ini membuka pesanan dan komplain Anda tanpa akun.',
    }),
  }
}
