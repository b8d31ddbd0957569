import { publicApi } from '@pasarprompt/contracts/endpoints/public'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getSignUpMode } from '../../modules/settings/get-sign-up-mode.ts'
import { publicRead } from '../../plugins/response-cache/response-cache.ts'
import { endpointRoute } from '../endpoint-route.ts'

export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, publicApi.config, {
      tags: ['publik'],
      summary: 'Public configuration of the web app (sign-in options, sign-up mode)',
    }),
    // Revalidated on every use (the ETag makes that a 304): a change of the sign-up mode must
    // reach the next visitor of /sign-up, not one five minutes later.
    config: publicRead({ cacheControl: 'public, no-cache', tables: ['platform_settings'] }),
    handler: async () => {
      return {
        googleClientId: app.env.google?.clientId ?? null,
        paymentSimulator: app.env.paymentSimulator,
        signUpMode: await getSignUpMode(app.db),
      }
    },
  })
}
