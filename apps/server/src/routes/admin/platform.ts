import {
  AdminCategoryList,
  AdminDashboard,
  AdminDashboardQuery,
  CommissionOverview,
  CreateCategoryInput,
  PaymentLogList,
  PaymentLogListQuery,
  PlatformSettingsInput,
  ReorderCategoriesInput,
  UpdateCategoryInput,
} from '@pasarprompt/contracts/admin-platform'
import { ErrorBody } from '@pasarprompt/contracts/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { createCategory } from '../../modules/catalog/create-category.ts'
import { deleteCategory } from '../../modules/catalog/delete-category.ts'
import { listAdminCategories } from '../../modules/catalog/list-categories-for-admin.ts'
import { reorderCategories } from '../../modules/catalog/reorder-categories.ts'
import { updateCategory } from '../../modules/catalog/update-category.ts'
import { listPaymentLogs } from '../../modules/payments/list-payment-logs.ts'
import { getCommissionOverview } from '../../modules/settings/get-commission-overview.ts'
import { updatePlatformSettings } from '../../modules/settings/update-platform-settings.ts'
import { getAdminDashboard } from '../../modules/statistics/get-platform-dashboard.ts'

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody }
const categoryParams = z.object({ name: z.string().max(40) })

/** The platform itself: dashboard, categories, settings and the payment logs. */
export const adminPlatformRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store')
  })
  const defaults = { earningsHoldDays: app.env.earningsHoldDays }
  const categoriesOf = async () => ({ items: await listAdminCategories(app.db) })

  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['admin'],
        summary: 'GMV, platform revenue, orders and new shops per day; waiting work',
        querystring: AdminDashboardQuery,
        response: { 200: AdminDashboard, ...errors },
      },
    },
    (request) => getAdminDashboard(app.db, request.query.range),
  )

  app.get(
    '/categories',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every category in the storefront’s order',
        response: { 200: AdminCategoryList, ...errors },
      },
    },
    categoriesOf,
  )

  app.post(
    '/categories',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a category (last in the order)',
        body: CreateCategoryInput,
        response: { 201: AdminCategoryList, ...errors },
      },
    },
    async (request, reply) => {
      const items = await createCategory(app.db, request.admin, request.body)
      return reply.code(201).send({ items })
    },
  )

  app.put(
    '/categories',
    {
      schema: {
        tags: ['admin'],
        summary: 'Put every category in a new order',
        body: ReorderCategoriesInput,
        response: { 200: AdminCategoryList, ...errors },
      },
    },
    async (request) => ({
      items: await reorderCategories(app.db, request.admin, request.body.names),
    }),
  )

  app.put(
    '/categories/:name',
    {
      schema: {
        tags: ['admin'],
        summary: "Change a category's title, description or featured flag",
        params: categoryParams,
        body: UpdateCategoryInput,
        response: { 200: AdminCategoryList, ...errors },
      },
    },
    async (request) => ({
      items: await updateCategory(app.db, request.admin, request.params.name, request.body),
    }),
  )

  app.delete(
    '/categories/:name',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a category no prompt uses',
        params: categoryParams,
        response: { 200: AdminCategoryList, ...errors },
      },
    },
    async (request) => ({
      items: await deleteCategory(app.db, request.admin, request.params.name),
    }),
  )

  app.get(
    '/settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'Platform settings, per-shop commissions, gateway fees and their history',
        response: { 200: CommissionOverview, ...errors },
      },
    },
    () => getCommissionOverview(app.db, defaults),
  )

  app.put(
    '/settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change the platform settings (new orders only)',
        body: PlatformSettingsInput,
        response: { 200: CommissionOverview, ...errors },
      },
    },
    (request) => updatePlatformSettings(app.db, request.admin, request.body, defaults),
  )

  app.get(
    '/payment-logs',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every gateway notification as it arrived, with its result',
        querystring: PaymentLogListQuery,
        response: { 200: PaymentLogList, ...errors },
      },
    },
    (request) => listPaymentLogs(app.db, request.query),
  )
}
