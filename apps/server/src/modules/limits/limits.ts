import { DAY_MS, HOUR_MS, MINUTE_MS } from '@pasarprompt/contracts/durations'

/**
 * Every limit on what one client address, inbox, account, shop or session may do, with its
 * reason: the one place their values are written (docs/decisions/0022-limits-and-quotas.md and
 * 0037-rules-written-once.md). Windowed ones are counted in `usage_counters` by `consumeQuota`
 * (fixed windows aligned to the epoch, shared by every process) unless said otherwise; each is
 * checked inside the use case it limits. What a form checks too (text lengths, page sizes) is a
 * schema rule in packages/contracts, not here.
 */

/**
 * Checkouts (`limitCheckout`, called by `checkout`). A real buyer buys a few prompts in a
 * sitting; each order starts a gateway transaction, and a free one is a sale and a mail.
 */
export const CHECKOUT_LIMITS = {
  /**
   * Every checkout from one address (`request.ip`; an IPv6 address counts as its /64): many
   * buyers may share one (offices, campus, mobile carriers' NAT), so it is the loosest; the
   * email and account limits are the tight ones.
   */
  perIp: { max: 60, windowMs: 10 * MINUTE_MS },
  /** Guest checkouts naming one inbox: protects that inbox, from any number of addresses. */
  perEmail: { max: 10, windowMs: HOUR_MS },
  /** A signed-in account, wherever it comes from (never limited by what strangers typed). */
  perAccount: { max: 20, windowMs: HOUR_MS },
  /** Free prompts claimed without an account from one address: each is a sale and a mail. */
  guestFreeClaimsPerIp: { max: 10, windowMs: HOUR_MS },
} as const

/**
 * Free-prompt receipts to an inbox no verified account owns (`enqueue-receipt.ts`): one a window,
 * so typing strangers' addresses does not turn receipts into a mailing list.
 */
export const FREE_RECEIPTS_TO_UNVERIFIED = { max: 1, windowMs: 30 * DAY_MS } as const

/**
 * Mails anyone may ask for on an address they only type (a verification link, a password reset,
 * an email change): at most this many to one inbox an hour, from any number of client addresses
 * (better-auth limits each client address on its own, `AUTH_RATE_LIMITS`). A real person needs
 * two or three; a stranger cannot turn the address into a mail bomb.
 */
export const ACCOUNT_MAILS_PER_INBOX = { max: 5, windowMs: HOUR_MS } as const

/**
 * Shop invitations (better-auth's organisation plugin). An inviter is a verified shop owner or
 * admin, but accounts are cheap and an invitation mail carries the inviter's name and the shop's:
 * without limits, re-inviting one address (which cancels the last invitation) mails it at
 * better-auth's request rate. A team is a handful of people.
 */
export const INVITATION_LIMITS = {
  /** Invitations one person sends a day, over all their shops; the next is a 429. */
  perInviter: { max: 20, windowMs: DAY_MS },
  /** Invitation mails to one inbox a day, from any shops; the invitation is still made. */
  perInbox: { max: 3, windowMs: DAY_MS },
} as const

/**
 * better-auth's own per-address limits (its rate limiter, in its storage, not `usage_counters`),
 * requests a minute: guessing passwords, creating accounts and asking for mails are the costly
 * ones. Every other better-auth path: `AUTH_DEFAULT_RATE_LIMIT`.
 */
export const AUTH_DEFAULT_RATE_LIMIT = { max: 100, windowMs: MINUTE_MS } as const
export const AUTH_RATE_LIMITS = {
  '/sign-in/email': { max: 10, windowMs: MINUTE_MS },
  '/sign-up/email': { max: 5, windowMs: MINUTE_MS },
  '/request-password-reset': { max: 3, windowMs: MINUTE_MS },
  '/send-verification-email': { max: 3, windowMs: MINUTE_MS },
  '/change-email': { max: 3, windowMs: MINUTE_MS },
  '/change-password': { max: 5, windowMs: MINUTE_MS },
  '/delete-user': { max: 5, windowMs: MINUTE_MS },
  '/revoke-session': { max: 20, windowMs: MINUTE_MS },
  // A rename compares the name with every shop's under one platform-wide lock.
  '/organization/update': { max: 10, windowMs: MINUTE_MS },
} as const

/** Joining the waitlist from one address (`rateLimit` on the route): the form is public. */
export const WAITLIST_JOINS_PER_IP = { max: 5, windowMs: MINUTE_MS } as const

/** New conversations one buyer starts a day (each may mail a shop's owners and admins). */
export const NEW_CHATS_PER_DAY = { max: 20, windowMs: DAY_MS } as const

/** Chat messages one person sends a minute, all channels and both sides together. */
export const CHAT_MESSAGES_PER_MINUTE = { max: 20, windowMs: MINUTE_MS } as const

/**
 * Complaints (issue 30) one buyer — an email address, guest or account — may have open or with
 * an admin at once: a real buyer with several broken prompts gets help for three at a time,
 * while one who complains about everything cannot hold many shops' earnings at once.
 */
export const MAX_ACTIVE_COMPLAINTS_PER_BUYER = 3

