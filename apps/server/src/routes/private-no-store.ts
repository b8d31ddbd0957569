import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * An area's `onSend` hook: its answers belong to one shop or to the platform's staff, so no
 * browser or proxy may keep them. An answer that already says how to cache (the upload's and
 * the error handler's `no-store`) keeps its own header.
 */
export async function privateNoStore(_request: FastifyRequest, reply: FastifyReply) {
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store')
}
