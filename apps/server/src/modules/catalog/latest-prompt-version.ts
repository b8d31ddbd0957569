import { desc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { promptVersions } from '../../db/schema.ts'

/** The newest approved version of a revised prompt (issue 30); undefined for one never revised. */
export async function latestPromptVersion(db: Executor, promptId: string) {
  const [row] = await db
    .select({
      version: promptVersions.version,
      approvedAt: promptVersions.approvedAt,
      buyersTold: promptVersions.buyersTold,
    })
    .from(promptVersions)
    .where(eq(promptVersions.promptId, promptId))
    .orderBy(desc(promptVersions.version))
    .limit(1)
  return row
}
