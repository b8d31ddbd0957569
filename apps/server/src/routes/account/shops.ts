import { ErrorBody } from '@pasarprompt/contracts/errors'
import { CreateShopInput, SlugAvailability } from '@pasarprompt/contracts/shops'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireUser } from '../../modules/auth/guards.ts'
import { checkShopSlug } from '../../modules/shops/check-shop-slug.ts'
import { createShop } from '../../modules/shops/create-shop.ts'

export const accountShopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shop-slugs/:slug',
    {
      schema: {
        tags: ['akun'],
        summary: 'Whether a slug is free for a new shop',
        params: z.object({ slug: z.string().max(100) }),
        response: { 200: SlugAvailability, 401: ErrorBody },
      },
    },
    async (request) => {
      await requireUser(request)
      return checkShopSlug(app.db, request.params.slug)
    },
  )

  app.post(
    '/shops',
    {
      schema: {
        tags: ['akun'],
        summary: 'Open a shop; it becomes the active organisation',
        body: CreateShopInput,
        response: {
          201: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
          401: ErrorBody,
          403: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const auth = await requireUser(request)
      return reply.code(201).send(await createShop(app.db, auth, request.body))
    },
  )
}
