import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

/**
 * OpenAPI generated from the routes' Zod schemas; must be registered before the routes. The
 * pages under /api/docs are served only when `serve` is set (production asks for it explicitly:
 * a map of every endpoint is an attacker's first read); otherwise those paths are unknown ones.
 */
export const docsPlugin = fp(async (app: FastifyInstance, options: { serve: boolean }) => {
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
  if (options.serve) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true })
})
