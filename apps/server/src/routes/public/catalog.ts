import type { PromptDetail } from '@pasarprompt/contracts/catalog'
import { DEFAULT_COMPANY_ID } from '@pasarprompt/contracts/constants'
import { publicApi } from '@pasarprompt/contracts/endpoints/public'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getPrompt } from '../../modules/catalog/get-prompt.ts'
import { getPromptsByIds } from '../../modules/catalog/get-prompts-by-ids.ts'
import { listCategories } from '../../modules/catalog/list-categories.ts'
import { listPrompts } from '../../modules/catalog/list-prompts.ts'
import { type PublicTable, publicRead } from '../../plugins/response-cache/response-cache.ts'
import { endpointRoute } from '../endpoint-route.ts'

/** What a prompt card shows: the prompt, its shop (and the shop's name) and its category. */
const CARD_TABLES: PublicTable[] = ['prompts', 'shops', 'organizations', 'categories']

/**
 * The storefront's reads. Public caching (in browsers, proxies and this process's response
 * cache) is safe because no response here ever contains a prompt's text: it lives in another
 * table and no schema below has a field for it; nor does any depend on who asks.
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, publicApi.categories, {
      tags: ['publik'],
      summary: 'Categories of the marketplace (the Kategori menu asks for featured=true)',
    }),
    config: publicRead({ cacheControl: 'public, max-age=60', tables: ['categories'] }),
    handler: async (request) => {
      const { featured } = request.query
      return listCategories(app.db, {
        companyId: DEFAULT_COMPANY_ID,
        featured: featured === undefined ? undefined : featured === 'true',
      })
    },
  })

  app.route({
    ...endpointRoute(app, publicApi.products, {
      tags: ['publik'],
      summary: 'Published prompts: search, category, featured, model, shop, price, sort, pages',
      errors: [400],
    }),
    config: publicRead({ cacheControl: 'public, max-age=30', tables: CARD_TABLES }),
    handler: async (request) => listPrompts(app.db, request.query),
  })

  app.route({
    ...endpointRoute(app, publicApi.product, {
      tags: ['publik'],
      summary: "A published prompt's page (counts a view); never its text",
      errors: [404],
    }),
    config: publicRead<PromptDetail>({
      cacheControl: 'public, max-age=60',
      tables: [...CARD_TABLES, 'prompt_examples'],
      // Every answer is a view, one served from the cache (or a 304) included.
      onServe: { remember: (prompt) => prompt.id, run: (id) => app.promptViews.count(id) },
    }),
    handler: async (request) =>
      getPrompt(app.db, request.params.slug, { triesAvailable: app.promptTries.model !== null }),
  })

  app.route({
    ...endpointRoute(app, publicApi.productsByIds, {
      tags: ['publik'],
      summary: 'Cards for a list of prompt ids (the wishlist), in that order',
      errors: [400],
    }),
    handler: async (request) => ({ items: await getPromptsByIds(app.db, request.body.ids) }),
  })
}
