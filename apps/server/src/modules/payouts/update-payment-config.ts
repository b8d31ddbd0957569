import type { PaymentConfig, PaymentConfigInput } from '@pasarprompt/contracts/payouts'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { members, organizations, shops, users } from '../../db/schema.ts'
import { stampUpdate } from '../../db/stamps.ts'
import type { Mailer } from '../../infra/mail/mailer.ts'
import { requireShopManager, type ShopContext } from '../auth/guards.ts'
import { emailBankAccountChange } from './email-bank-account-change.ts'
import { getPaymentConfig } from './get-payment-config.ts'

export interface UpdatePaymentConfigOptions {
  mailer: Mailer
  publicUrl: string
  shop: ShopContext
  input: PaymentConfigInput
}

/**
 * Sets where payouts go. The time of the change is kept (an admin is warned of a payout to an
 * account changed in the last 24 h), and the shop's owners are emailed after the commit.
 */
export async function updatePaymentConfig(
  db: Database,
  { mailer, publicUrl, shop, input }: UpdatePaymentConfigOptions,
): Promise<PaymentConfig> {
  requireShopManager(shop, 'Hanya pemilik atau admin toko yang dapat mengelola rekening.')
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
  await emailBankAccountChange(mailer, {
    to: owners.map((owner) => owner.email),
    accountOf: owners[0]?.shopName ?? 'toko Anda',
    yours: 'toko Anda',
    changedBy: shop.auth.user.name || shop.auth.user.email,
    input,
    link: `${publicUrl}/app/payout`,
  })
  return getPaymentConfig(db, shop)
}
