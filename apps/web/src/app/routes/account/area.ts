// The buyer's account area's chunk: the router imports only this module for /account pages.

export { AffiliatePage } from './affiliate-page'
export { ChatListPage, ChatPage } from './chat-pages'
export { AccountLayout } from './layout'
export { AccountNotFoundPage } from './not-found-page'
export { OrdersPage } from './orders-page'
export { ProfilePage } from './profile-page'
