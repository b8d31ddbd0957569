import { z } from 'zod'
import { ComplaintSummary } from './complaints.ts'
import { defineLifecycle } from './lifecycle.ts'

/** DESIGN.md §4: `pending → paid → refunded | chargeback`, `pending → failed | expired`. */
export const ORDER_STATUSES = [
  'pending',
  'paid',
  'failed',
  'expired',
  'refunded',
  'chargeback',
] as const
export const OrderStatus = z.enum(ORDER_STATUSES)
export type OrderStatus = z.infer<typeof OrderStatus>

/**
 * Every move of an order's status. A verified settlement beats our own expiry and a failed
 * attempt (the buyer paid after all); `paid` ends only in a reversal.
 */
export const orderLifecycle = defineLifecycle(ORDER_STATUSES, {
  pay: { from: ['pending', 'expired', 'failed'], to: 'paid' },
  fail: { from: ['pending'], to: 'failed' },
  expire: { from: ['pending'], to: 'expired' },
  refund: { from: ['paid'], to: 'refunded' },
  chargeback: { from: ['paid'], to: 'chargeback' },
})

export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: 'Menunggu pembayaran',
  paid: 'Lunas',
  failed: 'Gagal',
  expired: 'Kedaluwarsa',
  refunded: 'Dikembalikan',
  chargeback: 'Dibatalkan bank',
}

/**
 * What the buyer typed at checkout. A signed-in buyer's email is the account's, whatever the
 * form sends; a guest's joins an account only once that address is verified.
 */
export const CheckoutInput = z.object({
  productId: z.uuid({ error: 'Prompt tidak valid.' }),
  name: z
    .string({ error: 'Nama wajib diisi.' })
    .trim()
    .min(2, { error: 'Nama minimal 2 karakter.' })
    .max(80, { error: 'Nama maksimal 80 karakter.' }),
  email: z
    .string({ error: 'Email wajib diisi.' })
    .trim()
    .max(254, { error: 'Email terlalu panjang.' })
    .pipe(z.email({ error: 'Alamat email tidak valid.' })),
  phone: z
    .string({ error: 'Nomor HP wajib diisi.' })
    .trim()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .regex(/^(\+62|62|0)8\d{7,12}$/, { error: 'Nomor HP tidak valid (contoh: 081234567890).' }),
    ),
})
export type CheckoutInput = z.input<typeof CheckoutInput>

/** Where the buyer pays: the gateway's page (`redirectUrl`) for this attempt. */
export const PaymentSession = z.object({
  provider: z.literal('midtrans'),
  gatewayOrderId: z.string(),
  redirectUrl: z.string(),
  token: z.string(),
})
export type PaymentSession = z.infer<typeof PaymentSession>

