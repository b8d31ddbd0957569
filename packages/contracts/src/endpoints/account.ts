import { z } from 'zod'
import {
  AffiliateMembership,
  AffiliateOverview,
  AffiliateParams,
  JoinAffiliateProgrammeInput,
} from '../affiliates.ts'
import { Wishlist } from '../catalog.ts'
import {
  ChatChannel,
  ChatChannelList,
  ChatChannelListQuery,
  ChatChannelParams,
  ChatMessage,
  ChatMessageList,
  ChatMessageListQuery,
  ChatUnread,
  OpenChatChannelInput,
  SendChatMessageInput,
} from '../chat.ts'
import { PdfFile } from '../documents.ts'
import { defineEndpoint } from '../endpoint.ts'
import { EmailPreferences, NotificationList, UnreadNotifications } from '../notifications.ts'
import { BuyerOrderList, OwnedProducts, Purchase } from '../orders.ts'
import { PaymentConfig, PaymentConfigInput, Payout, RequestPayoutInput } from '../payouts.ts'
import { Profile, UpdateProfileInput } from '../profile.ts'
import { OwnReview, ReviewableOrders, ReviewInput } from '../reviews.ts'
import { PendingInvitation } from '../session.ts'
import { CreateShopInput, SlugAvailability } from '../shops.ts'

const ProductParams = z.object({ productId: z.uuid({ error: 'ID prompt tidak valid.' }) })
const OrderParams = z.object({ orderId: z.uuid({ error: 'ID pesanan tidak valid.' }) })

