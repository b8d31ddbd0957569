/** Business constants of the spec §9, in one place for the web app and the server. */

/** HTTP client timeout (spec §7, §9). */
export const API_TIMEOUT_MS = 30_000

/** Toasts (spec §4, §9). */
export const TOAST_LIMIT = 1
export const TOAST_REMOVE_DELAY_MS = 1_000_000
export const TOAST_DURATION_MS = 5_000
export const TOAST_SWIPE_THRESHOLD_PX = 50
export const TOAST_VIEWPORT_HOTKEY = 'F8'

/** The wishlist badge shows "99+" above this number. */
export const WISHLIST_BADGE_MAX = 99

/** Text truncation (spec §5, §9). */
export const TRUNCATE_DEFAULT_LENGTH = 150
export const CHANNEL_TITLE_MAX_LENGTH = 15

/** Kategori navigation menu (spec §9). */
export const NAV_MENU_OPEN_DELAY_MS = 200
export const NAV_MENU_SKIP_DELAY_MS = 300

/** A route's chunk is prefetched when its link comes this close to the viewport (spec §9). */
export const LINK_PREFETCH_MARGIN = '200px'

/** Default tenant: the spec's appId and companyId. */
export const DEFAULT_APP_ID = 'marketplace'
export const DEFAULT_COMPANY_ID = 'marketplace'

/** Number of fixed admin organisations (spec §5, §9). */
export const ADMIN_ORGANIZATION_COUNT = 2

/**
 * Money defaults (DESIGN.md §4). Rates are integer basis points; admins change them in the
 * platform settings, and each order keeps the rates of the moment it was created.
 */
export const DEFAULT_COMMISSION_BP = 2000
export const DEFAULT_AFFILIATE_BP = 1000
export const MAX_COMMISSION_PLUS_AFFILIATE_BP = 9000
export const DEFAULT_EARNINGS_HOLD_DAYS = 3
export const DEFAULT_MIN_PAYOUT = 50_000

/** Our own expiry of an unpaid order; the gateway's is shorter, so it never pays an expired one. */
export const ORDER_EXPIRY_HOURS = 24
export const GATEWAY_EXPIRY_HOURS = 23

/** A chat message: plain text, never HTML (issue 13). */
export const CHAT_MESSAGE_MAX = 2000

/**
 * The query parameter of an affiliate link (spec §2 `/{organizationSlug}?aff=`). Here, not in
 * affiliates.ts, so the storefront pages that read or drop it carry no zod.
 */
export const AFFILIATE_QUERY_PARAM = 'aff'
/** An affiliate click counts for orders created this many days after it. */
export const AFFILIATE_CLICK_WINDOW_DAYS = 30

/** The header that carries an order's signed access token (kept out of server logs' URLs). */
export const ORDER_TOKEN_HEADER = 'x-order-token'

/**
 * How long the shop has to settle a complaint with the buyer before either may ask an admin, and
 * before a guaranteed prompt's unanswered 'tidak berfungsi' complaint is refunded (issue 30).
 */
export const COMPLAINT_ANSWER_HOURS = 48

/**
 * The longest "Garansi" a seller may declare on a prompt (issue 30): the days after payment in
 * which a 'tidak berfungsi' complaint the shop leaves unanswered is refunded automatically. The
 * order's earnings stay held at least that long.
 */
export const MAX_GUARANTEE_DAYS = 30

/**
 * "Coba dulu" (issue 31, decision 0041): the free tries a seller may give each buyer per prompt
 * per day (WIB), and what a new switch-on offers.
 */
export const MAX_FREE_TRIES_PER_DAY = 10
export const DEFAULT_FREE_TRIES_PER_DAY = 3
