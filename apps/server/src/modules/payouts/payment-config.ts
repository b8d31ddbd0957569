import {
  bankName,
  maskAccountNumber,
  type PaymentConfig,
  type PaymentConfigInput,
} from '@pasarprompt/contracts/payouts'
import { and, eq } from 'drizzle-orm'
import type { Database, Executor } from '../../db/client.ts'
import { members, organizations, shops, users } from '../../db/schema.ts'
import { stampUpdate } from '../../db/stamps.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Mailer } from '../../plugins/mail/mailer.ts'
import { bankAccountChangedEmail } from '../../plugins/mail/templates.ts'
import { MANAGERS, type ShopContext } from '../auth/guards.ts'

function requireManager(shop: ShopContext) {
  if (!MANAGERS.includes(shop.role)) {
    throw new AppError('FORBIDDEN', 'Hanya pemilik atau admin toko yang dapat mengelola rekening.')
  }
}

/** The active shop's bank account (owners and admins: members see no money). */
export async function getPaymentConfig(db: Executor, shop: ShopContext): Promise<PaymentConfig> {
  requireManager(shop)
  const [row] = await db
    .select({
      bankCode: shops.bankCode,
      accountNumber: shops.bankAccountNumber,
      accountHolder: shops.bankAccountHolder,
      changedAt: shops.bankChangedAt,
    })
    .from(shops)
    .where(eq(shops.id, shop.organizationId))
  if (!row) throw new AppError('NOT_FOUND', 'Toko tidak ditemukan.')
  return {
    configured: row.bankCode !== null,
    bankCode: row.bankCode,
    accountNumber: row.accountNumber,
    accountHolder: row.accountHolder,
    changedAt: row.changedAt?.toISOString() ?? null,
  }
}

/**
 * Sets where payouts go. The time of the change is kept (an admin is warned of a payout to an
 * account changed in the last 24 h), and the shop's owners are emailed after the commit.
 */
export async function updatePaymentConfig(
  db: Database,
  mailer: Mailer,
  publicUrl: string,
  shop: ShopContext,
  input: PaymentConfigInput,
): Promise<PaymentConfig> {
  requireManager(shop)
  await db
    .update(shops)
    .set(
      stampUpdate(shop.actor, {
        bankCode: input.bankCode,
        bankAccountNumber: input.accountNumber,
        bankAccountHolder: input.accountHolder,
        bankChangedAt: new Date(),
      }),
    )
    .where(eq(shops.id, shop.organizationId))

  const owners = await db
    .select({ email: users.email, shopName: organizations.name })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .innerJoin(organizations, eq(organizations.id, members.organizationId))
    .where(and(eq(members.organizationId, shop.organizationId), eq(members.role, 'owner')))
  for (const owner of owners) {
    await mailer.send(
      bankAccountChangedEmail({
        to: owner.email,
        shopName: owner.shopName,
        changedBy: shop.auth.user.name || shop.auth.user.email,
        bank: bankName(input.bankCode),
        maskedAccount: maskAccountNumber(input.accountNumber),
        link: `${publicUrl}/app/payout`,
      }),
    )
  }
  return getPaymentConfig(db, shop)
}
