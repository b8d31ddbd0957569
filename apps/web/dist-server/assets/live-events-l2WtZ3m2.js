import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-C6tkHmF0.js";
// src/lib/live-events.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var handlers = /* @__PURE__ */ new Map();
/**
* Hands a checked event to its listeners. The stream (`live-event-stream.ts`, loaded only while
* someone is signed in) checks each payload against the contract first, so listening here needs
* neither the stream nor the payloads' schemas (decision 0021).
*/
function deliverLiveEvent(type, data) {
	for (const handler of handlers.get(type) ?? []) handler(data);
}
/** Calls `handler` with the typed payload of every live event of `type` while mounted. */
function useLiveEvent(type, handler) {
	(0, import_react.useEffect)(() => {
		const set = handlers.get(type) ?? /* @__PURE__ */ new Set();
		set.add(handler);
		handlers.set(type, set);
		return () => {
			set.delete(handler);
		};
	}, [type, handler]);
}
export { useLiveEvent as n, deliverLiveEvent as t };
