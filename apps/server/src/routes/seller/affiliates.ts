import { sellerApi } from '@pasarprompt/contracts/endpoints/seller'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getAffiliateProgrammeForShop } from '../../modules/affiliates/get-affiliate-programme-for-shop.ts'
import { removeAffiliate } from '../../modules/affiliates/remove-affiliate.ts'
import { updateAffiliateProgramme } from '../../modules/affiliates/update-affiliate-programme.ts'
import { endpointRoute } from '../endpoint-route.ts'

const errors = [400, 401, 403, 404, 409] as const

/** The shop's affiliate programme in `/app/setting`: owners and admins only. */
export const sellerAffiliateRoutes: FastifyPluginAsyncZod = async (app) => {
  const defaults = { earningsHoldDays: app.env.earningsHoldDays }

  app.route({
    ...endpointRoute(app, sellerApi.affiliateProgramme, {
      tags: ['penjual'],
      summary: "The active shop's affiliate programme and its affiliates",
      errors,
    }),
    handler: (request) => getAffiliateProgrammeForShop(app.db, request.shop, defaults),
  })

  app.route({
    ...endpointRoute(app, sellerApi.updateAffiliateProgramme, {
      tags: ['penjual'],
      summary: 'Switch the affiliate programme on or off and set its rate',
      errors,
    }),
    handler: (request) =>
      updateAffiliateProgramme(app.db, { shop: request.shop, input: request.body, defaults }),
  })

  app.route({
    ...endpointRoute(app, sellerApi.removeAffiliate, {
      tags: ['penjual'],
      summary: 'Remove an affiliate from the programme (their code stops paying)',
      errors,
    }),
    handler: (request) =>
      removeAffiliate(app.db, {
        events: app.events,
        shop: request.shop,
        affiliateId: request.params.affiliateId,
      }),
  })
}
