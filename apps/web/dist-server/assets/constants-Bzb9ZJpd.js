// ../../packages/contracts/src/constants.ts
/** Business constants of the spec §9, in one place for the web app and the server. */
/** HTTP client timeout (spec §7, §9). */
var API_TIMEOUT_MS = 3e4;
var TOAST_REMOVE_DELAY_MS = 1e6;
var TOAST_DURATION_MS = 5e3;
/** A route's chunk is prefetched when its link comes this close to the viewport (spec §9). */
var LINK_PREFETCH_MARGIN = "200px";
/** Default tenant: the spec's appId and companyId. */
var DEFAULT_APP_ID = "marketplace";
var DEFAULT_COMPANY_ID = "marketplace";
var MAX_COMMISSION_PLUS_AFFILIATE_BP = 9e3;
/** A chat message: plain text, never HTML (issue 13). */
var CHAT_MESSAGE_MAX = 2e3;
/** The header that carries an order's signed access token (kept out of server logs' URLs). */
var ORDER_TOKEN_HEADER = "x-order-token";
export { LINK_PREFETCH_MARGIN as a, TOAST_DURATION_MS as c, DEFAULT_COMPANY_ID as i, TOAST_REMOVE_DELAY_MS as l, CHAT_MESSAGE_MAX as n, MAX_COMMISSION_PLUS_AFFILIATE_BP as o, DEFAULT_APP_ID as r, ORDER_TOKEN_HEADER as s, API_TIMEOUT_MS as t };
