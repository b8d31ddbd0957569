import { DEFAULT_COMPANY_ID, ORDER_EXPIRY_HOURS } from '@pasarprompt/contracts/constants'
import { HOUR_MS } from '@pasarprompt/contracts/durations'
import {
  type CheckoutInput,
  type CheckoutResult,
  orderLifecycle,
} from '@pasarprompt/contracts/orders'
import { and, desc, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { categories, orders, organizations, prompts, shops } from '../../db/schema.ts'
import { type Actor, stampInsert } from '../../db/stamps.ts'
import { AppError } from '../../lib/app-error.ts'
import { orderAccessToken } from '../../lib/order-access-token.ts'
import { findAttributableClick } from '../affiliates/find-attributable-click.ts'
import { flagAffiliate } from '../affiliates/flag-affiliate.ts'
import { actorOf } from '../auth/guards.ts'
import { isMember } from '../auth/is-member.ts'
import type { AuthSession } from '../auth/session.ts'
import { getPlatformSettings } from '../settings/get-platform-settings.ts'
import { rememberSightings } from '../sightings/remember-sightings.ts'
import { SIGHTING_LABELS, sightingValues } from '../sightings/sighting-values.ts'
import { pph22RateFor } from '../tax/statement-standing.ts'
import { enqueueReceipt } from './enqueue-receipt.ts'
import { getOrder } from './get-order.ts'
import { markOrderPaid } from './mark-order-paid.ts'
import { newOrderNumber } from './order-number.ts'
import type { OrdersContext } from './orders-context.ts'
import { tellOrderPaid } from './tell-order-paid.ts'

/** Who is checking out, as the request shows them: the `pp_visitor` cookie and the address. */
export interface CheckoutVisitor {
  visitorId: string | null
  ip: string | null
}

/** A placed order: ready to show (granted, or one already under way), or waiting to be paid. */
export type PlacedOrder =
  | { kind: 'settled'; result: CheckoutResult }
  | {
      kind: 'awaiting_payment'
      order: { id: string; number: string; price: number; createdAt: Date }
      actor: Actor
      accessToken: string
      item: { id: string; name: string; merchantName: string; category: string }
      customer: { name: string; email: string; phone: string }
    }

export interface CreateOrderOptions {
  auth: AuthSession | null
  input: CheckoutInput & { email: string; phone: string }
  visitor?: CheckoutVisitor
}

/**
 * Places an order for one prompt; payments then starts its gateway transaction (the payments
 * domain's checkout). A free prompt is granted at once. Refused: an unpublished prompt, a
 * suspended shop, the buyer's own shop, a prompt the signed-in buyer already owns (409
 * ALREADY_PURCHASED: the web app opens the prompt instead), and a free prompt already claimed
 * for that address (409, never that order: `refuseClaimedFree`). How often one may check out
 * is `limitCheckout`'s, before this runs. The order carries the affiliate of the visitor's newest
 * click for the shop (`visitorId`: the `pp_visitor` cookie), as `findAttributableClick` allows;
 * a payment already under way keeps what it had. A signed-in buyer's browser and network are
 * remembered with their account; an affiliate refused because the buyer looked like them is
 * flagged for staff (issue 26).
 */
export async function createOrder(
  ctx: OrdersContext,
  { auth, input, visitor = { visitorId: null, ip: null } }: CreateOrderOptions,
): Promise<PlacedOrder> {
  const { db } = ctx
  const prompt = await saleablePrompt(db, input.productId)
  const actor: Actor = auth
    ? actorOf(auth)
    : { uid: 'guest', email: input.email.toLowerCase(), companyId: DEFAULT_COMPANY_ID }

  let buyerUserId: string | null = null
  let email = input.email.toLowerCase()
  const seen = sightingValues(ctx.secret, visitor)
  if (auth) {
    buyerUserId = auth.user.id
    email = auth.user.email.toLowerCase()
    await rememberSightings(db, { userId: auth.user.id, values: seen })
    await refuseOwnShop(db, auth.user.id, prompt.shopId)
    await refuseOwned(db, auth.user.id, prompt.id)
    const reusable = await openPendingOrder(db, auth.user.id, prompt.id)
    if (reusable)
      return withToken(
        ctx,
        await getOrder(db, {
          secret: ctx.secret,
          orderId: reusable,
          viewer: { userId: buyerUserId, token: undefined },
        }),
      )
  }
  // A guest's order joins an account only when that account proves the address (verification or
  // sign-in, DESIGN.md §4) — never here, where anyone can type anyone's email.

  const settings = await getPlatformSettings(db, { earningsHoldDays: ctx.earningsHoldDays })
  const now = new Date()
  // A per-shop commission set by staff overrides the platform rate (issue 7).
  const commissionBp = prompt.shopCommissionBp ?? settings.commissionBp
  // A free prompt moves no money: it is nobody's referral (and free orders cost nothing to fake).
  const { attribution, selfReferral } =
    prompt.price === 0
      ? { attribution: null, selfReferral: null }
      : await findAttributableClick(db, {
          shopId: prompt.shopId,
          visitorId: visitor.visitorId,
          buyerUserId,
          buyerEmail: email,
          seen,
          commissionBp,
          platformAffiliateBp: settings.affiliateBp,
          now,
        })
  const values = {
    number: newOrderNumber(now),
    promptId: prompt.id,
    shopId: prompt.shopId,
    buyerUserId,
    buyerName: input.name,
    buyerEmail: email,
    buyerPhone: input.phone,
    promptTitle: prompt.title,
    price: prompt.price,
    commissionBp,
    affiliateBp: attribution?.rateBp ?? 0,
    // PPh 22 (decision 0044): a paid order's rate is read in its insert's transaction, below.
    pph22Bp: 0,
    affiliateId: attribution?.affiliateId ?? null,
    affiliateUserId: attribution?.affiliateUserId ?? null,
    affiliateClickId: attribution?.clickId ?? null,
    // The money waits while the Garansi runs (issue 30): a guaranteed refund is taken from `held`.
    holdDays: Math.max(settings.holdDays, prompt.price > 0 ? prompt.guaranteeDays : 0),
    guaranteeDays: prompt.price > 0 ? prompt.guaranteeDays : 0,
    expiresAt: new Date(now.getTime() + ORDER_EXPIRY_HOURS * HOUR_MS),
  }

  if (prompt.price === 0) {
    const { orderId, deliverReceipt } = await db.transaction(async (tx) => {
      // Claims of one prompt for one address wait here for each other, then see the first.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`free-claim:${prompt.id}:${email}`}))`,
      )
      await refuseClaimedFree(tx, prompt.id, { userId: buyerUserId, email })
      const [order] = await tx.insert(orders).values(stampInsert(actor, values)).returning()
      if (!order) throw new Error('order insert returned nothing')
      const granted = await markOrderPaid(tx, ctx.events, {
        orderId: order.id,
        method: 'free',
        transactionId: null,
        gatewayFee: 0,
        at: now,
      })
      if (!granted) return { orderId: order.id, deliverReceipt: undefined }
      await tellOrderPaid(tx, ctx.events, granted)
      return { orderId: order.id, deliverReceipt: await enqueueReceipt(ctx, tx, order.id) }
    })
    deliverReceipt?.()
    const accessToken = orderAccessToken(ctx.secret, orderId)
    const view = await getOrder(db, {
      secret: ctx.secret,
      orderId,
      viewer: { userId: null, token: accessToken },
    })
    return { kind: 'settled', result: { order: view, payment: null, accessToken } }
  }

  // The order and its flag for staff are one write: a checkout never fails after its order exists.
  const order = await db.transaction(async (tx) => {
    // Decided now like the commission, so crediting reads nothing more; the shop's tax profile
    // is read `FOR SHARE`, so staff rejecting its statement either waits for this order (and
    // re-rates it) or is seen by it.
    const pph22Bp = await pph22RateFor(tx, { shopId: prompt.shopId, at: now, lock: true })
    const [inserted] = await tx
      .insert(orders)
      .values(stampInsert(actor, { ...values, pph22Bp }))
      .returning()
    if (!inserted) throw new Error('order insert returned nothing')
    if (selfReferral?.match.who === 'affiliate') {
      const { affiliateId, match } = selfReferral
      await flagAffiliate(tx, ctx, {
        affiliateId,
        reason: 'self_referral_order',
        orderId: inserted.id,
        detail: `Pesanan ${inserted.number} dibuat tanpa afiliasi: pembelinya memakai ${SIGHTING_LABELS[match.kind]} yang juga dipakai akun afiliasi ini.`,
        at: now,
      })
    }
    return inserted
  })
  return {
    kind: 'awaiting_payment',
    order: { id: order.id, number: order.number, price: order.price, createdAt: order.createdAt },
    actor,
    accessToken: orderAccessToken(ctx.secret, order.id),
    item: {
      id: prompt.id,
      name: prompt.title,
      merchantName: prompt.shopName,
      category: prompt.categoryTitle,
    },
    customer: { name: input.name, email, phone: input.phone },
  }
}

