import { createHmac } from 'node:crypto'
import type { RecordAffiliateClickInput } from '@pasarprompt/contracts/affiliates'
import { DEFAULT_COMPANY_ID } from '@pasarprompt/contracts/constants'
import { MINUTE_MS } from '@pasarprompt/contracts/durations'
import { and, desc, eq, gt, sql } from 'drizzle-orm'
import type { Database, Executor } from '../../db/client.ts'
import { affiliateClicks, affiliates, organizations, prompts, shops } from '../../db/schema.ts'
import { type Actor, stampInsert } from '../../db/stamps.ts'
import { AppError } from '../../lib/app-error.ts'
import { isMember } from '../auth/is-member.ts'
import type { AuthSession } from '../auth/session.ts'
import { CLICKS_PER_IP_HOUR, CLICKS_PER_VISITOR_HOUR, CLICKS_WINDOW_MS } from '../limits/limits.ts'
import { networkOf } from '../limits/network-of.ts'
import { rememberSightings } from '../sightings/remember-sightings.ts'
import { seenWithCircle } from '../sightings/seen-with.ts'
import { SIGHTING_LABELS, sightingValues } from '../sightings/sighting-values.ts'
import { flagAffiliate, type StaffAlerts } from './flag-affiliate.ts'

/** A visitor coming back through the same link within this time is one click, not two. */
const DEDUPE_MS = 30 * MINUTE_MS

/** The address as stored: an HMAC under the server's secret, never the address itself. */
export const hashIp = (secret: string, ip: string) =>
  createHmac('sha256', secret).update(`affiliate-click:${ip}`).digest('hex')

export interface ClickContext extends StaffAlerts {
  db: Database
  /** The server's secret: addresses and sightings are stored as HMACs under it. */
  secret: string
}

export interface ClickVisitor {
  /** The `pp_visitor` cookie's id (set by the route when the browser had none). */
  visitorId: string
  ip: string
  auth: AuthSession | null
}

/**
 * Records a visit through an affiliate link on the server (DESIGN.md §4 Affiliates). Nothing is
 * recorded — and the answer does not say why — for a code that is unknown or not active, a
 * programme that is off, a shop that is not active, a page of another shop, or a visitor who is
 * the affiliate or one of the shop's members: signed in as them, or signed out in a browser or
 * from a network seen with their accounts (issue 26: the sightings, decision 0029; the affiliate's
 * own is flagged for staff). A signed-in visitor's browser and network are remembered with their
 * account. A return through the same affiliate within 30 minutes is the same click. Recorded
 * clicks are limited per visitor (429) and per address (not counted) and hour, counted in the
 * database so the limit holds across processes.
 */
export async function recordAffiliateClick(
  ctx: ClickContext,
  input: RecordAffiliateClickInput,
  visitor: ClickVisitor,
): Promise<{ recorded: boolean }> {
  const { db, secret } = ctx
  const seen = sightingValues(secret, { visitorId: visitor.visitorId, ip: visitor.ip })
  if (visitor.auth) await rememberSightings(db, { userId: visitor.auth.user.id, values: seen })
  const [affiliate] = await db
    .select({
      id: affiliates.id,
      userId: affiliates.userId,
      shopId: affiliates.shopId,
      status: affiliates.status,
      enabled: shops.affiliateEnabled,
      shopStatus: shops.status,
    })
    .from(affiliates)
    .innerJoin(shops, eq(shops.id, affiliates.shopId))
    .where(eq(affiliates.code, input.code))
    .limit(1)
  const refused = { recorded: false }
  if (affiliate?.status !== 'active') return refused
  if (!affiliate.enabled || affiliate.shopStatus !== 'active') return refused
  if (!(await pageBelongsTo(db, input, affiliate.shopId))) return refused
  const userId = visitor.auth?.user.id ?? null
  if (userId && (userId === affiliate.userId || (await isMember(db, affiliate.shopId, userId)))) {
    return refused
  }
  const circle = { affiliateUserId: affiliate.userId, shopId: affiliate.shopId }
  const match = await seenWithCircle(db, { values: seen, circle })
  if (match) {
    if (match.who === 'affiliate') {
      await db.transaction((tx) =>
        flagAffiliate(tx, ctx, {
          affiliateId: affiliate.id,
          reason: 'self_referral_click',
          detail: `Klik lewat tautan afiliasi dari ${SIGHTING_LABELS[match.kind]} yang juga dipakai akun afiliasi ini; klik tidak dicatat.`,
        }),
      )
    }
    return refused
  }

  // An IPv6 address counts as its /64 (one subscriber's allocation).
  const ipHash = hashIp(secret, networkOf(visitor.ip))
  // Counting and inserting are one step per address and per visitor: the clicks of a burst
  // sent at once queue here, so none sees a count from before the others were stored.
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(1, hashtext(${ipHash})), pg_advisory_xact_lock(2, hashtext(${visitor.visitorId}))`,
    )
    const now = Date.now()
    const [newest] = await tx
      .select({ affiliateId: affiliateClicks.affiliateId, createdAt: affiliateClicks.createdAt })
      .from(affiliateClicks)
      .where(
        and(
          eq(affiliateClicks.shopId, affiliate.shopId),
          eq(affiliateClicks.visitorId, visitor.visitorId),
        ),
      )
      .orderBy(desc(affiliateClicks.createdAt), desc(affiliateClicks.id))
      .limit(1)
    if (newest?.affiliateId === affiliate.id && now - newest.createdAt.getTime() < DEDUPE_MS) {
      return { recorded: true }
    }

    const since = new Date(now - CLICKS_WINDOW_MS)
    if (
      (await countSince(tx, eq(affiliateClicks.visitorId, visitor.visitorId), since)) >=
      CLICKS_PER_VISITOR_HOUR
    ) {
      throw new AppError(
        'RATE_LIMITED',
        'Terlalu banyak kunjungan lewat tautan afiliasi. Coba lagi nanti.',
      )
    }
    // Many people share one address (mobile carriers, offices): past the address's limit the
    // click is quietly not counted, so one abuser cannot get honest visitors refused.
    if ((await countSince(tx, eq(affiliateClicks.ipHash, ipHash), since)) >= CLICKS_PER_IP_HOUR) {
      return refused
    }

    const actor: Actor = visitor.auth
      ? { uid: visitor.auth.user.id, email: visitor.auth.user.email, companyId: DEFAULT_COMPANY_ID }
      : { uid: 'guest', email: null, companyId: DEFAULT_COMPANY_ID }
    await tx.insert(affiliateClicks).values(
      stampInsert(actor, {
        affiliateId: affiliate.id,
        shopId: affiliate.shopId,
        promptId: input.promptId ?? null,
        visitorId: visitor.visitorId,
        userId,
        ipHash,
      }),
    )
    return { recorded: true }
  })
}

/** The page the link opened must be the code's shop: its page, or one of its prompts. */
async function pageBelongsTo(db: Executor, input: RecordAffiliateClickInput, shopId: string) {
  if (input.shopSlug !== undefined) {
    const [shop] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.slug, input.shopSlug.toLowerCase()))
      .limit(1)
    if (shop?.id !== shopId) return false
  }
  if (input.promptId !== undefined) {
    const [prompt] = await db
      .select({ shopId: prompts.shopId })
      .from(prompts)
      .where(eq(prompts.id, input.promptId))
      .limit(1)
    if (prompt?.shopId !== shopId) return false
  }
  return true
}

async function countSince(db: Executor, who: ReturnType<typeof eq>, since: Date) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(affiliateClicks)
    .where(and(who, gt(affiliateClicks.createdAt, since)))
  return Number(row?.count ?? 0)
}
