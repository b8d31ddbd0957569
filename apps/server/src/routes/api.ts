import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../lib/app-error.ts'
import { healthRoutes } from './health.ts'
import { pageRoutes } from './public/pages.ts'

/** Everything under /api. Each area registers its own folder of routes here. */
export const apiRoutes: FastifyPluginAsyncZod = async (app) => {
  // An unknown API path is a JSON error, never the web app's index.html.
  app.setNotFoundHandler(() => {
    throw new AppError('ROUTE_NOT_FOUND')
  })

  await app.register(healthRoutes)
  await app.register(pageRoutes, { prefix: '/v1' })
}
