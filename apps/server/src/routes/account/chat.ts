import { accountApi } from '@pasarprompt/contracts/endpoints/account'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../../lib/app-error.ts'
import { actorOf, requireUser } from '../../modules/auth/guards.ts'
import type { ChatViewer } from '../../modules/chat/chat-viewer.ts'
import { getChannel } from '../../modules/chat/get-channel.ts'
import { listChannels } from '../../modules/chat/list-channels.ts'
import { listMessages } from '../../modules/chat/list-messages.ts'
import { markRead } from '../../modules/chat/mark-read.ts'
import { openChannel } from '../../modules/chat/open-channel.ts'
import { sendMessage } from '../../modules/chat/send-message.ts'
import { unreadTotals } from '../../modules/chat/unread-totals.ts'
import { endpointRoute } from '../endpoint-route.ts'

/** The buyer's side of the customer chat: only their own channels (others: 404). */
export const accountChatRoutes: FastifyPluginAsyncZod = async (app) => {
  const buyer = async (request: Parameters<typeof requireUser>[0]) => {
    const auth = await requireUser(request)
    return {
      side: 'buyer',
      userId: auth.user.id,
      actor: actorOf(auth),
    } as const satisfies ChatViewer
  }
  // Writing to a shop (whose people are mailed what stays unread) takes a proved address: an
  // unverified account could otherwise send mail in PasarPrompt's name to every shop.
  const writingBuyer = async (request: Parameters<typeof requireUser>[0]) => {
    const auth = await requireUser(request)
    if (!auth.user.emailVerified) {
      throw new AppError(
        'FORBIDDEN',
        'Verifikasi email Anda terlebih dahulu (cek kotak masuk Anda) untuk mengirim pesan ke penjual.',
      )
    }
    return buyer(request)
  }
  const doc = (summary: string, errors: (400 | 401 | 403 | 404 | 429)[]) => ({
    tags: ['akun'],
    summary,
    errors,
  })

  app.route({
    ...endpointRoute(
      app,
      accountApi.openChatChannel,
      doc('Open (or get back) the caller’s chat with an open shop', [400, 401, 403, 404, 429]),
    ),
    handler: async (request) => openChannel(app.db, await writingBuyer(request), request.body),
  })
  app.route({
    ...endpointRoute(
      app,
      accountApi.chatChannels,
      doc('The caller’s chats, newest first', [400, 401]),
    ),
    handler: async (request) => listChannels(app.db, await buyer(request), request.query),
  })
  app.route({
    ...endpointRoute(
      app,
      accountApi.chatChannel,
      doc('One of the caller’s chats', [400, 401, 404]),
    ),
    handler: async (request) => getChannel(app.db, await buyer(request), request.params.id),
  })
  app.route({
    ...endpointRoute(
      app,
      accountApi.chatMessages,
      doc('A chat’s messages, newest first', [400, 401, 404]),
    ),
    handler: async (request) =>
      listMessages(app.db, {
        viewer: await buyer(request),
        channelId: request.params.id,
        query: request.query,
      }),
  })
  app.route({
    ...endpointRoute(
      app,
      accountApi.sendChatMessage,
      doc('Send a plain-text message to the shop', [400, 401, 404, 429]),
    ),
    handler: async (request, reply) => {
      const viewer = await writingBuyer(request)
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
    ...endpointRoute(app, accountApi.readChatChannel, doc('Mark a chat read', [400, 401, 404])),
    handler: async (request, reply) => {
      await markRead(app.db, {
        events: app.events,
        viewer: await buyer(request),
        channelId: request.params.id,
      })
      return reply.code(204).send(null)
    },
  })
  app.route({
    ...endpointRoute(app, accountApi.chatUnread, doc('Unread chats of the caller', [401])),
    handler: async (request) => unreadTotals(app.db, await buyer(request)),
  })
}
