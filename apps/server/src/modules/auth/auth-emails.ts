import { mailLayout } from '../../infra/mail/mail-layout.ts'
import type { MailMessage } from '../../infra/mail/mailer.ts'

export function verificationEmail(input: { to: string; name: string; link: string }): MailMessage {
  return {
    to: input.to,
    subject: 'Verifikasi email Anda di PasarPrompt',
    link: input.link,
    ...mailLayout({
      heading: `Halo ${input.name},`,
      body: 'Terima kasih telah mendaftar di PasarPrompt. Klik tombol di bawah untuk memverifikasi alamat email Anda. Tautan berlaku 24 jam.',
      action: 'Verifikasi email',
      link: input.link,
      footnote: 'Jika Anda tidak mendaftar di PasarPrompt, abaikan email ini.',
    }),
  }
}

export function changeEmailVerificationEmail(input: {
  to: string
  name: string
  link: string
}): MailMessage {
  return {
    to: input.to,
    subject: 'Konfirmasi email baru Anda di PasarPrompt',
    link: input.link,
    ...mailLayout({
      heading: `Halo ${input.name},`,
      body: 'Anda meminta agar akun PasarPrompt Anda memakai alamat email ini. Klik tombol di bawah untuk mengonfirmasinya; sampai saat itu akun tetap memakai email lama. Tautan berlaku 24 jam.',
      action: 'Konfirmasi email baru',
      link: input.link,
      footnote: 'Jika Anda tidak memintanya, abaikan email ini; tidak ada yang berubah.',
    }),
  }
}

export function passwordResetEmail(input: { to: string; name: string; link: string }): MailMessage {
  return {
    to: input.to,
    subject: 'Atur ulang kata sandi PasarPrompt',
    link: input.link,
    ...mailLayout({
      heading: `Halo ${input.name},`,
      body: 'Kami menerima permintaan untuk mengatur ulang kata sandi akun Anda. Tautan berlaku 1 jam dan hanya dapat dipakai sekali.',
      action: 'Atur ulang kata sandi',
      link: input.link,
      footnote: 'Jika Anda tidak memintanya, abaikan email ini; kata sandi Anda tidak berubah.',
    }),
  }
}

export function invitationEmail(input: {
  to: string
  inviterName: string
  organizationName: string
  role: string
  link: string
}): MailMessage {
  return {
    to: input.to,
    subject: `Undangan bergabung dengan ${input.organizationName} di PasarPrompt`,
    link: input.link,
    ...mailLayout({
      heading: `Anda diundang ke ${input.organizationName}`,
      body: `${input.inviterName} mengundang Anda bergabung sebagai ${input.role} di toko ${input.organizationName}. Masuk atau daftar dengan alamat email ini untuk menerima undangan. Undangan berlaku 7 hari.`,
      action: 'Lihat undangan',
      link: input.link,
      footnote: 'Jika Anda tidak mengenal pengirimnya, abaikan email ini.',
    }),
  }
}
