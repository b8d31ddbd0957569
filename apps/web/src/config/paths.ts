type Query = Record<string, string | number | boolean | null | undefined>

/** `path?key=value…` with the set values only; no `?` when none is set. */
function withQuery(path: string, query: Query = {}) {
  const pairs = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path
}

/**
 * Every page of the web app, in one place: links and navigations build their URLs here, and the
 * router reads its area roots from here too, so a moved page is changed once.
 */
export const paths = {
  /** The spec's home (`/`), which opens the marketplace. */
  root: '/',
  /** A shop's page shares the top level with the app's routes (reserved slugs, DESIGN.md §5). */
  shop: (slug: string) => `/${slug}`,
  staticPage: (slug: string) => `/page/${slug}`,
  marketplace: {
    home: '/marketplace',
    prompts: (query?: {
      q?: string
      category?: string
      featured?: boolean
      sort?: string
      model?: string
    }) => withQuery('/marketplace/prompt', query),
    prompt: (slug: string) => `/marketplace/prompt/${slug}`,
    /** The prompt page's reviews section. */
    promptReviews: (slug: string) => `/marketplace/prompt/${slug}#ulasan`,
    wishlist: '/marketplace/wishlist',
    shops: '/marketplace/toko',
    guide: '/marketplace/panduan',
  },
  payment: {
    /** The buyer's payment page; the token opens it without a session (guests). */
    order: (orderId: string, token?: string | null) => withQuery(`/payment/${orderId}`, { token }),
    /** The printable receipt of a paid order. */
    receipt: (orderId: string, token?: string | null) =>
      withQuery(`/payment/${orderId}/bukti`, { token }),
  },
  auth: {
    signIn: (redirect?: string | null) => withQuery('/sign-in', { redirect }),
    signUp: (query?: { redirect?: string | null; email?: string }) => withQuery('/sign-up', query),
    verifyEmail: '/verify-email',
    /** After sign-up: waiting for the link, which will lead back to `redirect`. */
    awaitingVerification: (redirect?: string | null) => withQuery('/verify-email', { redirect }),
    /** Where the link in the verification email lands. */
    emailVerified: '/verify-email?status=verified',
    resetPassword: '/reset-password',
    organization: '/authentication/organization',
    /** Where an invitation email lands; the invitation it names is highlighted. */
    approveInvitation: (invitationId?: string | null) =>
      withQuery('/authentication/organization/approve', { invitationId }),
  },
  account: {
    root: '/account',
    /** The Profil tab (spec §2: `/account/`). */
    profile: '/account/',
    /** Where the link confirming a new email address lands. */
    emailChanged: '/account/?email=changed',
    orders: '/account/order',
    /** The affiliate's tab: programmes, earnings and payouts (issue 14). */
    affiliate: '/account/affiliate',
    /** One order in Pesanan: the list scrolls to it (loading older pages until it is there). */
    order: (orderId: string) => `/account/order#pesanan-${orderId}`,
    /** The buyer's chats with shops (reached from the top bar and "Chat penjual", not a tab). */
    chat: '/account/chat',
    chatChannel: (id: string) => `/account/chat/${id}`,
  },
  app: {
    root: '/app',
    dashboard: '/app/dashboard',
    products: (query?: { status?: string; q?: string }) => withQuery('/app/product', query),
    newProduct: '/app/product/new',
    product: (id: string) => `/app/product/${id}`,
    orders: (query?: { q?: string }) => withQuery('/app/order', query),
    order: (id: string) => `/app/order/${id}`,
    transactions: '/app/transaction',
    statistics: '/app/statistics',
    settings: '/app/setting',
    payout: '/app/payout',
    microsite: '/app/microsite',
    micrositeView: '/app/microsite/view',
    content: '/app/content',
    customers: '/app/customer',
    customerChannel: (id: string) => `/app/customer/channel/${id}`,
  },
  admin: {
    root: '/admin',
    dashboard: '/admin/dashboard',
    orders: '/admin/order',
    order: (id: string) => `/admin/order/${id}`,
    shops: '/admin/toko',
    shop: (id: string) => `/admin/toko/${id}`,
    products: '/admin/product',
    product: (id: string) => `/admin/product/${id}`,
    categories: '/admin/categories',
    commission: '/admin/commission',
    paymentLogs: '/admin/payments',
    payouts: '/admin/payments/payout',
    waitlist: '/admin/waitlist',
    complaints: '/admin/complaints',
    complaint: (id: string) => `/admin/complaints/${id}`,
    /** "Coba dulu": the model, today's token budget and the cost per day (issue 31). */
    tries: '/admin/coba-dulu',
    /** Every staff action, before and after (issue 32). */
    audit: '/admin/audit',
    /** The audit log of one row: an order, a shop, a prompt. */
    auditOf: (type: string, id: string) =>
      `/admin/audit?jenis=${encodeURIComponent(type)}&id=${encodeURIComponent(id)}`,
    /** "Lacak kebocoran": which order a leaked prompt text came from (issue 32). */
    leaks: '/admin/lacak-kebocoran',
    /** PPh 22 withheld per shop and month, with its CSV (issue 32). */
    tax: '/admin/pajak',
  },
}
