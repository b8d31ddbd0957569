import { z } from 'zod'
import { ShopRole } from './shops.ts'

/** The shops as `/admin/shop` lists and moderates them: status, commission, figures. */
export const SHOP_STATUSES = ['active', 'suspended', 'closed'] as const
export const ShopStatus = z.enum(SHOP_STATUSES, { error: 'Status toko tidak dikenal.' })
export type ShopStatus = z.infer<typeof ShopStatus>
export const shopStatusLabels: Record<(typeof SHOP_STATUSES)[number], string> = {
  active: 'Aktif',
  suspended: 'Dibekukan',
  closed: 'Ditutup',
}

export const AdminShopListQuery = z.object({
  status: ShopStatus.optional(),
  q: z.string().trim().max(100, { error: 'Kata kunci maksimal 100 karakter.' }).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
})
export type AdminShopListQuery = z.infer<typeof AdminShopListQuery>

const Balance = z.object({
  available: z.number().int(),
  held: z.number().int(),
  reserved: z.number().int(),
})

export const AdminShop = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  status: ShopStatus,
  memberCount: z.number().int(),
  publishedCount: z.number().int(),
  balance: Balance,
  createdAt: z.iso.datetime(),
})
export type AdminShop = z.infer<typeof AdminShop>

export const AdminShopList = z.object({
  items: z.array(AdminShop),
  nextCursor: z.string().nullable(),
})
export type AdminShopList = z.infer<typeof AdminShopList>

export const AdminShopDetail = AdminShop.extend({
  description: z.string(),
  suspensionReason: z.string().nullable(),
  /** The platform commission for this shop's new orders; null follows the platform setting. */
  commissionBp: z.number().int().nullable(),
  bank: z
    .object({
      bankCode: z.string(),
      accountNumber: z.string(),
      accountHolder: z.string(),
      changedAt: z.iso.datetime().nullable(),
    })
    .nullable(),
  members: z.array(z.object({ name: z.string(), email: z.string(), role: ShopRole })),
  promptsByStatus: z.record(z.string(), z.number().int()),
  payouts: z.array(
    z.object({
      id: z.uuid(),
      amount: z.number().int(),
      status: z.enum(['requested', 'approved', 'rejected']),
      requestedAt: z.iso.datetime(),
    }),
  ),
})
export type AdminShopDetail = z.infer<typeof AdminShopDetail>

/** Staff set a shop's own commission, or clear it (null) to follow the platform setting. */
export const ShopCommissionInput = z.object({
  commissionBp: z
    .number({ error: 'Isi komisi dalam basis poin (2000 = 20%).' })
    .int({ error: 'Komisi dalam basis poin bulat.' })
    .min(0, { error: 'Komisi tidak boleh negatif.' })
    .max(9000, { error: 'Komisi paling tinggi 9000 basis poin (90%).' })
    .nullable(),
})
export type ShopCommissionInput = z.infer<typeof ShopCommissionInput>
