// The admin area's chunk (/admin): one module for the router to import.
export { AdminDashboardPage } from './dashboard-page'
export { AdminLayout } from './layout'
export { AdminNotFoundPage } from './not-found-page'
