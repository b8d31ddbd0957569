import { formatDateTimeWib, formatNumber, formatRupiah } from '@pasarprompt/contracts/format'
import type { Executor } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import { getWithholdingSlip } from '../tax/get-withholding-slip.ts'
import { periodRange } from '../tax/tax-calendar.ts'
import { type PdfAttachment, renderPdf } from './pdf-sheet.ts'

const monthWib = new Intl.DateTimeFormat('id-ID', {
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Jakarta',
})

/** `2026-11` → `November 2026`. */
const periodLabel = (period: string) => monthWib.format(new Date(`${period}-15T12:00:00+07:00`))

const TAX_ID_LABELS = { nik: 'NIK', npwp: 'NPWP' } as const

/**
 * A shop's bukti potong PPh 22 of one month as a PDF: the slip the tax domain computes from the
 * ledger (`getWithholdingSlip`), drawn. A month with nothing withheld has no slip: a 404. Who may
 * ask is the caller's guard (the shop's owners and admins, or staff).
 */
export async function getWithholdingSlipPdf(
  db: Executor,
  input: { shopId: string; period: string },
): Promise<PdfAttachment> {
  const slip = await getWithholdingSlip(db, input)
  if (!slip) {
    throw new AppError('NOT_FOUND', 'Tidak ada PPh 22 yang dipotong pada periode ini.')
  }
  const rate = `${formatNumber(slip.rateBp / 100)}%`
  // A month still running may get more sales: its slip is final only once the month is over.
  const provisional = periodRange(slip.period).to.getTime() > Date.now()
  const pdf = await renderPdf(
    { title: `Bukti potong PPh 22 ${slip.number}`, generatedAt: new Date() },
    (sheet) => {
      sheet.title('Bukti Pemotongan PPh Pasal 22', slip.number)
      if (provisional) sheet.stamp('SEMENTARA — MASA PAJAK BELUM BERAKHIR')
      sheet.fields([
        ['Masa pajak', periodLabel(slip.period)],
        ['Diterbitkan pada', formatDateTimeWib(slip.issuedAt)],
        ['Pemotong', 'PasarPrompt (penyelenggara marketplace)'],
      ])
      sheet.section('Pihak yang dipotong')
      sheet.fields([
        ['Nama', slip.shop.taxName ?? slip.shop.name],
        ['Toko', slip.shop.name],
        [
          slip.shop.taxIdType ? TAX_ID_LABELS[slip.shop.taxIdType] : 'NIK/NPWP',
          slip.shop.taxId ?? 'Belum diisi',
        ],
      ])
      sheet.section('Ringkasan')
      sheet.fields([
        ['Peredaran bruto', formatRupiah(slip.gross)],
        ['Tarif', `${rate} dari peredaran bruto`],
        ['PPh 22 dipotong', formatRupiah(slip.withheld)],
      ])
      sheet.section('Rincian penjualan')
      sheet.table(
        [
          { header: 'Nomor pesanan', width: 0.3 },
          { header: 'Dibayar pada', width: 0.3 },
          { header: 'Bruto', width: 0.2, align: 'right' },
          { header: 'PPh 22', width: 0.2, align: 'right' },
        ],
        slip.lines.map((line) => [
          line.orderNumber,
          formatDateTimeWib(line.paidAt),
          formatRupiah(line.gross),
          formatRupiah(line.withheld),
        ]),
        ['Jumlah', '', formatRupiah(slip.gross), formatRupiah(slip.withheld)],
      )
      sheet.note(
        `PPh Pasal 22 sebesar ${rate} dari peredaran bruto penjualan melalui PasarPrompt, dipotong sesuai PMK 37/2025. Simpan dokumen ini sebagai kredit pajak dalam SPT Tahunan Anda.`,
      )
    },
  )
  return { filename: `bukti-potong-pph22-${slip.period}.pdf`, pdf }
}
