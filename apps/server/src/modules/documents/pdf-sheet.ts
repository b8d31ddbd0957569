import { formatDateTimeWib } from '@pasarprompt/contracts/format'
import PDFDocument from 'pdfkit'

/**
 * The one page layout of every PasarPrompt PDF (docs/decisions/0045): a brand line, a title, an
 * optional stamp (DANA DIKEMBALIKAN), label–value blocks, tables, notes and a footer saying when and by whom
 * it was made. pdfkit's standard Helvetica is built in (no font file, no download); it covers the
 * WinAnsi set, which holds every letter Indonesian needs.
 */

/**
 * The characters Helvetica can draw beyond Latin-1 (Windows-1252's 0x80–0x9F block). Anything
 * else a seller or buyer typed (an emoji, a CJK shop name) would come out as garbage glyphs, so
 * it is mapped first: accents folded where that gives a WinAnsi letter, else `?`.
 */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')
const drawable = (char: string) => {
  const code = char.codePointAt(0) ?? 0
  return (
    char === '\n' ||
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    WIN_ANSI_EXTRAS.has(char)
  )
}
const graphemes = new Intl.Segmenter('id', { granularity: 'grapheme' })

/** `Toko 🍜 日本 Café` → `Toko ? ?? Café`: text the standard fonts can draw. */
export function toWinAnsi(text: string): string {
  let out = ''
  for (const { segment } of graphemes.segment(text.normalize('NFC'))) {
    if ([...segment].every(drawable)) out += segment
    else {
      const folded = segment.normalize('NFKD').replace(/\p{M}/gu, '')
      out += folded !== '' && [...folded].every(drawable) ? folded : '?'
    }
  }
  return out
}

const BRAND = '#047857'
const MUTED = '#6b7280'
const INK = '#111827'
const PAGE_MARGIN = 50

export interface TableColumn {
  header: string
  /** Share of the page's width (the shares add up to 1). */
  width: number
  align?: 'left' | 'right'
}

export interface Sheet {
  /** The document's name and number, e.g. `Invoice` and `INV-PP-20261129-ABC123`. */
  title(title: string, number: string): void
  /** A mark in red beside the title: the document no longer stands as it was issued. */
  stamp(text: string): void
  section(heading: string): void
  /** Label–value rows; a row without a value is left out. */
  fields(rows: readonly (readonly [string, string | null | undefined])[]): void
  /** Rows of cells; `total` is drawn bold under a rule. */
  table(columns: readonly TableColumn[], rows: readonly string[][], total?: string[]): void
  note(text: string): void
}

export interface PdfMeta {
  /** The PDF's title (its info dictionary) and the name a reader shows. */
  title: string
  /** When the document was made: in the footer, in WIB. */
  generatedAt: Date
}

