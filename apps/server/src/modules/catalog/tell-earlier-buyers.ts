import { and, eq, isNotNull } from 'drizzle-orm'
import type { Transaction } from '../../db/client.ts'
import { orders, type prompts, promptVersions } from '../../db/schema.ts'
import type { EventBus } from '../../infra/events/event-bus.ts'
import { notify } from '../notifications/notify.ts'

export interface TellEarlierBuyersOptions {
  events: EventBus
  prompt: typeof prompts.$inferSelect
  version: number
  changeNote: string | null
}

/**
 * Tells every buyer with an account who paid for the prompt before this version, once each
 * (issue 30): a bell row and, unless they switched 'Pesanan' emails off, one email; their open
 * Pesanan refreshes live (one `order.updated` each). Guests read the
 * newest version through their receipt link. Writes the count on the version, for the seller.
 */
export async function tellEarlierBuyers(
  tx: Transaction,
  { events, prompt, version, changeNote }: TellEarlierBuyersOptions,
): Promise<number> {
  const paid = await tx
    .select({ orderId: orders.id, buyerUserId: orders.buyerUserId })
    .from(orders)
    .where(
      and(eq(orders.promptId, prompt.id), eq(orders.status, 'paid'), isNotNull(orders.buyerUserId)),
    )
  const buyers = [...new Set(paid.map((row) => row.buyerUserId as string))]
  const told = await notify(tx, {
    events,
    userIds: buyers,
    notice: {
      kind: 'prompt_updated',
      dedupeKey: `prompt_updated:${prompt.id}:${version}`,
      title: `Versi baru: ${prompt.title}`,
      body: `Toko memperbarui prompt yang Anda beli ke versi ${version}.${changeNote ? ` Catatan perubahan: ${changeNote}` : ''} Buka Pesanan untuk membaca versi terbaru; versi sebelumnya tetap bisa dibaca.`,
      link: '/account/order',
    },
  })
  // One event per buyer (their page refetches every order), not per order: the approval holds
  // the prompt's row, which a payment of it waits for.
  const orderOf = new Map(paid.map((row) => [row.buyerUserId as string, row.orderId]))
  for (const [userId, orderId] of orderOf) {
    await events.publish(tx, {
      target: `user:${userId}`,
      type: 'order.updated',
      data: { orderId, status: 'paid' },
    })
  }
  await tx
    .update(promptVersions)
    .set({ buyersTold: told.length })
    .where(and(eq(promptVersions.promptId, prompt.id), eq(promptVersions.version, version)))
  return told.length
}
