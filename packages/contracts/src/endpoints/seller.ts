import { z } from 'zod'
import {
  AffiliateParams,
  ShopAffiliate,
  ShopAffiliateProgramme,
  UpdateShopAffiliateProgrammeInput,
} from '../affiliates.ts'
import type { SellerPromptAction } from '../catalog.ts'
import {
  SellerProduct,
  SellerProductInput,
  SellerProductList,
  SellerProductListQuery,
} from '../catalog-for-shop.ts'
import {
  ChatChannel,
  ChatChannelList,
  ChatChannelListQuery,
  ChatChannelParams,
  ChatMessage,
  ChatMessageList,
  ChatMessageListQuery,
  ChatUnread,
  SendChatMessageInput,
} from '../chat.ts'
import { ComplaintMessageInput, ComplaintReasonInput, ComplaintView } from '../complaints.ts'
import { PdfFile, SlipPeriodParams } from '../documents.ts'
import { defineEndpoint } from '../endpoint.ts'
import { ShopBucket, ShopTransactionList, TransactionListQuery } from '../ledger-for-shop.ts'
import { ShopBalance } from '../orders.ts'
import {
  CustomerList,
  CustomerListQuery,
  SellerOrderDetail,
  SellerOrderList,
  SellerOrderListQuery,
} from '../orders-for-shop.ts'
import {
  PaymentConfig,
  PaymentConfigInput,
  Payout,
  PayoutOverview,
  RequestPayoutInput,
} from '../payouts.ts'
import { ReviewReplyInput, ShopOrderReview } from '../reviews.ts'
import { ActiveShop, PublicShopPage, UpdateShopProfileInput } from '../shops.ts'
import { MicrositeInput, SellerMicrosite } from '../shops-microsite.ts'
import { ShopDashboard, ShopStatistics, StatisticsQuery } from '../statistics-for-shop.ts'
import { PromptTrySettings } from '../tries.ts'
import { UploadedImage } from '../uploads.ts'

const ProductParams = z.object({ id: z.uuid({ error: 'ID prompt tidak valid.' }) })
const OrderParams = z.object({ id: z.uuid({ error: 'Pesanan tidak ditemukan.' }) })

/** `POST /api/v1/seller/products/:id/submit` and the other moves a member makes. */
const changeProductStatus = <const A extends SellerPromptAction>(action: A) =>
  defineEndpoint({
    method: 'POST',
    path: `/api/v1/seller/products/:id/${action}`,
    params: ProductParams,
    response: SellerProduct,
  })