/** Draws a document with `draw` and resolves to its bytes (about 2–5 kB, a few ms). */
export async function renderPdf(meta: PdfMeta, draw: (sheet: Sheet) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    bufferPages: true,
    info: { Title: toWinAnsi(meta.title), Author: 'PasarPrompt', Creator: 'PasarPrompt' },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const left = PAGE_MARGIN
  const width = doc.page.width - 2 * PAGE_MARGIN
  /** Moves to a new page when `height` more points would not fit on this one; true if it did. */
  const room = (height: number) => {
    if (doc.y + height <= doc.page.height - PAGE_MARGIN - 30) return false
    doc.addPage()
    return true
  }

  doc.fillColor(BRAND).font('Helvetica-Bold').fontSize(16).text('PasarPrompt', left, PAGE_MARGIN)
  doc
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(9)
    .text('Marketplace prompt AI berbahasa Indonesia — pasarprompt.id')
  doc.moveDown(1.2)

  const sheet: Sheet = {
    title(title, number) {
      doc.fillColor(INK).font('Helvetica-Bold').fontSize(20).text(toWinAnsi(title), left)
      doc.fillColor(MUTED).font('Helvetica').fontSize(11).text(toWinAnsi(number), left)
      doc.moveDown(0.8)
    },
    stamp(text) {
      const label = toWinAnsi(text)
      doc.font('Helvetica-Bold').fontSize(12)
      const boxWidth = doc.widthOfString(label) + 16
      const top = doc.y
      doc.lineWidth(1.5).strokeColor('#b91c1c').rect(left, top, boxWidth, 22).stroke()
      doc.fillColor('#b91c1c').text(label, left + 8, top + 6, { lineBreak: false })
      doc.x = left
      doc.y = top + 32
    },
    section(heading) {
      room(40)
      doc.moveDown(0.6)
      doc.fillColor(BRAND).font('Helvetica-Bold').fontSize(11).text(toWinAnsi(heading), left)
      const y = doc.y + 2
      doc
        .lineWidth(0.5)
        .strokeColor('#d1d5db')
        .moveTo(left, y)
        .lineTo(left + width, y)
        .stroke()
      doc.y = y + 6
    },
    fields(rows) {
      const labelWidth = width * 0.34
      const valueWidth = width - labelWidth
      doc.fontSize(10)
      for (const [rawLabel, rawValue] of rows) {
        if (rawValue === null || rawValue === undefined || rawValue === '') continue
        const label = toWinAnsi(rawLabel)
        const value = toWinAnsi(rawValue)
        doc.font('Helvetica')
        const height = Math.max(
          doc.heightOfString(label, { width: labelWidth - 8 }),
          doc.heightOfString(value, { width: valueWidth }),
        )
        room(height + 4)
        const top = doc.y
        doc.fillColor(MUTED).text(label, left, top, { width: labelWidth - 8 })
        doc.fillColor(INK).text(value, left + labelWidth, top, { width: valueWidth })
        doc.x = left
        doc.y = top + height + 4
      }
    },
    table(columns, rows, total) {
      const widths = columns.map((column) => column.width * width)
      const header = columns.map((column) => column.header)
      const drawRow = (cells: readonly string[], font: string, color: string) => {
        doc.font(font).fontSize(9)
        const texts = cells.map(toWinAnsi)
        // A gutter after every column but the last, whose right edge is the page's.
        const cellWidth = (i: number) => (widths[i] ?? 0) - (i < widths.length - 1 ? 6 : 0)
        const height = Math.max(
          ...texts.map((text, i) => doc.heightOfString(text, { width: cellWidth(i) })),
        )
        // A table that runs onto a new page repeats its header there.
        if (room(height + 6) && cells !== header) drawRow(header, 'Helvetica-Bold', MUTED)
        doc.font(font).fontSize(9)
        const top = doc.y
        let x = left
        texts.forEach((text, i) => {
          doc
            .fillColor(color)
            .text(text, x, top, { width: cellWidth(i), align: columns[i]?.align ?? 'left' })
          x += widths[i] ?? 0
        })
        doc.x = left
        doc.y = top + height + 5
      }
      drawRow(header, 'Helvetica-Bold', MUTED)
      for (const row of rows) drawRow(row, 'Helvetica', INK)
      if (total) {
        const y = doc.y
        doc
          .lineWidth(0.5)
          .strokeColor('#9ca3af')
          .moveTo(left, y)
          .lineTo(left + width, y)
          .stroke()
        doc.y = y + 4
        drawRow(total, 'Helvetica-Bold', INK)
      }
    },
    note(text) {
      doc.moveDown(0.4)
      doc
        .fillColor(MUTED)
        .font('Helvetica')
        .fontSize(8.5)
        .text(toWinAnsi(text), left, doc.y, { width })
    },
  }
  draw(sheet)

  // The footer on every page, written once all pages exist (bufferPages).
  const pages = doc.bufferedPageRange()
  const made = `Dibuat otomatis oleh PasarPrompt pada ${formatDateTimeWib(meta.generatedAt)}.`
  for (let i = 0; i < pages.count; i++) {
    doc.switchToPage(pages.start + i)
    const bottom = doc.page.height - PAGE_MARGIN + 10
    // The footer sits in the bottom margin; without this pdfkit would open a page for it.
    doc.page.margins.bottom = 0
    doc
      .fillColor(MUTED)
      .font('Helvetica')
      .fontSize(8)
      .text(toWinAnsi(`${made}  Halaman ${i + 1} dari ${pages.count}`), left, bottom, {
        width,
        lineBreak: false,
      })
  }
  doc.end()
  return finished
}

/** A rendered document and the name it is downloaded as. */
export interface PdfAttachment {
  filename: string
  pdf: Buffer
}
