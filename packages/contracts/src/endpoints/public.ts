import { z } from 'zod'
import { RecordAffiliateClickInput, RecordedAffiliateClick } from '../affiliates.ts'
import {
  Category,
  CategoryListQuery,
  ProductGetInput,
  ProductList,
  ProductListQuery,
  PromptCard,
  PromptDetail,
} from '../catalog.ts'
import { ComplaintMessageInput, ComplaintView, OpenComplaintInput } from '../complaints.ts'
import { PublicConfig } from '../config.ts'
import { InvoiceTokenQuery, PdfFile } from '../documents.ts'
import { defineEndpoint } from '../endpoint.ts'
import {
  CheckoutInput,
  CheckoutResult,
  OrderView,
  SimulatorAction,
  SimulatorMethod,
  SimulatorPaymentCode,
  SimulatorTransaction,
} from '../orders.ts'
import { StaticPage } from '../pages.ts'
import { ReviewList, ReviewListQuery } from '../reviews.ts'
import { SessionSummary } from '../session.ts'
import { PublicShopPage, ShopList, ShopListQuery } from '../shops.ts'
import { TryStatus } from '../tries.ts'
import { WaitlistJoinInput, WaitlistJoinResult } from '../waitlist.ts'
import { publicRoutes } from './public-routes.ts'

const SimulatorToken = z.object({ token: z.string().min(10).max(64) })
const OrderParams = z.object({ orderId: z.uuid({ error: 'ID pesanan tidak valid.' }) })

/** What anyone may call: the storefront's reads, checkout, and one order by its token. */
export const publicApi = {
  config: defineEndpoint({
    ...publicRoutes.config,
    response: PublicConfig,
  }),
  session: defineEndpoint({
    ...publicRoutes.session,
    response: SessionSummary,
  }),
  categories: defineEndpoint({
    ...publicRoutes.categories,
    query: CategoryListQuery,
    response: z.array(Category),
  }),
  products: defineEndpoint({
    ...publicRoutes.products,
    query: ProductListQuery,
    response: ProductList,
  }),
  product: defineEndpoint({
    ...publicRoutes.product,
    params: z.object({ slug: z.string().min(1).max(120) }),
    response: PromptDetail,
  }),
  /** A published prompt's reviews, newest first, with its average and count. */
  productReviews: defineEndpoint({
    ...publicRoutes.productReviews,
    params: z.object({ slug: z.string().min(1).max(120) }),
    query: ReviewListQuery,
    response: ReviewList,
  }),
  /** The spec's exception path (§7): resolves wishlist ids, its body goes out unstamped. */
  productsByIds: defineEndpoint({
    ...publicRoutes.productsByIds,
    body: ProductGetInput,
    response: z.object({ items: z.array(PromptCard) }),
  }),
  shops: defineEndpoint({
    ...publicRoutes.shops,
    query: ShopListQuery,
    response: ShopList,
  }),
  shop: defineEndpoint({
    ...publicRoutes.shop,
    params: z.object({ slug: z.string().min(1).max(60) }),
    response: PublicShopPage,
  }),
  page: defineEndpoint({
    ...publicRoutes.page,
    params: z.object({ slug: z.string().min(1).max(60) }),
    response: StaticPage,
  }),
  checkout: defineEndpoint({
    ...publicRoutes.checkout,
    body: CheckoutInput,
    response: CheckoutResult,
    status: 201,
  }),
  /** Read by the buyer's session or the order's signed token (header `x-order-token`). */
  order: defineEndpoint({
    ...publicRoutes.order,
    params: OrderParams,
    response: OrderView,
  }),
  /** The buyer's invoice of a paid order: their session, or the receipt's token (header or `?token=`). */
  orderInvoice: defineEndpoint({
    method: 'GET',
    path: '/api/v1/orders/:orderId/invoice.pdf',
    params: OrderParams,
    query: InvoiceTokenQuery,
    response: PdfFile,
  }),
  /**
   * The order's complaint (issue 30), by the buyer's session or the order's signed token. Not in
   * `publicRoutes`: no storefront page's first screen calls these.
   */
  complaint: defineEndpoint({
    method: 'GET',
    path: '/api/v1/orders/:orderId/complaint',
    params: OrderParams,
    response: ComplaintView,
  }),
  openComplaint: defineEndpoint({
    method: 'POST',
    path: '/api/v1/orders/:orderId/complaint',
    params: OrderParams,
    body: OpenComplaintInput,
    response: ComplaintView,
    status: 201,
  }),
  postComplaintMessage: defineEndpoint({
    method: 'POST',
    path: '/api/v1/orders/:orderId/complaint/messages',
    params: OrderParams,
    body: ComplaintMessageInput,
    response: ComplaintView,
  }),
  escalateComplaint: defineEndpoint({
    method: 'POST',
    path: '/api/v1/orders/:orderId/complaint/escalate',
    params: OrderParams,
    response: ComplaintView,
  }),
  withdrawComplaint: defineEndpoint({
    method: 'POST',
    path: '/api/v1/orders/:orderId/complaint/withdraw',
    params: OrderParams,
    response: ComplaintView,
  }),
  /** In waitlist mode `/sign-up` sends this; the same answer whatever the address (no enumeration). */
  joinWaitlist: defineEndpoint({
    ...publicRoutes.joinWaitlist,
    body: WaitlistJoinInput,
    response: WaitlistJoinResult,
  }),
  /**
   * "Coba dulu" (issue 31): the form's variables and the caller's tries left. Not in
   * `publicRoutes`: the storefront's first screen never calls it. The try itself
   * (POST on the same path) answers a Server-Sent Events stream of `TryStreamEvent`s, declared in
   * its route, as the live events' stream is.
   */
  tryStatus: defineEndpoint({
    method: 'GET',
    path: '/api/v1/products/:slug/try',
    params: z.object({ slug: z.string().min(1).max(120) }),
    response: TryStatus,
  }),
  /** The payment simulator's page (never in production): the transaction the buyer pays. */
  simulatorTransaction: defineEndpoint({
    ...publicRoutes.simulatorTransaction,
    params: SimulatorToken,
    response: SimulatorTransaction,
  }),
  /** What Snap shows for one method: the QR, the virtual account number, the bill key. */
  simulatorPaymentCode: defineEndpoint({
    ...publicRoutes.simulatorPaymentCode,
    params: SimulatorToken.extend({ method: SimulatorMethod }),
    response: SimulatorPaymentCode,
  }),
  /** Bayar, Gagalkan or Biarkan kedaluwarsa: the simulator then notifies the real webhook. */
  settleSimulatorTransaction: defineEndpoint({
    ...publicRoutes.settleSimulatorTransaction,
    params: SimulatorToken.extend({ outcome: z.enum(['pay', 'fail', 'expire']) }),
    body: SimulatorAction,
    response: z.object({ status: z.string(), webhookStatus: z.number() }),
  }),
  /** A visit through `?aff=CODE`: recorded on the server, with the `pp_visitor` cookie. */
  recordAffiliateClick: defineEndpoint({
    ...publicRoutes.recordAffiliateClick,
    body: RecordAffiliateClickInput,
    response: RecordedAffiliateClick,
  }),
}
