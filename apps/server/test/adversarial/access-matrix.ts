import { emailGroups } from '@pasarprompt/contracts/notifications'
import type { Fixtures, Role } from './fixtures.ts'

/**
 * Who may call each route, and what everybody else gets: the authorisation matrix (DESIGN.md §4).
 * Keys are `METHOD /url/pattern` exactly as the app registers them (better-auth's endpoints are
 * listed one by one under /api/auth). access-matrix.test.ts calls every entry as every role
 * with real ids of "this shop's" rows, and fails on a registered route without an entry.
 */
export interface MatrixEntry {
  /** The roles that get the route's answer; every other role is refused. */
  allow: readonly Role[]
  /** The refused roles' status, one for all or per role (default: 401 signed out, else 403). */
  refuse?: number | Partial<Record<Role, number>>
  /** What an allowed role may get (default: any 2xx or 3xx). */
  allowed?: readonly number[]
  /** The request, naming real rows of this shop. */
  call: (f: Fixtures) => { url: string; body?: unknown }
  /**
   * It would change what later calls depend on (close the shop, end the session, switch the
   * active organisation): the allowed roles are not called, only the refused ones.
   */
  destructive?: true
  /**
   * An event stream, which stays open: only the refused roles are called here (the secret-marker
   * hunt reads the allowed roles' streams).
   */
  stream?: true
}

const EVERYONE: readonly Role[] = [
  'anonymous',
  'buyer',
  'otherBuyer',
  'member',
  'shopAdmin',
  'owner',
  'otherShopMember',
  'platformAdmin',
]
const SIGNED_IN = EVERYONE.filter((role) => role !== 'anonymous')
/** Members of this shop, of every role. */
const SHOP: readonly Role[] = ['member', 'shopAdmin', 'owner']
/** Money, settings and members: owners and admins only (DESIGN.md §4). */
const MANAGERS: readonly Role[] = ['shopAdmin', 'owner']
/** Seller routes on the active shop's own collection: a member of another shop sees theirs. */
const ANY_SHOP: readonly Role[] = [...SHOP, 'otherShopMember']
/** Seller routes for managers: the other shop's member is a plain member there. */
const SELLER_REFUSALS = { anonymous: 401 }
/** A row of this shop named on a seller route: the other shop's member does not find it. */
const ROW_OF_THIS_SHOP = { anonymous: 401, otherShopMember: 404 }
const PLATFORM_ADMIN: readonly Role[] = ['platformAdmin']
/**
 * better-auth's organisation endpoints answer a caller who is not a member of the shop (or an
 * invitation that is not theirs) with 400 and its own code ('Anda bukan anggota toko ini.').
 */
const NOT_A_MEMBER = {
  anonymous: 401,
  buyer: 400,
  otherBuyer: 400,
  otherShopMember: 400,
  platformAdmin: 400,
}
/** Someone else's row on an account route: not found, so its existence is not told either. */
const NOT_THEIRS = {
  anonymous: 401,
  buyer: 404,
  otherBuyer: 404,
  member: 404,
  shopAdmin: 404,
  owner: 404,
  otherShopMember: 404,
  platformAdmin: 404,
}

/** A valid prompt, so that a refusal is never about the body. */
const productInput = {
  title: 'Prompt dari luar toko',
  descriptionHtml: '<p>Deskripsi.</p>',
  model: 'midjourney',
  categoryName: 'ilustrasi',
  price: 45_000,
  promptText: 'Teks pengganti [SUBJEK]',
}

const publicRead = (url: string): MatrixEntry => ({ allow: EVERYONE, call: () => ({ url }) })
const accountRead = (url: string): MatrixEntry => ({
  allow: SIGNED_IN,
  refuse: 401,
  call: () => ({ url }),
})
/** `2026-11`: the month (in WIB) a tax period names. */
const wibMonth = (at: Date | null) =>
  new Date((at ?? new Date()).getTime() + 7 * 3_600_000).toISOString().slice(0, 7)

const adminCall = (call: MatrixEntry['call'], extra: Partial<MatrixEntry> = {}): MatrixEntry => ({
  allow: PLATFORM_ADMIN,
  call,
  ...extra,
})

