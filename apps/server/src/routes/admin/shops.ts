import { adminApi } from '@pasarprompt/contracts/endpoints/admin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getShopForAdmin } from '../../modules/shops/get-shop-for-admin.ts'
import { listShopsForAdmin } from '../../modules/shops/list-shops-for-admin.ts'
import { setShopCommission } from '../../modules/shops/set-shop-commission.ts'
import { setShopSuspended } from '../../modules/shops/set-shop-suspended.ts'
import { endpointRoute } from '../endpoint-route.ts'

const errors = [400, 401, 403, 404, 409] as const

/** /admin/toko: every shop, its detail, suspension and its own commission. */
export const adminShopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, adminApi.shops, {
      tags: ['admin'],
      summary: 'Every shop by status, name or slug',
      errors,
    }),
    handler: (request) => listShopsForAdmin(app.db, request.query),
  })

  app.route({
    ...endpointRoute(app, adminApi.shop, {
      tags: ['admin'],
      summary: 'One shop: members, balance, prompts and payouts',
      errors,
    }),
    handler: (request) => getShopForAdmin(app.db, request.params.id),
  })

  app.route({
    ...endpointRoute(app, adminApi.suspendShop, {
      tags: ['admin'],
      summary: 'Suspend a shop: its prompts leave the storefront and cannot be bought',
      errors,
    }),
    handler: (request) =>
      setShopSuspended(app.db, {
        events: app.events,
        admin: request.admin,
        id: request.params.id,
        suspend: {
          reason: request.body.reason,
        },
      }),
  })

  app.route({
    ...endpointRoute(app, adminApi.reactivateShop, {
      tags: ['admin'],
      summary: 'Lift a suspension',
      errors,
    }),
    handler: (request) =>
      setShopSuspended(app.db, {
        events: app.events,
        admin: request.admin,
        id: request.params.id,
        suspend: null,
      }),
  })

  app.route({
    ...endpointRoute(app, adminApi.setShopCommission, {
      tags: ['admin'],
      summary: "Set the shop's own commission for new orders, or follow the platform's (null)",
      errors,
    }),
    handler: (request) =>
      setShopCommission(app.db, {
        admin: request.admin,
        id: request.params.id,
        commissionBp: request.body.commissionBp,
        defaults: {
          earningsHoldDays: app.env.earningsHoldDays,
        },
      }),
  })
}