/** The signed-in user's own things: profile, orders, purchases, wishlist, invitations, a new shop. */
export const accountApi = {
  profile: defineEndpoint({ method: 'GET', path: '/api/v1/account/profile', response: Profile }),
  updateProfile: defineEndpoint({
    method: 'PATCH',
    path: '/api/v1/account/profile',
    body: UpdateProfileInput,
    response: Profile,
  }),
  /** Multipart, field `file` (≤ 5 MB): stored as a 512 px square WebP; replaces the old one. */
  uploadAvatar: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/account/profile/avatar',
    response: Profile,
  }),
  removeAvatar: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/account/profile/avatar',
    response: Profile,
  }),
  orders: defineEndpoint({
    method: 'GET',
    path: '/api/v1/account/orders',
    query: z.object({
      cursor: z.string().max(200).optional(),
      limit: z.coerce.number().int().min(1).max(50).default(20),
    }),
    response: BuyerOrderList,
  }),
  purchases: defineEndpoint({
    method: 'GET',
    path: '/api/v1/account/purchases',
    response: OwnedProducts,
  }),
  /** The secret, for its buyer (or a receipt link: `orderId` + header `x-order-token`). */
  purchase: defineEndpoint({
    method: 'GET',
    path: '/api/v1/account/purchases/:productId',
    params: ProductParams,
    query: z.object({
      orderId: z.uuid({ error: 'ID pesanan tidak valid.' }).optional(),
      /** An earlier version of the prompt (issue 30); the newest when left out. */
      version: z.coerce
        .number({ error: 'Versi tidak valid.' })
        .int({ error: 'Versi tidak valid.' })
        .min(1, { error: 'Versi tidak valid.' })
        .max(10_000, { error: 'Versi tidak valid.' })
        .optional(),
    }),
    response: Purchase,
  }),
  invitations: defineEndpoint({
    method: 'GET',
    path: '/api/v1/account/invitations',
    response: z.array(PendingInvitation),
  }),
  shopSlug: defineEndpoint({
    method: 'GET',
    path: '/api/v1/account/shop-slugs/:slug',
    params: z.object({ slug: z.string().max(100) }),
    response: SlugAvailability,
  }),
  createShop: defineEndpoint({
    method: 'POST',
    path: '/api/v1/account/shops',
    body: CreateShopInput,
    response: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
    status: 201,
  }),
  wishlist: defineEndpoint({ method: 'GET', path: '/api/v1/wishlist', response: Wishlist }),
  saveToWishlist: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/wishlist/:productId',
    params: ProductParams,
    response: Wishlist,
  }),
  removeFromWishlist: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/wishlist/:productId',
    params: ProductParams,
    response: Wishlist,
  }),
  /** The caller's paid orders of a prompt with their reviews: "Beri ulasan" or "Ubah ulasan". */
  productReviews: defineEndpoint({
    method: 'GET',
    path: '/api/v1/account/products/:productId/reviews',
    params: ProductParams,
    response: ReviewableOrders,
  }),
  /** The buyer of a paid order reviews it, once. */
  createReview: defineEndpoint({
    method: 'POST',
    path: '/api/v1/account/orders/:orderId/review',
    params: OrderParams,
    body: ReviewInput,
    response: OwnReview,
    status: 201,
  }),
  /** Its author rewrites the review (it shows "(diubah)"). */
  updateReview: defineEndpoint({
    method: 'PATCH',
    path: '/api/v1/account/orders/:orderId/review',
    params: OrderParams,
    body: ReviewInput,
    response: OwnReview,
  }),
  /** The caller's bell list, newest first (keyset pages). */
  notifications: defineEndpoint({
    method: 'GET',
    path: '/api/v1/account/notifications',
    query: z.object({
      cursor: z.string().max(200).optional(),
      limit: z.coerce.number().int().min(1).max(50).default(20),
    }),
    response: NotificationList,
  }),
  unreadNotifications: defineEndpoint({
    method: 'GET',
    path: '/api/v1/account/notifications/unread-count',
    response: UnreadNotifications,
  }),
  /** Marks one of the caller's notifications read; answers the unread count left. */
  readNotification: defineEndpoint({
    method: 'POST',
    path: '/api/v1/account/notifications/:notificationId/read',
    params: z.object({ notificationId: z.uuid({ error: 'ID notifikasi tidak valid.' }) }),
    response: UnreadNotifications,
  }),
  /** "Tandai semua dibaca". */
  readAllNotifications: defineEndpoint({
    method: 'POST',
    path: '/api/v1/account/notifications/read-all',
    response: UnreadNotifications,
  }),
  /** The email switches of Profil, one per group. */
  emailPreferences: defineEndpoint({
    method: 'GET',
    path: '/api/v1/account/email-preferences',
    response: EmailPreferences,
  }),
  updateEmailPreferences: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/account/email-preferences',
    body: EmailPreferences,
    response: EmailPreferences,
  }),
  /** "Chat penjual": opens the caller's channel with a shop, or gets it back. */
  openChatChannel: defineEndpoint({
    method: 'POST',
    path: '/api/v1/account/chat/channels',
    body: OpenChatChannelInput,
    response: ChatChannel,
  }),
  chatChannels: defineEndpoint({
    method: 'GET',
    path: '/api/v1/account/chat/channels',
    query: ChatChannelListQuery,
    response: ChatChannelList,
  }),
  chatChannel: defineEndpoint({
    method: 'GET',
    path: '/api/v1/account/chat/channels/:id',
    params: ChatChannelParams,
    response: ChatChannel,
  }),
  chatMessages: defineEndpoint({
    method: 'GET',
    path: '/api/v1/account/chat/channels/:id/messages',
    params: ChatChannelParams,
    query: ChatMessageListQuery,
    response: ChatMessageList,
  }),
  sendChatMessage: defineEndpoint({
    method: 'POST',
    path: '/api/v1/account/chat/channels/:id/messages',
    params: ChatChannelParams,
    body: SendChatMessageInput,
    response: ChatMessage,
    status: 201,
  }),
  /** The caller's side has read the channel up to now. */
  readChatChannel: defineEndpoint({
    method: 'POST',
    path: '/api/v1/account/chat/channels/:id/read',
    params: ChatChannelParams,
    response: z.null(),
    status: 204,
  }),
  chatUnread: defineEndpoint({
    method: 'GET',
    path: '/api/v1/account/chat/unread',
    response: ChatUnread,
  }),
  /** The user's programmes (the shop and prompt pages show their links from it). */
  affiliateMemberships: defineEndpoint({
    method: 'GET',
    path: '/api/v1/account/affiliates',
    response: z.array(AffiliateMembership),
  }),
  /** Joins a shop's programme (verified email; not for the shop's own members). */
  joinAffiliateProgramme: defineEndpoint({
    method: 'POST',
    path: '/api/v1/account/affiliates',
    body: JoinAffiliateProgrammeInput,
    response: AffiliateMembership,
  }),
  /** Leaves a programme: the code stops paying; joining again later gives it back. */
  leaveAffiliateProgramme: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/account/affiliates/:affiliateId',
    params: AffiliateParams,
    response: AffiliateMembership,
  }),
  /** The 'Afiliasi' tab: balances, programmes with figures, orders, payouts, bank account. */
  affiliateOverview: defineEndpoint({
    method: 'GET',
    path: '/api/v1/account/affiliate',
    response: AffiliateOverview,
  }),
  /** The affiliate's own payout account; every change is emailed to them. */
  updateAffiliateBankAccount: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/account/affiliate/bank-account',
    body: PaymentConfigInput,
    response: PaymentConfig,
  }),
  /** Same rules as a shop's: minimum, available balance only, one open request. */
  requestAffiliatePayout: defineEndpoint({
    method: 'POST',
    path: '/api/v1/account/affiliate/payouts',
    body: RequestPayoutInput,
    response: Payout,
    status: 201,
  }),
  affiliatePayoutStatement: defineEndpoint({
    method: 'GET',
    path: '/api/v1/account/affiliate/payouts/:id/statement.pdf',
    params: z.object({ id: z.uuid({ error: 'Pencairan tidak ditemukan.' }) }),
    response: PdfFile,
  }),
}
