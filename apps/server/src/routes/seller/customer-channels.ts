import { sellerApi } from '@pasarprompt/contracts/endpoints/seller'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { ChatViewer } from '../../modules/chat/chat-viewer.ts'
import { getChannel } from '../../modules/chat/get-channel.ts'
import { listChannels } from '../../modules/chat/list-channels.ts'
import { listMessages } from '../../modules/chat/list-messages.ts'
import { markRead } from '../../modules/chat/mark-read.ts'
import { sendMessage } from '../../modules/chat/send-message.ts'
import { unreadTotals } from '../../modules/chat/unread-totals.ts'
import { endpointRoute } from '../endpoint-route.ts'

/**
 * The shop's side of the customer chat (`/app/customer`): any member of the active shop, on
 * that shop's channels only (another shop's: 404).
 */
export const sellerCustomerChannelRoutes: FastifyPluginAsyncZod = async (app) => {
  const shop = (request: { shop: import('../../modules/auth/guards.ts').ShopContext }) =>
    ({
      side: 'shop',
      shopId: request.shop.organizationId,
      userId: request.shop.auth.user.id,
      actor: request.shop.actor,
    }) as const satisfies ChatViewer
  const doc = (summary: string, errors: (400 | 401 | 403 | 404 | 429)[]) => ({
    tags: ['penjual'],
    summary,
    errors,
  })

  app.route({
    ...endpointRoute(
      app,
      sellerApi.chatChannels,
      doc('The active shop’s customer chats, newest first', [400, 401, 403]),
    ),
    handler: (request) => listChannels(app.db, shop(request), request.query),
  })
  app.route({
    ...endpointRoute(
      app,
      sellerApi.chatChannel,
      doc('One customer chat, with the buyer’s orders from the shop', [400, 401, 403, 404]),
    ),
    handler: (request) => getChannel(app.db, shop(request), request.params.id),
  })
  app.route({
    ...endpointRoute(
      app,
      sellerApi.chatMessages,
      doc('A customer chat’s messages, newest first', [400, 401, 403, 404]),
    ),
    handler: (request) =>
      listMessages(app.db, {
        viewer: shop(request),
        channelId: request.params.id,
        query: request.query,
      }),
  })
  app.route({
    ...endpointRoute(
      app,
      sellerApi.sendChatMessage,
      doc('Answer a customer in plain text', [400, 401, 403, 404, 429]),
    ),
    handler: async (request, reply) => {
      const viewer = shop(request)
      const message = await sendMessage(app.db, {
        events: app.events,
        viewer,
        channelId: request.params.id,
        input: request.body,
      })
      return reply.code(201).send(message)
    },
  })
  app.route({
    ...endpointRoute(
      app,
      sellerApi.readChatChannel,
      doc('Mark a customer chat read (for the whole shop)', [400, 401, 403, 404]),
    ),
    handler: async (request, reply) => {
      await markRead(app.db, {
        events: app.events,
        viewer: shop(request),
        channelId: request.params.id,
      })
      return reply.code(204).send(null)
    },
  })
  app.route({
    ...endpointRoute(
      app,
      sellerApi.chatUnread,
      doc('Unread customer chats of the shop', [401, 403]),
    ),
    handler: (request) => unreadTotals(app.db, shop(request)),
  })
}
