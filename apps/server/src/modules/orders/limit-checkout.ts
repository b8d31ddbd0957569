import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { prompts } from '../../db/schema.ts'
import { consumeQuota, type QuotaAnswer, refuseOverQuota } from '../limits/consume-quota.ts'
import { inboxOf } from '../limits/inbox-of.ts'
import { CHECKOUT_LIMITS } from '../limits/limits.ts'
import { networkOf } from '../limits/network-of.ts'

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
