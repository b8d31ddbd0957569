import multipart from '@fastify/multipart'
import {
  sellerTaxApi,
  TAX_STATEMENT_FIELD,
  TAX_STATEMENT_MAX_BYTES,
} from '@pasarprompt/contracts/tax'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getOwnWithholdingSlip } from '../../modules/tax/get-own-withholding-slip.ts'
import { getOwnTaxProfile } from '../../modules/tax/get-shop-tax-profile.ts'
import { listWithholdingSlips } from '../../modules/tax/list-withholding-slips.ts'
import { updateShopTaxProfile } from '../../modules/tax/update-shop-tax-profile.ts'
import { uploadTaxStatement } from '../../modules/tax/upload-tax-statement.ts'
import { endpointRoute } from '../endpoint-route.ts'
import { readUploadedFile } from '../read-upload.ts'

const errors = [400, 401, 403, 404, 409] as const
const TOO_LARGE = 'Ukuran surat pernyataan paling besar 5 MB.'

/**
 * PPh 22 (decision 0044): the shop's NIK or NPWP, its statement of turnover under Rp 500 juta and
 * its bukti potong. Owners and admins only (the use cases check it).
 */
export const sellerTaxRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart for this scope only: every other route still takes JSON alone.
  await app.register(multipart, {
    limits: { fileSize: TAX_STATEMENT_MAX_BYTES, files: 1, fields: 2, parts: 3 },
  })

  app.route({
    ...endpointRoute(app, sellerTaxApi.profile, {
      tags: ['penjual'],
      summary: "The active shop's NIK/NPWP, PPh 22 statement and current rate",
      errors,
    }),
    handler: (request) => getOwnTaxProfile(app.db, request.shop),
  })

  app.route({
    ...endpointRoute(app, sellerTaxApi.updateProfile, {
      tags: ['penjual'],
      summary: "Record the active shop's NIK or NPWP and the name on it (owner, admin)",
      errors,
    }),
    handler: (request) => updateShopTaxProfile(app.db, request.shop, request.body),
  })

  const upload = endpointRoute(app, sellerTaxApi.uploadStatement, {
    tags: ['penjual'],
    summary: 'Upload the signed statement of turnover ≤ Rp 500 juta (PDF/JPG/PNG ≤ 5 MB)',
    errors: [...errors, 413, 415],
  })
  app.route({
    ...upload,
    bodyLimit: TAX_STATEMENT_MAX_BYTES + 64 * 1024,
    schema: { ...upload.schema, consumes: ['multipart/form-data'] },
    handler: async (request, reply) => {
      const profile = await uploadTaxStatement(app.db, {
        shop: request.shop,
        year: request.query.year,
        read: () => readStatementUpload(request),
        store: app.objectStore,
      })
      return reply.code(201).send(profile)
    },
  })

  app.route({
    ...endpointRoute(app, sellerTaxApi.slips, {
      tags: ['penjual'],
      summary: "The active shop's months with PPh 22 withheld (bukti potong)",
      errors,
    }),
    handler: (request) => listWithholdingSlips(app.db, request.shop),
  })

  app.route({
    ...endpointRoute(app, sellerTaxApi.slip, {
      tags: ['penjual'],
      summary: "One month's bukti potong PPh 22 of the active shop",
      errors,
    }),
    handler: (request) => getOwnWithholdingSlip(app.db, request.shop, request.params.period),
  })
}

/** The statement's bytes from the multipart field `file` (≤ 5 MB), or a clear Indonesian 4xx. */
const readStatementUpload = (request: FastifyRequest) =>
  readUploadedFile(request, TAX_STATEMENT_FIELD, {
    notMultipart: 'Kirim berkas sebagai multipart/form-data.',
    tooLarge: TOO_LARGE,
    missing: 'Pilih berkas surat pernyataan.',
  })
