import { createBrowserRouter, matchRoutes } from 'react-router'
import { routes } from './routes'

/**
 * The browser's router. A page the server rendered (entry-server.tsx) is hydrated, which needs
 * the matched routes' lazy modules in hand before the first render: without them the router
 * would show its loading screen where the server's markup is, and React would throw the page
 * away. So their chunks load first (the page links them as modulepreload), then the router.
 */
export async function createRouter(serverRendered: boolean) {
  if (serverRendered) {
    const matches = matchRoutes(routes, window.location) ?? []
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return
        const loaded = await route.lazy()
        Object.assign(route, loaded, { lazy: undefined })
      }),
    )
  }
  return createBrowserRouter(routes)
}
