import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

export interface RegisteredRoute {
  method: string
  /** The URL pattern as declared, with its prefix (`/api/v1/seller/products/:id`). */
  url: string
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as it was declared (HEAD twins left out): what the access matrix covers. */
    registeredRoutes: readonly RegisteredRoute[]
  }
}

/** Records the routes registered after it; registered first so that it sees them all. */
export const routeRegistryPlugin = fp(async (app: FastifyInstance) => {
  const routes: RegisteredRoute[] = []
  app.decorate('registeredRoutes', routes)
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url })
    }
  })
})
