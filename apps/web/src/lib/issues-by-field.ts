import type { z } from 'zod'

/** A refused form's messages by top-level field, for the fields to show under themselves. */
export const issuesByField = (error: z.ZodError): Record<string, string> =>
  Object.fromEntries(error.issues.map((issue) => [String(issue.path[0]), issue.message]))
