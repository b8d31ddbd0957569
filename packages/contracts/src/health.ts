import { z } from 'zod'

export const LivenessResponse = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number(),
})

export const ReadinessResponse = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({
    database: z.enum(['up', 'down']),
    /** Present once the process has begun to shut down: a load balancer sends no new requests. */
    shutdown: z.literal('in_progress').optional(),
  }),
})
export type ReadinessResponse = z.infer<typeof ReadinessResponse>
