import { ErrorBody } from '@pasarprompt/contracts/errors'
import {
  SELLER_PROMPT_ACTIONS,
  SellerProduct,
  SellerProductInput,
  SellerProductList,
  SellerProductListQuery,
  type SellerPromptAction,
} from '@pasarprompt/contracts/seller-products'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { changePromptStatus } from '../../modules/catalog/change-prompt-status.ts'
import { createProduct } from '../../modules/catalog/create-prompt.ts'
import { deleteProduct } from '../../modules/catalog/delete-prompt.ts'
import { getSellerProduct } from '../../modules/catalog/get-prompt-for-shop.ts'
import { listShopProducts } from '../../modules/catalog/list-prompts-for-shop.ts'
import { updateProduct } from '../../modules/catalog/update-prompt.ts'

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody }
const Params = z.object({ id: z.uuid({ error: 'ID prompt tidak valid.' }) })
const actionSummaries: Record<SellerPromptAction, string> = {
  submit: 'Submit a draft or rejected prompt for review',
  withdraw: 'Withdraw a prompt from review (back to draft)',
  archive: 'Archive a draft, rejected or published prompt (it leaves the storefront)',
  restore: 'Restore an archived prompt as a draft',
}

/**
 * /api/v1/seller/products: the active shop's prompts, with their secret. Any member may work on
 * prompts (DESIGN.md §4); no answer that carries a secret may be cached anywhere.
 */
export const sellerProductRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store')
  })

  app.get(
    '/products',
    {
      schema: {
        tags: ['penjual'],
        summary: "The active shop's prompts in every status",
        querystring: SellerProductListQuery,
        response: { 200: SellerProductList, ...errors },
      },
    },
    (request) => listShopProducts(app.db, request.shop.organizationId, request.query),
  )

  app.post(
    '/products',
    {
      schema: {
        tags: ['penjual'],
        summary: 'Create a prompt (as a draft)',
        body: SellerProductInput,
        response: { 201: SellerProduct, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createProduct(app.db, request.shop, request.body)),
  )

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['penjual'],
        summary: 'One prompt of the active shop, with its secret',
        params: Params,
        response: { 200: SellerProduct, ...errors },
      },
    },
    (request) => getSellerProduct(app.db, request.shop.organizationId, request.params.id),
  )

  app.put(
    '/products/:id',
    {
      schema: {
        tags: ['penjual'],
        summary: 'Save a prompt (once approved, a new secret or new examples go to review)',
        params: Params,
        body: SellerProductInput,
        response: { 200: SellerProduct, ...errors },
      },
    },
    (request) => updateProduct(app.db, request.shop, request.params.id, request.body),
  )

  app.delete(
    '/products/:id',
    {
      schema: {
        tags: ['penjual'],
        summary: 'Delete a draft or rejected prompt that was never ordered',
        params: Params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteProduct(app.db, request.shop, request.params.id)
      return reply.code(204).send(null)
    },
  )

  for (const action of SELLER_PROMPT_ACTIONS) {
    app.post(
      `/products/:id/${action}`,
      {
        schema: {
          tags: ['penjual'],
          summary: actionSummaries[action],
          params: Params,
          response: { 200: SellerProduct, ...errors },
        },
      },
      (request) => changePromptStatus(app.db, request.shop, request.params.id, action),
    )
  }
}
