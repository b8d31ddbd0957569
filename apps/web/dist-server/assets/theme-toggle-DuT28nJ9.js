import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { F as createLucideIcon, n as Button } from "../entry-server.js";
import { t as require_react } from "./react-C6tkHmF0.js";
import { n as require_jsx_runtime, t as common } from "./common-BJeRfR82.js";
// ../../node_modules/lucide-react/dist/esm/icons/moon.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "moon",
	size: 24,
	node: [["path", {
		d: "M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401",
		key: "kfwtm"
	}]]
};
__iconData$1.node;
var Moon = createLucideIcon(__iconData$1);
// ../../node_modules/lucide-react/dist/esm/icons/sun.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "sun",
	size: 24,
	node: [
		["circle", {
			cx: "12",
			cy: "12",
			r: "4",
			key: "4exip2"
		}],
		["path", {
			d: "M12 2v2",
			key: "tus03m"
		}],
		["path", {
			d: "M12 20v2",
			key: "1lh1kg"
		}],
		["path", {
			d: "m4.93 4.93 1.41 1.41",
			key: "149t6j"
		}],
		["path", {
			d: "m17.66 17.66 1.41 1.41",
			key: "ptbguv"
		}],
		["path", {
			d: "M2 12h2",
			key: "1t8f8n"
		}],
		["path", {
			d: "M20 12h2",
			key: "1q8mjw"
		}],
		["path", {
			d: "m6.34 17.66-1.41 1.41",
			key: "1m8zz5"
		}],
		["path", {
			d: "m19.07 4.93-1.41 1.41",
			key: "1shlcs"
		}]
	]
};
__iconData.node;
var Sun = createLucideIcon(__iconData);
// src/lib/theme.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** The same key public/theme-init.js reads before the first paint. */
var STORAGE_KEY = "pasarprompt-theme";
var listeners = /* @__PURE__ */ new Set();
function currentTheme() {
	return document.documentElement.classList.contains("dark") ? "dark" : "light";
}
/** Applies a theme and remembers it; until the user picks one, the system's is followed. */
function setTheme(theme) {
	document.documentElement.classList.toggle("dark", theme === "dark");
	document.documentElement.style.colorScheme = theme;
	try {
		localStorage.setItem(STORAGE_KEY, theme);
	} catch {}
	for (const listener of listeners) listener();
}
function useTheme() {
	return (0, import_react.useSyncExternalStore)((listener) => {
		listeners.add(listener);
		return () => listeners.delete(listener);
	}, currentTheme, () => "light");
}
// src/app/layout/theme-toggle.tsx
var import_jsx_runtime = require_jsx_runtime();
function ThemeToggle() {
	const theme = useTheme();
	const next = theme === "dark" ? "light" : "dark";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		variant: "ghost",
		size: "icon",
		onClick: () => setTheme(next),
		"aria-label": next === "dark" ? common.topBar.themeToDark : common.topBar.themeToLight,
		children: theme === "dark" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Sun, { "aria-hidden": "true" }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Moon, { "aria-hidden": "true" })
	});
}
export { Moon as a, Sun as i, setTheme as n, useTheme as r, ThemeToggle as t };
