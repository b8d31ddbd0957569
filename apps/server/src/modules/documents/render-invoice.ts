import { formatDateTimeWib, formatNumber, formatRupiah } from '@pasarprompt/contracts/format'
import { orderStatusLabels, paymentMethodLabels } from '@pasarprompt/contracts/orders'
import type { InvoiceOrder } from './invoice-order.ts'
import { type PdfAttachment, renderPdf } from './pdf-sheet.ts'

/**
 * Whose copy: the buyer's shows what they paid and to whom; the seller's copy adds the split
 * of the price (platform fee, affiliate fee, tax withheld, the seller's net), which is the
 * seller's business and not the buyer's (docs/decisions/0045).
 */
export type InvoiceCopy = 'buyer' | 'seller'

/** `PP-20261129-ABC123` → `INV-PP-20261129-ABC123`: one invoice per order, unique as its number. */
export const invoiceNumber = (orderNumber: string) => `INV-${orderNumber}`

const percent = (basisPoints: number) => `${formatNumber(basisPoints / 100)}%`
const minus = (amount: number) => `-${formatRupiah(amount)}`

const REVERSAL = {
  refunded: {
    stamp: 'DANA DIKEMBALIKAN',
    row: 'Dikembalikan ke pembeli',
  },
  chargeback: {
    stamp: 'DIBATALKAN BANK (CHARGEBACK)',
    row: 'Dibatalkan oleh bank pembeli (chargeback)',
  },
} as const

export async function renderInvoice(
  order: InvoiceOrder,
  copy: InvoiceCopy,
  generatedAt = new Date(),
): Promise<PdfAttachment> {
  const number = invoiceNumber(order.number)
  const reversal =
    order.status === 'refunded' || order.status === 'chargeback' ? REVERSAL[order.status] : null
  const title = copy === 'seller' ? 'Invoice — salinan penjual' : 'Invoice'

  const pdf = await renderPdf({ title: `${title} ${number}`, generatedAt }, (sheet) => {
    sheet.title(title, number)
    if (reversal) sheet.stamp(reversal.stamp)
    sheet.fields([
      ['Nomor invoice', number],
      ['Nomor pesanan', order.number],
      ['Tanggal pesanan', formatDateTimeWib(order.createdAt)],
      ['Dibayar pada', order.paidAt ? formatDateTimeWib(order.paidAt) : null],
      [
        'Metode pembayaran',
        order.paymentMethod
          ? (paymentMethodLabels[order.paymentMethod] ?? order.paymentMethod)
          : null,
      ],
      ['Status', orderStatusLabels[order.status]],
      ['Dibatalkan pada', reversal && order.closedAt ? formatDateTimeWib(order.closedAt) : null],
    ])

    sheet.section('Pembeli')
    sheet.fields([
      ['Nama', order.buyerName],
      ['Email', order.buyerEmail],
    ])
    sheet.section('Penjual')
    sheet.fields([
      ['Toko', order.shopName],
      ['Dijual melalui', 'PasarPrompt (marketplace)'],
    ])

    sheet.section('Rincian pembelian')
    const columns = [
      { header: 'Deskripsi', width: 0.7 },
      { header: 'Jumlah', width: 0.3, align: 'right' as const },
    ]
    const rows = [[`Prompt AI: ${order.promptTitle} (1 lisensi)`, formatRupiah(order.price)]]
    if (reversal) {
      rows.push([reversal.row, minus(order.price)])
      sheet.table(columns, rows, ['Total setelah pembatalan', formatRupiah(0)])
    } else {
      sheet.table(columns, rows, ['Total dibayar', formatRupiah(order.price)])
    }

    if (copy === 'seller') {
      sheet.section('Rincian untuk penjual')
      const split: string[][] = [['Harga jual', formatRupiah(order.price)]]
      split.push([
        `Komisi platform (${percent(order.commissionBp)})`,
        minus(order.platformFee ?? 0),
      ])
      if ((order.affiliateFee ?? 0) > 0) {
        split.push([
          `Komisi afiliasi (${percent(order.affiliateBp)})`,
          minus(order.affiliateFee ?? 0),
        ])
      }
      if ((order.pph22Withheld ?? 0) > 0) {
        split.push([
          `PPh 22 dipotong (${percent(order.pph22Bp)}, PMK 37/2025)`,
          minus(order.pph22Withheld ?? 0),
        ])
      }
      sheet.table(columns, split, ['Pendapatan bersih penjual', formatRupiah(order.sellerNet ?? 0)])
      if (reversal) {
        sheet.note(
          'Pesanan ini dibatalkan: pendapatan di atas telah ditarik kembali dari saldo toko.',
        )
      }
    }

    sheet.note(
      reversal
        ? 'Pembayaran pesanan ini telah dikembalikan; invoice ini disimpan sebagai catatan.'
        : 'Invoice ini adalah bukti pembayaran yang sah untuk pembelian di PasarPrompt. Invoice ini bukan Faktur Pajak.',
    )
  })
  const suffix = copy === 'seller' ? '-penjual' : ''
  return { filename: `invoice-${order.number}${suffix}.pdf`, pdf }
}
