import { mailLayout } from '../../infra/mail/mail-layout.ts'
import type { MailMessage } from '../../infra/mail/mailer.ts'

export function bankAccountChangedEmail(input: {
  to: string
  /** Whose account, in the subject: the shop's name, or "afiliasi Anda". */
  accountOf: string
  /** The account as the reader's own, in the body: "toko Anda" or "afiliasi Anda". */
  yours: string
  changedBy: string
  bank: string
  maskedAccount: string
  link: string
}): MailMessage {
  return {
    to: input.to,
    subject: `Rekening pencairan ${input.accountOf} diubah`,
    link: input.link,
    ...mailLayout({
      heading: `Rekening pencairan ${input.accountOf} diubah`,
      body: `${input.changedBy} mengubah rekening pencairan ${input.yours} menjadi ${input.bank} ${input.maskedAccount}. Pencairan berikutnya dikirim ke rekening ini.`,
      action: 'Periksa rekening',
      link: input.link,
      footnote:
        'Jika Anda tidak mengenali perubahan ini, segera ubah kata sandi Anda dan hubungi PasarPrompt.',
    }),
  }
}
