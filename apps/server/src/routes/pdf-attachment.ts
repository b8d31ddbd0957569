import type { FastifyReply } from 'fastify'
import type { PdfAttachment } from '../modules/documents/pdf-sheet.ts'

/** The OpenAPI note of a route answering a PDF (its errors stay JSON). */
export const producesPdf = { produces: ['application/pdf', 'application/json'] }

/**
 * A document as a download: never kept by a browser or a proxy (it names a buyer, a shop's
 * money or a tax id), and saved under its own name rather than shown in place.
 */
export const sendPdf = (reply: FastifyReply, { filename, pdf }: PdfAttachment) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf)
