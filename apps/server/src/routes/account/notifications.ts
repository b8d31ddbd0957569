import { accountApi } from '@pasarprompt/contracts/endpoints/account'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../modules/auth/guards.ts'
import { countUnreadNotifications } from '../../modules/notifications/count-unread-notifications.ts'
import {
  getEmailPreferences,
  updateEmailPreferences,
} from '../../modules/notifications/email-preferences.ts'
import { listNotifications } from '../../modules/notifications/list-notifications.ts'
import { markAllNotificationsRead } from '../../modules/notifications/mark-all-notifications-read.ts'
import { markNotificationRead } from '../../modules/notifications/mark-notification-read.ts'
import { endpointRoute } from '../endpoint-route.ts'

/** The caller's bell list and email switches: only their own rows, ever (issue 13). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, accountApi.notifications, {
      tags: ['akun'],
      summary: "The caller's notifications, newest first",
      errors: [400, 401],
    }),
    handler: async (request) =>
      listNotifications(app.db, (await requireUser(request)).user.id, request.query),
  })

  app.route({
    ...endpointRoute(app, accountApi.unreadNotifications, {
      tags: ['akun'],
      summary: 'How many of the caller’s notifications are unread',
      errors: [401],
    }),
    handler: async (request) =>
      countUnreadNotifications(app.db, (await requireUser(request)).user.id),
  })

  app.route({
    ...endpointRoute(app, accountApi.readAllNotifications, {
      tags: ['akun'],
      summary: 'Mark every notification of the caller read',
      errors: [401],
    }),
    handler: async (request) =>
      markAllNotificationsRead(app.db, (await requireUser(request)).user.id),
  })

  app.route({
    ...endpointRoute(app, accountApi.readNotification, {
      tags: ['akun'],
      summary: 'Mark one of the caller’s notifications read',
      errors: [400, 401, 404],
    }),
    handler: async (request) =>
      markNotificationRead(
        app.db,
        (await requireUser(request)).user.id,
        request.params.notificationId,
      ),
  })

  app.route({
    ...endpointRoute(app, accountApi.emailPreferences, {
      tags: ['akun'],
      summary: 'The caller’s email switches, one per group',
      errors: [401],
    }),
    handler: async (request) => getEmailPreferences(app.db, (await requireUser(request)).user.id),
  })

  app.route({
    ...endpointRoute(app, accountApi.updateEmailPreferences, {
      tags: ['akun'],
      summary: 'Save the caller’s email switches',
      errors: [400, 401],
    }),
    handler: async (request) =>
      updateEmailPreferences(app.db, await requireUser(request), request.body),
  })
}
