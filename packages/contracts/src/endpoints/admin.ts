import { z } from 'zod'
import {
  AdminAffiliateFlag,
  AdminAffiliateFlagList,
  AdminAffiliateFlagListQuery,
} from '../affiliate-flags.ts'
import { AuditLogList, AuditLogListQuery } from '../audit-for-admin.ts'
import {
  AdminCategoryList,
  AdminProductDetail,
  AdminProductList,
  AdminProductListQuery,
  CreateCategoryInput,
  FeatureInput,
  ReasonInput,
  ReorderCategoriesInput,
  UpdateCategoryInput,
} from '../catalog-for-admin.ts'
import {
  AdminComplaintDetail,
  AdminComplaintList,
  AdminComplaintListQuery,
  ComplaintDecisionInput,
  ComplaintMessageInput,
} from '../complaints.ts'
import { PdfFile, SlipPeriodParams } from '../documents.ts'
import { defineEndpoint } from '../endpoint.ts'
import { LeakTraceInput, LeakTraceResult } from '../leaks.ts'
import { AdminOrderDetail, AdminOrderList, AdminOrderListQuery } from '../orders-for-admin.ts'
import { PaymentLogList, PaymentLogListQuery } from '../payments-for-admin.ts'
import {
  AdminPayout,
  AdminPayoutList,
  AdminPayoutListQuery,
  ApprovePayoutInput,
} from '../payouts-for-admin.ts'
import { AdminAccess } from '../session.ts'
import { CommissionOverview, PlatformSettingsInput } from '../settings.ts'
import {
  AdminShopDetail,
  AdminShopList,
  AdminShopListQuery,
  ShopCommissionInput,
} from '../shops-for-admin.ts'
import { AdminDashboard, AdminDashboardQuery } from '../statistics-for-admin.ts'
import { TryCostReport } from '../tries.ts'
import { SignUpModeInput, WaitlistEntry, WaitlistList, WaitlistListQuery } from '../waitlist.ts'

const ProductParams = z.object({ id: z.uuid({ error: 'Prompt tidak ditemukan.' }) })
const PayoutParams = z.object({ id: z.uuid({ error: 'Pencairan tidak ditemukan.' }) })
const OrderParams = z.object({ id: z.uuid({ error: 'Pesanan tidak ditemukan.' }) })
const WaitlistParams = z.object({ id: z.uuid({ error: 'Entri daftar tunggu tidak ditemukan.' }) })
const ShopParams = z.object({ id: z.uuid({ error: 'Toko tidak ditemukan.' }) })
const CategoryParams = z.object({ name: z.string().max(40) })
const FlagParams = z.object({ id: z.uuid({ error: 'Tanda tidak ditemukan.' }) })
const ComplaintParams = z.object({ id: z.uuid({ error: 'Komplain tidak ditemukan.' }) })

