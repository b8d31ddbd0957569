import type { Transaction } from '../../db/client.ts'
import type { promptRevisions, prompts } from '../../db/schema.ts'
import type { EventBus } from '../../infra/events/event-bus.ts'
import { sentence } from '../../lib/sentence.ts'
import { MANAGERS } from '../auth/guards.ts'
import { shopMemberIds } from '../auth/shop-member-ids.ts'
import { notify } from '../notifications/notify.ts'

/**
 * Tells the shop's owners and admins how the review of a prompt (or of its new version) ended,
 * with the reason of a rejection. One notice per version sent to review: the key carries the
 * time that version was submitted, so a resubmission is told again and a repeat is not.
 */
export async function tellReviewDecision(
  tx: Transaction,
  events: EventBus,
  input: {
    prompt: typeof prompts.$inferSelect
    revision: typeof promptRevisions.$inferSelect | undefined
    approved: boolean
    reason?: string
  },
) {
  const { prompt, revision, approved } = input
  const version = revision
    ? `rev-${revision.submittedAt.getTime()}`
    : String((prompt.submittedAt ?? prompt.createdAt).getTime())
  const what = revision ? 'Versi baru prompt' : 'Prompt'
  const reason = sentence(input.reason ?? '')
  await notify(tx, {
    events,
    userIds: await shopMemberIds(tx, prompt.shopId, MANAGERS),
    notice: {
      kind: approved ? 'prompt_approved' : 'prompt_rejected',
      dedupeKey: `${approved ? 'prompt_approved' : 'prompt_rejected'}:${prompt.id}:${version}`,
      title: approved ? `${what} disetujui: ${prompt.title}` : `${what} ditolak: ${prompt.title}`,
      body: approved
        ? revision
          ? `Versi baru "${prompt.title}" sudah tayang; pembeli menerimanya mulai sekarang.`
          : `"${prompt.title}" sudah tayang di marketplace dan dapat dibeli.`
        : revision
          ? `Versi baru "${prompt.title}" ditolak. Alasan: ${reason} Versi yang tayang tetap dijual.`
          : `"${prompt.title}" ditolak. Alasan: ${reason} Perbaiki lalu ajukan lagi.`,
      link: `/app/product/${prompt.id}`,
    },
  })
}