/** What a member of the session's active shop calls; owners and admins alone touch money. */
export const sellerApi = {
  shop: defineEndpoint({ method: 'GET', path: '/api/v1/seller/shop', response: ActiveShop }),
  updateShop: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/seller/shop',
    body: UpdateShopProfileInput,
    response: ActiveShop,
  }),
  closeShop: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/seller/shop',
    response: z.null(),
    status: 204,
  }),
  balance: defineEndpoint({ method: 'GET', path: '/api/v1/seller/balance', response: ShopBalance }),
  dashboard: defineEndpoint({
    method: 'GET',
    path: '/api/v1/seller/dashboard',
    response: ShopDashboard,
  }),
  microsite: defineEndpoint({
    method: 'GET',
    path: '/api/v1/seller/microsite',
    response: SellerMicrosite,
  }),
  updateMicrosite: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/seller/microsite',
    body: MicrositeInput,
    response: SellerMicrosite,
  }),
  micrositePreview: defineEndpoint({
    method: 'GET',
    path: '/api/v1/seller/microsite/preview',
    response: PublicShopPage,
  }),
  /** The body is `multipart/form-data` with the image in the field `UPLOAD_FIELD`. */
  uploadImage: defineEndpoint({
    method: 'POST',
    path: '/api/v1/seller/uploads',
    response: UploadedImage,
    status: 201,
  }),
  products: defineEndpoint({
    method: 'GET',
    path: '/api/v1/seller/products',
    query: SellerProductListQuery,
    response: SellerProductList,
  }),
  createProduct: defineEndpoint({
    method: 'POST',
    path: '/api/v1/seller/products',
    body: SellerProductInput,
    response: SellerProduct,
    status: 201,
  }),
  product: defineEndpoint({
    method: 'GET',
    path: '/api/v1/seller/products/:id',
    params: ProductParams,
    response: SellerProduct,
  }),
  /** "Coba dulu" (issue 31): free tries a buyer gets per day, or 0 to switch it off. */
  setProductTries: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/seller/products/:id/try',
    params: ProductParams,
    body: PromptTrySettings,
    response: PromptTrySettings,
  }),
  updateProduct: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/seller/products/:id',
    params: ProductParams,
    body: SellerProductInput,
    response: SellerProduct,
  }),
  deleteProduct: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/seller/products/:id',
    params: ProductParams,
    response: z.null(),
    status: 204,
  }),
  submitProduct: changeProductStatus('submit'),
  withdrawProduct: changeProductStatus('withdraw'),
  archiveProduct: changeProductStatus('archive'),
  restoreProduct: changeProductStatus('restore'),
  paymentConfig: defineEndpoint({
    method: 'GET',
    path: '/api/v1/seller/payment-config',
    response: PaymentConfig,
  }),
  updatePaymentConfig: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/seller/payment-config',
    body: PaymentConfigInput,
    response: PaymentConfig,
  }),
  payouts: defineEndpoint({
    method: 'GET',
    path: '/api/v1/seller/payouts',
    response: PayoutOverview,
  }),
  requestPayout: defineEndpoint({
    method: 'POST',
    path: '/api/v1/seller/payouts',
    body: RequestPayoutInput,
    response: Payout,
    status: 201,
  }),
  transactions: defineEndpoint({
    method: 'GET',
    path: '/api/v1/seller/transactions',
    query: TransactionListQuery,
    response: ShopTransactionList,
  }),
  /** Answers `text/csv` (a download), not JSON. */
  transactionsCsv: defineEndpoint({
    method: 'GET',
    path: '/api/v1/seller/transactions.csv',
    query: z.object({ bucket: ShopBucket.optional() }),
    response: z.string().describe('CSV, UTF-8 with a BOM'),
  }),
  statistics: defineEndpoint({
    method: 'GET',
    path: '/api/v1/seller/statistics',
    query: StatisticsQuery,
    response: ShopStatistics,
  }),
  orders: defineEndpoint({
    method: 'GET',
    path: '/api/v1/seller/orders',
    query: SellerOrderListQuery,
    response: SellerOrderList,
  }),
  order: defineEndpoint({
    method: 'GET',
    path: '/api/v1/seller/orders/:id',
    params: OrderParams,
    response: SellerOrderDetail,
  }),
  /** The invoice of the shop's order: the seller's copy (fees, tax, net) for owners and admins. */
  orderInvoice: defineEndpoint({
    method: 'GET',
    path: '/api/v1/seller/orders/:id/invoice.pdf',
    params: OrderParams,
    response: PdfFile,
  }),
  payoutStatement: defineEndpoint({
    method: 'GET',
    path: '/api/v1/seller/payouts/:id/statement.pdf',
    params: z.object({ id: z.uuid({ error: 'Pencairan tidak ditemukan.' }) }),
    response: PdfFile,
  }),
  withholdingSlip: defineEndpoint({
    method: 'GET',
    path: '/api/v1/seller/tax/slips/:period.pdf',
    params: SlipPeriodParams,
    response: PdfFile,
  }),
  /** The order's complaint (issue 30): any member reads and answers it and may escalate it. */
  complaint: defineEndpoint({
    method: 'GET',
    path: '/api/v1/seller/orders/:id/complaint',
    params: OrderParams,
    response: ComplaintView,
  }),
  postComplaintMessage: defineEndpoint({
    method: 'POST',
    path: '/api/v1/seller/orders/:id/complaint/messages',
    params: OrderParams,
    body: ComplaintMessageInput,
    response: ComplaintView,
  }),
  escalateComplaint: defineEndpoint({
    method: 'POST',
    path: '/api/v1/seller/orders/:id/complaint/escalate',
    params: OrderParams,
    response: ComplaintView,
  }),
  /** Owners and admins: the shop gives the buyer's money back (the sale is reversed). */
  refundComplaint: defineEndpoint({
    method: 'POST',
    path: '/api/v1/seller/orders/:id/complaint/refund',
    params: OrderParams,
    body: ComplaintReasonInput,
    response: ComplaintView,
  }),
  customers: defineEndpoint({
    method: 'GET',
    path: '/api/v1/seller/customers',
    query: CustomerListQuery,
    response: CustomerList,
  }),
  /** The shop's one answer to a review of its prompt (any member of the shop). */
  replyToReview: defineEndpoint({
    method: 'POST',
    path: '/api/v1/seller/reviews/:id/reply',
    params: z.object({ id: z.uuid({ error: 'Ulasan tidak ditemukan.' }) }),
    body: ReviewReplyInput,
    response: ShopOrderReview,
  }),
  chatChannels: defineEndpoint({
    method: 'GET',
    path: '/api/v1/seller/customer/channels',
    query: ChatChannelListQuery,
    response: ChatChannelList,
  }),
  chatChannel: defineEndpoint({
    method: 'GET',
    path: '/api/v1/seller/customer/channels/:id',
    params: ChatChannelParams,
    response: ChatChannel,
  }),
  chatMessages: defineEndpoint({
    method: 'GET',
    path: '/api/v1/seller/customer/channels/:id/messages',
    params: ChatChannelParams,
    query: ChatMessageListQuery,
    response: ChatMessageList,
  }),
  sendChatMessage: defineEndpoint({
    method: 'POST',
    path: '/api/v1/seller/customer/channels/:id/messages',
    params: ChatChannelParams,
    body: SendChatMessageInput,
    response: ChatMessage,
    status: 201,
  }),
  /** The caller's side has read the channel up to now. */
  readChatChannel: defineEndpoint({
    method: 'POST',
    path: '/api/v1/seller/customer/channels/:id/read',
    params: ChatChannelParams,
    response: z.null(),
    status: 204,
  }),
  chatUnread: defineEndpoint({
    method: 'GET',
    path: '/api/v1/seller/customer/unread',
    response: ChatUnread,
  }),
  /** The active shop's affiliate programme and its affiliates (owners and admins). */
  affiliateProgramme: defineEndpoint({
    method: 'GET',
    path: '/api/v1/seller/affiliate-programme',
    response: ShopAffiliateProgramme,
  }),
  updateAffiliateProgramme: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/seller/affiliate-programme',
    body: UpdateShopAffiliateProgrammeInput,
    response: ShopAffiliateProgramme,
  }),
  /** Removes an affiliate from the programme: their code pays nothing from now on. */
  removeAffiliate: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/seller/affiliates/:affiliateId',
    params: AffiliateParams,
    response: ShopAffiliate,
  }),
}