/** Messages one person (or one guest order) writes in complaints a minute. */
export const COMPLAINT_MESSAGES_PER_MINUTE = { max: 10, windowMs: MINUTE_MS } as const

/**
 * Each side of a complaint is told of the other's messages at most once in this window (one
 * bell row and one email; the conversation itself shows every message live).
 */
export const COMPLAINT_NOTICE_WINDOW_MS = 30 * MINUTE_MS

/**
 * One side of a channel is mailed at most this often, however the other side writes (read from
 * the channel's last mail, not counted): a live conversation is read in the app, and a stranger
 * who writes again after every mail cannot turn a shop's inbox into theirs (at most 2 mails an
 * hour per channel, `NEW_CHATS_PER_DAY` new channels a day).
 */
export const CHAT_MAIL_MIN_INTERVAL_MS = 30 * MINUTE_MS

/**
 * New prompts one shop starts a day. Each draft holds up to ~100 KB of text nobody else sees; a
 * busy seller writes a handful, a script thousands. Counted inside the transaction, so a draft
 * refused for its content does not use one up.
 */
export const NEW_PROMPTS_PER_SHOP_DAY = { max: 50, windowMs: DAY_MS } as const

/**
 * Reviews one person writes or rewrites an hour. Every write moves the prompt's rating and so
 * empties the public prompt cache: an honest buyer writes a few, a loop of edits would keep every
 * visitor's pages uncached.
 */
export const REVIEW_WRITES_PER_HOUR = { max: 20, windowMs: HOUR_MS } as const

/**
 * Shops one account opens a day: more than any honest seller opens (most open one, ever); an
 * account opening dozens is squatting names (decision 0023). Counted inside the opening's
 * transaction, so only shops actually opened use it up.
 */
export const SHOPS_PER_ACCOUNT_PER_DAY = { max: 3, windowMs: DAY_MS } as const

/** Images a shop may upload a day: a busy day of new prompts with all their examples. */
export const UPLOADS_PER_SHOP_DAY = 100
/** What those uploads may weigh together, as sent (at most 5 MB each). */
export const UPLOAD_BYTES_PER_SHOP_DAY = 200 * 1024 * 1024
/** New profile pictures a person may set a day. */
export const AVATARS_PER_USER_DAY = 20
/** The window of the three upload quotas above. */
export const UPLOAD_QUOTA_WINDOW_MS = DAY_MS

/**
 * Refused payment notifications stored a minute, across all processes: a refused one costs its
 * sender nothing (issue 17: 300 malformed bodies grew the database by 36 MB); the ones over it
 * are only counted.
 */
export const REFUSED_LOGS_PER_MINUTE = 60
export const REFUSED_LOGS_WINDOW_MS = MINUTE_MS

/**
 * Affiliate clicks an hour (decision 0016), counted from the stored clicks, not `usage_counters`:
 * past the visitor's the next is refused (429); past the address's, clicks are quietly not
 * counted — many honest people share one address (mobile carriers), so one abuser must not get
 * them refused.
 */
export const CLICKS_PER_VISITOR_HOUR = 30
export const CLICKS_PER_IP_HOUR = 120
export const CLICKS_WINDOW_MS = HOUR_MS

/**
 * Open streams per session in one process: one a tab, and nobody keeps ten tabs of the app open.
 * Counted in memory, checked first because it costs no query; across processes and sessions
 * the per-user cap below holds (decision 0024).
 */
export const MAX_STREAMS_PER_SESSION = 10
/**
 * Open streams per user across all processes and sessions (issue 26: twenty sign-ins held 200).
 * Counted in the database as leased places (`live_streams`, decision 0024): renewed at each
 * heartbeat, given back when the stream ends, and no longer counted once the lease runs out, so
 * a process that dies locks nobody out for longer than the lease.
 */
export const MAX_STREAMS_PER_USER = 20

/**
 * "Coba dulu" (issue 31, `start-prompt-try.ts`), beside the shop's free tries per prompt and the
 * platform's daily token budget. Every request counts, also the ones the leak guard withholds or
 * the model fails (they use no free try): extraction attempts cost the platform tokens.
 */
export const TRY_LIMITS = {
  /** From one address (an IPv6 address counts as its /64), signed in or not. */
  perNetwork: { max: 30, windowMs: HOUR_MS },
  /** One account or browser over all prompts: a buyer compares a handful, not hundreds. */
  perCaller: { max: 40, windowMs: DAY_MS },
  /**
   * Everyone of one address shares this many times a prompt's free tries a day: a browser that
   * drops its cookie or a second account is not a new allowance, while an office or campus behind
   * one address still has room.
   */
  networkShare: 3,
  /**
   * Answers withheld by the leak guard a caller may have of one prompt a day (their address:
   * three times as many). A withheld try uses no free try, but it costs tokens and each one may
   * have shown a few words: past this, tries of that prompt are refused until tomorrow.
   */
  withheldPerPrompt: 2,
  /** Of the platform's daily token budget, what one address may use: no one empties it alone. */
  networkShareOfBudget: 0.05,
} as const
