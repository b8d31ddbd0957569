import { publicApi } from '@pasarprompt/contracts/endpoints/public'
import { TryInput, type TryStreamEvent } from '@pasarprompt/contracts/tries'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getTryStatus } from '../../modules/tries/get-try-status.ts'
import type { TryCaller } from '../../modules/tries/prompt-tries-context.ts'
import { runPromptTry } from '../../modules/tries/run-prompt-try.ts'
import { startPromptTry } from '../../modules/tries/start-prompt-try.ts'
import { endpointRoute } from '../endpoint-route.ts'
import { privateNoStore } from '../private-no-store.ts'
import { ensureVisitorId } from '../visitor-cookie.ts'

/**
 * The account, if any, and the browser (the `pp_visitor` cookie, given now when it has none):
 * a person signing in and out on one browser has one allowance.
 */
async function tryCaller(request: FastifyRequest, reply: FastifyReply): Promise<TryCaller> {
  const auth = await request.authSession()
  return {
    userId: auth?.user.id ?? null,
    visitorId: ensureVisitorId(request, reply),
    ip: request.ip,
  }
}

/**
 * "Coba dulu" (issue 31, decision 0041): guests and buyers try a prompt on their own values. The
 * answer streams as Server-Sent Events once the model has accepted; refusals before that are the
 * usual JSON errors. Neither route's answer can be cached: they depend on who asks.
 */
export const tryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', privateNoStore)

  app.route({
    ...endpointRoute(app, publicApi.tryStatus, {
      tags: ['publik'],
      summary: "Coba dulu: the prompt's variables and the caller's free tries left today",
      errors: [400, 404],
    }),
    handler: async (request, reply) =>
      getTryStatus(app.promptTries, {
        slug: request.params.slug,
        caller: await tryCaller(request, reply),
      }),
  })

  app.post(
    '/products/:slug/try',
    {
      schema: {
        tags: ['publik'],
        summary: "Coba dulu: runs the prompt on the caller's values (text/event-stream)",
        params: publicApi.tryStatus.params,
        body: TryInput,
      },
    },
    async (request, reply) => {
      const response = reply.raw
      // The response's socket closing before its end is the client leaving ('close' on the
      // request fires as soon as its body has been read).
      const closed = new AbortController()
      response.on('close', () => {
        if (!response.writableFinished) closed.abort()
      })
      const started = await startPromptTry(app.promptTries, {
        slug: request.params.slug,
        caller: await tryCaller(request, reply),
        input: request.body,
      })
      const write = (event: TryStreamEvent) => {
        if (response.writableEnded || response.destroyed) return
        response.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`)
      }
      let open = false
      try {
        await runPromptTry(app.promptTries, started, {
          signal: closed.signal,
          open: () => {
            open = true
            reply.hijack()
            response.writeHead(200, {
              ...(reply.getHeaders() as Record<string, string>),
              'content-type': 'text/event-stream; charset=utf-8',
              'cache-control': 'no-store, no-transform',
              'x-accel-buffering': 'no',
            })
          },
          send: write,
        })
      } catch (error) {
        // Before the stream opened this is an ordinary error answer (a 502 for the model).
        if (!open) throw error
        request.log.error({ err: error }, 'tries: the try ended unexpectedly')
        write({
          type: 'failed',
          message: 'Percobaan terhenti karena kesalahan server. Coba lagi.',
          remaining: started.remaining + 1,
        })
      }
      // Opened or not (the client left first), this handler answers the request itself.
      if (!open) reply.hijack()
      response.end()
    },
  )
}
