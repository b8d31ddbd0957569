import { adminTaxApi } from '@pasarprompt/contracts/tax'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { exportPph22Report } from '../../modules/tax/export-pph22-report.ts'
import { getPph22Report } from '../../modules/tax/get-pph22-report.ts'
import { getShopTaxProfile } from '../../modules/tax/get-shop-tax-profile.ts'
import { readTaxStatementFile } from '../../modules/tax/read-tax-statement-file.ts'
import { rejectTaxStatement } from '../../modules/tax/reject-tax-statement.ts'
import { endpointRoute } from '../endpoint-route.ts'

const errors = [400, 401, 403, 404, 409] as const

/** PPh 22 for staff (decision 0044): shops' statements and the monthly report. */
export const adminTaxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, adminTaxApi.shopTax, {
      tags: ['admin'],
      summary: "A shop's NIK/NPWP and PPh 22 statement",
      errors,
    }),
    handler: (request) => getShopTaxProfile(app.db, request.params.id),
  })

  const file = endpointRoute(app, adminTaxApi.statementFile, {
    tags: ['admin'],
    summary: "Download a shop's PPh 22 statement (never public)",
    errors,
  })
  app.route({
    ...file,
    schema: { ...file.schema, produces: ['application/pdf', 'image/jpeg', 'image/png'] },
    handler: async (request, reply) => {
      const found = await readTaxStatementFile(app.db, app.objectStore, {
        admin: request.admin,
        shopId: request.params.id,
      })
      return reply
        .type(found.contentType)
        .header('content-length', found.object.length)
        .header('content-disposition', `attachment; filename="${found.filename}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(found.object.body)
    },
  })

  app.route({
    ...endpointRoute(app, adminTaxApi.rejectStatement, {
      tags: ['admin'],
      summary: "Reject a shop's PPh 22 statement with a reason (audited; the shop is told)",
      errors,
    }),
    handler: (request) =>
      rejectTaxStatement(app.db, {
        events: app.events,
        admin: request.admin,
        shopId: request.params.id,
        reason: request.body.reason,
        uploadedAt: request.body.uploadedAt,
      }),
  })

  app.route({
    ...endpointRoute(app, adminTaxApi.report, {
      tags: ['admin'],
      summary: 'PPh 22 withheld per shop in a WIB month',
      errors,
    }),
    handler: (request) => getPph22Report(app.db, request.query.month),
  })

  const csv = endpointRoute(app, adminTaxApi.reportCsv, {
    tags: ['admin'],
    summary: 'The same report as a CSV file',
    errors,
  })
  app.route({
    ...csv,
    schema: { ...csv.schema, produces: ['text/csv'] },
    handler: async (request, reply) => {
      const { filename, csv: body } = await exportPph22Report(app.db, request.query.month)
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(body)
    },
  })
}
