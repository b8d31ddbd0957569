import { ReasonInput } from '@pasarprompt/contracts/admin-products'
import {
  AdminShopDetail,
  AdminShopList,
  AdminShopListQuery,
  ShopCommissionInput,
} from '@pasarprompt/contracts/admin-shops'
import { ErrorBody } from '@pasarprompt/contracts/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { getAdminShop } from '../../modules/shops/get-shop-for-admin.ts'
import { listAdminShops } from '../../modules/shops/list-shops-for-admin.ts'
import { setShopCommission } from '../../modules/shops/set-shop-commission.ts'
import { setShopSuspended } from '../../modules/shops/suspend-shop.ts'

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody }
const params = z.object({ id: z.uuid({ error: 'Toko tidak ditemukan.' }) })

/** /admin/toko: every shop, its detail, suspension and its own commission. */
export const adminShopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store')
  })

  app.get(
    '/shops',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every shop by status, name or slug',
        querystring: AdminShopListQuery,
        response: { 200: AdminShopList, ...errors },
      },
    },
    (request) => listAdminShops(app.db, request.query),
  )

  app.get(
    '/shops/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One shop: members, balance, prompts and payouts',
        params,
        response: { 200: AdminShopDetail, ...errors },
      },
    },
    (request) => getAdminShop(app.db, request.params.id),
  )

  app.post(
    '/shops/:id/suspend',
    {
      schema: {
        tags: ['admin'],
        summary: 'Suspend a shop: its prompts leave the storefront and cannot be bought',
        params,
        body: ReasonInput,
        response: { 200: AdminShopDetail, ...errors },
      },
    },
    (request) =>
      setShopSuspended(app.db, app.events, request.admin, request.params.id, {
        reason: request.body.reason,
      }),
  )

  app.post(
    '/shops/:id/reactivate',
    {
      schema: {
        tags: ['admin'],
        summary: 'Lift a suspension',
        params,
        response: { 200: AdminShopDetail, ...errors },
      },
    },
    (request) => setShopSuspended(app.db, app.events, request.admin, request.params.id, null),
  )

  app.put(
    '/shops/:id/commission',
    {
      schema: {
        tags: ['admin'],
        summary: "Set the shop's own commission for new orders, or follow the platform's (null)",
        params,
        body: ShopCommissionInput,
        response: { 200: AdminShopDetail, ...errors },
      },
    },
    (request) =>
      setShopCommission(app.db, request.admin, request.params.id, request.body.commissionBp, {
        earningsHoldDays: app.env.earningsHoldDays,
      }),
  )
}
