import { and, eq, isNotNull, sql } from 'drizzle-orm'
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
 * Pesanan refreshes live (`order.updated` for each of their paid orders of it). Guests read the
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
  for (const row of paid) {
    await events.publish(tx, {
      target: `user:${row.buyerUserId}`,
      type: 'order.updated',
      data: { orderId: row.orderId, status: 'paid' },
    })
  }
  await tx
    .update(promptVersions)
    .set({ buyersTold: sql`${told.length}` })
    .where(and(eq(promptVersions.promptId, prompt.id), eq(promptVersions.version, version)))
  return told.length
}
