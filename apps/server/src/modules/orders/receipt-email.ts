import { documentLinkLabels } from '@pasarprompt/contracts/documents'
import { formatDateTimeWib, formatRupiah } from '@pasarprompt/contracts/format'
import { mailLayout } from '../../infra/mail/mail-layout.ts'
import type { MailMessage } from '../../infra/mail/mailer.ts'

export function receiptEmail(input: {
  to: string
  /** Left out for an address nobody has proven: a typed name is not echoed to a stranger. */
  name: string | undefined
  orderNumber: string
  promptTitle: string
  shopName: string
  price: number
  paidAt: Date
  link: string
  /** The invoice PDF, readable with the same signed token as `link` (no session needed). */
  invoiceLink: string
  /** For a buyer without an account: sign up with this address to keep the purchase. */
  signUpLink: string | undefined
}): MailMessage {
  const footnote = input.signUpLink
    ? `Buat akun PasarPrompt dengan email ini agar semua pembelian Anda tersimpan di satu tempat: ${input.signUpLink}`
    : 'Prompt ini juga ada di menu Pesanan akun PasarPrompt Anda.'
  return {
    to: input.to,
    subject: `Bukti pembayaran ${input.orderNumber}: ${input.promptTitle}`,
    link: input.link,
    ...mailLayout({
      heading: input.name ? `Terima kasih, ${input.name}!` : 'Terima kasih!',
      body: `Pembayaran pesanan ${input.orderNumber} sebesar ${formatRupiah(input.price)} untuk prompt "${input.promptTitle}" dari ${input.shopName} telah kami terima pada ${formatDateTimeWib(input.paidAt)}. Buka prompt lengkap dan bukti pembayaran Anda lewat tombol di bawah. Simpan email ini: tautannya hanya untuk Anda.`,
      action: 'Buka prompt saya',
      link: input.link,
      secondary: { action: documentLinkLabels.invoice, link: input.invoiceLink },
      footnote,
    }),
  }
}
