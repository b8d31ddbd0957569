// The marketplace area's chunk: the router imports only this module for every public page,
// so the whole area is one lazy chunk.
export { HomePage } from './home-page'
export { MarketplaceLayout } from './layout'
export { NotFoundPage } from './not-found-page'
export { StaticPageRoute } from './static-page'