/**
 * Closes an order no payment could be started for: there is no page to send the buyer to, and
 * a new checkout starts over.
 */
export async function closeUnpayableOrder(db: Executor, orderId: string) {
  const move = orderLifecycle.moves.fail
  await db
    .update(orders)
    .set({ status: move.to, closedAt: new Date() })
    .where(and(eq(orders.id, orderId), inArray(orders.status, move.from)))
}

function withToken(ctx: OrdersContext, order: CheckoutResult['order']): PlacedOrder {
  return {
    kind: 'settled',
    result: { order, payment: order.payment, accessToken: orderAccessToken(ctx.secret, order.id) },
  }
}

async function saleablePrompt(db: Executor, promptId: string) {
  const [prompt] = await db
    .select({
      id: prompts.id,
      title: prompts.title,
      price: prompts.price,
      guaranteeDays: prompts.guaranteeDays,
      status: prompts.status,
      shopId: prompts.shopId,
      shopName: organizations.name,
      shopStatus: shops.status,
      shopCommissionBp: shops.commissionBp,
      categoryTitle: categories.title,
    })
    .from(prompts)
    .innerJoin(shops, eq(shops.id, prompts.shopId))
    .innerJoin(organizations, eq(organizations.id, prompts.shopId))
    .innerJoin(categories, eq(categories.name, prompts.categoryName))
    .where(eq(prompts.id, promptId))
    .limit(1)
  if (!prompt) throw new AppError('NOT_FOUND', 'Prompt tidak ditemukan.')
  if (prompt.shopStatus !== 'active') {
    throw new AppError(
      'PROMPT_NOT_FOR_SALE',
      'Toko ini sedang dinonaktifkan, jadi promptnya tidak dapat dibeli.',
    )
  }
  if (prompt.status !== 'published') {
    throw new AppError('PROMPT_NOT_FOR_SALE')
  }
  return prompt
}

