import { and, eq } from 'drizzle-orm'
import { prompts, shops } from '../../db/schema.ts'

/** Only published prompts of active shops are public (DESIGN.md §4), in every list and page. */
export const isPublic = () => and(eq(prompts.status, 'published'), eq(shops.status, 'active'))