/** What platform staff call: members whose active organisation is an admin organisation. */
export const adminApi = {
  access: defineEndpoint({ method: 'GET', path: '/api/v1/admin/access', response: AdminAccess }),
  /** "Lacak kebocoran" (issue 32): which orders a pasted text's invisible marks name. */
  traceLeak: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/leaks/trace',
    body: LeakTraceInput,
    response: LeakTraceResult,
  }),
  /** "Coba dulu" (issue 31): the model, today's budget and the cost per WIB day. */
  tryCosts: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/tries',
    response: TryCostReport,
  }),
  complaints: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/complaints',
    query: AdminComplaintListQuery,
    response: AdminComplaintList,
  }),
  complaint: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/complaints/:id',
    params: ComplaintParams,
    response: AdminComplaintDetail,
  }),
  decideComplaint: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/complaints/:id/decision',
    params: ComplaintParams,
    body: ComplaintDecisionInput,
    response: AdminComplaintDetail,
  }),
  postComplaintMessage: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/complaints/:id/messages',
    params: ComplaintParams,
    body: ComplaintMessageInput,
    response: AdminComplaintDetail,
  }),
  products: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/products',
    query: AdminProductListQuery,
    response: AdminProductList,
  }),
  product: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/products/:id',
    params: ProductParams,
    response: AdminProductDetail,
  }),
  approveProduct: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/products/:id/approve',
    params: ProductParams,
    response: AdminProductDetail,
  }),
  rejectProduct: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/products/:id/reject',
    params: ProductParams,
    body: ReasonInput,
    response: AdminProductDetail,
  }),
  setProductFeatured: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/admin/products/:id/featured',
    params: ProductParams,
    body: FeatureInput,
    response: AdminProductDetail,
  }),
  payouts: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/payouts',
    query: AdminPayoutListQuery,
    response: AdminPayoutList,
  }),
  approvePayout: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/payouts/:id/approve',
    params: PayoutParams,
    body: ApprovePayoutInput,
    response: AdminPayout,
  }),
  rejectPayout: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/payouts/:id/reject',
    params: PayoutParams,
    body: ReasonInput,
    response: AdminPayout,
  }),
  orders: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/orders',
    query: AdminOrderListQuery,
    response: AdminOrderList,
  }),
  order: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/orders/:id',
    params: OrderParams,
    response: AdminOrderDetail,
  }),
  /** The seller's copy of an order's invoice (the buyer's part and the split). */
  orderInvoice: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/orders/:id/invoice.pdf',
    params: OrderParams,
    response: PdfFile,
  }),
  payoutStatement: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/payouts/:id/statement.pdf',
    params: PayoutParams,
    response: PdfFile,
  }),
  withholdingSlip: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/shops/:id/tax/slips/:period.pdf',
    params: ShopParams.extend(SlipPeriodParams.shape),
    response: PdfFile,
  }),
  refundOrder: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/orders/:id/refund',
    params: OrderParams,
    body: ReasonInput,
    response: AdminOrderDetail,
  }),
  shops: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/shops',
    query: AdminShopListQuery,
    response: AdminShopList,
  }),
  shop: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/shops/:id',
    params: ShopParams,
    response: AdminShopDetail,
  }),
  suspendShop: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/shops/:id/suspend',
    params: ShopParams,
    body: ReasonInput,
    response: AdminShopDetail,
  }),
  reactivateShop: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/shops/:id/reactivate',
    params: ShopParams,
    response: AdminShopDetail,
  }),
  setShopCommission: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/admin/shops/:id/commission',
    params: ShopParams,
    body: ShopCommissionInput,
    response: AdminShopDetail,
  }),
  dashboard: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/dashboard',
    query: AdminDashboardQuery,
    response: AdminDashboard,
  }),
  categories: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/categories',
    response: AdminCategoryList,
  }),
  createCategory: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/categories',
    body: CreateCategoryInput,
    response: AdminCategoryList,
    status: 201,
  }),
  reorderCategories: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/admin/categories',
    body: ReorderCategoriesInput,
    response: AdminCategoryList,
  }),
  updateCategory: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/admin/categories/:name',
    params: CategoryParams,
    body: UpdateCategoryInput,
    response: AdminCategoryList,
  }),
  deleteCategory: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/admin/categories/:name',
    params: CategoryParams,
    response: AdminCategoryList,
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/settings',
    response: CommissionOverview,
  }),
  updateSettings: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/admin/settings',
    body: PlatformSettingsInput,
    response: CommissionOverview,
  }),
  updateSignUpMode: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/admin/settings/sign-up-mode',
    body: SignUpModeInput,
    response: CommissionOverview,
  }),
  waitlist: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/waitlist',
    query: WaitlistListQuery,
    response: WaitlistList,
  }),
  /** Sends (or sends again) the invitation email; the address may then create its account. */
  inviteFromWaitlist: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/waitlist/:id/invite',
    params: WaitlistParams,
    response: WaitlistEntry,
  }),
  /** Every staff action with the row's state before and after (issue 32). */
  auditLog: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/audit',
    query: AuditLogListQuery,
    response: AuditLogList,
  }),
  paymentLogs: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/payment-logs',
    query: PaymentLogListQuery,
    response: PaymentLogList,
  }),
  /** Self-referrals refused and referral patterns (issue 26): open ones first by default. */
  affiliateFlags: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/affiliate-flags',
    query: AdminAffiliateFlagListQuery,
    response: AdminAffiliateFlagList,
  }),
  handleAffiliateFlag: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/affiliate-flags/:id/handle',
    params: FlagParams,
    response: AdminAffiliateFlag,
  }),
}
