import { formatDateTimeWib, formatRupiah } from '@pasarprompt/contracts/format'
import { bucketLabels, transactionKindLabels } from '@pasarprompt/contracts/ledger-for-shop'
import { bankName, maskAccountNumber, payoutStatusLabels } from '@pasarprompt/contracts/payouts'
import { and, asc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { ledgerEntries, organizations, payouts, users } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import {
  PAYOUTS_SENT_ACCOUNT,
  type Payee,
  parseAffiliateAccount,
  parseShopAccount,
} from '../ledger/accounts.ts'
import { payoutsOf } from '../payouts/payee.ts'
import { type PdfAttachment, renderPdf } from './pdf-sheet.ts'

/** `PO-1A2B3C4D`: the payout's short name on paper (its id's first eight digits). */
const statementNumber = (payoutId: string) => `PO-${payoutId.slice(0, 8).toUpperCase()}`

/** An account of the ledger as the payee reads it. */
function accountLabel(account: string): string {
  if (account === PAYOUTS_SENT_ACCOUNT) return 'Dikirim ke rekening'
  const bucket = (parseShopAccount(account) ?? parseAffiliateAccount(account))?.bucket
  return bucket ? `Saldo ${bucketLabels[bucket].toLowerCase()}` : account
}

/**
 * The statement of one payout: payee, bank account (masked but for its last four digits),
 * amount, status, when it was asked and decided (WIB), the transfer reference and every ledger
 * movement of it. `payee` limits it to that shop's or affiliate's payouts (anything else is a
 * 404 like a missing one); staff pass null. Who may ask is the caller's guard.
 */
export async function getPayoutStatement(
  db: Executor,
  { payoutId, payee }: { payoutId: string; payee: Payee | null },
): Promise<PdfAttachment> {
  const [row] = await db
    .select({ payout: payouts, shopName: organizations.name, affiliateName: users.name })
    .from(payouts)
    .leftJoin(organizations, eq(organizations.id, payouts.shopId))
    .leftJoin(users, eq(users.id, payouts.affiliateUserId))
    .where(and(eq(payouts.id, payoutId), payee ? payoutsOf(payee) : undefined))
    .limit(1)
  if (!row) throw new AppError('NOT_FOUND', 'Pencairan tidak ditemukan.')
  const { payout } = row
  const entries = await db
    .select({
      at: ledgerEntries.createdAt,
      kind: ledgerEntries.kind,
      account: ledgerEntries.account,
      amount: ledgerEntries.amount,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.payoutId, payout.id))
    .orderBy(asc(ledgerEntries.id))

  const number = statementNumber(payout.id)
  const payeeLine = payout.shopId
    ? `${row.shopName ?? ''} (toko)`
    : `${row.affiliateName ?? ''} (afiliasi)`
  const pdf = await renderPdf(
    { title: `Laporan payout ${number}`, generatedAt: new Date() },
    (sheet) => {
      sheet.title('Laporan payout', number)
      sheet.fields([
        ['Penerima', payeeLine],
        ['Bank', bankName(payout.bankCode)],
        ['Nomor rekening', maskAccountNumber(payout.bankAccountNumber)],
        ['Atas nama', payout.bankAccountHolder],
        ['Jumlah', formatRupiah(payout.amount)],
        ['Status', payoutStatusLabels[payout.status]],
        ['Diajukan pada', formatDateTimeWib(payout.createdAt)],
        [
          payout.status === 'rejected' ? 'Ditolak pada' : 'Disetujui pada',
          payout.decidedAt ? formatDateTimeWib(payout.decidedAt) : null,
        ],
        ['Referensi transfer', payout.transferReference],
        ['Alasan penolakan', payout.rejectionReason],
      ])
      sheet.section('Pergerakan saldo')
      sheet.table(
        [
          { header: 'Waktu', width: 0.26 },
          { header: 'Keterangan', width: 0.26 },
          { header: 'Akun', width: 0.26 },
          { header: 'Jumlah', width: 0.22, align: 'right' },
        ],
        entries.map((entry) => [
          formatDateTimeWib(entry.at),
          transactionKindLabels[entry.kind] ?? entry.kind,
          accountLabel(entry.account),
          formatRupiah(Number(entry.amount)),
        ]),
      )
      sheet.note(
        'Setiap pergerakan saldo dicatat berpasangan di buku besar PasarPrompt: pengajuan memindahkan dana dari saldo tersedia ke saldo yang sedang dicairkan; persetujuan mengirimnya ke rekening, penolakan mengembalikannya.',
      )
    },
  )
  return { filename: `laporan-payout-${number}.pdf`, pdf }
}