/** An order as its buyer (by session or by the receipt's signed link) sees it. */
export const OrderView = z.object({
  id: z.uuid(),
  number: z.string(),
  status: OrderStatus,
  price: z.number().int(),
  productId: z.uuid(),
  productTitle: z.string(),
  /** Null when the prompt is no longer on sale (the purchase itself stays readable). */
  productSlug: z.string().nullable(),
  shopName: z.string(),
  shopSlug: z.string(),
  /** The shop's logo (an upload), or null. */
  shopLogoUrl: z.string().nullable(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  /** True when the order belongs to no account yet (a guest checkout). */
  guest: z.boolean(),
  paymentMethod: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  /** When the server closes the order unpaid: an hour after `payBefore`, for late notifications. */
  expiresAt: z.iso.datetime({ offset: true }),
  /**
   * The buyer's deadline: the gateway stops taking money then (its expiry counts from the
   * order's creation). The one time the payment page and the guide speak of.
   */
  payBefore: z.iso.datetime({ offset: true }),
  paidAt: z.iso.datetime({ offset: true }).nullable(),
  /** The buyer's complaint about this order (issue 30), or null. */
  complaint: ComplaintSummary.nullable(),
  /**
   * Until when a complaint may be opened: the end of the hold, for a paid order whose earnings
   * are still held and that has no complaint yet; otherwise null.
   */
  complainUntil: z.iso.datetime({ offset: true }).nullable(),
  /** A paid order of a prompt with "Garansi": until when it is guaranteed to work; else null. */
  guaranteeUntil: z.iso.datetime({ offset: true }).nullable(),
  /** Only while the order waits for payment. */
  payment: PaymentSession.nullable(),
})
export type OrderView = z.infer<typeof OrderView>

export const CheckoutResult = z.object({
  order: OrderView,
  /** Null for a free prompt: it is granted at once. */
  payment: PaymentSession.nullable(),
  /** Signed: opens this one order (and its prompt once paid) without a session. */
  accessToken: z.string(),
})
export type CheckoutResult = z.infer<typeof CheckoutResult>

/** One approved version of a prompt, as its buyers list them (issue 30). */
export const PromptVersionSummary = z.object({
  version: z.number().int(),
  changeNote: z.string().nullable(),
  approvedAt: z.iso.datetime({ offset: true }),
})
export type PromptVersionSummary = z.infer<typeof PromptVersionSummary>

export const BuyerOrderList = z.object({
  items: z.array(
    OrderView.omit({ payment: true }).extend({
      /** The buyer's review of this order ("Ubah ulasan"); null: none yet ("Beri ulasan"). */
      review: z.object({ id: z.uuid(), rating: z.number().int() }).nullable(),
      /**
       * A paid order whose prompt has a newer version than the one bought ("Versi baru"): the
       * newest, its change note and which `[VARIABEL]` it added or dropped; else null.
       */
      newVersion: PromptVersionSummary.extend({
        addedVariables: z.array(z.string()),
        removedVariables: z.array(z.string()),
      }).nullable(),
    }),
  ),
  nextCursor: z.string().nullable(),
})
export type BuyerOrderList = z.infer<typeof BuyerOrderList>

/** The prompt a buyer paid for: served only by the purchases endpoint, never cached. */
export const Purchase = z.object({
  productId: z.uuid(),
  orderId: z.uuid(),
  title: z.string(),
  promptText: z.string(),
  instructions: z.string(),
  changeNote: z.string().nullable(),
  variableCount: z.number().int(),
  purchasedAt: z.iso.datetime({ offset: true }),
  /** The version this text is (issue 30): the newest unless an earlier one was asked for. */
  version: z.number().int(),
  /** The version that was current when the buyer paid. */
  boughtVersion: z.number().int(),
  /** Every version, newest first; a buyer reads any of them. */
  versions: z.array(PromptVersionSummary),
})
export type Purchase = z.infer<typeof Purchase>

/** Which prompts the signed-in buyer owns (no prompt text), for the prompt page. */
export const OwnedProducts = z.object({
  items: z.array(z.object({ productId: z.uuid(), orderId: z.uuid() })),
})
export type OwnedProducts = z.infer<typeof OwnedProducts>

/** The shop's balance (DESIGN.md §4): `available` is the spec's live organisation `balance`. */
export const ShopBalance = z.object({
  organizationId: z.string(),
  available: z.number().int(),
  held: z.number().int(),
  reserved: z.number().int(),
  /**
   * When the soonest held sale becomes available ('Tersedia mulai …'); null when nothing is held
   * or the shop is suspended (its money stays held until staff decide: no date to promise).
   */
  nextReleaseAt: z.iso.datetime({ offset: true }).nullable(),
})
export type ShopBalance = z.infer<typeof ShopBalance>

/** The methods the payment simulator offers (the gateway's own page offers its own). */
export const SIMULATOR_METHODS = [
  { id: 'qris', label: 'QRIS' },
  { id: 'gopay', label: 'GoPay' },
  { id: 'ovo', label: 'OVO' },
  { id: 'dana', label: 'DANA' },
  { id: 'shopeepay', label: 'ShopeePay' },
  { id: 'bca_va', label: 'BCA Virtual Account' },
  { id: 'bni_va', label: 'BNI Virtual Account' },
  { id: 'bri_va', label: 'BRI Virtual Account' },
  { id: 'mandiri_va', label: 'Mandiri Virtual Account' },
  { id: 'permata_va', label: 'Permata Virtual Account' },
  { id: 'credit_card', label: 'Kartu kredit/debit' },
] as const
export type SimulatorMethod = (typeof SIMULATOR_METHODS)[number]['id']
export const SimulatorMethod = z.enum(
  SIMULATOR_METHODS.map((method) => method.id) as [SimulatorMethod, ...SimulatorMethod[]],
  { error: 'Metode pembayaran tidak dikenal.' },
)

export const SimulatorTransaction = z.object({
  gatewayOrderId: z.string(),
  grossAmount: z.number().int(),
  itemName: z.string(),
  status: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
  methods: z.array(z.object({ id: z.string(), label: z.string() })),
})
export type SimulatorTransaction = z.infer<typeof SimulatorTransaction>

/**
 * What the simulator's page shows for a method, as Snap does after its charge: a QR (QRIS, and
 * the e-wallets, GoPay and ShopeePay with a deep link into their app), a virtual account number,
 * Mandiri's biller code and bill key, or the card form.
 */
export const SimulatorPaymentCode = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('qr'),
    method: SimulatorMethod,
    /** The QRIS payload (Midtrans' `qr_string`) and its QR as an SVG document. */
    qrString: z.string(),
    qrSvg: z.string(),
    deeplink: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('va'),
    method: SimulatorMethod,
    bank: z.string(),
    vaNumber: z.string(),
  }),
  z.object({
    kind: z.literal('bill'),
    method: SimulatorMethod,
    billerCode: z.string(),
    billKey: z.string(),
  }),
  z.object({ kind: z.literal('card'), method: SimulatorMethod }),
])
export type SimulatorPaymentCode = z.infer<typeof SimulatorPaymentCode>

/** Midtrans' sandbox card that always succeeds: what the simulator's card field starts with. */
export const SIMULATOR_TEST_CARD = '4811 1111 1111 1114'

/**
 * The simulator's "Bayar": a method, and for a card its number (any 13–19 digits: the simulator
 * keeps only the first six and last four, as Midtrans reports them in `masked_card`).
 */
export const SimulatorAction = z
  .object({
    method: SimulatorMethod.optional(),
    cardNumber: z
      .string()
      .transform((value) => value.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{13,19}$/, { error: 'Nomor kartu harus 13–19 angka.' }))
      .optional(),
  })
  .refine((action) => action.method !== 'credit_card' || action.cardNumber !== undefined, {
    error: 'Masukkan nomor kartu untuk membayar dengan kartu.',
    path: ['cardNumber'],
  })

/** Display name of a gateway `payment_type` (plus the bank of a virtual account). */
export const paymentMethodLabels: Record<string, string> = {
  qris: 'QRIS',
  gopay: 'GoPay',
  ovo: 'OVO',
  dana: 'DANA',
  shopeepay: 'ShopeePay',
  bca_va: 'BCA Virtual Account',
  bni_va: 'BNI Virtual Account',
  bri_va: 'BRI Virtual Account',
  permata_va: 'Permata Virtual Account',
  mandiri_va: 'Mandiri Virtual Account',
  credit_card: 'Kartu kredit',
  free: 'Gratis',
}
