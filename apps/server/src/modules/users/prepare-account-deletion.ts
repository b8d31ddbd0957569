import { randomBytes } from 'node:crypto'
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import {
  affiliateAccounts,
  affiliates,
  auditLog,
  invitations,
  members,
  orders,
  organizations,
  payouts,
  reviews,
  shops,
  users,
  waitlistEntries,
} from '../../db/schema.ts'
import { systemActor } from '../../db/stamps.ts'
import { AppError } from '../../lib/app-error.ts'

/** What a deleted buyer's orders show in their place: the shop's books keep the order itself. */
export const DELETED_BUYER_NAME = 'Akun terhapus'
export const DELETED_EMAIL_DOMAIN = 'pasarprompt.invalid'

const refuse = (message: string) => new AppError('ACCOUNT_DELETION_REFUSED', message)

/**
 * Runs just before better-auth deletes a user (`/delete-user`, password confirmed): refuses
 * while the account still answers for money or for other people, then removes the personal data
 * the deletion itself would not (anonymised orders, review stamps, the waitlist entry, pending
 * invitations to the address). Sessions, sign-in accounts, memberships and the wishlist go with
 * the user row (ON DELETE CASCADE); reviews keep their text without an author (SET NULL).
 *
 * Refused (409) while the user
 * - is a member of an admin organisation (staff leave through the platform first);
 * - owns a shop holding money (held, available or reserved) or with an open payout;
 * - holds affiliate earnings in any bucket (held, available — even negative — or reserved);
 * - is the last owner of a shop that is still open (its members and buyers need an owner: hand
 *   it over or close the shop first);
 * - is named on a payout, an audit entry or as an affiliate of an order: those records are the
 *   platform's books and point at the user without ON DELETE.
 * Otherwise their affiliate memberships (with their clicks) and their empty affiliate account go
 * first, since those rows point at the user without ON DELETE either.
 */
export async function prepareAccountDeletion(
  db: Database,
  adminOrganizationIds: string[],
  user: { id: string },
) {
  await db.transaction(async (tx) => {
    if (adminOrganizationIds.length > 0) {
      const [staff] = await tx
        .select({ id: members.id })
        .from(members)
        .where(
          and(eq(members.userId, user.id), inArray(members.organizationId, adminOrganizationIds)),
        )
        .limit(1)
      if (staff) {
        throw refuse(
          'Akun staf platform tidak dapat dihapus. Minta admin lain mengeluarkan Anda dari organisasi admin terlebih dahulu.',
        )
      }
    }

    const owned = await tx
      .select({
        shopId: shops.id,
        name: organizations.name,
        status: shops.status,
        balance: shops.balance,
        held: shops.heldBalance,
        reserved: shops.reservedBalance,
      })
      .from(members)
      .innerJoin(shops, eq(shops.id, members.organizationId))
      .innerJoin(organizations, eq(organizations.id, members.organizationId))
      .where(and(eq(members.userId, user.id), eq(members.role, 'owner')))
      // The balance rows are locked: no sale can land between the check and the deletion.
      .for('update', { of: shops })
    for (const shop of owned) {
      const [openPayout] = await tx
        .select({ id: payouts.id })
        .from(payouts)
        .where(and(eq(payouts.shopId, shop.shopId), eq(payouts.status, 'requested')))
        .limit(1)
      if (shop.balance !== 0 || shop.held !== 0 || shop.reserved !== 0 || openPayout) {
        throw refuse(
          `Toko ${shop.name} masih memiliki saldo atau pencairan yang belum selesai. Cairkan dan selesaikan saldo toko sebelum menghapus akun.`,
        )
      }
      const [otherOwner] = await tx
        .select({ id: members.id })
        .from(members)
        .where(
          and(
            eq(members.organizationId, shop.shopId),
            eq(members.role, 'owner'),
            ne(members.userId, user.id),
          ),
        )
        .limit(1)
      if (!otherOwner && shop.status !== 'closed') {
        throw refuse(
          `Anda pemilik satu-satunya toko ${shop.name}. Serahkan kepemilikan kepada anggota lain atau hapus toko terlebih dahulu.`,
        )
      }
    }

    const [earnings] = await tx
      .select({
        balance: affiliateAccounts.balance,
        held: affiliateAccounts.heldBalance,
        reserved: affiliateAccounts.reservedBalance,
      })
      .from(affiliateAccounts)
      .where(eq(affiliateAccounts.userId, user.id))
      // Locked like a shop's balance: no fee can land between the check and the deletion.
      .for('update')
    if (earnings && (earnings.balance !== 0 || earnings.held !== 0 || earnings.reserved !== 0)) {
      throw refuse(
        'Saldo afiliasi Anda belum kosong. Cairkan atau selesaikan saldo afiliasi sebelum menghapus akun.',
      )
    }

    const [onPayout] = await tx
      .select({ id: payouts.id })
      .from(payouts)
      .where(
        or(
          eq(payouts.requestedBy, user.id),
          eq(payouts.decidedBy, user.id),
          eq(payouts.affiliateUserId, user.id),
        ),
      )
      .limit(1)
    const [onAudit] = await tx
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(eq(auditLog.actorUserId, user.id))
      .limit(1)
    const [asAffiliate] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.affiliateUserId, user.id))
      .limit(1)
    if (onPayout || onAudit || asAffiliate) {
      throw refuse(
        'Akun ini tercatat pada pembukuan platform (pencairan dana, afiliasi, atau log admin) dan tidak dapat dihapus sendiri. Hubungi kami melalui halaman Kontak.',
      )
    }

    // No order names this user as affiliate (refused above), so their memberships are no one's
    // books: they go, with their clicks (ON DELETE CASCADE), and so does the empty account row.
    await tx.delete(affiliates).where(eq(affiliates.userId, user.id))
    await tx.delete(affiliateAccounts).where(eq(affiliateAccounts.userId, user.id))

    // The orders stay for the shops' books; who bought them does not. One address per deleted
    // account, so a shop still sees which orders came from the same (anonymous) buyer.
    const anonymousEmail = `terhapus-${randomBytes(8).toString('hex')}@${DELETED_EMAIL_DOMAIN}`
    const scrubbed = { uid: systemActor.uid, email: null }
    await tx
      .update(orders)
      .set({
        buyerName: DELETED_BUYER_NAME,
        buyerEmail: anonymousEmail,
        buyerPhone: '-',
        createdBy: sql`case when ${orders.createdBy} = ${user.id} then null else ${orders.createdBy} end`,
        lastUpdated: new Date(),
        lastUpdatedBy: scrubbed,
      })
      .where(eq(orders.buyerUserId, user.id))
    // The review's stamps carried the author's email; its text stays, without an author.
    await tx
      .update(reviews)
      .set({ createdBy: null, lastUpdatedBy: scrubbed })
      .where(eq(reviews.authorUserId, user.id))
    // Rows that hold the address without pointing at the user: the waitlist entry (name and
    // email) and invitations still addressed to it.
    const [person] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, user.id))
    if (person) {
      await tx
        .delete(waitlistEntries)
        .where(sql`lower(${waitlistEntries.email}) = lower(${person.email})`)
      await tx
        .delete(invitations)
        .where(
          and(
            sql`lower(${invitations.email}) = lower(${person.email})`,
            eq(invitations.status, 'pending'),
          ),
        )
    }
  })
}
