import {
  Category,
  CategoryListQuery,
  ProductGetInput,
  ProductList,
  ProductListQuery,
  PromptCard,
  PromptDetail,
} from '@pasarprompt/contracts/catalog'
import { DEFAULT_COMPANY_ID } from '@pasarprompt/contracts/constants'
import { ErrorBody } from '@pasarprompt/contracts/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { getPromptBySlug } from '../../modules/catalog/get-prompt.ts'
import { getPromptsByIds } from '../../modules/catalog/get-prompts-by-ids.ts'
import { listCategories } from '../../modules/catalog/list-categories.ts'
import { listPrompts } from '../../modules/catalog/list-prompts.ts'

/**
 * The storefront's reads. Public caching is safe because no response here ever contains a
 * prompt's text: it lives in another table and no schema below has a field for it.
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories',
    {
      schema: {
        tags: ['publik'],
        summary: 'Categories of the marketplace (the Kategori menu asks for featured=true)',
        querystring: CategoryListQuery,
        response: { 200: z.array(Category) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60')
      const { featured } = request.query
      return listCategories(app.db, {
        companyId: DEFAULT_COMPANY_ID,
        featured: featured === undefined ? undefined : featured === 'true',
      })
    },
  )

  app.get(
    '/products',
    {
      schema: {
        tags: ['publik'],
        summary: 'Published prompts: search, category, featured, model, shop, price, sort, pages',
        querystring: ProductListQuery,
        response: { 200: ProductList, 400: ErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=30')
      return listPrompts(app.db, request.query)
    },
  )

  app.get(
    '/products/:slug',
    {
      schema: {
        tags: ['publik'],
        summary: "A published prompt's page (counts a view); never its text",
        params: z.object({ slug: z.string().min(1).max(120) }),
        response: { 200: PromptDetail, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60')
      return getPromptBySlug(app.db, request.params.slug)
    },
  )

  app.post(
    '/product/get',
    {
      schema: {
        tags: ['publik'],
        summary: 'Cards for a list of prompt ids (the wishlist), in that order',
        body: ProductGetInput,
        response: { 200: z.object({ items: z.array(PromptCard) }), 400: ErrorBody },
      },
    },
    async (request) => ({ items: await getPromptsByIds(app.db, request.body.ids) }),
  )
}
