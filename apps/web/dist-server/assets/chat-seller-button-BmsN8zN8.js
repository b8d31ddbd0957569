import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-C6tkHmF0.js";
import { K as useNavigate, W as useLocation, i as callApi, u as useQuery } from "./public-api-D-FUNJP1.js";
import { n as require_jsx_runtime } from "./common-BJeRfR82.js";
import { t as useSession } from "./use-session-DbhFI07F.js";
import { n as Copy, t as copyToClipboard } from "./copy-to-clipboard-SjwCx-jE.js";
import { t as MessageCircle } from "./message-circle-BrgqqMFI.js";
import { t as cn } from "./cn-DJgp3dhb.js";
import { b as toast, n as Button, p as useOpenChat, y as paths } from "../entry-server.js";
import "./shops-CQjzKAlY.js";
import { t as accountApi } from "./account-SN9qfutP.js";
import { n as affiliateKeys, t as affiliatesText } from "./affiliates-D5LKFV_4.js";
import { t as Input } from "./input-D2IwgA0K.js";
import { t as chatText } from "./chat-D6j4dKi6.js";
// src/features/affiliates/components/affiliate-link-field.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var text = affiliatesText.link;
/** An affiliate link, read-only (selected on focus for a manual copy), with "Salin tautan". */
function AffiliateLinkField({ url, label, visibleLabel = false, className }) {
	const id = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: cn("grid gap-1.5", className),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
			htmlFor: id,
			className: visibleLabel ? "font-medium text-sm" : "sr-only",
			children: label
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex flex-col gap-2 sm:flex-row",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
				id,
				readOnly: true,
				value: url,
				onFocus: (event) => event.currentTarget.select(),
				className: "font-mono text-foreground sm:text-xs"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
				type: "button",
				variant: "outline",
				onClick: () => void copyToClipboard(url, {
					copied: text.copied,
					failed: text.copyFailed,
					failedBody: text.copyFailedBody
				}),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Copy, { "aria-hidden": "true" }), text.copy]
			})]
		})]
	});
}
// src/features/affiliates/components/affiliate-url.ts
/** `https://<origin>{path}?aff=CODE`: the full address an affiliate shares. */
var affiliateUrl = (path, code) => `${window.location.origin}${path}?aff=${encodeURIComponent(code)}`;
// src/features/affiliates/api/get-affiliate-memberships.ts
/** GET /api/v1/account/affiliates: the signed-in user's programmes (none asked for visitors). */
function useAffiliateMemberships() {
	const { uid, isLoggedIn } = useSession();
	return useQuery({
		queryKey: affiliateKeys.memberships(uid),
		queryFn: ({ signal }) => callApi(accountApi.affiliateMemberships, {}, { signal }),
		enabled: isLoggedIn,
		staleTime: 6e4
	});
}
// src/features/chat/components/chat-seller-button.tsx
/**
* "Chat penjual": opens (or gets back) the buyer's channel with the shop and goes to it. Signed
* out, it goes to sign in first and comes back to this page. Hidden for the shop's own members.
*/
function ChatSellerButton({ shopSlug, variant = "outline", size, className }) {
	const session = useSession();
	const navigate = useNavigate();
	const location = useLocation();
	const open = useOpenChat();
	if (session.memberships.some((membership) => membership.slug === shopSlug)) return null;
	const onClick = () => {
		if (!session.isLoggedIn) {
			navigate(paths.auth.signIn(`${location.pathname}${location.search}`));
			return;
		}
		open.mutate(shopSlug, {
			onSuccess: (channel) => void navigate(paths.account.chatChannel(channel.id)),
			onError: (error) => toast({
				title: error.message,
				variant: "destructive"
			})
		});
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
		type: "button",
		variant,
		size,
		className,
		disabled: open.isPending || session.isLoading,
		onClick,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MessageCircle, { "aria-hidden": "true" }), open.isPending ? chatText.opening : chatText.chatSeller]
	});
}
export { AffiliateLinkField as i, useAffiliateMemberships as n, affiliateUrl as r, ChatSellerButton as t };
