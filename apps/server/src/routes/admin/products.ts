import {
  AdminProductDetail,
  AdminProductList,
  AdminProductListQuery,
  FeatureInput,
  ReasonInput,
} from '@pasarprompt/contracts/admin-products'
import { ErrorBody } from '@pasarprompt/contracts/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { approvePrompt } from '../../modules/catalog/approve-prompt.ts'
import { setPromptFeatured } from '../../modules/catalog/feature-prompt.ts'
import { getAdminProduct } from '../../modules/catalog/get-prompt-for-admin.ts'
import { listAdminProducts } from '../../modules/catalog/list-prompts-for-admin.ts'
import { rejectPrompt } from '../../modules/catalog/reject-prompt.ts'

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody }
const params = z.object({ id: z.uuid({ error: 'Prompt tidak ditemukan.' }) })

/** /admin/product: the review queue and every prompt; the secret is read here, never cached. */
export const adminProductRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store')
  })

  app.get(
    '/products',
    {
      schema: {
        tags: ['admin'],
        summary: 'The review queue, or every prompt of every shop',
        querystring: AdminProductListQuery,
        response: { 200: AdminProductList, ...errors },
      },
    },
    (request) => listAdminProducts(app.db, request.query),
  )

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One prompt with its secret, examples and the version in review',
        params,
        response: { 200: AdminProductDetail, ...errors },
      },
    },
    (request) => getAdminProduct(app.db, request.params.id),
  )

  app.post(
    '/products/:id/approve',
    {
      schema: {
        tags: ['admin'],
        summary: 'Publish a prompt in review, or apply its new version',
        params,
        response: { 200: AdminProductDetail, ...errors },
      },
    },
    (request) => approvePrompt(app.db, request.admin, request.params.id),
  )

  app.post(
    '/products/:id/reject',
    {
      schema: {
        tags: ['admin'],
        summary: 'Send a prompt (or its new version) back to the seller with a reason',
        params,
        body: ReasonInput,
        response: { 200: AdminProductDetail, ...errors },
      },
    },
    (request) => rejectPrompt(app.db, request.admin, request.params.id, request.body.reason),
  )

  app.put(
    '/products/:id/featured',
    {
      schema: {
        tags: ['admin'],
        summary: 'Feature or unfeature a published prompt on the storefront',
        params,
        body: FeatureInput,
        response: { 200: AdminProductDetail, ...errors },
      },
    },
    (request) => setPromptFeatured(app.db, request.admin, request.params.id, request.body.featured),
  )
}
