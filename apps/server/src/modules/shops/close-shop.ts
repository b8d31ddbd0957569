import { and, eq, ne } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { invitations, members, orders, prompts, shops, users } from '../../db/schema.ts'
import { stampUpdate } from '../../db/stamps.ts'
import type { EventBus } from '../../infra/events/event-bus.ts'
import { AppError } from '../../lib/app-error.ts'
import { announceRemoval } from '../auth/announce-removal.ts'
import type { ShopContext } from '../auth/guards.ts'
import { refreshCategoryStats } from '../catalog/refresh-category-stats.ts'

/**
 * Closes the active shop for good (the owner's "Hapus toko"). Refused while the shop holds any
 * money — held, available or reserved — or has an order waiting for payment, since that money
 * would have nowhere to go. The organisation and shop rows stay: orders and the ledger point at
 * them, buyers keep their prompts, and its slug and name stay taken for CLOSED_SHOP_GRACE_DAYS
 * (closed-shop-grace.ts), so old links do not lead to someone else's shop at once. Its prompts are
 * archived, pending invitations cancelled and every member removed (their live streams close).
 */
export async function closeShop(db: Database, events: EventBus, shop: ShopContext) {
  if (shop.role !== 'owner') {
    throw new AppError('FORBIDDEN', 'Hanya pemilik toko yang dapat menghapus toko.')
  }
  await db.transaction(async (tx) => {
    // The balance row is locked: no sale or payout can land between the check and the close.
    const [row] = await tx
      .select({
        balance: shops.balance,
        held: shops.heldBalance,
        reserved: shops.reservedBalance,
        status: shops.status,
      })
      .from(shops)
      .where(eq(shops.id, shop.organizationId))
      .for('update')
    if (!row || row.status === 'closed') throw new AppError('NOT_FOUND', 'Toko tidak ditemukan.')
    if (row.balance !== 0 || row.held !== 0 || row.reserved !== 0) {
      throw new AppError(
        'SHOP_HAS_BALANCE',
        'Toko masih memiliki saldo (ditahan, tersedia, atau sedang dicairkan). Cairkan atau selesaikan saldo terlebih dahulu.',
      )
    }
    const [pending] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.shopId, shop.organizationId), eq(orders.status, 'pending')))
      .limit(1)
    if (pending) {
      throw new AppError(
        'CONFLICT',
        'Masih ada pesanan yang menunggu pembayaran. Coba lagi setelah pesanan itu dibayar atau kedaluwarsa.',
      )
    }

    await tx
      .update(shops)
      .set(stampUpdate(shop.actor, { status: 'closed' as const, closedAt: new Date() }))
      .where(eq(shops.id, shop.organizationId))
    const archived = await tx
      .update(prompts)
      .set(stampUpdate(shop.actor, { status: 'archived' as const, featured: false }))
      .where(and(eq(prompts.shopId, shop.organizationId), ne(prompts.status, 'archived')))
      .returning({ categoryName: prompts.categoryName })
    await refreshCategoryStats(tx, [...new Set(archived.map((prompt) => prompt.categoryName))])
    await tx
      .update(invitations)
      .set({ status: 'canceled' })
      .where(
        and(eq(invitations.organizationId, shop.organizationId), eq(invitations.status, 'pending')),
      )
    const removed = await tx
      .delete(members)
      .where(eq(members.organizationId, shop.organizationId))
      .returning({ userId: members.userId })
    await tx
      .update(users)
      .set({ lastActiveOrganizationId: null })
      .where(eq(users.lastActiveOrganizationId, shop.organizationId))
    for (const member of removed) {
      await announceRemoval({
        events,
        db: tx,
        userId: member.userId,
        organizationId: shop.organizationId,
      })
    }
  })
}
