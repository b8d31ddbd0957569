import { adminApi } from '@pasarprompt/contracts/endpoints/admin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { approvePrompt } from '../../modules/catalog/approve-prompt.ts'
import { getPromptForAdmin } from '../../modules/catalog/get-prompt-for-admin.ts'
import { listPromptsForAdmin } from '../../modules/catalog/list-prompts-for-admin.ts'
import { rejectPrompt } from '../../modules/catalog/reject-prompt.ts'
import { setPromptFeatured } from '../../modules/catalog/set-prompt-featured.ts'
import { endpointRoute } from '../endpoint-route.ts'

const errors = [400, 401, 403, 404, 409] as const

/** /admin/product: the review queue and every prompt; the secret is read here, never cached. */
export const adminProductRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, adminApi.products, {
      tags: ['admin'],
      summary: 'The review queue, or every prompt of every shop',
      errors,
    }),
    handler: (request) => listPromptsForAdmin(app.db, request.query),
  })

  app.route({
    ...endpointRoute(app, adminApi.product, {
      tags: ['admin'],
      summary: 'One prompt with its secret, examples and the version in review',
      errors,
    }),
    handler: (request) => getPromptForAdmin(app.db, request.params.id),
  })

  app.route({
    ...endpointRoute(app, adminApi.approveProduct, {
      tags: ['admin'],
      summary: 'Publish a prompt in review, or apply its new version',
      errors,
    }),
    handler: (request) =>
      approvePrompt(app.db, { events: app.events, admin: request.admin, id: request.params.id }),
  })

  app.route({
    ...endpointRoute(app, adminApi.rejectProduct, {
      tags: ['admin'],
      summary: 'Send a prompt (or its new version) back to the seller with a reason',
      errors,
    }),
    handler: (request) =>
      rejectPrompt(app.db, {
        events: app.events,
        admin: request.admin,
        id: request.params.id,
        reason: request.body.reason,
      }),
  })

  app.route({
    ...endpointRoute(app, adminApi.setProductFeatured, {
      tags: ['admin'],
      summary: 'Feature or unfeature a published prompt on the storefront',
      errors,
    }),
    handler: (request) =>
      setPromptFeatured(app.db, {
        admin: request.admin,
        id: request.params.id,
        featured: request.body.featured,
      }),
  })
}
