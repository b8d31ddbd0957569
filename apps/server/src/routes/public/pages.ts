import { DEFAULT_COMPANY_ID } from '@pasarprompt/contracts/constants'
import { ErrorBody } from '@pasarprompt/contracts/errors'
import { StaticPage } from '@pasarprompt/contracts/pages'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { getStaticPage } from '../../modules/pages/get-static-page.ts'

export const pageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pages/:slug',
    {
      schema: {
        tags: ['publik'],
        summary: 'A static page (about, terms, privacy, contact)',
        params: z.object({ slug: z.string().min(1).max(60) }),
        response: { 200: StaticPage, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const page = await getStaticPage(app.db, {
        slug: request.params.slug,
        companyId: DEFAULT_COMPANY_ID,
      })
      reply.header('cache-control', 'public, max-age=300')
      return page
    },
  )
}
