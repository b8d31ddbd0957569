import {
  DEFAULT_AFFILIATE_BP,
  DEFAULT_COMMISSION_BP,
  DEFAULT_EARNINGS_HOLD_DAYS,
} from '@pasarprompt/contracts/constants'
import { DAY_MS } from '@pasarprompt/contracts/durations'
import type { EventBus } from '../../infra/events/event-bus.ts'
import { gatewayFee } from '../../modules/ledger/gateway-fees.ts'
import { markOrderPaid, type PaidOrder } from '../../modules/orders/mark-order-paid.ts'
import { newOrderNumber } from '../../modules/orders/order-number.ts'
import type { Executor } from '../client.ts'
import { orders } from '../schema.ts'
import { stampInsert, systemActor } from '../stamps.ts'
import type { FactoryPrompt } from './create-prompt.ts'
import { unique } from './unique.ts'

/** Orders made here announce nothing: no stream is open while a seed or a test's setup runs. */
const silentEvents: EventBus = {
  publish: async () => {},
  publishAll: async () => {},
  subscribe: () => () => {},
  onPublicChange: () => () => {},
  onResync: () => () => {},
  syncPublicChanges: async () => {},
  close: async () => {},
}

export interface OrderOverrides {
  /** An account (its id joins the order) or a guest; a new guest when none is given. */
  buyer?: { id?: string | null; name: string; email: string }
  commissionBp?: number
  /** The affiliate whose click brought the order (issue 14); none unless given. */
  affiliate?: { id: string; userId: string }
  /** The affiliate rate snapshot: the platform default with an affiliate, else 0. */
  affiliateBp?: number
  holdDays?: number
  /** The PPh 22 rate snapshot (decision 0044); 0 (nothing withheld) unless given. */
  pph22Bp?: number
  /** When the order was made (and, for a paid one, paid). */
  at?: Date
}

type OrderPrompt = Pick<FactoryPrompt, 'id' | 'shopId' | 'title' | 'price'> &
  Partial<Pick<FactoryPrompt, 'guaranteeDays'>>

/** A pending order of `prompt`, with the default rates snapshotted as a checkout would. */
export async function createOrder(
  db: Executor,
  prompt: OrderPrompt,
  overrides: OrderOverrides = {},
): Promise<typeof orders.$inferSelect> {
  const at = overrides.at ?? new Date()
  const buyer = overrides.buyer ?? { name: 'Tamu Uji', email: `tamu-${unique()}@contoh.id` }
  const [order] = await db
    .insert(orders)
    .values({
      ...stampInsert(systemActor, {
        number: newOrderNumber(at),
        promptId: prompt.id,
        shopId: prompt.shopId,
        buyerUserId: buyer.id ?? null,
        buyerName: buyer.name,
        buyerEmail: buyer.email,
        buyerPhone: '081200000001',
        promptTitle: prompt.title,
        price: prompt.price,
        commissionBp: overrides.commissionBp ?? DEFAULT_COMMISSION_BP,
        affiliateBp: overrides.affiliateBp ?? (overrides.affiliate ? DEFAULT_AFFILIATE_BP : 0),
        pph22Bp: overrides.pph22Bp ?? 0,
        affiliateId: overrides.affiliate?.id ?? null,
        affiliateUserId: overrides.affiliate?.userId ?? null,
        // As checkout does: the money waits at least as long as the Garansi runs.
        holdDays:
          overrides.holdDays ?? Math.max(DEFAULT_EARNINGS_HOLD_DAYS, prompt.guaranteeDays ?? 0),
        guaranteeDays: prompt.guaranteeDays ?? 0,
        expiresAt: new Date(at.getTime() + DAY_MS),
      }),
      // When it was made: the stamps would say now.
      ...(overrides.at ? { createdAt: at } : {}),
    })
    .returning()
  if (!order) throw new Error('order insert returned nothing')
  return order
}

/**
 * An order paid through the same crediting path as a gateway's settlement (ledger entries,
 * balance row, counters), so the ledger's invariants hold for every order a factory makes.
 */
export async function createPaidOrder(
  db: Executor,
  prompt: OrderPrompt,
  overrides: OrderOverrides & { method?: string } = {},
): Promise<PaidOrder> {
  const at = overrides.at ?? new Date()
  const method = overrides.method ?? 'qris'
  return db.transaction(async (tx) => {
    const order = await createOrder(tx, prompt, { ...overrides, at })
    const paid = await markOrderPaid(tx, silentEvents, {
      orderId: order.id,
      method,
      transactionId: `uji-${order.id}`,
      gatewayFee: gatewayFee(method, order.price),
      at,
    })
    if (!paid) throw new Error('the new order could not be credited')
    return paid
  })
}
