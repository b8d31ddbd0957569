import {
  type ComplaintMessageKind,
  type ComplaintSide,
  complaintReasonLabels,
  complaintSideLabels,
} from '@pasarprompt/contracts/complaints'
import { formatRupiah } from '@pasarprompt/contracts/format'
import { and, count, eq, gte } from 'drizzle-orm'
import type { Transaction } from '../../db/client.ts'
import { complaintMessages, type complaints, type orders } from '../../db/schema.ts'
import { orderAccessToken } from '../../lib/order-access-token.ts'
import { shopMemberIds } from '../auth/shop-member-ids.ts'
import { publishShopBalance } from '../ledger/shop-balance.ts'
import { COMPLAINT_NOTICE_WINDOW_MS } from '../limits/limits.ts'
import { notify } from '../notifications/notify.ts'
import { complaintEmail } from './complaint-email.ts'
import { complaintEventTargets } from './complaint-event-targets.ts'
import type { ComplaintsContext } from './complaints-context.ts'

const EVERY_ROLE = ['owner', 'admin', 'member'] as const

export interface TellComplaintOptions {
  complaint: typeof complaints.$inferSelect
  order: typeof orders.$inferSelect
  step: ComplaintMessageKind
  by: ComplaintSide
  /** The message's text, or a decision's reason. */
  text: string
}

type Recipient = ComplaintSide | 'staff'

/** Who hears of each step, besides the one who took it. */
function recipientsOf(step: ComplaintMessageKind, by: ComplaintSide): Recipient[] {
  switch (step) {
    case 'opened':
    case 'withdrawn':
      return ['shop']
    case 'message':
      return by === 'buyer' ? ['shop'] : by === 'shop' ? ['buyer'] : ['buyer', 'shop']
    case 'escalated':
      return [by === 'buyer' ? 'shop' : 'buyer', 'staff']
    // Staff hear of every refund they did not decide: the money itself goes back to the buyer
    // through the gateway's dashboard, which is theirs to do.
    case 'refunded':
      return by === 'shop'
        ? ['buyer', 'staff']
        : by === 'system'
          ? ['buyer', 'shop', 'staff']
          : ['buyer', 'shop']
    case 'released':
      return ['buyer', 'shop']
  }
}

const excerpt = (text: string) => (text.length > 160 ? `${text.slice(0, 157)}…` : text)

/**
 * Tells, in the step's transaction, everyone a complaint step concerns: live (`complaint.updated`
 * to the buyer, the shop and staff, who refetch it), in the bell and by email (the switch
 * 'Komplain' in Profil), and a guest buyer by email through the mail outbox, with the order's
 * receipt link. Messages are told once a window per side (the conversation shows each live).
 * Returns what to run after the commit: the guest mail's first delivery.
 */
