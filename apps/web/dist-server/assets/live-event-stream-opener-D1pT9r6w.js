import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as getAuthToken, s as useQueryClient } from "./http-uRK1c2Wv.js";
import { t as require_react } from "./react-C6tkHmF0.js";
import { c as ChatSide } from "./chat-DF7lXAPS.js";
import { n as NotificationKind } from "./notifications-BtGz9mSU.js";
import { A as string, D as object, E as number, a as OrderStatus, u as ShopBalance } from "./orders-X7WNvEnJ.js";
import { n as useLiveEvent, t as deliverLiveEvent } from "./live-events-l2WtZ3m2.js";
// ../../packages/contracts/src/live-events.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* Every live event the server sends over `/api/v1/events`, by name, with its payload. Payloads
* stay small (ids, counts, a balance): clients refetch what they show.
*/
var liveEventPayloads = {
	/** The stream is open; `organizationId` is the shop whose events it also carries. */
	ready: object({ organizationId: string().nullable() }),
	"order.updated": object({
		orderId: string(),
		status: OrderStatus
	}),
	"balance.updated": ShopBalance,
	"shop.updated": object({ shopId: string() }),
	"wishlist.updated": object({ count: number().int() }),
	"membership.revoked": object({ organizationId: string() }),
	/** A new row in the user's bell list (issue 13). */
	"notification.created": object({
		id: string(),
		kind: NotificationKind
	}),
	/** A chat message was sent in a channel; `side` is the sender's (issue 13). */
	"chat.message": object({
		channelId: string(),
		messageId: string(),
		side: ChatSide
	}),
	/** One side (`side`) read a channel: badges and read markers refresh. */
	"chat.read": object({
		channelId: string(),
		side: ChatSide
	}),
	/** The user's affiliate figures or balance changed (a sale, a release, a payout): refetch. */
	"affiliate.updated": object({ userId: string() }),
	/**
	* This process is shutting down and ends the stream next: open a new one after a short random
	* delay (the load balancer sends it to another process).
	*/
	reconnect: object({}),
	/**
	* Events may have been missed (this process's database listener reconnected): refetch what is
	* shown.
	*/
	resync: object({})
};
var isLiveEventType = (type) => Object.hasOwn(liveEventPayloads, type);
// src/lib/live-event-stream.ts
/** Hands an event to its listeners once its payload matches the contract; others are dropped. */
function dispatch(type, raw) {
	if (!isLiveEventType(type)) return;
	const parsed = liveEventPayloads[type].safeParse(raw);
	if (!parsed.success) {
		console.warn("Live event with an unexpected payload", type, parsed.error);
		return;
	}
	deliverLiveEvent(type, parsed.data);
}
var MIN_DELAY_MS = 1e3;
var MAX_DELAY_MS = 3e4;
/**
* After a `reconnect` (the server is shutting down): a new stream within this, at random, so the
* tabs of a whole process do not all arrive at the next one in the same instant.
*/
var RECONNECT_SPREAD_MS = 2e3;
/**
* How long to wait before opening the stream again: a random moment within a short spread after a
* `reconnect`; otherwise exponential backoff (by failed `attempt`s in a row) with jitter.
*/
function reopenDelayMs(toldToReconnect, attempt, random = Math.random) {
	if (toldToReconnect) return random() * RECONNECT_SPREAD_MS;
	const delay = Math.min(MAX_DELAY_MS, MIN_DELAY_MS * 2 ** attempt);
	return delay / 2 + random() * (delay / 2);
}
/**
* Keeps one Server-Sent Events stream open for the signed-in user. It is read with `fetch`
* (not EventSource) so it carries the bearer token; when it drops it is reopened with
* exponential backoff and jitter. A stream ended after a `reconnect` event (its server shuts
* down) is reopened after a short random delay, with no warning: the load balancer sends the new
* one to another process. Every reopened stream is followed by a local `resync`: what the screen
* shows is fetched again, since events sent while no stream was open are lost. A new `key`
* (another user or active organisation) reopens it.
*/
function useLiveEventStream(key) {
	(0, import_react.useEffect)(() => {
		if (!key) return;
		let stopped = false;
		let attempt = 0;
		let openedBefore = false;
		let controller;
		let timer;
		const connect = async () => {
			controller = new AbortController();
			let toldToReconnect = false;
			try {
				const token = getAuthToken();
				const response = await fetch("/api/v1/events", {
					headers: {
						accept: "text/event-stream",
						...token ? { authorization: `Bearer ${token}` } : {}
					},
					credentials: "same-origin",
					signal: controller.signal
				});
				if (!response.ok || !response.body) throw new Error(`events: HTTP ${response.status}`);
				await read(response.body, (type) => {
					if (type === "ready") {
						attempt = 0;
						if (openedBefore) dispatch("resync", {});
						openedBefore = true;
					}
					if (type === "reconnect") toldToReconnect = true;
				});
			} catch (error) {
				if (stopped) return;
				if (!toldToReconnect) console.warn("Live events disconnected", error);
			}
			if (stopped) return;
			timer = setTimeout(connect, reopenDelayMs(toldToReconnect, attempt));
			attempt = toldToReconnect ? 0 : attempt + 1;
		};
		connect();
		return () => {
			stopped = true;
			clearTimeout(timer);
			controller?.abort();
		};
	}, [key]);
}
/** Parses `event:`/`data:` blocks separated by a blank line; comments (heartbeats) are skipped. */
async function read(body, onEvent) {
	const reader = body.getReader();
	const decoder = new TextDecoder();
	let buffer = "";
	for (;;) {
		const { value, done } = await reader.read();
		if (done) return;
		buffer += decoder.decode(value, { stream: true });
		for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
			const block = buffer.slice(0, end);
			buffer = buffer.slice(end + 2);
			const type = /^event: (.+)$/m.exec(block)?.[1];
			const data = /^data: (.+)$/m.exec(block)?.[1];
			if (!type) continue;
			onEvent(type);
			dispatch(type, data ? JSON.parse(data) : {});
		}
	}
}
// src/app/live-event-stream-opener.tsx
/**
* Keeps the signed-in user's live event stream open while mounted; renders nothing. After a
* `resync` (the server may have missed events) every query on screen is fetched again.
*/
function LiveEventStreamOpener({ streamKey }) {
	useLiveEventStream(streamKey);
	const queryClient = useQueryClient();
	useLiveEvent("resync", (0, import_react.useCallback)(() => void queryClient.invalidateQueries({ refetchType: "active" }), [queryClient]));
	return null;
}
export { LiveEventStreamOpener };
