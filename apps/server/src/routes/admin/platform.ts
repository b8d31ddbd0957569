import { adminApi } from '@pasarprompt/contracts/endpoints/admin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { createCategory } from '../../modules/catalog/create-category.ts'
import { deleteCategory } from '../../modules/catalog/delete-category.ts'
import { listCategoriesForAdmin } from '../../modules/catalog/list-categories-for-admin.ts'
import { reorderCategories } from '../../modules/catalog/reorder-categories.ts'
import { updateCategory } from '../../modules/catalog/update-category.ts'
import { listPaymentLogs } from '../../modules/payments/list-payment-logs.ts'
import { getCommissionOverview } from '../../modules/settings/get-commission-overview.ts'
import { updatePlatformSettings } from '../../modules/settings/update-platform-settings.ts'
import { updateSignUpMode } from '../../modules/settings/update-sign-up-mode.ts'
import { getPlatformDashboard } from '../../modules/statistics/get-platform-dashboard.ts'
import { endpointRoute } from '../endpoint-route.ts'

const errors = [400, 401, 403, 404, 409] as const

/** The platform itself: dashboard, categories, settings and the payment logs. */
export const adminPlatformRoutes: FastifyPluginAsyncZod = async (app) => {
  const defaults = { earningsHoldDays: app.env.earningsHoldDays }

  app.route({
    ...endpointRoute(app, adminApi.dashboard, {
      tags: ['admin'],
      summary: 'GMV, platform revenue, orders and new shops per day; waiting work',
      errors,
    }),
    handler: (request) => getPlatformDashboard(app.db, request.query.range),
  })

  app.route({
    ...endpointRoute(app, adminApi.categories, {
      tags: ['admin'],
      summary: 'Every category in the storefront’s order',
      errors,
    }),
    handler: async () => ({ items: await listCategoriesForAdmin(app.db) }),
  })

  app.route({
    ...endpointRoute(app, adminApi.createCategory, {
      tags: ['admin'],
      summary: 'Create a category (last in the order)',
      errors,
    }),
    handler: async (request, reply) => {
      const items = await createCategory(app.db, request.admin, request.body)
      return reply.code(201).send({ items })
    },
  })

  app.route({
    ...endpointRoute(app, adminApi.reorderCategories, {
      tags: ['admin'],
      summary: 'Put every category in a new order',
      errors,
    }),
    handler: async (request) => ({
      items: await reorderCategories(app.db, request.admin, request.body.names),
    }),
  })

  app.route({
    ...endpointRoute(app, adminApi.updateCategory, {
      tags: ['admin'],
      summary: "Change a category's title, description or featured flag",
      errors,
    }),
    handler: async (request) => ({
      items: await updateCategory(app.db, {
        admin: request.admin,
        name: request.params.name,
        input: request.body,
      }),
    }),
  })

  app.route({
    ...endpointRoute(app, adminApi.deleteCategory, {
      tags: ['admin'],
      summary: 'Delete a category no prompt uses',
      errors,
    }),
    handler: async (request) => ({
      items: await deleteCategory(app.db, request.admin, request.params.name),
    }),
  })

  app.route({
    ...endpointRoute(app, adminApi.settings, {
      tags: ['admin'],
      summary: 'Platform settings, per-shop commissions, gateway fees and their history',
      errors,
    }),
    handler: () => getCommissionOverview(app.db, defaults),
  })

  app.route({
    ...endpointRoute(app, adminApi.updateSettings, {
      tags: ['admin'],
      summary: 'Change the platform settings (new orders only)',
      errors,
    }),
    handler: (request) =>
      updatePlatformSettings(app.db, { admin: request.admin, input: request.body, defaults }),
  })

  app.route({
    ...endpointRoute(app, adminApi.updateSignUpMode, {
      tags: ['admin'],
      summary: 'Open sign-up to everyone, or to invitees from the waitlist only (at once)',
      errors,
    }),
    handler: (request) =>
      updateSignUpMode(app.db, {
        admin: request.admin,
        signUpMode: request.body.signUpMode,
        defaults,
      }),
  })

  app.route({
    ...endpointRoute(app, adminApi.paymentLogs, {
      tags: ['admin'],
      summary: 'Every gateway notification as it arrived, with its result',
      errors,
    }),
    handler: (request) => listPaymentLogs(app.db, request.query),
  })
}
