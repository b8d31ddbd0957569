// The marketplace area's chunk: the public pages' frame and the not-found page. Each page is a
// chunk of its own (`marketplacePages` in app/areas.ts), loaded with the frame on first visit.
export { MarketplaceLayout } from './layout'
export { NotFoundPage } from './not-found-page'
