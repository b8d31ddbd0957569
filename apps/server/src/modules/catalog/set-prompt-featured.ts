import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { prompts } from '../../db/schema.ts'
import { stampUpdate } from '../../db/stamps.ts'
import { AppError } from '../../lib/app-error.ts'
import { recordAudit } from '../audit/record-audit.ts'
import type { AdminContext } from '../auth/guards.ts'
import { getPromptForAdmin } from './get-prompt-for-admin.ts'
import { lockForReview } from './lock-for-review.ts'

export interface SetPromptFeaturedOptions {
  admin: AdminContext
  id: string
  featured: boolean
}

/** Features a published prompt on the storefront (the home page and 'Prompt Unggulan'). */
export async function setPromptFeatured(
  db: Database,
  { admin, id, featured }: SetPromptFeaturedOptions,
) {
  await db.transaction(async (tx) => {
    const { prompt } = await lockForReview(tx, id)
    if (featured && prompt.status !== 'published') {
      throw new AppError(
        'INVALID_STATUS_TRANSITION',
        'Hanya prompt yang terbit yang dapat dijadikan unggulan.',
      )
    }
    await tx.update(prompts).set(stampUpdate(admin.actor, { featured })).where(eq(prompts.id, id))
    await recordAudit(tx, admin, {
      action: featured ? 'prompt.feature' : 'prompt.unfeature',
      targetType: 'prompt',
      targetId: id,
      before: { featured: prompt.featured },
      after: { featured },
    })
  })
  return getPromptForAdmin(db, id)
}
