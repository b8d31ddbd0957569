import { DEFAULT_COMPANY_ID } from '@pasarprompt/contracts/constants'
import { publicApi } from '@pasarprompt/contracts/endpoints/public'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getStaticPage } from '../../modules/pages/get-static-page.ts'
import { publicRead } from '../../plugins/response-cache/response-cache.ts'
import { endpointRoute } from '../endpoint-route.ts'

export const pageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, publicApi.page, {
      tags: ['publik'],
      summary: 'A static page (about, terms, privacy, contact)',
      errors: [404],
    }),
    config: publicRead({ cacheControl: 'public, max-age=300', tables: ['pages'] }),
    handler: async (request) =>
      getStaticPage(app.db, { slug: request.params.slug, companyId: DEFAULT_COMPANY_ID }),
  })
}
