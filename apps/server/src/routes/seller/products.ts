import { SELLER_PROMPT_ACTIONS, type SellerPromptAction } from '@pasarprompt/contracts/catalog'
import type { Endpoint } from '@pasarprompt/contracts/endpoint'
import { sellerApi } from '@pasarprompt/contracts/endpoints/seller'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { changePromptStatus } from '../../modules/catalog/change-prompt-status.ts'
import { createPrompt } from '../../modules/catalog/create-prompt.ts'
import { deletePrompt } from '../../modules/catalog/delete-prompt.ts'
import { getPromptForShop } from '../../modules/catalog/get-prompt-for-shop.ts'
import { listPromptsForShop } from '../../modules/catalog/list-prompts-for-shop.ts'
import { updatePrompt } from '../../modules/catalog/update-prompt.ts'
import { setPromptTries } from '../../modules/tries/set-prompt-tries.ts'
import { endpointRoute } from '../endpoint-route.ts'

const errors = [400, 401, 403, 404, 409] as const
/** Each move a member makes, with its endpoint: a new move fails the typecheck until it has one. */
const statusChanges = {
  submit: {
    endpoint: sellerApi.submitProduct,
    summary: 'Submit a draft or rejected prompt for review',
  },
  withdraw: {
    endpoint: sellerApi.withdrawProduct,
    summary: 'Withdraw a prompt from review (back to draft)',
  },
  archive: {
    endpoint: sellerApi.archiveProduct,
    summary: 'Archive a draft, rejected or published prompt (it leaves the storefront)',
  },
  restore: {
    endpoint: sellerApi.restoreProduct,
    summary: 'Restore an archived prompt as a draft',
  },
} satisfies Record<SellerPromptAction, { endpoint: Endpoint; summary: string }>

/**
 * /api/v1/seller/products: the active shop's prompts, with their secret. Any member may work on
 * prompts (DESIGN.md §4); no answer that carries a secret may be cached anywhere.
 */
export const sellerProductRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, sellerApi.products, {
      tags: ['penjual'],
      summary: "The active shop's prompts in every status",
      errors,
    }),
    handler: (request) => listPromptsForShop(app.db, request.shop.organizationId, request.query),
  })

  app.route({
    ...endpointRoute(app, sellerApi.createProduct, {
      tags: ['penjual'],
      summary: 'Create a prompt (as a draft)',
      errors: [...errors, 429],
    }),
    handler: async (request, reply) =>
      reply.code(201).send(await createPrompt(app.db, request.shop, request.body)),
  })

  app.route({
    ...endpointRoute(app, sellerApi.product, {
      tags: ['penjual'],
      summary: 'One prompt of the active shop, with its secret',
      errors,
    }),
    handler: (request) => getPromptForShop(app.db, request.shop.organizationId, request.params.id),
  })

  app.route({
    ...endpointRoute(app, sellerApi.updateProduct, {
      tags: ['penjual'],
      summary: 'Save a prompt (once approved, a new secret or new examples go to review)',
      errors,
    }),
    handler: (request) =>
      updatePrompt(app.db, { shop: request.shop, id: request.params.id, input: request.body }),
  })

  app.route({
    ...endpointRoute(app, sellerApi.setProductTries, {
      tags: ['penjual'],
      summary: 'Coba dulu: switch free tries on (1–10 a buyer a day) or off (0); no review',
      errors,
    }),
    handler: (request) =>
      setPromptTries(app.db, { shop: request.shop, id: request.params.id, input: request.body }),
  })

  app.route({
    ...endpointRoute(app, sellerApi.deleteProduct, {
      tags: ['penjual'],
      summary: 'Delete a draft or rejected prompt that was never ordered',
      errors,
    }),
    handler: async (request, reply) => {
      await deletePrompt(app.db, request.shop, request.params.id)
      return reply.code(204).send(null)
    },
  })

  for (const action of SELLER_PROMPT_ACTIONS) {
    const { endpoint, summary } = statusChanges[action]
    app.route({
      ...endpointRoute(app, endpoint, { tags: ['penjual'], summary, errors }),
      handler: (request) =>
        changePromptStatus(app.db, { shop: request.shop, id: request.params.id, action }),
    })
  }
}
