// The marketplace area's chunk: the router imports only this module for every public page,
// so the whole area is one lazy chunk.
export { GuidePage } from './guide-page'
export { HomePage } from './home-page'
export { MarketplaceLayout } from './layout'
export { NotFoundPage } from './not-found-page'
export { PaymentPage } from './payment-page'
export { PromptListPage } from './prompt-list-page'
export { PromptPage } from './prompt-page'
export { ReceiptPage } from './receipt-page'
export { ShopPage } from './shop-page'
export { ShopsPage } from './shops-page'
export { StaticPageRoute } from './static-page'
export { WishlistPage } from './wishlist-page'
