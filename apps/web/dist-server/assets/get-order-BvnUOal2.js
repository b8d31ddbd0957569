import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { s as ORDER_TOKEN_HEADER } from "./constants-Bzb9ZJpd.js";
import { t as callPublicApi, u as useQuery } from "./public-api-D-FUNJP1.js";
import { s as useQueryClient, t as ApiError } from "./http-uRK1c2Wv.js";
import { t as require_react } from "./react-C6tkHmF0.js";
import { i as purchasesQueryKey, r as ownedPromptsQueryKey } from "../entry-server.js";
// src/features/orders/api/query-keys.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* The cache keys of orders and purchases, in one place: a live `order.updated` event or a
* finished payment invalidates each family at once.
*/
var orderKeys = {
	all: ["orders"],
	detail: (orderId, token) => [
		"orders",
		"detail",
		orderId,
		token
	],
	list: (uid) => [
		"orders",
		"list",
		uid
	]
};
var purchaseKeys = {
	all: purchasesQueryKey,
	one: (productId, access) => [
		"purchases",
		"one",
		productId,
		access?.orderId ?? null,
		access?.token ?? null
	]
};
var simulatorKeys = { transaction: (paymentToken) => [
	"simulator",
	"transaction",
	paymentToken
] };
// src/features/orders/api/get-order.ts
/** While an order waits for payment its page asks again this often (guests get no live events). */
var PENDING_ORDER_POLL_MS = 2e3;
/** The header that opens an order without a session: the receipt link's signed token. */
var orderTokenHeaders = (token) => token ? { [ORDER_TOKEN_HEADER]: token } : void 0;
/** GET /api/v1/orders/{id}: by the buyer's session, or by the token of the receipt link. */
var getOrder = (orderId, token, signal) => callPublicApi("order", { params: { orderId } }, {
	signal,
	headers: orderTokenHeaders(token)
});
function useOrder(orderId, token) {
	const queryClient = useQueryClient();
	const query = useQuery({
		queryKey: orderKeys.detail(orderId, token),
		queryFn: ({ signal }) => getOrder(orderId, token, signal),
		refetchInterval: (query) => query.state.data?.status === "pending" ? PENDING_ORDER_POLL_MS : false,
		staleTime: 0
	});
	const paid = query.data?.status === "paid";
	(0, import_react.useEffect)(() => {
		if (paid) queryClient.invalidateQueries({ queryKey: ownedPromptsQueryKey });
	}, [paid, queryClient]);
	return query;
}
/** "Not yours or not there" (404, or a malformed id): the page says so instead of failing. */
var isOrderRefusal = (error) => error instanceof ApiError && error.status >= 400 && error.status < 500;
export { purchaseKeys as a, orderKeys as i, orderTokenHeaders as n, simulatorKeys as o, useOrder as r, isOrderRefusal as t };
