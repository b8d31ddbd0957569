// The admin area's chunk (/admin): one module for the router to import.
export { AdminDashboardPage } from './dashboard-page'
export { AdminLayout } from './layout'
export { AdminNotFoundPage } from './not-found-page'
export { AdminPayoutsPage } from './payouts-page'
export { AdminProductReviewPage } from './product-review-page'
export { AdminProductsPage } from './products-page'
