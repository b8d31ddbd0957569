import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-C6tkHmF0.js";
// src/hooks/use-load-more-sentinel.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* Loads the next page before the visitor reaches the end of a list: returns the ref of an empty
* element placed after it. `canLoad` is false while a page loads or after one failed (a button
* then retries it).
*/
function useLoadMoreSentinel(canLoad, loadMore) {
	const sentinel = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		const node = sentinel.current;
		if (!node || !canLoad) return;
		const observer = new IntersectionObserver((entries) => {
			if (entries.some((entry) => entry.isIntersecting)) loadMore();
		}, { rootMargin: "400px" });
		observer.observe(node);
		return () => observer.disconnect();
	}, [canLoad, loadMore]);
	return sentinel;
}
export { useLoadMoreSentinel as t };
