import { a as DropdownMenuLabel, c as LogOut, i as DropdownMenuItem, n as DropdownMenu, o as DropdownMenuSeparator, r as DropdownMenuContent, s as DropdownMenuTrigger, t as useSignOut } from "./use-sign-out-B4-bO5sd.js";
import { F as createLucideIcon, y as paths } from "../entry-server.js";
import { t as Receipt } from "./receipt-BjYEXOuD.js";
import { t as Store } from "./store-C8b4eMYz.js";
import { t as User } from "./user-CfSpsi-A.js";
import { K as useNavigate } from "./public-api-D-FUNJP1.js";
import { t as Avatar } from "./avatar-BYKdAmQJ.js";
import { t as useSession } from "./use-session-DbhFI07F.js";
import { n as require_jsx_runtime, t as common } from "./common-BJeRfR82.js";
// ../../node_modules/lucide-react/dist/esm/icons/monitor-smartphone.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "monitor-smartphone",
	size: 24,
	node: [
		["path", {
			d: "M18 8V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h8",
			key: "10dyio"
		}],
		["path", {
			d: "M10 19v-3.96 3.15",
			key: "1irgej"
		}],
		["path", {
			d: "M7 19h5",
			key: "qswx4l"
		}],
		["rect", {
			width: "6",
			height: "10",
			x: "16",
			y: "12",
			rx: "2",
			key: "1egngj"
		}]
	]
};
__iconData.node;
var MonitorSmartphone = createLucideIcon(__iconData);
// src/app/layout/user-menu.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The signed-in user's avatar button: who they are, Profil, orders, shops, signing out. */
function UserMenu() {
	const session = useSession();
	const navigate = useNavigate();
	const signOut = useSignOut();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DropdownMenu, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DropdownMenuTrigger, {
		className: "flex size-9 items-center justify-center rounded-full",
		"aria-label": common.topBar.accountMenu,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Avatar, {
			name: session.name ?? session.email ?? "?",
			image: session.image,
			className: "size-9 text-sm"
		})
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DropdownMenuContent, {
		align: "end",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DropdownMenuLabel, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "block font-medium",
				children: session.name
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "block text-muted-foreground text-xs",
				children: session.email
			})] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DropdownMenuSeparator, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DropdownMenuItem, {
				onSelect: () => navigate(paths.account.profile),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(User, { "aria-hidden": "true" }), common.topBar.profile]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DropdownMenuItem, {
				onSelect: () => navigate(paths.account.orders),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Receipt, { "aria-hidden": "true" }), common.orders.menu]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DropdownMenuItem, {
				onSelect: () => navigate(paths.auth.organization),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Store, { "aria-hidden": "true" }), common.topBar.myShops]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DropdownMenuSeparator, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DropdownMenuItem, {
				onSelect: () => void signOut(false),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LogOut, { "aria-hidden": "true" }), common.topBar.signOut]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DropdownMenuItem, {
				onSelect: () => void signOut(true),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MonitorSmartphone, { "aria-hidden": "true" }), common.topBar.signOutEverywhere]
			})
		]
	})] });
}
export { UserMenu };
