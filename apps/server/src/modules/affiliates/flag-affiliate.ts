import type { AffiliateFlagReason } from '@pasarprompt/contracts/affiliate-flags'
import { eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { affiliateFlags, affiliates, members, organizations, users } from '../../db/schema.ts'
import { stampInsert, systemActor } from '../../db/stamps.ts'
import type { EventBus } from '../../infra/events/event-bus.ts'
import { notify } from '../notifications/notify.ts'

/** Who hears of a new flag: every member of the admin organisations (DESIGN.md §4). */
export interface StaffAlerts {
  events: EventBus
  adminOrganizationIds: readonly string[]
}

/** The bell's and the email's title of each reason. */
const titles: Record<AffiliateFlagReason, string> = {
  self_referral_click: 'Afiliasi mengeklik tautannya sendiri',
  self_referral_order: 'Afiliasi membeli lewat tautannya sendiri',
  self_referral_payment: 'Komisi afiliasi ditahan: dibayar oleh afiliasinya sendiri',
  shared_network: 'Banyak pesanan afiliasi dari satu jaringan',
  refund: 'Pesanan afiliasi dikembalikan',
  chargeback: 'Pesanan afiliasi di-chargeback',
}

/**
 * Raises a flag for staff about an affiliate (issue 26, decision 0029), in the caller's
 * transaction: while one of this reason is open, a repeat counts in it (and says what happened
 * last) instead of opening another, so an affiliate retrying a hundred times is one row and one
 * message. A new flag tells every platform admin — the bell, live, and an email through the
 * outbox ("Afiliasi" in Profil). Returns the flag's id.
 */
export async function flagAffiliate(
  tx: Executor,
  staff: StaffAlerts,
  input: {
    affiliateId: string
    reason: AffiliateFlagReason
    /** What happened, in Indonesian, without the buyer's personal data. */
    detail: string
    orderId?: string | null
    at?: Date
  },
): Promise<string | null> {
  const at = input.at ?? new Date()
  const [affiliate] = await tx
    .select({
      shopId: affiliates.shopId,
      code: affiliates.code,
      name: users.name,
      shopName: organizations.name,
    })
    .from(affiliates)
    .innerJoin(users, eq(users.id, affiliates.userId))
    .innerJoin(organizations, eq(organizations.id, affiliates.shopId))
    .where(eq(affiliates.id, input.affiliateId))
  if (!affiliate) return null
  const [flag] = await tx
    .insert(affiliateFlags)
    .values(
      stampInsert(systemActor, {
        affiliateId: input.affiliateId,
        shopId: affiliate.shopId,
        reason: input.reason,
        orderId: input.orderId ?? null,
        detail: input.detail,
        lastOccurredAt: at,
      }),
    )
    .onConflictDoUpdate({
      target: [affiliateFlags.affiliateId, affiliateFlags.reason],
      targetWhere: sql`handled_at is null`,
      set: {
        occurrences: sql`${affiliateFlags.occurrences} + 1`,
        detail: input.detail,
        orderId: sql`coalesce(excluded.order_id, ${affiliateFlags.orderId})`,
        lastOccurredAt: at,
        lastUpdated: at,
      },
    })
    .returning({ id: affiliateFlags.id, occurrences: affiliateFlags.occurrences })
  if (!flag) return null
  if (flag.occurrences > 1) return flag.id

  const staffIds = staff.adminOrganizationIds.length
    ? await tx
        .selectDistinct({ userId: members.userId })
        .from(members)
        .where(inArray(members.organizationId, [...staff.adminOrganizationIds]))
    : []
  await notify(tx, {
    events: staff.events,
    userIds: staffIds.map((row) => row.userId),
    notice: {
      kind: 'affiliate_flag',
      dedupeKey: `affiliate_flag:${flag.id}`,
      title: titles[input.reason],
      body: `${affiliate.name} (kode ${affiliate.code}, ${affiliate.shopName}): ${input.detail}`,
      link: '/admin/dashboard',
    },
  })
  return flag.id
}
