import { t as callPublicApi, u as useQuery } from "./public-api-D-FUNJP1.js";
import { n as require_jsx_runtime } from "./common-BJeRfR82.js";
import { s as useQueryClient } from "./http-uRK1c2Wv.js";
import { l as callSellerApi, t as useSession } from "./use-session-DbhFI07F.js";
import { t as Star } from "./star-2lEFID-i.js";
import { t as cn } from "./cn-DJgp3dhb.js";
import { F as createLucideIcon, L as useMutation, g as useCursorList, h as callAccountApi } from "../entry-server.js";
// ../../node_modules/lucide-react/dist/esm/icons/braces.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "braces",
	size: 24,
	node: [["path", {
		d: "M8 3H7a2 2 0 0 0-2 2v5a2 2 0 0 1-2 2 2 2 0 0 1 2 2v5c0 1.1.9 2 2 2h1",
		key: "ezmyqa"
	}], ["path", {
		d: "M16 21h1a2 2 0 0 0 2-2v-5c0-1.1.9-2 2-2a2 2 0 0 1-2-2V5a2 2 0 0 0-2-2h-1",
		key: "e1hn23"
	}]],
	aliases: ["curly-braces"]
};
__iconData$1.node;
var Braces = createLucideIcon(__iconData$1);
// ../../node_modules/lucide-react/dist/esm/icons/link-2.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "link-2",
	size: 24,
	node: [
		["path", {
			d: "M9 17H7A5 5 0 0 1 7 7h2",
			key: "8i5ue5"
		}],
		["path", {
			d: "M15 7h2a5 5 0 1 1 0 10h-2",
			key: "1b9ql8"
		}],
		["line", {
			x1: "8",
			x2: "16",
			y1: "12",
			y2: "12",
			key: "1jonct"
		}]
	]
};
__iconData.node;
var Link2 = createLucideIcon(__iconData);
// src/features/reviews/api/reviews.ts
var PAGE_SIZE = 3;
var reviewKeys = {
	/** Every public list of reviews (and ratings) of prompts. */
	all: ["reviews"],
	list: (slug) => ["reviews", slug],
	/** Under `purchases`: a purchase finished elsewhere (a live event) refreshes it with them. */
	own: (uid, productId) => [
		"purchases",
		"reviews",
		uid,
		productId
	]
};
/** GET /api/v1/products/{slug}/reviews: newest first, "Muat lebih banyak" for the next page. */
function usePromptReviews(slug) {
	return useCursorList({
		queryKey: reviewKeys.list(slug),
		fetchPage: (cursor, signal) => callPublicApi("productReviews", {
			params: { slug },
			query: {
				cursor,
				limit: PAGE_SIZE
			}
		}, { signal })
	});
}
/** The signed-in buyer's paid orders of this prompt, each with the review they wrote. */
function useOwnReviews(productId) {
	const { uid, isLoggedIn } = useSession();
	return useQuery({
		queryKey: reviewKeys.own(uid, productId),
		queryFn: ({ signal }) => callAccountApi("productReviews", { params: { productId } }, { signal }),
		enabled: isLoggedIn
	});
}
/** Writes the review of an order, or rewrites it; the lists and ratings are read again. */
function useSaveReview() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: ({ orderId, input, existing }) => existing ? callAccountApi("updateReview", {
			params: { orderId },
			body: input
		}) : callAccountApi("createReview", {
			params: { orderId },
			body: input
		}),
		onSuccess: () => {
			queryClient.invalidateQueries({ queryKey: reviewKeys.all });
			queryClient.invalidateQueries({ queryKey: ["purchases", "reviews"] });
			queryClient.invalidateQueries({
				queryKey: ["products"],
				predicate: (query) => query.queryKey[1] !== "detail"
			});
			queryClient.invalidateQueries({ queryKey: ["orders"] });
		}
	});
}
/** The shop's one reply to a review, from the order page. */
function useReplyToReview() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: ({ reviewId, input }) => callSellerApi("replyToReview", {
			params: { id: reviewId },
			body: input
		}),
		onSuccess: () => {
			queryClient.invalidateQueries({ queryKey: ["seller"] });
			queryClient.invalidateQueries({ queryKey: reviewKeys.all });
		}
	});
}
// src/features/reviews/components/stars.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* Five stars, `value` of them filled (rounded to a whole star), read out as `label`: the
* picture is decorative, the label says the number.
*/
function Stars({ value, label, className }) {
	const filled = Math.round(value);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
		role: "img",
		"aria-label": label,
		className: cn("inline-flex items-center gap-0.5", className),
		children: [
			1,
			2,
			3,
			4,
			5
		].map((star) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Star, {
			"aria-hidden": "true",
			className: cn("size-4", star <= filled ? "fill-amber-400 text-amber-500 dark:fill-amber-300 dark:text-amber-300" : "fill-transparent text-muted-foreground/50")
		}, star))
	});
}
export { useSaveReview as a, useReplyToReview as i, useOwnReviews as n, Link2 as o, usePromptReviews as r, Braces as s, Stars as t };
