import { taxIdTypeLabels } from '@pasarprompt/contracts/tax'
import type { Executor } from '../../db/client.ts'
import { toCsv } from '../../lib/csv.ts'
import { getPph22Report } from './get-pph22-report.ts'

/** The monthly PPh 22 report as a CSV file (integer rupiah), with a totals line last. */
export async function exportPph22Report(
  db: Executor,
  month: string,
): Promise<{ filename: string; csv: string }> {
  const report = await getPph22Report(db, month)
  const rows: (string | number | null)[][] = [
    [
      'Toko',
      'ID toko',
      'Jenis identitas',
      'NIK/NPWP',
      'Penjualan kotor (Rp)',
      'PPh 22 dipotong (Rp)',
      'Jumlah penjualan',
      'Nomor bukti potong',
    ],
    ...report.rows.map((row) => [
      row.shopName,
      row.shopId,
      row.taxIdType ? taxIdTypeLabels[row.taxIdType] : null,
      row.taxId,
      row.gross,
      row.withheld,
      row.sales,
      row.slipNumber,
    ]),
    [
      'Total',
      null,
      null,
      null,
      report.totals.gross,
      report.totals.withheld,
      report.totals.sales,
      null,
    ],
  ]
  return { filename: `pph22-${month}.csv`, csv: toCsv(rows) }
}
