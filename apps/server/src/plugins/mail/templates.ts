import { formatDateTimeWib, formatRupiah } from '@pasarprompt/contracts/format'
import type { MailMessage } from './mailer.ts'

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** One simple layout for every email: a heading, a paragraph, a button, the raw link. */
function layout(input: {
  heading: string
  body: string
  action: string
  link: string
  footnote: string
}) {
  const html = `<!doctype html><html lang="id"><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:0 auto;padding:24px">
<p style="font-weight:700;color:#047857;font-size:18px">PasarPrompt</p>
<h1 style="font-size:20px">${escapeHtml(input.heading)}</h1>
<p>${escapeHtml(input.body)}</p>
<p><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#047857;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(input.action)}</a></p>
<p style="font-size:13px;color:#6b7280">Jika tombol tidak berfungsi, salin tautan ini ke peramban Anda:<br>${escapeHtml(input.link)}</p>
<p style="font-size:13px;color:#6b7280">${escapeHtml(input.footnote)}</p>
</body></html>`
  const text = `${input.heading}\n\n${input.body}\n\n${input.action}: ${input.link}\n\n${input.footnote}\n\n— PasarPrompt`
  return { html, text }
}

export function verificationEmail(input: { to: string; name: string; link: string }): MailMessage {
  return {
    to: input.to,
    subject: 'Verifikasi email Anda di PasarPrompt',
    link: input.link,
    ...layout({
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
    ...layout({
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
    ...layout({
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
    ...layout({
      heading: `Anda diundang ke ${input.organizationName}`,
      body: `${input.inviterName} mengundang Anda bergabung sebagai ${input.role} di toko ${input.organizationName}. Masuk atau daftar dengan alamat email ini untuk menerima undangan. Undangan berlaku 7 hari.`,
      action: 'Lihat undangan',
      link: input.link,
      footnote: 'Jika Anda tidak mengenal pengirimnya, abaikan email ini.',
    }),
  }
}

/** A person from the waitlist may now create their account (sign-up in waitlist mode). */
export function waitlistInvitationEmail(input: {
  to: string
  name: string
  link: string
}): MailMessage {
  return {
    to: input.to,
    subject: 'Undangan membuat akun PasarPrompt',
    link: input.link,
    ...layout({
      heading: `Halo ${input.name},`,
      body: 'Tempat Anda di daftar tunggu PasarPrompt sudah tiba. Buat akun dengan alamat email ini lewat tombol di bawah untuk mulai membeli prompt atau membuka toko.',
      action: 'Buat akun',
      link: input.link,
      footnote:
        'Undangan ini hanya berlaku untuk alamat email ini. Jika Anda tidak mendaftar di daftar tunggu PasarPrompt, abaikan email ini.',
    }),
  }
}

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
    ...layout({
      heading: input.name ? `Terima kasih, ${input.name}!` : 'Terima kasih!',
      body: `Pembayaran pesanan ${input.orderNumber} sebesar ${formatRupiah(input.price)} untuk prompt "${input.promptTitle}" dari ${input.shopName} telah kami terima pada ${formatDateTimeWib(input.paidAt)}. Buka prompt lengkap dan bukti pembayaran Anda lewat tombol di bawah. Simpan email ini: tautannya hanya untuk Anda.`,
      action: 'Buka prompt saya',
      link: input.link,
      footnote,
    }),
  }
}

/** Every change of a payout bank account reaches its owner (DESIGN.md §4): a takeover shows. */
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
    ...layout({
      heading: `Rekening pencairan ${input.accountOf} diubah`,
      body: `${input.changedBy} mengubah rekening pencairan ${input.yours} menjadi ${input.bank} ${input.maskedAccount}. Pencairan berikutnya dikirim ke rekening ini.`,
      action: 'Periksa rekening',
      link: input.link,
      footnote:
        'Jika Anda tidak mengenali perubahan ini, segera ubah kata sandi Anda dan hubungi PasarPrompt.',
    }),
  }
}

/**
 * One notification by email (the outbox, issue 13): what the bell says, when it happened in
 * Jakarta time, the button to the page it is about, and how to switch this group off.
 */
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
    ...layout({
      heading: input.title,
      body: `${input.body} Waktu: ${formatDateTimeWib(input.at)}.`,
      action: input.action,
      link: input.link,
      footnote: `Anda menerima email ini karena notifikasi email "${input.groupLabel}" aktif. Matikan kapan saja di Profil: ${input.profileLink}`,
    }),
  }
}