export async function tellComplaint(
  ctx: ComplaintsContext,
  tx: Transaction,
  { complaint, order, step, by, text }: TellComplaintOptions,
): Promise<() => void> {
  const data = { complaintId: complaint.id, orderId: order.id }
  for (const target of complaintEventTargets(order, ctx.adminOrganizationIds)) {
    await ctx.events.publish(tx, { target, type: 'complaint.updated', data })
  }
  // The balance's next release date skips orders an active complaint holds.
  if (step === 'opened' || step === 'withdrawn' || step === 'released') {
    await publishShopBalance(tx, ctx.events, order.shopId)
  }

  const who = complaintSideLabels[by]
  const title = {
    opened: `Komplain baru: ${order.promptTitle}`,
    message: `Pesan baru di komplain ${order.number}`,
    escalated: `Komplain ${order.number} diteruskan ke admin`,
    refunded: `Komplain ${order.number}: dana dikembalikan`,
    released: `Komplain ${order.number} ditolak`,
    withdrawn: `Komplain ${order.number} ditarik pembeli`,
  }[step]
  const body = {
    opened: `Pembeli pesanan ${order.number} membuka komplain (${complaintReasonLabels[complaint.reason]}): "${excerpt(text)}". Pendapatan dari pesanan ini ditahan sampai komplain selesai. Jawab pembeli dari halaman pesanan.`,
    message: `${who}: "${excerpt(text)}"`,
    escalated: `${who} meneruskan komplain atas "${order.promptTitle}" ke admin PasarPrompt. Admin akan memutuskan: dana dikembalikan ke pembeli atau diteruskan ke toko.`,
    refunded: `${who} memutuskan dana ${formatRupiah(order.price)} untuk "${order.promptTitle}" dikembalikan ke pembeli. Alasan: ${text}`,
    released: `Admin PasarPrompt memutuskan dana untuk "${order.promptTitle}" diteruskan ke toko. Alasan: ${text}`,
    withdrawn: `Pembeli menarik komplain atas "${order.promptTitle}". Pendapatan dari pesanan ini dilepas seperti biasa setelah masa tahan.`,
  }[step]
  // A side hears of the other's messages once a window (COMPLAINT_NOTICE_WINDOW_MS).
  const window = Math.floor(Date.now() / COMPLAINT_NOTICE_WINDOW_MS)
  const dedupeKey =
    step === 'message'
      ? `complaint:${complaint.id}:message-from-${by}:${window}`
      : `complaint:${complaint.id}:${step}`

  let afterCommit = () => {}
  for (const recipient of recipientsOf(step, by)) {
    if (recipient === 'shop') {
      await notify(tx, {
        events: ctx.events,
        userIds: await shopMemberIds(tx, order.shopId, EVERY_ROLE),
        notice: { kind: 'complaint', dedupeKey, title, body, link: `/app/order/${order.id}` },
      })
    } else if (recipient === 'staff') {
      const staffIds = (
        await Promise.all(ctx.adminOrganizationIds.map((id) => shopMemberIds(tx, id, EVERY_ROLE)))
      ).flat()
      await notify(tx, {
        events: ctx.events,
        userIds: staffIds,
        notice: {
          kind: 'complaint',
          dedupeKey,
          title,
          body:
            step === 'refunded'
              ? `${body} Kembalikan dananya ke pembeli lewat dasbor gateway pembayaran.`
              : body,
          link: `/admin/complaints/${complaint.id}`,
        },
      })
    } else if (order.buyerUserId) {
      await notify(tx, {
        events: ctx.events,
        userIds: [order.buyerUserId],
        notice: {
          kind: 'complaint',
          dedupeKey,
          title,
          body,
          link: `/payment/${order.id}#komplain`,
        },
      })
    } else if (step !== 'message' || (await firstMessageOfWindow(tx, complaint.id, by))) {
      const link = `${ctx.publicUrl}/payment/${order.id}?token=${orderAccessToken(ctx.secret, order.id)}`
      const deliver = await ctx.mailer.enqueue(
        tx,
        complaintEmail({ to: order.buyerEmail, title, body, link }),
      )
      afterCommit = () => {
        void deliver().catch((error) =>
          ctx.log.error({ err: error, orderId: order.id }, 'complaint email failed'),
        )
      }
    }
  }
  return afterCommit
}

/**
 * Whether `by`'s message just written is their first in this notice window: a guest, who has no
 * bell to collect them, is mailed once a window like everyone else.
 */
async function firstMessageOfWindow(tx: Transaction, complaintId: string, by: ComplaintSide) {
  const windowStart = new Date(Date.now() - (Date.now() % COMPLAINT_NOTICE_WINDOW_MS))
  const [row] = await tx
    .select({ n: count() })
    .from(complaintMessages)
    .where(
      and(
        eq(complaintMessages.complaintId, complaintId),
        eq(complaintMessages.side, by),
        eq(complaintMessages.kind, 'message'),
        gte(complaintMessages.createdAt, windowStart),
      ),
    )
  return (row?.n ?? 0) <= 1
}
