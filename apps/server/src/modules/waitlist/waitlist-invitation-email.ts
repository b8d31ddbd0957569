import { mailLayout } from '../../infra/mail/mail-layout.ts'
import type { MailMessage } from '../../infra/mail/mailer.ts'

export function waitlistInvitationEmail(input: {
  to: string
  name: string
  link: string
}): MailMessage {
  return {
    to: input.to,
    subject: 'Undangan membuat akun PasarPrompt',
    link: input.link,
    ...mailLayout({
      heading: `Halo ${input.name},`,
      body: 'Tempat Anda di daftar tunggu PasarPrompt sudah tiba. Buat akun dengan alamat email ini lewat tombol di bawah untuk mulai membeli prompt atau membuka toko.',
      action: 'Buat akun',
      link: input.link,
      footnote:
        'Undangan ini hanya berlaku untuk alamat email ini. Jika Anda tidak mendaftar di daftar tunggu PasarPrompt, abaikan email ini.',
    }),
  }
}
