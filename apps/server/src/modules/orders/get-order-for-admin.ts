import type { AdminOrderDetail } from '@pasarprompt/contracts/orders-for-admin'
import { asc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { complaints, ledgerEntries, orders, organizations, paymentLogs } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { sellerOrderColumns, toOrderSummary } from './list-orders-for-shop.ts'

/** One order for staff: its payment log trail and every ledger entry it caused. */
export async function getOrderForAdmin(db: Executor, id: string): Promise<AdminOrderDetail> {
  const [row] = await db
    .select({
      ...sellerOrderColumns,
      shopId: organizations.id,
      shopName: organizations.name,
      shopSlug: organizations.slug,
      buyerPhone: orders.buyerPhone,
      paymentMethod: orders.paymentMethod,
      gatewayOrderId: orders.gatewayOrderId,
      gatewayTransactionId: orders.gatewayTransactionId,
      commissionBp: orders.commissionBp,
      affiliateBp: orders.affiliateBp,
      gatewayFee: orders.gatewayFee,
      closedAt: orders.closedAt,
    })
    .from(orders)
    .leftJoin(complaints, eq(complaints.orderId, orders.id))
    .innerJoin(organizations, eq(organizations.id, orders.shopId))
    .where(eq(orders.id, id))
  if (!row) throw new AppError('NOT_FOUND', 'Pesanan tidak ditemukan.')
  const logs = await db
    .select()
    .from(paymentLogs)
    .where(eq(paymentLogs.orderId, id))
    .orderBy(asc(paymentLogs.createdAt))
  const entries = await db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.orderId, id))
    .orderBy(asc(ledgerEntries.id))
  return {
    ...toOrderSummary(row, true),
    shop: { id: row.shopId, name: row.shopName, slug: row.shopSlug },
    buyerPhone: row.buyerPhone,
    paymentMethod: row.paymentMethod,
    gatewayOrderId: row.gatewayOrderId,
    gatewayTransactionId: row.gatewayTransactionId,
    commissionBp: row.commissionBp,
    affiliateBp: row.affiliateBp,
    gatewayFee: row.gatewayFee,
    closedAt: row.closedAt?.toISOString() ?? null,
    paymentLogs: logs.map((log) => ({
      id: log.id,
      at: log.createdAt.toISOString(),
      transactionStatus: log.transactionStatus,
      signatureValid: log.signatureValid,
      result: log.result,
      detail: log.detail,
    })),
    entries: entries.map((entry) => ({
      id: Number(entry.id),
      at: entry.createdAt.toISOString(),
      kind: entry.kind,
      account: entry.account,
      amount: Number(entry.amount),
    })),
  }
}
