import type { FastifyInstance, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import { ensureImageVariant, imageVariantOf } from '../../infra/storage/image-variants.ts'
import type { ObjectStore } from '../../infra/storage/object-store.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded images are kept (disk or S3, ADR 0025); served read-only at `/uploads/`. */
    objectStore: ObjectStore
  }
}

const FOREVER = 'public, max-age=31536000, immutable'
/** When to ask again after the store failed. */
const RETRY_AFTER_S = 30

/**
 * What a path under `/uploads/` may name: folders and a name of letters, digits, `-` and `_`,
 * ending `.webp` (uploads, their width copies and avatars). Anything else is absent.
 */
const KEY = /^(?:[\w-]{1,100}\/){1,3}[\w-]{1,100}(?:\.w\d{1,5})?\.webp$/

const image = (reply: FastifyReply, length: number) =>
  reply
    .type('image/webp')
    .header('content-length', length)
    .header('cache-control', FOREVER)
    .header('x-content-type-options', 'nosniff')

/**
 * Uploaded images (DESIGN.md §4 Images). Every object is a WebP the server encoded itself under a
 * random name, so it can be cached for good and never be sniffed as anything else. Its narrower
 * copies for `srcset` are made on their first request and kept beside it (ADR 0020). From S3 the
 * bytes are streamed through this server, so images stay same-origin (ADR 0025).
 */
export const storagePlugin = fp(async (app: FastifyInstance, options: { store: ObjectStore }) => {
  const { store } = options
  app.decorate('objectStore', store)
  app.addHook('onClose', async () => store.close())
  await app.register(
    async (scope) => {
      // A missing object is a plain 404 here, never the web app's page for unknown paths.
      const notFound = (reply: FastifyReply) =>
        reply.code(404).type('text/plain; charset=utf-8').send('Tidak ditemukan')
      scope.setNotFoundHandler(async (_request, reply) => notFound(reply))
      scope.route<{ Params: { '*': string } }>({
        // HEAD is declared with GET so that it asks the store for a size, not for the bytes.
        method: ['GET', 'HEAD'],
        url: '/*',
        // Files, not API: out of the OpenAPI document, as the web app's files are.
        schema: { hide: true },
        handler: async (request, reply) => {
          const key = request.params['*']
          if (!KEY.test(key)) return notFound(reply)
          try {
            if (request.method === 'HEAD') {
              const size = await store.size(key)
              if (size !== null) return image(reply, size).send()
            } else {
              const object = await store.get(key)
              if (object) return image(reply, object.length).send(object.body)
            }
            // A missing width copy of an existing upload is made now.
            const variant = imageVariantOf(key)
            const made = variant ? await ensureImageVariant(store, variant) : null
            if (!made) return notFound(reply)
            return image(reply, made.length).send(request.method === 'HEAD' ? undefined : made)
          } catch (error) {
            // The store failed (bucket down, refused, timed out): the image is not known to be
            // gone, so the browser or proxy is told to come back, not that it is broken.
            request.log.warn({ err: error, key }, 'uploads: object store failed')
            return reply
              .code(503)
              .header('retry-after', RETRY_AFTER_S)
              .header('cache-control', 'no-store')
              .type('text/plain; charset=utf-8')
              .send('Gambar sedang tidak dapat dimuat. Coba lagi sebentar lagi.')
          }
        },
      })
    },
    { prefix: '/uploads' },
  )
})