/** Any membership counts, not just the active one (DESIGN.md §4: checks about a person). */
async function refuseOwnShop(db: Executor, userId: string, shopId: string) {
  if (await isMember(db, shopId, userId)) {
    throw new AppError('FORBIDDEN', 'Anda tidak dapat membeli prompt dari toko Anda sendiri.')
  }
}

async function refuseOwned(db: Executor, userId: string, promptId: string) {
  const [owned] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(eq(orders.buyerUserId, userId), eq(orders.promptId, promptId), eq(orders.status, 'paid')),
    )
    .limit(1)
  if (owned) throw new AppError('ALREADY_PURCHASED')
}

/**
 * A free prompt is claimed once per account and once per address (DESIGN.md §4). A second claim
 * is refused without a word about the first: whoever asks may not be whoever claimed it, so the
 * order, its buyer's name and its link go only to that address (the receipt) or that account.
 */
async function refuseClaimedFree(
  db: Executor,
  promptId: string,
  by: { userId: string | null; email: string },
) {
  const [claimed] = await db
    .select({ buyerUserId: orders.buyerUserId })
    .from(orders)
    .where(
      and(
        eq(orders.promptId, promptId),
        eq(orders.status, 'paid'),
        by.userId
          ? or(eq(orders.buyerUserId, by.userId), eq(orders.buyerEmail, by.email))
          : eq(orders.buyerEmail, by.email),
      ),
    )
    .limit(1)
  if (!claimed) return
  if (by.userId && claimed.buyerUserId === by.userId) throw new AppError('ALREADY_PURCHASED')
  throw new AppError('FREE_PROMPT_CLAIMED')
}

/** A second click on "Beli sekarang" returns to the payment already started, if still payable. */
async function openPendingOrder(db: Executor, userId: string, promptId: string) {
  const [open] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.buyerUserId, userId),
        eq(orders.promptId, promptId),
        eq(orders.status, 'pending'),
        isNotNull(orders.gatewayOrderId),
        // The gateway's page closes an hour before our expiry.
        gt(orders.expiresAt, new Date(Date.now() + 2 * HOUR_MS)),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1)
  return open?.id
}
