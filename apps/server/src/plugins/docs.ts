import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

/** OpenAPI generated from the routes' Zod schemas; must be registered before the routes. */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'PasarPrompt API',
        description:
          'API marketplace prompt AI PasarPrompt. Semua pesan galat berbahasa Indonesia.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  })
  // staticCSP gives the documentation page its own CSP with hashes instead of inline allowances.
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true })
})
