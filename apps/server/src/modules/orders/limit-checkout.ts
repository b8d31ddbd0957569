import { HOUR_MS, MINUTE_MS } from '@pasarprompt/contracts/durations'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { prompts } from '../../db/schema.ts'
import { consumeQuota, type QuotaAnswer, refuseOverQuota } from '../limits/consume-quota.ts'
import { inboxOf } from '../limits/inbox-of.ts'
import { networkOf } from '../limits/network-of.ts'

/**
 * How many checkouts one client address, one typed email and one account may start
 * (docs/decisions/0022-limits-and-quotas.md has the reasons). A real buyer buys a few prompts
 * in a sitting; each order starts a gateway transaction, and a free one is a sale and a mail.
 */
export const CHECKOUT_LIMITS = {
  /**
   * Every checkout from one address (`request.ip`; an IPv6 address counts as its /64): many buyers may share one (offices, campus,
   * mobile carriers' NAT), so it is the loosest; the email and account limits are the tight ones.
   */
  perIp: { max: 60, windowMs: 10 * MINUTE_MS },
  /** Guest checkouts naming one inbox: protects that inbox, from any number of addresses. */
  perEmail: { max: 10, windowMs: HOUR_MS },
  /** A signed-in account, wherever it comes from (never limited by what strangers typed). */
  perAccount: { max: 20, windowMs: HOUR_MS },
  /** Free prompts claimed without an account from one address: each is a sale and a mail. */
  guestFreeClaimsPerIp: { max: 10, windowMs: HOUR_MS },
} as const

/**
 * Free-prompt receipts to an inbox no verified account owns (`enqueue-receipt.ts`): one a window,
 * so typing strangers' addresses does not turn receipts into a mailing list.
 */
export const FREE_RECEIPTS_TO_UNVERIFIED = { max: 1, windowMs: 30 * 24 * HOUR_MS } as const

const inMinutes = (answer: QuotaAnswer) => Math.max(1, Math.ceil(answer.retryAfterSeconds / 60))

/**
 * Counts a checkout against its limits before anything is created, and refuses the one over a
 * limit with 429 and `Retry-After`. The address is counted first: a client over its own limit
 * uses up nobody's email allowance. Refused attempts count too (`consumeQuota`).
 */
export async function limitCheckout(
  db: Database,
  who: { ip: string; userId: string | null; email: string; productId: string },
) {
  const network = networkOf(who.ip)
  const perIp = await consumeQuota(db, { key: `checkout:ip:${network}`, ...CHECKOUT_LIMITS.perIp })
  refuseOverQuota(
    perIp,
    `Terlalu banyak pesanan dari jaringan Anda. Coba lagi dalam ${inMinutes(perIp)} menit.`,
  )
  if (who.userId) {
    const perAccount = await consumeQuota(db, {
      key: `checkout:user:${who.userId}`,
      ...CHECKOUT_LIMITS.perAccount,
    })
    refuseOverQuota(
      perAccount,
      `Terlalu banyak pesanan dari akun Anda. Coba lagi dalam ${inMinutes(perAccount)} menit.`,
    )
    return
  }
  const perEmail = await consumeQuota(db, {
    key: `checkout:email:${inboxOf(who.email)}`,
    ...CHECKOUT_LIMITS.perEmail,
  })
  refuseOverQuota(
    perEmail,
    `Terlalu banyak pesanan untuk email ini. Coba lagi dalam ${inMinutes(perEmail)} menit.`,
  )
  const [prompt] = await db
    .select({ price: prompts.price })
    .from(prompts)
    .where(eq(prompts.id, who.productId))
  if (prompt?.price !== 0) return
  const freeClaims = await consumeQuota(db, {
    key: `checkout:free-guest:ip:${network}`,
    ...CHECKOUT_LIMITS.guestFreeClaimsPerIp,
  })
  refuseOverQuota(
    freeClaims,
    `Terlalu banyak prompt gratis diambil dari jaringan Anda. Coba lagi dalam ${inMinutes(freeClaims)} menit, atau masuk ke akun Anda.`,
  )
}