export const accessMatrix: Record<string, MatrixEntry> = {
  // The documentation and the web app's files: public.
  'GET /api/docs/static/index.html': publicRead('/api/docs/static/index.html'),
  'GET /api/docs/static/swagger-initializer.js': publicRead(
    '/api/docs/static/swagger-initializer.js',
  ),
  'GET /api/docs': publicRead('/api/docs'),
  'GET /api/docs/json': publicRead('/api/docs/json'),
  'GET /api/docs/yaml': publicRead('/api/docs/yaml'),
  'GET /api/docs/static/*': publicRead('/api/docs/static/swagger-ui.css'),
  'GET /api/health': publicRead('/api/health'),
  'GET /api/health/ready': publicRead('/api/health/ready'),
  'GET /uploads/*': {
    allow: EVERYONE,
    allowed: [404],
    call: () => ({ url: '/uploads/shop-thumb/0f8fad5b-d9cb-469f-a165-70867728950e.webp' }),
  },
  'GET /': publicRead('/'),
  'GET /index.html': publicRead('/index.html'),
  'GET /robots.txt': publicRead('/robots.txt'),
  'GET /sitemap.xml': publicRead('/sitemap.xml'),

  // The storefront: public reads.
  'GET /api/v1/config': publicRead('/api/v1/config'),
  'GET /api/v1/categories': publicRead('/api/v1/categories'),
  'GET /api/v1/products': publicRead('/api/v1/products'),
  'GET /api/v1/products/:slug': {
    allow: EVERYONE,
    call: (f) => ({ url: `/api/v1/products/${f.prompt.slug}` }),
  },
  // "Coba dulu" (issue 31): anyone, counted per account or browser; the shop's own members too.
  'GET /api/v1/products/:slug/try': {
    allow: EVERYONE,
    call: (f) => ({ url: `/api/v1/products/${f.prompt.slug}/try` }),
  },
  'POST /api/v1/products/:slug/try': {
    allow: EVERYONE,
    allowed: [200, 429],
    call: (f) => ({
      url: `/api/v1/products/${f.prompt.slug}/try`,
      body: { values: { SUBJEK: 'kucing oranye' } },
    }),
  },
  'GET /api/v1/products/:slug/reviews': {
    allow: EVERYONE,
    call: (f) => ({ url: `/api/v1/products/${f.prompt.slug}/reviews` }),
  },
  'POST /api/v1/product/get': {
    allow: EVERYONE,
    call: (f) => ({ url: '/api/v1/product/get', body: { ids: [f.prompt.id, f.draft.id] } }),
  },
  'GET /api/v1/pages/:slug': publicRead('/api/v1/pages/tentang'),
  'GET /api/v1/session': publicRead('/api/v1/session'),
  'GET /api/v1/shops': publicRead('/api/v1/shops'),
  'GET /api/v1/shops/:slug': {
    allow: EVERYONE,
    call: (f) => ({ url: `/api/v1/shops/${f.shop.slug}` }),
  },
  'POST /api/v1/waitlist': {
    allow: EVERYONE,
    // Answered alike whatever the address; the limit per address and client answers 429.
    allowed: [200, 429],
    call: () => ({ url: '/api/v1/waitlist', body: { name: 'Antre', email: 'antre@contoh.id' } }),
  },
  'POST /api/v1/affiliate-clicks': {
    allow: EVERYONE,
    call: (f) => ({
      url: '/api/v1/affiliate-clicks',
      body: { shopSlug: f.shop.slug, code: 'ABCDEFGH' },
    }),
  },
  // Checkout is open to guests and accounts (a member may not buy from their own shop).
  'POST /api/v1/orders': {
    allow: EVERYONE,
    allowed: [200, 201, 403, 409],
    call: (f) => ({
      url: '/api/v1/orders',
      body: {
        productId: f.prompt.id,
        name: 'Pembeli Tamu',
        email: 'tamu-matriks@contoh.id',
        phone: '081234567890',
      },
    }),
  },
  // The payment page of an order: its buyer (or the signed access token of the receipt).
  'GET /api/v1/orders/:orderId': {
    allow: ['buyer'],
    refuse: 404,
    call: (f) => ({ url: `/api/v1/orders/${f.order.id}` }),
  },
  // The buyer's invoice (issue 32): as the order itself, its buyer or the receipt's token.
  'GET /api/v1/orders/:orderId/invoice.pdf': {
    allow: ['buyer'],
    refuse: 404,
    call: (f) => ({ url: `/api/v1/orders/${f.order.id}/invoice.pdf` }),
  },
  // The order's complaint (issue 30): its buyer's session or its receipt token, else a 404.
  'GET /api/v1/orders/:orderId/complaint': {
    allow: ['buyer'],
    refuse: 404,
    call: (f) => ({ url: `/api/v1/orders/${f.order.id}/complaint` }),
  },
  // The order has its one complaint already: its buyer is told so.
  'POST /api/v1/orders/:orderId/complaint': {
    allow: ['buyer'],
    allowed: [409],
    refuse: 404,
    call: (f) => ({
      url: `/api/v1/orders/${f.order.id}/complaint`,
      body: { reason: 'other', body: 'Komplain kedua untuk pesanan yang sama, harus ditolak.' },
    }),
  },
  'POST /api/v1/orders/:orderId/complaint/messages': {
    allow: ['buyer'],
    refuse: 404,
    call: (f) => ({
      url: `/api/v1/orders/${f.order.id}/complaint/messages`,
      body: { body: 'Pesan pembeli di komplain.' },
    }),
  },
  // Within the shop's 48 hours: its buyer is told to wait.
  'POST /api/v1/orders/:orderId/complaint/escalate': {
    allow: ['buyer'],
    allowed: [409],
    refuse: 404,
    call: (f) => ({ url: `/api/v1/orders/${f.order.id}/complaint/escalate` }),
  },
  'POST /api/v1/orders/:orderId/complaint/withdraw': {
    allow: ['buyer'],
    refuse: 404,
    destructive: true,
    call: (f) => ({ url: `/api/v1/orders/${f.order.id}/complaint/withdraw` }),
  },
  // The gateway's webhook authenticates by signature, whoever sends it: an unsigned body is refused.
  'POST /api/v1/payments/midtrans/notification': {
    allow: [],
    refuse: 401,
    call: (f) => ({
      url: '/api/v1/payments/midtrans/notification',
      body: {
        order_id: `${f.order.number}-1`,
        status_code: '200',
        gross_amount: `${f.order.price}.00`,
        transaction_status: 'refund',
        signature_key: 'palsu',
      },
    }),
  },

  // The built-in gateway simulator (never in production): the gateway's own API and pages.
  'POST /api/simulator/midtrans/snap/v1/transactions': {
    allow: [],
    refuse: 401,
    call: () => ({ url: '/api/simulator/midtrans/snap/v1/transactions', body: {} }),
  },
  'GET /api/simulator/midtrans/v2/:gatewayOrderId/status': {
    allow: [],
    refuse: 401,
    call: (f) => ({ url: `/api/simulator/midtrans/v2/${f.order.number}-1/status` }),
  },
  'POST /api/simulator/midtrans/v2/:gatewayOrderId/refund': {
    allow: [],
    refuse: 401,
    call: (f) => ({ url: `/api/simulator/midtrans/v2/${f.order.number}-1/refund`, body: {} }),
  },
  'GET /api/simulator/midtrans/snap/:token': {
    allow: EVERYONE,
    allowed: [404],
    call: () => ({ url: '/api/simulator/midtrans/snap/tidak-ada-sama-sekali' }),
  },
  // What the page shows for a method (QR, VA number, deep link): the page's token is the key.
  'GET /api/simulator/midtrans/snap/:token/methods/:method': {
    allow: EVERYONE,
    allowed: [404],
    call: () => ({ url: '/api/simulator/midtrans/snap/tidak-ada-sama-sekali/methods/qris' }),
  },
  'POST /api/simulator/midtrans/snap/:token/:outcome': {
    allow: EVERYONE,
    allowed: [400, 404],
    call: () => ({
      url: '/api/simulator/midtrans/snap/tidak-ada-sama-sekali/settlement',
      body: {},
    }),
  },

  // Live events: any signed-in person gets their own stream.
  'GET /api/v1/events': {
    allow: SIGNED_IN,
    refuse: 401,
    stream: true,
    call: () => ({ url: '/api/v1/events' }),
  },

  // The account area: one's own things.
  'GET /api/v1/account/invitations': accountRead('/api/v1/account/invitations'),
  'GET /api/v1/account/orders': accountRead('/api/v1/account/orders'),
  'GET /api/v1/account/purchases': accountRead('/api/v1/account/purchases'),
  'GET /api/v1/account/purchases/:productId': {
    allow: ['buyer'],
    // 'Anda belum membeli prompt ini.'
    refuse: { anonymous: 401 },
    call: (f) => ({ url: `/api/v1/account/purchases/${f.prompt.id}` }),
  },
  'GET /api/v1/account/shop-slugs/:slug': accountRead('/api/v1/account/shop-slugs/toko-bebas'),
  'POST /api/v1/account/shops': {
    allow: SIGNED_IN,
    refuse: 401,
    destructive: true,
    call: () => ({ url: '/api/v1/account/shops', body: { name: 'Toko Baru', slug: 'toko-baru' } }),
  },
  'GET /api/v1/account/profile': accountRead('/api/v1/account/profile'),
  'PATCH /api/v1/account/profile': {
    allow: SIGNED_IN,
    refuse: 401,
    call: () => ({ url: '/api/v1/account/profile', body: { gender: null } }),
  },
  'PUT /api/v1/account/profile/avatar': {
    allow: SIGNED_IN,
    refuse: 401,
    destructive: true,
    call: () => ({ url: '/api/v1/account/profile/avatar' }),
  },
  'DELETE /api/v1/account/profile/avatar': {
    allow: SIGNED_IN,
    refuse: 401,
    call: () => ({ url: '/api/v1/account/profile/avatar' }),
  },
  'GET /api/v1/account/products/:productId/reviews': {
    allow: SIGNED_IN,
    refuse: 401,
    call: (f) => ({ url: `/api/v1/account/products/${f.prompt.id}/reviews` }),
  },
  // Only the buyer of the order reviews it (this one is reviewed already: 409 to write again).
  'POST /api/v1/account/orders/:orderId/review': {
    allow: ['buyer'],
    allowed: [409],
    refuse: NOT_THEIRS,
    call: (f) => ({
      url: `/api/v1/account/orders/${f.order.id}/review`,
      body: { rating: 1, body: 'Ulasan palsu dari orang lain.' },
    }),
  },
  'PATCH /api/v1/account/orders/:orderId/review': {
    allow: ['buyer'],
    refuse: NOT_THEIRS,
    call: (f) => ({
      url: `/api/v1/account/orders/${f.order.id}/review`,
      body: { rating: 5, body: 'Prompt yang sangat membantu, hasilnya rapi.' },
    }),
  },
  'GET /api/v1/account/notifications': accountRead('/api/v1/account/notifications'),
  'GET /api/v1/account/notifications/unread-count': accountRead(
    '/api/v1/account/notifications/unread-count',
  ),
  'POST /api/v1/account/notifications/read-all': {
    allow: SIGNED_IN,
    refuse: 401,
    call: () => ({ url: '/api/v1/account/notifications/read-all' }),
  },
  'POST /api/v1/account/notifications/:notificationId/read': {
    allow: ['buyer'],
    refuse: NOT_THEIRS,
    call: (f) => ({ url: `/api/v1/account/notifications/${f.notification.id}/read` }),
  },
  'GET /api/v1/account/email-preferences': accountRead('/api/v1/account/email-preferences'),
  'PUT /api/v1/account/email-preferences': {
    allow: SIGNED_IN,
    refuse: 401,
    call: () => ({
      url: '/api/v1/account/email-preferences',
      body: Object.fromEntries(Object.keys(emailGroups).map((group) => [group, true])),
    }),
  },
  'GET /api/v1/wishlist': accountRead('/api/v1/wishlist'),
  'PUT /api/v1/wishlist/:productId': {
    allow: SIGNED_IN,
    refuse: 401,
    call: (f) => ({ url: `/api/v1/wishlist/${f.prompt.id}` }),
  },
  'DELETE /api/v1/wishlist/:productId': {
    allow: SIGNED_IN,
    refuse: 401,
    call: (f) => ({ url: `/api/v1/wishlist/${f.prompt.id}` }),
  },
  // A buyer's chat with a shop: only that buyer on the account side.
  'POST /api/v1/account/chat/channels': {
    allow: SIGNED_IN,
    refuse: 401,
    // A member of the shop does not open a customer channel with it.
    allowed: [200, 201, 403, 409],
    call: (f) => ({ url: '/api/v1/account/chat/channels', body: { shopSlug: f.otherShop.slug } }),
  },
  'GET /api/v1/account/chat/channels': accountRead('/api/v1/account/chat/channels'),
  'GET /api/v1/account/chat/channels/:id': {
    allow: ['buyer'],
    refuse: NOT_THEIRS,
    call: (f) => ({ url: `/api/v1/account/chat/channels/${f.channel.id}` }),
  },
  'GET /api/v1/account/chat/channels/:id/messages': {
    allow: ['buyer'],
    refuse: NOT_THEIRS,
    call: (f) => ({ url: `/api/v1/account/chat/channels/${f.channel.id}/messages` }),
  },
  'POST /api/v1/account/chat/channels/:id/messages': {
    allow: ['buyer'],
    refuse: NOT_THEIRS,
    call: (f) => ({
      url: `/api/v1/account/chat/channels/${f.channel.id}/messages`,
      body: { body: 'Halo dari matriks.' },
    }),
  },
  'POST /api/v1/account/chat/channels/:id/read': {
    allow: ['buyer'],
    refuse: NOT_THEIRS,
    call: (f) => ({ url: `/api/v1/account/chat/channels/${f.channel.id}/read` }),
  },
  'GET /api/v1/account/chat/unread': accountRead('/api/v1/account/chat/unread'),
  // Affiliates: one's own memberships and earnings.
  'GET /api/v1/account/affiliates': accountRead('/api/v1/account/affiliates'),
  'POST /api/v1/account/affiliates': {
    allow: SIGNED_IN,
    refuse: 401,
    allowed: [200, 201, 403, 404, 409],
    call: (f) => ({ url: '/api/v1/account/affiliates', body: { shopSlug: f.otherShop.slug } }),
  },
  'DELETE /api/v1/account/affiliates/:affiliateId': {
    allow: ['buyer'],
    refuse: NOT_THEIRS,
    destructive: true,
    call: (f) => ({ url: `/api/v1/account/affiliates/${f.affiliate.id}` }),
  },
  'GET /api/v1/account/affiliate': accountRead('/api/v1/account/affiliate'),
  'PUT /api/v1/account/affiliate/bank-account': {
    allow: SIGNED_IN,
    refuse: 401,
    call: () => ({
      url: '/api/v1/account/affiliate/bank-account',
      body: { bankCode: 'bca', accountNumber: '1234567890', accountHolder: 'Pemilik Rekening' },
    }),
  },
  'POST /api/v1/account/affiliate/payouts': {
    allow: SIGNED_IN,
    refuse: 401,
    // Nobody here has affiliate earnings to draw.
    allowed: [400, 403, 409],
    call: () => ({ url: '/api/v1/account/affiliate/payouts', body: { amount: 50_000 } }),
  },
  // The shop's payout is no affiliate's: nobody finds it here.
  'GET /api/v1/account/affiliate/payouts/:id/statement.pdf': {
    allow: [],
    refuse: NOT_THEIRS,
    call: (f) => ({ url: `/api/v1/account/affiliate/payouts/${f.payout.id}/statement.pdf` }),
  },

  // The seller area: the active shop. Buyers and the platform admin have no shop active (403).
  'GET /api/v1/seller/shop': {
    allow: ANY_SHOP,
    refuse: SELLER_REFUSALS,
    call: () => ({ url: '/api/v1/seller/shop' }),
  },
  'PUT /api/v1/seller/shop': {
    allow: MANAGERS,
    refuse: SELLER_REFUSALS,
    call: (f) => ({
      url: '/api/v1/seller/shop',
      body: { name: f.shop.name, description: 'Toko untuk uji matriks akses.' },
    }),
  },
  'DELETE /api/v1/seller/shop': {
    allow: ['owner'],
    refuse: SELLER_REFUSALS,
    destructive: true,
    call: () => ({ url: '/api/v1/seller/shop' }),
  },
  'GET /api/v1/seller/balance': {
    allow: MANAGERS,
    refuse: SELLER_REFUSALS,
    call: () => ({ url: '/api/v1/seller/balance' }),
  },
  'GET /api/v1/seller/dashboard': {
    allow: ANY_SHOP,
    refuse: SELLER_REFUSALS,
    call: () => ({ url: '/api/v1/seller/dashboard' }),
  },
  'GET /api/v1/seller/microsite': {
    allow: ANY_SHOP,
    refuse: SELLER_REFUSALS,
    call: () => ({ url: '/api/v1/seller/microsite' }),
  },
  'PUT /api/v1/seller/microsite': {
    allow: MANAGERS,
    refuse: SELLER_REFUSALS,
    destructive: true,
    call: () => ({ url: '/api/v1/seller/microsite', body: {} }),
  },
  'GET /api/v1/seller/microsite/preview': {
    allow: ANY_SHOP,
    refuse: SELLER_REFUSALS,
    call: () => ({ url: '/api/v1/seller/microsite/preview' }),
  },
  'POST /api/v1/seller/uploads': {
    allow: ANY_SHOP,
    refuse: SELLER_REFUSALS,
    destructive: true,
    call: () => ({ url: '/api/v1/seller/uploads' }),
  },
  'GET /api/v1/seller/products': {
    allow: ANY_SHOP,
    refuse: SELLER_REFUSALS,
    call: () => ({ url: '/api/v1/seller/products' }),
  },
  'POST /api/v1/seller/products': {
    allow: ANY_SHOP,
    refuse: SELLER_REFUSALS,
    destructive: true,
    call: () => ({ url: '/api/v1/seller/products', body: productInput }),
  },
  'GET /api/v1/seller/products/:id': {
    allow: SHOP,
    refuse: ROW_OF_THIS_SHOP,
    call: (f) => ({ url: `/api/v1/seller/products/${f.draft.id}` }),
  },
  'PUT /api/v1/seller/products/:id': {
    allow: SHOP,
    refuse: ROW_OF_THIS_SHOP,
    destructive: true,
    call: (f) => ({ url: `/api/v1/seller/products/${f.draft.id}`, body: productInput }),
  },
  'PUT /api/v1/seller/products/:id/try': {
    allow: SHOP,
    refuse: ROW_OF_THIS_SHOP,
    call: (f) => ({ url: `/api/v1/seller/products/${f.prompt.id}/try`, body: { freePerDay: 3 } }),
  },
  'DELETE /api/v1/seller/products/:id': {
    allow: SHOP,
    refuse: ROW_OF_THIS_SHOP,
    destructive: true,
    call: (f) => ({ url: `/api/v1/seller/products/${f.draft.id}` }),
  },
  'POST /api/v1/seller/products/:id/submit': {
    allow: SHOP,
    refuse: ROW_OF_THIS_SHOP,
    destructive: true,
    call: (f) => ({ url: `/api/v1/seller/products/${f.draft.id}/submit` }),
  },
  'POST /api/v1/seller/products/:id/withdraw': {
    allow: SHOP,
    refuse: ROW_OF_THIS_SHOP,
    destructive: true,
    call: (f) => ({ url: `/api/v1/seller/products/${f.draft.id}/withdraw` }),
  },
  'POST /api/v1/seller/products/:id/archive': {
    allow: SHOP,
    refuse: ROW_OF_THIS_SHOP,
    destructive: true,
    call: (f) => ({ url: `/api/v1/seller/products/${f.prompt.id}/archive` }),
  },
  'POST /api/v1/seller/products/:id/restore': {
    allow: SHOP,
    refuse: ROW_OF_THIS_SHOP,
    destructive: true,
    call: (f) => ({ url: `/api/v1/seller/products/${f.prompt.id}/restore` }),
  },
  'GET /api/v1/seller/payment-config': {
    allow: MANAGERS,
    refuse: SELLER_REFUSALS,
    call: () => ({ url: '/api/v1/seller/payment-config' }),
  },
  'PUT /api/v1/seller/payment-config': {
    allow: MANAGERS,
    refuse: SELLER_REFUSALS,
    destructive: true,
    call: () => ({
      url: '/api/v1/seller/payment-config',
      body: { bankCode: 'bca', accountNumber: '9999999999', accountHolder: 'Pencuri Dana' },
    }),
  },
  'GET /api/v1/seller/payouts': {
    allow: MANAGERS,
    refuse: SELLER_REFUSALS,
    call: () => ({ url: '/api/v1/seller/payouts' }),
  },
  'POST /api/v1/seller/payouts': {
    allow: MANAGERS,
    refuse: SELLER_REFUSALS,
    // One payout is open already.
    allowed: [400, 409],
    call: () => ({ url: '/api/v1/seller/payouts', body: { amount: 50_000 } }),
  },
  'GET /api/v1/seller/transactions': {
    allow: MANAGERS,
    refuse: SELLER_REFUSALS,
    call: () => ({ url: '/api/v1/seller/transactions' }),
  },
  'GET /api/v1/seller/transactions.csv': {
    allow: MANAGERS,
    refuse: SELLER_REFUSALS,
    call: () => ({ url: '/api/v1/seller/transactions.csv' }),
  },
  'GET /api/v1/seller/statistics': {
    allow: ANY_SHOP,
    refuse: SELLER_REFUSALS,
    call: () => ({ url: '/api/v1/seller/statistics' }),
  },
  'GET /api/v1/seller/orders': {
    allow: ANY_SHOP,
    refuse: SELLER_REFUSALS,
    call: () => ({ url: '/api/v1/seller/orders' }),
  },
  'GET /api/v1/seller/orders/:id': {
    allow: SHOP,
    refuse: ROW_OF_THIS_SHOP,
    call: (f) => ({ url: `/api/v1/seller/orders/${f.order.id}` }),
  },
  // Documents (issue 32): every member gets the invoice (the split only for managers).
  'GET /api/v1/seller/orders/:id/invoice.pdf': {
    allow: SHOP,
    refuse: ROW_OF_THIS_SHOP,
    call: (f) => ({ url: `/api/v1/seller/orders/${f.order.id}/invoice.pdf` }),
  },
  'GET /api/v1/seller/payouts/:id/statement.pdf': {
    allow: MANAGERS,
    refuse: SELLER_REFUSALS,
    call: (f) => ({ url: `/api/v1/seller/payouts/${f.payout.id}/statement.pdf` }),
  },
  // A month without withholding has no slip: a manager may get its 404.
  'GET /api/v1/seller/tax/slips/:period.pdf': {
    allow: MANAGERS,
    refuse: SELLER_REFUSALS,
    allowed: [200, 404],
    call: (f) => ({ url: `/api/v1/seller/tax/slips/${wibMonth(f.order.paidAt)}.pdf` }),
  },
  // PPh 22 (issue 32, decision 0044): the shop's tax identity, statement and slips are money.
  'GET /api/v1/seller/tax': {
    allow: MANAGERS,
    refuse: SELLER_REFUSALS,
    call: () => ({ url: '/api/v1/seller/tax' }),
  },
  'PUT /api/v1/seller/tax': {
    allow: MANAGERS,
    refuse: SELLER_REFUSALS,
    destructive: true,
    call: () => ({
      url: '/api/v1/seller/tax',
      body: { idType: 'nik', taxId: '3171014101900001', taxName: 'Pencuri Identitas' },
    }),
  },
  'POST /api/v1/seller/tax/statement': {
    allow: MANAGERS,
    refuse: SELLER_REFUSALS,
    destructive: true,
    call: () => ({ url: `/api/v1/seller/tax/statement?year=${wibMonth(null).slice(0, 4)}` }),
  },
  'GET /api/v1/seller/tax/slips': {
    allow: MANAGERS,
    refuse: SELLER_REFUSALS,
    call: () => ({ url: '/api/v1/seller/tax/slips' }),
  },
  // A month without withholding has no slip: a manager may get its 404.
  'GET /api/v1/seller/tax/slips/:period': {
    allow: MANAGERS,
    refuse: SELLER_REFUSALS,
    allowed: [200, 404],
    call: (f) => ({ url: `/api/v1/seller/tax/slips/${wibMonth(f.order.paidAt)}` }),
  },
  'GET /api/v1/seller/orders/:id/complaint': {
    allow: SHOP,
    refuse: ROW_OF_THIS_SHOP,
    call: (f) => ({ url: `/api/v1/seller/orders/${f.order.id}/complaint` }),
  },
  'POST /api/v1/seller/orders/:id/complaint/messages': {
    allow: SHOP,
    refuse: ROW_OF_THIS_SHOP,
    call: (f) => ({
      url: `/api/v1/seller/orders/${f.order.id}/complaint/messages`,
      body: { body: 'Jawaban toko di komplain.' },
    }),
  },
  // Within its 48 hours: the shop is told to wait.
  'POST /api/v1/seller/orders/:id/complaint/escalate': {
    allow: SHOP,
    allowed: [409],
    refuse: ROW_OF_THIS_SHOP,
    call: (f) => ({ url: `/api/v1/seller/orders/${f.order.id}/complaint/escalate` }),
  },
  // Money: owners and admins; a member of any shop is refused before the row is looked up.
  'POST /api/v1/seller/orders/:id/complaint/refund': {
    allow: MANAGERS,
    refuse: SELLER_REFUSALS,
    destructive: true,
    call: (f) => ({
      url: `/api/v1/seller/orders/${f.order.id}/complaint/refund`,
      body: { reason: 'Kami kembalikan dananya.' },
    }),
  },
  'GET /api/v1/seller/customers': {
    allow: ANY_SHOP,
    refuse: SELLER_REFUSALS,
    call: () => ({ url: '/api/v1/seller/customers' }),
  },
  'POST /api/v1/seller/reviews/:id/reply': {
    allow: SHOP,
    refuse: ROW_OF_THIS_SHOP,
    destructive: true,
    call: (f) => ({
      url: `/api/v1/seller/reviews/${f.review.id}/reply`,
      body: { reply: 'Balasan dari luar toko.' },
    }),
  },
  'GET /api/v1/seller/customer/channels': {
    allow: ANY_SHOP,
    refuse: SELLER_REFUSALS,
    call: () => ({ url: '/api/v1/seller/customer/channels' }),
  },
  'GET /api/v1/seller/customer/channels/:id': {
    allow: SHOP,
    refuse: ROW_OF_THIS_SHOP,
    call: (f) => ({ url: `/api/v1/seller/customer/channels/${f.channel.id}` }),
  },
  'GET /api/v1/seller/customer/channels/:id/messages': {
    allow: SHOP,
    refuse: ROW_OF_THIS_SHOP,
    call: (f) => ({ url: `/api/v1/seller/customer/channels/${f.channel.id}/messages` }),
  },
  'POST /api/v1/seller/customer/channels/:id/messages': {
    allow: SHOP,
    refuse: ROW_OF_THIS_SHOP,
    call: (f) => ({
      url: `/api/v1/seller/customer/channels/${f.channel.id}/messages`,
      body: { body: 'Balasan toko.' },
    }),
  },
  'POST /api/v1/seller/customer/channels/:id/read': {
    allow: SHOP,
    refuse: ROW_OF_THIS_SHOP,
    call: (f) => ({ url: `/api/v1/seller/customer/channels/${f.channel.id}/read` }),
  },
  'GET /api/v1/seller/customer/unread': {
    allow: ANY_SHOP,
    refuse: SELLER_REFUSALS,
    call: () => ({ url: '/api/v1/seller/customer/unread' }),
  },
  'GET /api/v1/seller/affiliate-programme': {
    allow: MANAGERS,
    refuse: SELLER_REFUSALS,
    call: () => ({ url: '/api/v1/seller/affiliate-programme' }),
  },
  'PUT /api/v1/seller/affiliate-programme': {
    allow: MANAGERS,
    refuse: SELLER_REFUSALS,
    destructive: true,
    call: () => ({
      url: '/api/v1/seller/affiliate-programme',
      body: { enabled: false, rateBp: 1000 },
    }),
  },
  'DELETE /api/v1/seller/affiliates/:affiliateId': {
    allow: MANAGERS,
    refuse: { anonymous: 401, otherShopMember: 403 },
    destructive: true,
    call: (f) => ({ url: `/api/v1/seller/affiliates/${f.affiliate.id}` }),
  },

  // The admin area: platform staff with an admin organisation active, nobody else.
  'GET /api/v1/admin/access': adminCall(() => ({ url: '/api/v1/admin/access' })),
  'GET /api/v1/admin/products': adminCall(() => ({ url: '/api/v1/admin/products' })),
  'GET /api/v1/admin/products/:id': adminCall((f) => ({
    url: `/api/v1/admin/products/${f.prompt.id}`,
  })),
  'POST /api/v1/admin/products/:id/approve': adminCall(
    (f) => ({ url: `/api/v1/admin/products/${f.draft.id}/approve` }),
    { destructive: true },
  ),
  'POST /api/v1/admin/products/:id/reject': adminCall(
    (f) => ({ url: `/api/v1/admin/products/${f.draft.id}/reject`, body: { reason: 'Ditolak.' } }),
    { destructive: true },
  ),
  'PUT /api/v1/admin/products/:id/featured': adminCall(
    (f) => ({ url: `/api/v1/admin/products/${f.prompt.id}/featured`, body: { featured: true } }),
    { destructive: true },
  ),
  'GET /api/v1/admin/payouts': adminCall(() => ({ url: '/api/v1/admin/payouts' })),
  'POST /api/v1/admin/payouts/:id/approve': adminCall(
    (f) => ({
      url: `/api/v1/admin/payouts/${f.payout.id}/approve`,
      body: { transferReference: 'TRF-PALSU' },
    }),
    { destructive: true },
  ),
  'POST /api/v1/admin/payouts/:id/reject': adminCall(
    (f) => ({ url: `/api/v1/admin/payouts/${f.payout.id}/reject`, body: { reason: 'Palsu.' } }),
    { destructive: true },
  ),
  'GET /api/v1/admin/orders': adminCall(() => ({ url: '/api/v1/admin/orders' })),
  'GET /api/v1/admin/orders/:id': adminCall((f) => ({ url: `/api/v1/admin/orders/${f.order.id}` })),
  'GET /api/v1/admin/orders/:id/invoice.pdf': adminCall((f) => ({
    url: `/api/v1/admin/orders/${f.order.id}/invoice.pdf`,
  })),
  'GET /api/v1/admin/payouts/:id/statement.pdf': adminCall((f) => ({
    url: `/api/v1/admin/payouts/${f.payout.id}/statement.pdf`,
  })),
  'GET /api/v1/admin/shops/:id/tax': adminCall((f) => ({
    url: `/api/v1/admin/shops/${f.shop.id}/tax`,
  })),
  // The fixture shop has no statement: staff get its 404, everybody else the refusal.
  'GET /api/v1/admin/shops/:id/tax/statement': adminCall(
    (f) => ({ url: `/api/v1/admin/shops/${f.shop.id}/tax/statement` }),
    { allowed: [200, 404] },
  ),
  'POST /api/v1/admin/shops/:id/tax/statement/reject': adminCall(
    (f) => ({
      url: `/api/v1/admin/shops/${f.shop.id}/tax/statement/reject`,
      body: { uploadedAt: new Date().toISOString(), reason: 'Tidak ditandatangani.' },
    }),
    { allowed: [200, 404, 409] },
  ),
  'GET /api/v1/admin/tax/pph22': adminCall(() => ({
    url: `/api/v1/admin/tax/pph22?month=${wibMonth(null)}`,
  })),
  'GET /api/v1/admin/tax/pph22.csv': adminCall(() => ({
    url: `/api/v1/admin/tax/pph22.csv?month=${wibMonth(null)}`,
  })),
  'GET /api/v1/admin/shops/:id/tax/slips/:period.pdf': adminCall(
    (f) => ({ url: `/api/v1/admin/shops/${f.shop.id}/tax/slips/${wibMonth(f.order.paidAt)}.pdf` }),
    { allowed: [200, 404] },
  ),
  'POST /api/v1/admin/orders/:id/refund': adminCall(
    (f) => ({ url: `/api/v1/admin/orders/${f.order.id}/refund`, body: { reason: 'Palsu.' } }),
    { destructive: true },
  ),
  'GET /api/v1/admin/tries': adminCall(() => ({ url: '/api/v1/admin/tries' })),
  'POST /api/v1/admin/leaks/trace': adminCall(() => ({
    url: '/api/v1/admin/leaks/trace',
    body: { text: 'Teks tanpa tanda apa pun.' },
  })),
  'GET /api/v1/admin/complaints': adminCall(() => ({ url: '/api/v1/admin/complaints' })),
  'GET /api/v1/admin/complaints/:id': adminCall((f) => ({
    url: `/api/v1/admin/complaints/${f.complaint.id}`,
  })),
  'POST /api/v1/admin/complaints/:id/decision': adminCall(
    (f) => ({
      url: `/api/v1/admin/complaints/${f.complaint.id}/decision`,
      body: { decision: 'release', reason: 'Prompt bekerja sesuai deskripsi.' },
    }),
    { destructive: true },
  ),
  'POST /api/v1/admin/complaints/:id/messages': adminCall((f) => ({
    url: `/api/v1/admin/complaints/${f.complaint.id}/messages`,
    body: { body: 'Pesan admin di komplain.' },
  })),
  'GET /api/v1/admin/shops': adminCall(() => ({ url: '/api/v1/admin/shops' })),
  'GET /api/v1/admin/shops/:id': adminCall((f) => ({ url: `/api/v1/admin/shops/${f.shop.id}` })),
  'POST /api/v1/admin/shops/:id/suspend': adminCall(
    (f) => ({ url: `/api/v1/admin/shops/${f.shop.id}/suspend`, body: { reason: 'Palsu.' } }),
    { destructive: true },
  ),
  'POST /api/v1/admin/shops/:id/reactivate': adminCall(
    (f) => ({ url: `/api/v1/admin/shops/${f.shop.id}/reactivate` }),
    { destructive: true },
  ),
  'PUT /api/v1/admin/shops/:id/commission': adminCall(
    (f) => ({ url: `/api/v1/admin/shops/${f.shop.id}/commission`, body: { commissionBp: 0 } }),
    { destructive: true },
  ),
  'GET /api/v1/admin/dashboard': adminCall(() => ({ url: '/api/v1/admin/dashboard' })),
  'GET /api/v1/admin/categories': adminCall(() => ({ url: '/api/v1/admin/categories' })),
  'POST /api/v1/admin/categories': adminCall(
    () => ({ url: '/api/v1/admin/categories', body: { name: 'palsu', title: 'Palsu' } }),
    { destructive: true },
  ),
  'PUT /api/v1/admin/categories': adminCall(() => ({ url: '/api/v1/admin/categories', body: {} }), {
    destructive: true,
  }),
  'PUT /api/v1/admin/categories/:name': adminCall(
    () => ({ url: '/api/v1/admin/categories/ilustrasi', body: { title: 'Palsu' } }),
    { destructive: true },
  ),
  'DELETE /api/v1/admin/categories/:name': adminCall(
    () => ({ url: '/api/v1/admin/categories/ilustrasi' }),
    { destructive: true },
  ),
  'GET /api/v1/admin/settings': adminCall(() => ({ url: '/api/v1/admin/settings' })),
  'PUT /api/v1/admin/settings': adminCall(
    () => ({ url: '/api/v1/admin/settings', body: { commissionBp: 0 } }),
    { destructive: true },
  ),
  'PUT /api/v1/admin/settings/sign-up-mode': adminCall(
    () => ({ url: '/api/v1/admin/settings/sign-up-mode', body: { mode: 'closed' } }),
    { destructive: true },
  ),
  'GET /api/v1/admin/payment-logs': adminCall(() => ({ url: '/api/v1/admin/payment-logs' })),
  'GET /api/v1/admin/audit': adminCall(() => ({ url: '/api/v1/admin/audit' })),
  'GET /api/v1/admin/waitlist': adminCall(() => ({ url: '/api/v1/admin/waitlist' })),
  'POST /api/v1/admin/waitlist/:id/invite': adminCall(
    (f) => ({ url: `/api/v1/admin/waitlist/${f.waitlistEntry.id}/invite` }),
    { destructive: true },
  ),
  'GET /api/v1/admin/affiliate-flags': adminCall(() => ({ url: '/api/v1/admin/affiliate-flags' })),
  'POST /api/v1/admin/affiliate-flags/:id/handle': adminCall(
    () => ({ url: '/api/v1/admin/affiliate-flags/0f8fad5b-d9cb-469f-a165-70867728950e/handle' }),
    { destructive: true },
  ),
  // better-auth (/api/auth/*): its GETs that change state or are not used are closed (404).
  ...Object.fromEntries(
    [
      'account-info',
      'delete-user/callback',
      'list-accounts',
      'ok',
      'organization/get-active-member',
      'organization/get-active-member-role',
      'organization/get-full-organization',
      'organization/get-invitation',
      'organization/get-organization',
      'organization/list',
      'organization/list-user-invitations',
    ].map((path) => [
      `GET /api/auth/${path}`,
      { allow: [], refuse: 404, call: () => ({ url: `/api/auth/${path}?organizationId=x` }) },
    ]),
  ),
  // Signing in, up and back: anyone (a wrong token or body is a 400, never a session).
  'GET /api/auth/get-session': publicRead('/api/auth/get-session'),
  'POST /api/auth/get-session': {
    allow: [],
    refuse: 405,
    call: () => ({ url: '/api/auth/get-session' }),
  },
  'GET /api/auth/error': publicRead('/api/auth/error'),
  'GET /api/auth/callback/:id': {
    allow: EVERYONE,
    call: () => ({ url: '/api/auth/callback/google' }),
  },
  'POST /api/auth/callback/:id': {
    allow: EVERYONE,
    call: () => ({ url: '/api/auth/callback/google', body: {} }),
  },
  'GET /api/auth/verify-email': {
    allow: EVERYONE,
    allowed: [401],
    call: () => ({ url: '/api/auth/verify-email?token=palsu' }),
  },
  'GET /api/auth/reset-password/:token': {
    allow: EVERYONE,
    allowed: [302, 400],
    call: () => ({ url: '/api/auth/reset-password/palsu?callbackURL=/sign-in' }),
  },
  'POST /api/auth/reset-password': {
    allow: EVERYONE,
    allowed: [400],
    call: () => ({
      url: '/api/auth/reset-password',
      body: { token: 'palsu', newPassword: 'sandi-baru-123' },
    }),
  },
  'POST /api/auth/request-password-reset': {
    allow: EVERYONE,
    call: (f) => ({
      url: '/api/auth/request-password-reset',
      body: { email: f.users.buyer.email, redirectTo: '/reset-password' },
    }),
  },
  'POST /api/auth/send-verification-email': {
    allow: EVERYONE,
    // Signed in, a verified address is not sent another (400); signed out, nothing is said.
    allowed: [200, 400],
    call: (f) => ({
      url: '/api/auth/send-verification-email',
      body: { email: f.users.member.email },
    }),
  },
  'POST /api/auth/sign-in/email': {
    allow: EVERYONE,
    allowed: [401],
    call: (f) => ({
      url: '/api/auth/sign-in/email',
      body: { email: f.users.owner.email, password: 'bukan-sandinya-123' },
    }),
  },
  'POST /api/auth/sign-in/social': {
    allow: EVERYONE,
    allowed: [400, 404],
    call: () => ({ url: '/api/auth/sign-in/social', body: { provider: 'google' } }),
  },
  'POST /api/auth/sign-up/email': {
    allow: EVERYONE,
    // The address is taken: no account, no session.
    allowed: [400, 422],
    call: (f) => ({
      url: '/api/auth/sign-up/email',
      body: { name: 'Peniru', email: f.users.owner.email, password: 'sandi-peniru-123' },
    }),
  },
  // One's own account: signed in only, and only ever one's own.
  'GET /api/auth/list-sessions': accountRead('/api/auth/list-sessions'),
  'POST /api/auth/verify-password': {
    allow: SIGNED_IN,
    refuse: 401,
    allowed: [400, 401],
    call: () => ({ url: '/api/auth/verify-password', body: { password: 'bukan-sandinya-123' } }),
  },
  'POST /api/auth/update-session': {
    allow: SIGNED_IN,
    refuse: 401,
    allowed: [200, 400],
    call: () => ({ url: '/api/auth/update-session', body: {} }),
  },
  'POST /api/auth/update-user': {
    allow: [],
    refuse: 404,
    call: () => ({ url: '/api/auth/update-user', body: { name: 'Nama Baru' } }),
  },
  'POST /api/auth/get-access-token': {
    allow: SIGNED_IN,
    // Its body is checked before the session.
    refuse: 400,
    allowed: [400],
    call: () => ({ url: '/api/auth/get-access-token', body: { providerId: 'google' } }),
  },
  'POST /api/auth/refresh-token': {
    allow: SIGNED_IN,
    // Its body is checked before the session.
    refuse: 400,
    allowed: [400],
    call: () => ({ url: '/api/auth/refresh-token', body: { providerId: 'google' } }),
  },
  'POST /api/auth/link-social': {
    allow: SIGNED_IN,
    refuse: 401,
    allowed: [400, 404],
    call: () => ({ url: '/api/auth/link-social', body: { provider: 'google' } }),
  },
  'POST /api/auth/unlink-account': {
    allow: SIGNED_IN,
    // Its body is checked before the session.
    refuse: 400,
    allowed: [400],
    call: () => ({ url: '/api/auth/unlink-account', body: { providerId: 'google' } }),
  },
  'POST /api/auth/change-email': {
    allow: SIGNED_IN,
    // Our hook asks for the password before anything else.
    refuse: 400,
    destructive: true,
    call: () => ({
      url: '/api/auth/change-email',
      body: { newEmail: 'alamat-baru@contoh.id', currentPassword: 'rahasia-sekali-123' },
    }),
  },
  'POST /api/auth/change-password': {
    allow: SIGNED_IN,
    refuse: 401,
    destructive: true,
    call: () => ({
      url: '/api/auth/change-password',
      body: { currentPassword: 'rahasia-sekali-123', newPassword: 'sandi-baru-sekali-123' },
    }),
  },
  'POST /api/auth/revoke-session': {
    allow: SIGNED_IN,
    refuse: 401,
    destructive: true,
    call: () => ({ url: '/api/auth/revoke-session', body: { token: 'palsu' } }),
  },
  'POST /api/auth/revoke-other-sessions': {
    allow: SIGNED_IN,
    refuse: 401,
    destructive: true,
    call: () => ({ url: '/api/auth/revoke-other-sessions' }),
  },
  'POST /api/auth/revoke-sessions': {
    allow: SIGNED_IN,
    refuse: 401,
    destructive: true,
    call: () => ({ url: '/api/auth/revoke-sessions' }),
  },
  'POST /api/auth/sign-out': {
    allow: EVERYONE,
    destructive: true,
    call: () => ({ url: '/api/auth/sign-out' }),
  },
  'POST /api/auth/delete-user': {
    allow: SIGNED_IN,
    refuse: 401,
    destructive: true,
    call: () => ({ url: '/api/auth/delete-user', body: { password: 'rahasia-sekali-123' } }),
  },
  // Organisations (shops): better-auth's own checks, with our hooks (DESIGN.md §4 roles).
  'GET /api/auth/organization/list-members': {
    allow: SHOP,
    refuse: { anonymous: 401 },
    call: (f) => ({ url: `/api/auth/organization/list-members?organizationId=${f.shop.id}` }),
  },
  'GET /api/auth/organization/list-invitations': {
    allow: MANAGERS,
    refuse: { anonymous: 401 },
    call: (f) => ({ url: `/api/auth/organization/list-invitations?organizationId=${f.shop.id}` }),
  },
  'POST /api/auth/organization/check-slug': {
    allow: SIGNED_IN,
    refuse: 401,
    allowed: [200, 400],
    call: () => ({ url: '/api/auth/organization/check-slug', body: { slug: 'toko-bebas' } }),
  },
  'POST /api/auth/organization/has-permission': {
    allow: SHOP,
    refuse: 401,
    allowed: [200, 400],
    call: (f) => ({
      url: '/api/auth/organization/has-permission',
      body: { organizationId: f.shop.id, permissions: { member: ['delete'] } },
    }),
  },
  // Shops are opened through POST /api/v1/account/shops; deleting one is closing it there.
  'POST /api/auth/organization/create': {
    allow: [],
    refuse: { anonymous: 401 },
    call: () => ({
      url: '/api/auth/organization/create',
      body: { name: 'Toko Liar', slug: 'toko-liar' },
    }),
  },
  'POST /api/auth/organization/delete': {
    allow: [],
    refuse: 404,
    call: (f) => ({ url: '/api/auth/organization/delete', body: { organizationId: f.shop.id } }),
  },
  'POST /api/auth/organization/update': {
    allow: MANAGERS,
    refuse: NOT_A_MEMBER,
    call: (f) => ({
      url: '/api/auth/organization/update',
      body: { organizationId: f.shop.id, data: { name: f.shop.name } },
    }),
  },
  'POST /api/auth/organization/invite-member': {
    allow: MANAGERS,
    refuse: NOT_A_MEMBER,
    call: (f) => ({
      url: '/api/auth/organization/invite-member',
      body: { organizationId: f.shop.id, email: f.invitation.email, role: 'member' },
    }),
  },
  // Only the owner changes roles; an admin making themselves owner is refused (DESIGN.md §4).
  'POST /api/auth/organization/update-member-role': {
    allow: ['owner'],
    refuse: NOT_A_MEMBER,
    destructive: true,
    call: (f) => ({
      url: '/api/auth/organization/update-member-role',
      body: { organizationId: f.shop.id, memberId: f.memberIds.shopAdmin, role: 'owner' },
    }),
  },
  // Nobody removes the owner.
  'POST /api/auth/organization/remove-member': {
    allow: [],
    // The shop's own staff are told the owner cannot be removed (400).
    refuse: { ...NOT_A_MEMBER, member: 400, shopAdmin: 400, owner: 400 },
    call: (f) => ({
      url: '/api/auth/organization/remove-member',
      body: { organizationId: f.shop.id, memberIdOrEmail: f.users.owner.email },
    }),
  },
  'POST /api/auth/organization/leave': {
    allow: SHOP,
    refuse: NOT_A_MEMBER,
    destructive: true,
    call: (f) => ({ url: '/api/auth/organization/leave', body: { organizationId: f.shop.id } }),
  },
  'POST /api/auth/organization/cancel-invitation': {
    allow: MANAGERS,
    refuse: NOT_A_MEMBER,
    destructive: true,
    call: (f) => ({
      url: '/api/auth/organization/cancel-invitation',
      body: { invitationId: f.invitation.id },
    }),
  },
  // Only the invited address accepts or declines: none of these people.
  'POST /api/auth/organization/accept-invitation': {
    allow: [],
    // 'Undangan tidak ditemukan atau sudah tidak berlaku.'
    refuse: {
      ...NOT_THEIRS,
      buyer: 400,
      otherBuyer: 400,
      member: 400,
      shopAdmin: 400,
      owner: 400,
      otherShopMember: 400,
      platformAdmin: 400,
    },
    call: (f) => ({
      url: '/api/auth/organization/accept-invitation',
      body: { invitationId: f.invitation.id },
    }),
  },
  'POST /api/auth/organization/reject-invitation': {
    allow: [],
    // 'Undangan tidak ditemukan atau sudah tidak berlaku.'
    refuse: {
      ...NOT_THEIRS,
      buyer: 400,
      otherBuyer: 400,
      member: 400,
      shopAdmin: 400,
      owner: 400,
      otherShopMember: 400,
      platformAdmin: 400,
    },
    call: (f) => ({
      url: '/api/auth/organization/reject-invitation',
      body: { invitationId: f.invitation.id },
    }),
  },
  // Making this shop active: its members only. A refusal leaves the caller's active one as it was.
  'POST /api/auth/organization/set-active': {
    allow: SHOP,
    refuse: { anonymous: 401 },
    call: (f) => ({
      url: '/api/auth/organization/set-active',
      body: { organizationId: f.shop.id },
    }),
  },
}
