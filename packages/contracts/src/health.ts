import { z } from 'zod'

export const LivenessResponse = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number(),
})

export const ReadinessResponse = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({ database: z.enum(['up', 'down']) }),
})
export type ReadinessResponse = z.infer<typeof ReadinessResponse>
