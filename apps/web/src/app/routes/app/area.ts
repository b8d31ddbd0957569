// The seller area's chunk (/app): one module for the router to import.
export { DashboardPage } from './dashboard-page'
export { AppLayout } from './layout'
export { AppNotFoundPage } from './not-found-page'
