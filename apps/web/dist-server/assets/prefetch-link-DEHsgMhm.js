import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { a as LINK_PREFETCH_MARGIN } from "./constants-Bzb9ZJpd.js";
import { t as require_react } from "./react-C6tkHmF0.js";
import { P as Link } from "./public-api-D-FUNJP1.js";
import { I as PreloadContext } from "../entry-server.js";
import { n as require_jsx_runtime } from "./common-BJeRfR82.js";
// src/lib/page-settled.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var settled;
/**
* Resolves once the page has loaded and the browser is idle after it: work that only prepares
* the next page (chunk prefetches) waits for this, so it never competes with the first screen's
* own scripts for the network or the main thread.
*/
function whenPageSettled() {
	settled ??= new Promise((resolve) => {
		const idle = () => typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(() => resolve(), { timeout: 3e3 }) : setTimeout(resolve, 1e3);
		if (document.readyState === "complete") idle();
		else window.addEventListener("load", idle, { once: true });
	});
	return settled;
}
// src/components/prefetch-link.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* A Link that fetches its route's chunk once it comes within 200 px of the viewport (spec §9),
* so the click renders without waiting for the network; on the first screen, once that screen
* has loaded.
*/
function PrefetchLink(props) {
	const ref = (0, import_react.useRef)(null);
	const preloadPath = (0, import_react.useContext)(PreloadContext);
	const pathname = typeof props.to === "string" ? props.to.split("?")[0] : props.to.pathname;
	(0, import_react.useEffect)(() => {
		const element = ref.current;
		if (!element || !pathname || !("IntersectionObserver" in window)) return;
		let observer;
		let cancelled = false;
		whenPageSettled().then(() => {
			if (cancelled) return;
			observer = new IntersectionObserver((entries) => {
				if (entries.some((entry) => entry.isIntersecting)) {
					observer?.disconnect();
					preloadPath(pathname);
				}
			}, { rootMargin: LINK_PREFETCH_MARGIN });
			observer.observe(element);
		});
		return () => {
			cancelled = true;
			observer?.disconnect();
		};
	}, [pathname, preloadPath]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
		ref,
		...props
	});
}
export { PrefetchLink as t };
