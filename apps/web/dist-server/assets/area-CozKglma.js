import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { a as bucketLabels, c as PROMPT_STATUSES, d as SellerProductInput, h as promptStatusLabels, l as PromptStatus, m as promptLifecycle, o as transactionKindLabels, s as transactionStatusLabels, t as SHOP_BUCKETS } from "./seller-transactions-GCfLaJpY.js";
import { F as createLucideIcon, L as useMutation, P as X, _ as LoadingScreen, b as toast, c as useChatChannel, d as useChatUnread, g as useCursorList, l as useChatChannels, n as Button, t as sanitizeHtml, y as paths } from "../entry-server.js";
import { i as isStatisticsRange, r as STATISTICS_RANGES, t as sellerApi } from "./seller-B1L7nE5L.js";
import { F as NavLink, I as Navigate, K as useNavigate, L as Outlet, P as Link$1, T as keepPreviousData, U as useBlocker, W as useLocation, Y as useParams, Z as useSearchParams, i as callApi, u as useQuery } from "./public-api-D-FUNJP1.js";
import { n as aiModels, t as aiModelLabels } from "./catalog-options-gbLtTRNg.js";
import { a as formatNumber, i as formatDateWib, n as formatDateTime, r as formatDateTimeWib, s as formatRupiah, t as formatDate } from "./format-BNwsEODH.js";
import { t as Alert } from "./alert-DWkv6kLc.js";
import { t as Skeleton } from "./skeleton-3FQQTDwH.js";
import { t as cn } from "./cn-DJgp3dhb.js";
import { n as require_jsx_runtime, t as common } from "./common-BJeRfR82.js";
import { A as Package, C as formatNumberCompact, D as ReceiptText, E as FilterButtons, M as ChevronsUpDown, N as ArrowUp, O as Plus, P as ArrowDown, S as formatDayLong, T as formatRupiahCompact, _ as PhoneTopBar, a as AmountRow, b as TooltipProvider, c as DetailRow, d as SidebarNavLink, f as SidebarUnavailableItem, g as useSidebarCollapsed, h as SidebarFrame, i as SearchField, j as LayoutDashboard, k as Percent, l as PageHeader, m as SidebarFooterLink, n as useSearchParamText, o as LedgerEntryList, p as SidebarFoot, r as useSearchParam, s as BackLink, t as ProductStatusBadge, u as AreaNotFound, v as useMediaQuery, w as formatPercent, x as MetricChart, y as Tooltip } from "./product-status-badge-IeVqDXH_.js";
import { n as shopBalanceQueryKey, o as refreshSession, r as useShopBalance, s as sessionQueryKey, t as useSession } from "./use-session-DbhFI07F.js";
import { t as ArrowLeft } from "./arrow-left-DeG8vWal.js";
import { i as LoadMoreButton, n as ListCard, r as ListStates, t as DetailStates } from "./list-states-BDkgnsT6.js";
import { i as CardTitle, n as CardContent, r as CardHeader, t as Card } from "./card-DT1Ik1ud.js";
import { a as ChannelList, c as PayoutHistory, d as ShoppingBag, f as LoaderCircle, i as Conversation, l as BankAccountCard, n as imageUploadForm, o as CounterpartAvatar, p as ImagePlus, r as Switch, s as PayoutRequestForm, t as UPLOAD_IMAGE_TYPES, u as Trash } from "./image-upload-form-4-Rb67ET.js";
import { t as OrderStatusBadge } from "./order-status-badge-C3SQ13vn.js";
import { r as http, s as useQueryClient, t as ApiError } from "./http-uRK1c2Wv.js";
import { t as chatText } from "./chat-D6j4dKi6.js";
import { n as UserRound, t as ConfirmDialog } from "./confirm-dialog-1vpzM-e5.js";
import { t as ExternalLink } from "./external-link-Bv9TWhlA.js";
import { t as require_react } from "./react-C6tkHmF0.js";
import { n as useLiveEvent } from "./live-events-l2WtZ3m2.js";
import { t as CircleCheck } from "./circle-check-B9j_tvhR.js";
import { t as ChevronRight } from "./chevron-right-Dd6QSKf4.js";
import { D as object, a as OrderStatus, i as ORDER_STATUSES, m as paymentMethodLabels, p as orderStatusLabels, w as email, y as _enum } from "./orders-X7WNvEnJ.js";
import { i as smallImageUrl, t as ShopAvatar } from "./shop-avatar-D7OwU9BE.js";
import { a as PopoverTrigger, i as PopoverContent, r as Popover } from "./notification-bell-CYBsbbQ2.js";
import { t as useLoadMoreSentinel } from "./use-load-more-sentinel-CymSH7ky.js";
import { t as badgeCount } from "./badge-count--K1li303.js";
import { a as DropdownMenuLabel, i as DropdownMenuItem, n as DropdownMenu, o as DropdownMenuSeparator, r as DropdownMenuContent, s as DropdownMenuTrigger } from "./use-sign-out-B4-bO5sd.js";
import { t as authClient } from "./auth-client-DC3aXfga.js";
import { n as endpointPath } from "./endpoint-mBzFK5De.js";
import { t as publicApi } from "./public-n26BZgy9.js";
import { a as useWatch, i as useForm, n as Controller, r as useFieldArray, t as u } from "./zod-DOXC44ez.js";
import { c as UpdateShopProfileInput, d as MicrositeInput, h as REVIEW_REPLY_MAX, l as MICROSITE_ACCENTS, o as ShopRole, u as MICROSITE_BIO_MAX, y as ReviewReplyInput } from "./shops-CQjzKAlY.js";
import { i as useReplyToReview, o as Link2, s as Braces, t as Stars } from "./stars-DvW09JPG.js";
import { t as FormField } from "./form-field-Pm8rZE8n.js";
import { n as Textarea, t as Input } from "./input-D2IwgA0K.js";
import { t as Search } from "./search-DG0z0ckP.js";
import { n as shopAccents, r as HandCoins, t as ShopPageContent } from "./shop-page-content-nVv6wcuG.js";
import { t as useCategories } from "./list-categories-Cz6ygk1q.js";
import { n as Clock, t as FileText } from "./file-text-C0KQRqua.js";
import { r as templateVariables } from "./prompt-template-BA0iTR2I.js";
import { n as DialogContent, t as Dialog } from "./dialog-FRkbff1O.js";
import { t as SearchX } from "./search-x-DAB5fVX3.js";
import { n as affiliateKeys, t as affiliatesText } from "./affiliates-D5LKFV_4.js";
import { t as formatBasisPoints } from "./format-basis-points-AmV4u1_V.js";
import { t as useSlugAvailability } from "./use-slug-availability-CHpSbiiT.js";
import { t as ChevronDown } from "./chevron-down-DQeEhCtM.js";
// ../../node_modules/lucide-react/dist/esm/icons/archive.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$24 = {
	name: "archive",
	size: 24,
	node: [
		["rect", {
			width: "20",
			height: "5",
			x: "2",
			y: "3",
			rx: "1",
			key: "1wp1u1"
		}],
		["path", {
			d: "M4 8v11a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8",
			key: "1s80jp"
		}],
		["path", {
			d: "M10 12h4",
			key: "a56b0p"
		}]
	]
};
__iconData$24.node;
var Archive = createLucideIcon(__iconData$24);
// ../../node_modules/lucide-react/dist/esm/icons/arrow-left-right.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$23 = {
	name: "arrow-left-right",
	size: 24,
	node: [
		["path", {
			d: "M8 3 4 7l4 4",
			key: "9rb6wj"
		}],
		["path", {
			d: "M4 7h16",
			key: "6tx8e3"
		}],
		["path", {
			d: "m16 21 4-4-4-4",
			key: "siv7j2"
		}],
		["path", {
			d: "M20 17H4",
			key: "h6l3hr"
		}]
	]
};
__iconData$23.node;
var ArrowLeftRight = createLucideIcon(__iconData$23);
// ../../node_modules/lucide-react/dist/esm/icons/chart-column.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$22 = {
	name: "chart-column",
	size: 24,
	node: [
		["path", {
			d: "M3 3v16a2 2 0 0 0 2 2h16",
			key: "c24i48"
		}],
		["path", {
			d: "M18 17V9",
			key: "2bz60n"
		}],
		["path", {
			d: "M13 17V5",
			key: "1frdt8"
		}],
		["path", {
			d: "M8 17v-3",
			key: "17ska0"
		}]
	],
	aliases: ["bar-chart-3"]
};
__iconData$22.node;
var ChartColumn = createLucideIcon(__iconData$22);
// ../../node_modules/lucide-react/dist/esm/icons/check.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$21 = {
	name: "check",
	size: 24,
	node: [["path", {
		d: "M20 6 9 17l-5-5",
		key: "1gmf2c"
	}]]
};
__iconData$21.node;
var Check = createLucideIcon(__iconData$21);
// ../../node_modules/lucide-react/dist/esm/icons/circle-exclamation-point.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$20 = {
	name: "circle-exclamation-point",
	size: 24,
	node: [
		["circle", {
			cx: "12",
			cy: "12",
			r: "10",
			key: "1mglay"
		}],
		["line", {
			x1: "12",
			x2: "12",
			y1: "8",
			y2: "12",
			key: "1pkeuh"
		}],
		["line", {
			x1: "12",
			x2: "12.01",
			y1: "16",
			y2: "16",
			key: "4dfq90"
		}]
	],
	aliases: ["alert-circle", "circle-alert"]
};
__iconData$20.node;
var CircleExclamationPoint = createLucideIcon(__iconData$20);
// ../../node_modules/lucide-react/dist/esm/icons/circle.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$19 = {
	name: "circle",
	size: 24,
	node: [["circle", {
		cx: "12",
		cy: "12",
		r: "10",
		key: "1mglay"
	}]]
};
__iconData$19.node;
var Circle = createLucideIcon(__iconData$19);
// ../../node_modules/lucide-react/dist/esm/icons/code.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$18 = {
	name: "code",
	size: 24,
	node: [["path", {
		d: "m16 18 6-6-6-6",
		key: "eg8j8"
	}], ["path", {
		d: "m8 6-6 6 6 6",
		key: "ppft3o"
	}]]
};
__iconData$18.node;
var Code = createLucideIcon(__iconData$18);
// ../../node_modules/lucide-react/dist/esm/icons/download.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$17 = {
	name: "download",
	size: 24,
	node: [
		["path", {
			d: "M12 15V3",
			key: "m9g1x1"
		}],
		["path", {
			d: "M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4",
			key: "ih7n3h"
		}],
		["path", {
			d: "m7 10 5 5 5-5",
			key: "brsn70"
		}]
	]
};
__iconData$17.node;
var Download = createLucideIcon(__iconData$17);
// ../../node_modules/lucide-react/dist/esm/icons/eye.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$16 = {
	name: "eye",
	size: 24,
	node: [["path", {
		d: "M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0",
		key: "1nclc0"
	}], ["circle", {
		cx: "12",
		cy: "12",
		r: "3",
		key: "1v7zrd"
	}]]
};
__iconData$16.node;
var Eye = createLucideIcon(__iconData$16);
// ../../node_modules/lucide-react/dist/esm/icons/file-stack.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$15 = {
	name: "file-stack",
	size: 24,
	node: [
		["path", {
			d: "M11 21a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-8a1 1 0 0 1 1-1",
			key: "likhh7"
		}],
		["path", {
			d: "M16 16a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1",
			key: "17ky3x"
		}],
		["path", {
			d: "M21 6a2 2 0 0 0-.586-1.414l-2-2A2 2 0 0 0 17 2h-3a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1z",
			key: "1hyeo0"
		}]
	]
};
__iconData$15.node;
var FileStack = createLucideIcon(__iconData$15);
// ../../node_modules/lucide-react/dist/esm/icons/globe.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$14 = {
	name: "globe",
	size: 24,
	node: [
		["circle", {
			cx: "12",
			cy: "12",
			r: "10",
			key: "1mglay"
		}],
		["path", {
			d: "M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20",
			key: "13o1zl"
		}],
		["path", {
			d: "M2 12h20",
			key: "9i4pu4"
		}]
	]
};
__iconData$14.node;
var Globe = createLucideIcon(__iconData$14);
// ../../node_modules/lucide-react/dist/esm/icons/heading-2.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$13 = {
	name: "heading-2",
	size: 24,
	node: [
		["path", {
			d: "M4 12h8",
			key: "17cfdx"
		}],
		["path", {
			d: "M4 18V6",
			key: "1rz3zl"
		}],
		["path", {
			d: "M12 18V6",
			key: "zqpxq5"
		}],
		["path", {
			d: "M21 18h-4c0-4 4-3 4-6 0-1.5-2-2.5-4-1",
			key: "9jr5yi"
		}]
	]
};
__iconData$13.node;
var Heading2 = createLucideIcon(__iconData$13);
// ../../node_modules/lucide-react/dist/esm/icons/image.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$12 = {
	name: "image",
	size: 24,
	node: [
		["rect", {
			width: "18",
			height: "18",
			x: "3",
			y: "3",
			rx: "2",
			ry: "2",
			key: "1m3agn"
		}],
		["circle", {
			cx: "9",
			cy: "9",
			r: "2",
			key: "af1f0g"
		}],
		["path", {
			d: "m21 15-3.086-3.086a2 2 0 0 0-2.828 0L6 21",
			key: "1xmnt7"
		}]
	]
};
__iconData$12.node;
var Image = createLucideIcon(__iconData$12);
// ../../node_modules/lucide-react/dist/esm/icons/italic.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$11 = {
	name: "italic",
	size: 24,
	node: [
		["line", {
			x1: "19",
			x2: "10",
			y1: "4",
			y2: "4",
			key: "15jd3p"
		}],
		["line", {
			x1: "14",
			x2: "5",
			y1: "20",
			y2: "20",
			key: "bu0au3"
		}],
		["line", {
			x1: "15",
			x2: "9",
			y1: "4",
			y2: "20",
			key: "uljnxc"
		}]
	]
};
__iconData$11.node;
var Italic = createLucideIcon(__iconData$11);
// ../../node_modules/lucide-react/dist/esm/icons/letter-b.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$10 = {
	name: "letter-b",
	size: 24,
	node: [["path", {
		d: "M6 12h9a4 4 0 010 8H7a1 1 0 01-1-1V5a1 1 0 011-1h7a4 4 0 010 8",
		key: "n8tvfh"
	}]],
	aliases: ["bold"]
};
__iconData$10.node;
var LetterB = createLucideIcon(__iconData$10);
// ../../node_modules/lucide-react/dist/esm/icons/link.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$9 = {
	name: "link",
	size: 24,
	node: [["path", {
		d: "M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71",
		key: "1cjeqo"
	}], ["path", {
		d: "M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71",
		key: "19qd67"
	}]]
};
__iconData$9.node;
var Link = createLucideIcon(__iconData$9);
// ../../node_modules/lucide-react/dist/esm/icons/list-ordered.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$8 = {
	name: "list-ordered",
	size: 24,
	node: [
		["path", {
			d: "M11 5h10",
			key: "1cz7ny"
		}],
		["path", {
			d: "M11 12h10",
			key: "1438ji"
		}],
		["path", {
			d: "M11 19h10",
			key: "11t30w"
		}],
		["path", {
			d: "M4 4h1v5",
			key: "10yrso"
		}],
		["path", {
			d: "M4 9h2",
			key: "r1h2o0"
		}],
		["path", {
			d: "M6.5 20H3.4c0-1 2.6-1.925 2.6-3.5a1.5 1.5 0 0 0-2.6-1.02",
			key: "xtkcd5"
		}]
	]
};
__iconData$8.node;
var ListOrdered = createLucideIcon(__iconData$8);
// ../../node_modules/lucide-react/dist/esm/icons/list.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$7 = {
	name: "list",
	size: 24,
	node: [
		["path", {
			d: "M3 5h.01",
			key: "18ugdj"
		}],
		["path", {
			d: "M3 12h.01",
			key: "nlz23k"
		}],
		["path", {
			d: "M3 19h.01",
			key: "noohij"
		}],
		["path", {
			d: "M8 5h13",
			key: "1pao27"
		}],
		["path", {
			d: "M8 12h13",
			key: "1za7za"
		}],
		["path", {
			d: "M8 19h13",
			key: "m83p4d"
		}]
	]
};
__iconData$7.node;
var List = createLucideIcon(__iconData$7);
// ../../node_modules/lucide-react/dist/esm/icons/messages-square.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$6 = {
	name: "messages-square",
	size: 24,
	node: [["path", {
		d: "M16 10a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 14.286V4a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z",
		key: "1n2ejm"
	}], ["path", {
		d: "M20 9a2 2 0 0 1 2 2v10.286a.71.71 0 0 1-1.212.502l-2.202-2.202A2 2 0 0 0 17.172 19H10a2 2 0 0 1-2-2v-1",
		key: "1qfcsi"
	}]]
};
__iconData$6.node;
var MessagesSquare = createLucideIcon(__iconData$6);
// ../../node_modules/lucide-react/dist/esm/icons/package-open.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$5 = {
	name: "package-open",
	size: 24,
	node: [
		["path", {
			d: "M12 22v-9",
			key: "x3hkom"
		}],
		["path", {
			d: "M15.17 2.21a1.67 1.67 0 0 1 1.63 0L21 4.57a1.93 1.93 0 0 1 0 3.36L8.82 14.79a1.655 1.655 0 0 1-1.64 0L3 12.43a1.93 1.93 0 0 1 0-3.36z",
			key: "2ntwy6"
		}],
		["path", {
			d: "M20 13v3.87a2.06 2.06 0 0 1-1.11 1.83l-6 3.08a1.93 1.93 0 0 1-1.78 0l-6-3.08A2.06 2.06 0 0 1 4 16.87V13",
			key: "1pmm1c"
		}],
		["path", {
			d: "M21 12.43a1.93 1.93 0 0 0 0-3.36L8.83 2.2a1.64 1.64 0 0 0-1.63 0L3 4.57a1.93 1.93 0 0 0 0 3.36l12.18 6.86a1.636 1.636 0 0 0 1.63 0z",
			key: "12ttoo"
		}]
	]
};
__iconData$5.node;
var PackageOpen = createLucideIcon(__iconData$5);
// ../../node_modules/lucide-react/dist/esm/icons/pencil-line.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$4 = {
	name: "pencil-line",
	size: 24,
	node: [
		["path", {
			d: "M13 21h8",
			key: "1jsn5i"
		}],
		["path", {
			d: "m15 5 4 4",
			key: "1mk7zo"
		}],
		["path", {
			d: "M21.174 6.812a1 1 0 0 0-3.986-3.987L3.842 16.174a2 2 0 0 0-.5.83l-1.321 4.352a.5.5 0 0 0 .623.622l4.353-1.32a2 2 0 0 0 .83-.497z",
			key: "1a8usu"
		}]
	]
};
__iconData$4.node;
var PencilLine = createLucideIcon(__iconData$4);
// ../../node_modules/lucide-react/dist/esm/icons/pencil.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$3 = {
	name: "pencil",
	size: 24,
	node: [["path", {
		d: "M21.174 6.812a1 1 0 0 0-3.986-3.987L3.842 16.174a2 2 0 0 0-.5.83l-1.321 4.352a.5.5 0 0 0 .623.622l4.353-1.32a2 2 0 0 0 .83-.497z",
		key: "1a8usu"
	}], ["path", {
		d: "m15 5 4 4",
		key: "1mk7zo"
	}]]
};
__iconData$3.node;
var Pencil = createLucideIcon(__iconData$3);
// ../../node_modules/lucide-react/dist/esm/icons/settings.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$2 = {
	name: "settings",
	size: 24,
	node: [["path", {
		d: "M9.671 4.136a2.34 2.34 0 0 1 4.659 0 2.34 2.34 0 0 0 3.319 1.915 2.34 2.34 0 0 1 2.33 4.033 2.34 2.34 0 0 0 0 3.831 2.34 2.34 0 0 1-2.33 4.033 2.34 2.34 0 0 0-3.319 1.915 2.34 2.34 0 0 1-4.659 0 2.34 2.34 0 0 0-3.32-1.915 2.34 2.34 0 0 1-2.33-4.033 2.34 2.34 0 0 0 0-3.831A2.34 2.34 0 0 1 6.35 6.051a2.34 2.34 0 0 0 3.319-1.915",
		key: "1i5ecw"
	}], ["circle", {
		cx: "12",
		cy: "12",
		r: "3",
		key: "1v7zrd"
	}]]
};
__iconData$2.node;
var Settings = createLucideIcon(__iconData$2);
// ../../node_modules/lucide-react/dist/esm/icons/users.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "users",
	size: 24,
	node: [
		["path", {
			d: "M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2",
			key: "1yyitq"
		}],
		["path", {
			d: "M16 3.128a4 4 0 0 1 0 7.744",
			key: "16gr8j"
		}],
		["path", {
			d: "M22 21v-2a4 4 0 0 0-3-3.87",
			key: "kshegd"
		}],
		["circle", {
			cx: "9",
			cy: "7",
			r: "4",
			key: "nufk8"
		}]
	]
};
__iconData$1.node;
var Users = createLucideIcon(__iconData$1);
// ../../node_modules/lucide-react/dist/esm/icons/wallet.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "wallet",
	size: 24,
	node: [["path", {
		d: "M19 7V4a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v4h-3a2 2 0 0 0 0 4h3a1 1 0 0 0 1-1v-2a1 1 0 0 0-1-1",
		key: "18etb6"
	}], ["path", {
		d: "M3 5v14a2 2 0 0 0 2 2h15a1 1 0 0 0 1-1v-4",
		key: "xoc0q4"
	}]]
};
__iconData.node;
var Wallet = createLucideIcon(__iconData);
/**
* GET /api/v1/seller/products?status=…: one column of the content board. The key sits under the
* shop's prompts (`['seller', organizationId, 'products']`), so any change to a prompt there
* refreshes the board too.
*/
function useContentColumn(organizationId, status) {
	return useQuery({
		queryKey: [
			"seller",
			organizationId,
			"products",
			"content",
			status
		],
		queryFn: ({ signal }) => callApi(sellerApi.products, { query: {
			status,
			limit: 6
		} }, { signal }),
		enabled: Boolean(organizationId)
	});
}
// src/locales/id/seller.ts
/** The seller area's texts (/app); only the seller area's code imports them. */
var seller = {
	shell: {
		nav: {
			dashboard: "Dashboard",
			product: "Product",
			order: "Order",
			transaction: "Transaction",
			statistics: "Statistics",
			setting: "Setting",
			payout: "Payout",
			microsite: "Microsite",
			content: "Konten",
			customer: "Pelanggan"
		},
		sellerCentre: "Pusat penjual",
		navLabel: "Menu penjual",
		storefrontGroup: "Toko online",
		menuTitle: "Menu penjual",
		noPaymentConfig: "Rekening belum diisi",
		managersOnly: "Hanya pemilik dan admin toko",
		switchShop: "Ganti toko",
		yourShops: "Toko Anda",
		openOrCreate: "Buka atau buat toko lain",
		switched: (name) => `Sekarang bekerja di ${name}.`,
		viewShop: "Lihat halaman toko",
		microsite: {
			title: "Microsite",
			lead: (address) => `Atur halaman publik toko Anda di ${address}: judul, bio, tautan, prompt pilihan, dan warna.`,
			preview: "Pratinjau",
			openPage: "Buka halaman toko",
			memberNote: "Anda anggota toko ini: Anda dapat melihat microsite, tetapi hanya pemilik atau admin yang dapat mengubahnya.",
			suspendedNote: "Toko sedang dibekukan: halaman ini tidak tampil untuk pengunjung sampai toko diaktifkan kembali.",
			introTitle: "Judul dan bio",
			introLead: "Kalimat pertama yang dibaca pengunjung di bawah nama toko.",
			headline: "Judul",
			headlinePlaceholder: "Contoh: Prompt siap pakai untuk UMKM kuliner",
			bio: "Bio",
			bioPlaceholder: "Ceritakan siapa Anda, untuk siapa prompt Anda, dan apa keunggulannya.",
			counter: (length, max) => `${length}/${max}`,
			linksTitle: "Tautan",
			linksLead: (max) => `Sampai ${max} tautan ke media sosial, situs, atau katalog Anda. Dibuka di tab baru.`,
			linkLabel: (n) => `Nama tautan ${n}`,
			linkUrl: (n) => `Alamat tautan ${n}`,
			linkLabelPlaceholder: "Instagram",
			linkUrlPlaceholder: "instagram.com/tokoanda",
			removeLink: (n) => `Hapus tautan ${n}`,
			addLink: "Tambah tautan",
			noLinks: "Belum ada tautan.",
			featuredTitle: "Prompt pilihan",
			featuredLead: (max) => `Pilih sampai ${max} prompt yang sudah terbit untuk tampil paling atas. Urutan di sini adalah urutan di halaman.`,
			featuredCount: (count, max) => `${count} dari ${max} dipilih`,
			featuredNone: "Toko Anda belum punya prompt yang terbit. Prompt yang terbit bisa dipilih di sini.",
			featuredFilter: "Saring prompt",
			featuredFilterPlaceholder: "Cari judul prompt…",
			featuredNoMatch: "Tidak ada prompt yang cocok.",
			moveUp: (title) => `Naikkan ${title}`,
			moveDown: (title) => `Turunkan ${title}`,
			removeFeatured: (title) => `Lepas ${title} dari pilihan`,
			sold: (count) => `${count} terjual`,
			accentTitle: "Warna aksen",
			accentLead: "Dipakai untuk sampul, tautan, dan sorotan. Semua warna terbaca jelas di tema terang dan gelap.",
			accents: {
				hijau: "Hijau",
				biru: "Biru",
				ungu: "Ungu",
				merah: "Merah",
				jingga: "Jingga",
				grafit: "Grafit"
			},
			imagesTitle: "Logo dan sampul",
			imagesLead: "Logo dan gambar sampul diatur di Setting bersama profil toko.",
			imagesLink: "Atur di Setting",
			logo: "Logo",
			banner: "Sampul",
			logoSet: "Terpasang",
			bannerSet: "Terpasang",
			notSet: "Belum diatur",
			save: "Simpan microsite",
			unsaved: "Ada perubahan yang belum disimpan."
		},
		micrositeView: {
			title: "Pratinjau microsite",
			lead: "Halaman toko Anda persis seperti yang dilihat pengunjung.",
			edit: "Ubah microsite",
			openInTab: "Buka di tab baru",
			frameLabel: "Pratinjau halaman toko"
		},
		content: {
			title: "Konten",
			lead: "Semua prompt toko Anda menurut status konten. Buka kartu untuk mengubah prompt.",
			total: (count) => `${count} prompt`,
			empty: "Belum ada prompt di status ini.",
			seeAll: (count) => `Lihat semua (${count})`,
			revisionInReview: "Versi baru ditinjau",
			revisionRejected: "Versi baru ditolak",
			updated: (date) => `Diubah ${date}`,
			shopEmptyTitle: "Toko Anda belum punya prompt",
			shopEmptyLead: "Buat prompt pertama Anda: simpan sebagai draf, lalu kirim untuk ditinjau."
		}
	},
	products: {
		list: {
			title: "Prompt",
			lead: "Kelola prompt toko Anda: tulis, ajukan peninjauan, dan pantau penjualannya.",
			add: "Tambah prompt",
			filterLabel: "Saring menurut status",
			all: "Semua",
			searchLabel: "Cari prompt toko",
			searchPlaceholder: "Cari judul prompt…",
			clearSearch: "Hapus pencarian",
			more: "Muat lebih banyak",
			columns: {
				prompt: "Prompt",
				status: "Status",
				price: "Harga",
				sales: "Terjual",
				views: "Dilihat",
				updated: "Diperbarui",
				actions: "Tindakan"
			},
			edit: "Ubah",
			editPrompt: (title) => `Ubah ${title}`,
			sales: (count) => `${count} terjual`,
			views: (count) => `${count} dilihat`,
			updated: (date) => `Diperbarui ${date}`,
			rejected: (reason) => `Ditolak: ${reason}`,
			revisionInReview: "Perubahan dalam peninjauan",
			revisionRejected: "Perubahan ditolak",
			emptyTitle: "Belum ada prompt",
			emptyBody: "Tambahkan prompt pertama Anda: tulis teks prompt, tunjukkan contoh hasilnya, lalu ajukan peninjauan. Setelah disetujui, prompt tayang di marketplace.",
			emptyStatusTitle: (status) => `Tidak ada prompt berstatus ${status}`,
			emptyStatusBody: "Prompt akan muncul di sini begitu statusnya berubah.",
			showAll: "Lihat semua prompt",
			noResultsTitle: (q) => `Tidak ada prompt yang cocok dengan “${q}”`,
			noResultsBody: "Periksa ejaan atau cari dengan kata lain.",
			loadFailed: "Daftar prompt tidak dapat dimuat.",
			retry: "Coba lagi"
		},
		editor: {
			newTitle: "Prompt baru",
			editTitle: "Ubah prompt",
			back: "Kembali ke daftar prompt",
			notFound: "Prompt tidak ditemukan di toko ini.",
			loadFailed: "Prompt tidak dapat dimuat.",
			status: "Status",
			notSaved: "Belum disimpan",
			viewPublic: "Lihat halaman publik",
			sections: {
				basics: "Informasi dasar",
				basicsLead: "Yang dilihat pembeli sebelum membeli.",
				secret: "Isi prompt",
				secretLead: "Hanya terbuka untuk pembeli setelah pembayaran berhasil.",
				examples: "Contoh hasil",
				examplesLead: "Tunjukkan hasil prompt ini: gambar yang dihasilkan atau contoh teks jawabannya.",
				thumbnail: "Thumbnail",
				thumbnailLead: "Gambar sampul di daftar prompt. Rasio 16:9 tampil paling baik.",
				changeNote: "Versi baru",
				changeNoteLead: "Berlaku bila teks prompt, instruksi, atau contoh hasil berubah: pembeli melihat catatan ini bersama versi barunya."
			},
			fields: {
				title: "Judul",
				titleHint: "5–120 karakter. Sebutkan hasil yang didapat pembeli.",
				description: "Deskripsi",
				descriptionHint: "Jelaskan kegunaan prompt, cara memakainya, dan hasil yang bisa diharapkan.",
				model: "Model AI",
				modelVersion: "Versi model",
				modelVersionPlaceholder: "Contoh: GPT-4o, v6.1",
				modelVersionHint: "Versi yang Anda pakai saat menguji prompt (boleh kosong).",
				category: "Kategori",
				categoryPlaceholder: "Pilih kategori",
				tags: "Tag",
				tagsHint: (max) => `Tekan Enter atau koma untuk menambah tag. Paling banyak ${max} tag.`,
				tagsPlaceholder: "Contoh: instagram",
				tagsFull: (max) => `Sudah ${max} tag. Hapus salah satu untuk menambah yang lain.`,
				removeTag: (tag) => `Hapus tag ${tag}`,
				tagDuplicate: "Tag ini sudah ada.",
				price: "Harga",
				priceHint: "Isi 0 untuk prompt gratis, atau Rp 10.000 – Rp 5.000.000.",
				priceFree: "Gratis",
				promptText: "Teks prompt",
				promptTextHint: "Tulis bagian yang diisi pembeli dalam [KURUNG SIKU], misalnya [NAMA PRODUK].",
				variables: "Variabel terdeteksi",
				noVariables: "Belum ada variabel. Tulis [NAMA VARIABEL] di teks prompt.",
				instructions: "Instruksi untuk pembeli",
				instructionsHint: "Langkah memakai prompt ini dan tips agar hasilnya maksimal (boleh kosong).",
				changeNote: "Catatan perubahan",
				changeNoteHint: "Misalnya “Menambah variabel [GAYA BAHASA]”. Boleh kosong."
			},
			richText: {
				toolbar: "Format teks",
				bold: "Tebal",
				italic: "Miring",
				heading: "Judul",
				bulletList: "Daftar berpoin",
				numberedList: "Daftar bernomor",
				link: "Tautan",
				code: "Kode",
				linkLabel: "Alamat tautan",
				linkPlaceholder: "https://contoh.id",
				linkApply: "Pasang tautan",
				linkCancel: "Batal",
				linkInvalid: "Masukkan alamat yang diawali http://, https://, atau mailto:."
			},
			examples: {
				addImage: "Tambah contoh gambar",
				addText: "Tambah contoh teks",
				empty: "Belum ada contoh hasil. Prompt dengan contoh lebih mudah dipercaya pembeli.",
				full: (max) => `Sudah ${max} contoh, batas maksimal.`,
				imageLabel: (position) => `Contoh ${position}: gambar`,
				textLabel: (position) => `Contoh ${position}: teks`,
				text: "Teks hasil",
				caption: "Keterangan",
				captionPlaceholder: "Boleh kosong",
				imageAlt: (position) => `Pratinjau contoh ${position}`,
				moveUp: (position) => `Pindahkan contoh ${position} ke atas`,
				moveDown: (position) => `Pindahkan contoh ${position} ke bawah`,
				remove: (position) => `Hapus contoh ${position}`,
				moved: (position) => `Contoh dipindahkan ke posisi ${position}.`,
				removed: "Contoh dihapus."
			},
			thumbnail: {
				upload: "Unggah thumbnail",
				replace: "Ganti thumbnail",
				remove: "Hapus thumbnail",
				alt: "Pratinjau thumbnail",
				none: "Belum ada thumbnail. Tanpa thumbnail, nama model AI yang tampil."
			},
			actions: {
				label: "Tindakan prompt",
				saveDraft: "Simpan draf",
				saveChanges: "Simpan perubahan",
				submit: "Ajukan peninjauan",
				withdraw: "Tarik dari peninjauan",
				archive: "Arsipkan",
				restore: "Pulihkan",
				delete: "Hapus"
			},
			toasts: {
				submitted: "Prompt diajukan untuk ditinjau.",
				withdrawn: "Prompt ditarik dari peninjauan dan kembali menjadi draf.",
				archived: "Prompt diarsipkan dan tidak lagi tayang.",
				restored: "Prompt dipulihkan.",
				revisionSubmitted: "Perubahan disimpan dan diajukan untuk ditinjau. Versi yang tayang tetap dijual.",
				fixErrors: "Periksa kembali isian yang ditandai."
			},
			deleteDialog: {
				title: "Hapus prompt ini?",
				body: (title) => `“${title}” akan dihapus dari toko Anda beserta contoh hasilnya. Tindakan ini tidak dapat dibatalkan.`,
				cancel: "Batal",
				confirm: "Hapus prompt",
				close: "Tutup"
			},
			notices: {
				draft: "Draf belum terlihat oleh pembeli. Ajukan peninjauan bila sudah siap.",
				inReview: "Prompt sedang ditinjau tim PasarPrompt. Tarik dari peninjauan bila ingin mengubahnya.",
				published: "Prompt ini tayang di marketplace.",
				publishedEditNote: "Mengubah teks prompt, instruksi, atau contoh hasil membuat versi baru yang ditinjau dulu; versi yang tayang tetap dijual sampai versi baru disetujui.",
				rejected: "Prompt ditolak peninjau. Perbaiki lalu ajukan peninjauan lagi.",
				rejectionReason: "Alasan penolakan",
				archived: "Prompt diarsipkan: tidak tayang dan tidak dapat dibeli. Pulihkan untuk mengubahnya.",
				restoreNote: "Prompt yang dipulihkan menjadi draf. Ajukan peninjauan lagi untuk menayangkannya kembali.",
				revisionInReview: "Versi baru sedang ditinjau",
				revisionInReviewBody: (date) => `Perubahan yang Anda ajukan ${date} sedang ditinjau. Sampai disetujui, pembeli tetap mendapat versi yang tayang sekarang. Isian di bawah menampilkan versi baru.`,
				revisionRejected: "Versi baru ditolak",
				revisionRejectedBody: "Versi yang tayang tetap dijual. Perbaiki isian di bawah lalu simpan untuk mengajukan versi baru lagi.",
				submittedAt: (date) => `Diajukan ${date}`,
				publishedAt: (date) => `Tayang sejak ${date}`
			},
			unsaved: {
				title: "Tinggalkan halaman ini?",
				body: "Ada perubahan yang belum disimpan. Bila Anda pergi sekarang, perubahan itu hilang.",
				stay: "Tetap di sini",
				leave: "Tinggalkan",
				close: "Tutup"
			}
		}
	},
	dashboard: {
		today: "Penjualan kotor hari ini",
		month: "Penjualan kotor bulan ini",
		sold: (count) => `${count} terjual`,
		chartTitle: "Penjualan kotor 30 hari terakhir",
		chartLabel: (total) => `Penjualan kotor per hari, 30 hari terakhir: total ${total}`,
		recentOrders: "Pesanan terbaru",
		noOrders: "Belum ada pesanan. Bagikan tautan toko Anda agar pembeli menemukan prompt Anda.",
		promptsToWatch: "Prompt yang perlu perhatian",
		noPromptsToWatch: "Tidak ada prompt yang sedang ditinjau atau ditolak.",
		inReview: "Dalam peninjauan",
		rejected: "Ditolak",
		allProducts: "Semua prompt",
		allOrders: "Semua pesanan",
		nextSteps: {
			title: "Langkah berikutnya",
			progress: (done, total) => `${done} dari ${total} langkah selesai.`,
			done: "Selesai",
			notDone: "Belum selesai",
			profile: "Lengkapi profil toko",
			profileHint: "Deskripsi, logo, dan banner tampil di halaman toko Anda.",
			bank: "Isi rekening pencairan",
			bankHint: "Ke rekening inilah pendapatan bersih Anda dikirim.",
			prompt: "Tulis prompt pertama",
			promptHint: "Tambahkan contoh hasil, lalu ajukan untuk ditinjau."
		}
	},
	payouts: {
		title: "Payout",
		lead: "Tarik saldo tersedia ke rekening bank toko. Tim PasarPrompt memproses permintaan pada hari kerja.",
		managersOnly: "Hanya pemilik atau admin toko yang dapat melihat saldo dan menarik dana.",
		bank: {
			lead: "Penarikan dikirim ke rekening ini. Setiap perubahan diberitahukan ke email pemilik toko.",
			missing: "Rekening belum diisi. Isi rekening bank agar toko dapat menarik saldo."
		}
	},
	settings: {
		title: "Setting",
		lead: "Profil toko, tim, dan rekening pencairan.",
		teamTitle: "Tim toko",
		memberNote: "Anda anggota toko ini. Pemilik atau admin toko mengelola profil, tim, dan rekening.",
		profile: {
			slugLabel: "Alamat toko",
			slugHint: (address) => `Halaman toko Anda: ${address}`,
			slugChecking: "Memeriksa ketersediaan…",
			slugAvailable: "Alamat ini tersedia.",
			slugWarning: "Tautan lama ke toko Anda tidak akan berfungsi lagi setelah alamat diganti.",
			logo: "Logo",
			logoAlt: "Logo toko",
			banner: "Banner",
			bannerAlt: "Banner toko",
			upload: "Unggah",
			replace: "Ganti",
			remove: "Hapus",
			imageHint: "JPG, PNG, WebP, GIF atau AVIF, maksimal 5 MB. Logo persegi, banner 4:1."
		},
		team: {
			you: "Anda",
			roleLabel: (name) => `Peran ${name}`,
			remove: "Keluarkan",
			removeTitle: "Keluarkan anggota?",
			removeBody: (name) => `${name} tidak lagi dapat membuka Pusat Penjual toko ini. Anda dapat mengundangnya lagi nanti.`,
			roleChanged: (name, role) => `Peran ${name} kini ${role}.`,
			leave: "Keluar dari toko",
			leaveTitle: "Keluar dari toko ini?",
			leaveBody: "Anda tidak lagi dapat membuka Pusat Penjual toko ini sampai diundang kembali.",
			left: "Anda telah keluar dari toko.",
			cancel: "Batal",
			close: "Tutup"
		},
		invitations: {
			title: "Undangan tertunda",
			empty: "Tidak ada undangan yang menunggu.",
			expires: (date) => `berlaku sampai ${date}`,
			cancel: "Batalkan",
			cancelled: (email) => `Undangan untuk ${email} dibatalkan.`
		},
		closeShop: {
			title: "Hapus toko",
			lead: "Toko ditutup untuk selamanya: semua prompt diarsipkan, halaman toko hilang dari marketplace, dan semua anggota dikeluarkan. Pembeli tetap dapat membuka prompt yang sudah mereka beli.",
			blocked: "Toko hanya dapat dihapus setelah saldonya nol: cairkan saldo tersedia dan tunggu dana yang ditahan menjadi tersedia.",
			button: "Hapus toko",
			dialogTitle: "Hapus toko ini untuk selamanya?",
			dialogBody: (slug) => `Ketik alamat toko (${slug}) untuk memastikan. Tindakan ini tidak dapat dibatalkan.`,
			confirmLabel: "Alamat toko",
			confirm: "Ya, hapus toko",
			cancel: "Batal"
		}
	},
	transactions: {
		title: "Transaction",
		lead: "Setiap kejadian pada uang toko, satu baris masing-masing: penjualan, dana yang menjadi tersedia, pengembalian dana, dan penarikan, dengan statusnya saat ini.",
		managersOnly: "Hanya pemilik atau admin toko yang dapat melihat transaksi.",
		all: "Semua",
		download: "Unduh CSV",
		empty: "Belum ada transaksi untuk saldo ini.",
		more: "Muat lebih banyak",
		columns: {
			at: "Waktu",
			kind: "Kejadian",
			bucket: "Saldo",
			detail: "Pesanan",
			amount: "Jumlah",
			balance: (bucket) => `Saldo ${bucket.toLowerCase()} setelahnya`,
			total: "Saldo toko setelahnya"
		},
		payout: "Penarikan saldo",
		heldUntil: (date) => `Ditahan sampai ${date}`,
		split: (gross, platformFee, affiliateFee, net) => `Penjualan kotor ${gross} − komisi platform ${platformFee}${affiliateFee ? ` − komisi afiliasi ${affiliateFee}` : ""} = pendapatan bersih ${net}`,
		move: (from, to) => `${from} → ${to}`,
		into: (to) => `Masuk ke saldo ${to.toLowerCase()}`,
		out: (from) => `Keluar dari saldo ${from.toLowerCase()}`
	},
	statistics: {
		title: "Statistics",
		lead: "Berapa kali prompt toko Anda dilihat, berapa yang terjual, dan penjualan kotornya, per hari.",
		rangeLegend: "Rentang waktu",
		range: (days) => `${days} hari`,
		period: (days) => `${days} hari terakhir`,
		metrics: {
			views: "Dilihat",
			sales: "Terjual",
			revenue: "Penjualan kotor",
			conversion: "Konversi"
		},
		metricHints: {
			views: "Kunjungan ke halaman prompt",
			sales: "Pesanan terbayar, dikurangi pengembalian",
			revenue: "Harga pesanan terbayar, sebelum komisi",
			conversion: "Terjual dibagi dilihat"
		},
		chartTitle: "Grafik harian",
		chartMetricLegend: "Tampilkan di grafik",
		chartSummary: (metric, period, total, best) => `${metric} per hari, ${period}: total ${total}${best ? `, tertinggi pada ${best}` : ", belum ada aktivitas"}.`,
		keyboardHint: "Gunakan tombol panah kiri dan kanan untuk membaca nilai tiap hari.",
		noActivity: "Belum ada kunjungan atau penjualan dalam rentang ini.",
		topTitle: "Prompt terlaris",
		topLead: "Urut menurut penjualan kotor, lalu jumlah terjual.",
		topEmpty: "Belum ada prompt yang dilihat atau terjual dalam rentang ini.",
		notPublished: "tidak tayang",
		tableToggle: "Lihat angka per hari",
		tableCaption: (period) => `Angka per hari, ${period}, terbaru di atas`,
		day: "Tanggal",
		total: "Total"
	},
	orders: {
		title: "Order",
		lead: "Semua pesanan prompt toko Anda: siapa membeli, berapa, dan bagian yang Anda terima.",
		all: "Semua",
		statusLegend: "Status pesanan",
		searchPlaceholder: "Cari nomor pesanan, pembeli, atau prompt",
		searchLabel: "Cari pesanan",
		clearSearch: "Hapus pencarian",
		empty: "Belum ada pesanan dengan status ini.",
		emptySearch: (q) => `Tidak ada pesanan yang cocok dengan “${q}”.`,
		more: "Muat lebih banyak",
		columns: {
			order: "Pesanan",
			buyer: "Pembeli",
			status: "Status",
			price: "Harga",
			fees: "Potongan",
			net: "Diterima"
		},
		feesNote: "Komisi platform dan komisi afiliasi",
		memberNote: "Rincian potongan dan pendapatan bersih hanya terlihat oleh pemilik atau admin toko.",
		back: "Kembali ke daftar pesanan",
		detail: {
			summary: "Ringkasan",
			prompt: "Prompt",
			openPrompt: "Lihat halaman prompt",
			buyer: "Pembeli",
			hasAccount: "Punya akun terverifikasi",
			guest: "Pembeli tamu (belum punya akun)",
			createdAt: "Dibuat",
			paidAt: "Dibayar",
			method: "Metode pembayaran",
			closedAt: "Ditutup",
			split: "Pembagian hasil",
			price: "Harga prompt",
			commission: (percent) => `Komisi platform (${percent})`,
			affiliate: (percent) => `Komisi afiliasi (${percent})`,
			net: "Pendapatan bersih",
			hold: "Dana",
			heldUntil: (date) => `Ditahan sampai ${date}, lalu menjadi saldo tersedia.`,
			releasedAt: (date) => `Menjadi saldo tersedia pada ${date}.`,
			notPaid: "Pesanan ini belum atau tidak dibayar, jadi belum ada dana yang masuk.",
			ledger: "Catatan saldo",
			ledgerEmpty: "Belum ada catatan saldo untuk pesanan ini."
		}
	},
	reviews: {
		title: "Ulasan pembeli",
		none: "Pembeli belum menulis ulasan untuk pesanan ini.",
		edited: "(diubah)",
		star: (count) => `${count} bintang`,
		reply: "Balasan toko",
		repliedBy: (name, date) => `Dibalas oleh ${name} · ${date}`,
		repliedAt: (date) => `Dibalas ${date}`,
		replyLabel: "Balas ulasan",
		replyHint: "Balasan tampil di halaman prompt dan hanya dapat dikirim sekali (maksimal 1000 karakter).",
		send: "Kirim balasan",
		sent: "Balasan terkirim dan tampil di halaman prompt.",
		notCounted: "Pesanan ini sudah dikembalikan: ulasannya tidak lagi tampil dan tidak dapat dibalas."
	},
	customers: {
		title: "Pelanggan",
		lead: "Orang yang pernah membeli prompt dari toko Anda, dikelompokkan menurut email.",
		searchPlaceholder: "Cari nama atau email",
		searchLabel: "Cari pelanggan",
		clearSearch: "Hapus pencarian",
		empty: "Belum ada pelanggan. Pembeli pertama Anda akan tampil di sini.",
		emptySearch: (q) => `Tidak ada pelanggan yang cocok dengan “${q}”.`,
		more: "Muat lebih banyak",
		orders: (count) => `${count} pesanan`,
		spent: "Total belanja",
		lastOrder: "Pesanan terakhir",
		firstOrder: "Pelanggan sejak",
		hasAccount: "Punya akun",
		guest: "Tamu",
		seeOrders: "Lihat pesanan"
	},
	balance: {
		title: "Saldo toko",
		available: "Tersedia",
		held: "Ditahan",
		reserved: "Sedang dicairkan",
		heldNote: "Pendapatan bersih setiap penjualan ditahan selama masa tunggu (standarnya 3 hari) sebelum tersedia untuk dicairkan, untuk berjaga bila ada pengembalian dana.",
		live: "Diperbarui langsung",
		availableFrom: (date) => `Tersedia mulai ${date}`
	},
	app: {
		workspace: "Ruang kerja penjual",
		dashboard: "Dasbor",
		welcome: (name) => `Selamat datang, ${name}.`,
		members: (count) => `${count} anggota`,
		status: {
			active: "Aktif",
			suspended: "Dibekukan",
			closed: "Ditutup"
		},
		profileTitle: "1. Lengkapi profil toko",
		profileLead: "Nama dan deskripsi tampil di halaman toko Anda.",
		descriptionLabel: "Deskripsi toko",
		inviteTitle: "2. Undang tim Anda",
		inviteLead: "Anggota mengelola prompt dan pesanan; admin juga mengelola keuangan dan pengaturan.",
		inviteEmail: "Email anggota",
		inviteRole: "Peran",
		inviteSubmit: "Kirim undangan",
		inviteSent: (email) => `Undangan dikirim ke ${email}.`,
		backToDashboard: "Kembali ke dasbor"
	}
};
// src/features/catalog/components/content-board.tsx
var import_jsx_runtime = require_jsx_runtime();
var text$55 = seller.shell.content;
var statusDot = {
	draft: "bg-muted-foreground",
	in_review: "bg-amber-500",
	published: "bg-primary",
	rejected: "bg-destructive",
	archived: "bg-slate-400 dark:bg-slate-500"
};
/** The shop's prompts as a board: one column per content status, each with its count. */
function ContentBoard({ organizationId }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "grid gap-4 sm:grid-cols-2 xl:grid-cols-5",
		children: PROMPT_STATUSES.map((status) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ContentColumn, {
			organizationId,
			status
		}, status))
	});
}
function ContentColumn({ organizationId, status }) {
	const column = useContentColumn(organizationId, status);
	const count = column.data?.counts[status];
	const items = column.data?.items ?? [];
	const headingId = `konten-${status}`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": headingId,
		className: "flex min-w-0 flex-col rounded-xl border bg-card/60 p-2",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("header", {
				className: "flex items-center gap-2 px-2 pt-1 pb-2.5",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						"aria-hidden": "true",
						className: cn("size-2 rounded-full", statusDot[status])
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
						id: headingId,
						className: "flex-1 font-semibold text-sm leading-tight",
						children: promptStatusLabels[status]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "min-w-6 rounded-full bg-muted px-2 py-0.5 text-center font-semibold text-muted-foreground text-xs tabular-nums",
						children: count ?? "–"
					})
				]
			}),
			column.error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				variant: "destructive",
				className: "m-1",
				children: column.error.message
			}) : column.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "grid gap-2",
				"aria-hidden": "true",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-16" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-16" })]
			}) : items.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "rounded-lg border border-dashed px-3 py-6 text-center text-muted-foreground text-xs",
				children: text$55.empty
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "grid gap-2",
				children: items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ContentCard, { item }) }, item.id))
			}),
			count !== void 0 && count > 6 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
				to: paths.app.products({ status }),
				className: "mt-2 rounded-md px-2 py-1.5 text-center font-medium text-primary text-xs hover:bg-accent",
				children: text$55.seeAll(count)
			}) : null
		]
	});
}
function ContentCard({ item }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link$1, {
		to: paths.app.product(item.id),
		className: "group grid gap-1.5 rounded-lg border bg-card p-3 shadow-xs transition-colors hover:border-primary/50",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: "flex items-start gap-2.5",
				children: [item.thumbnailUrl ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
					src: item.thumbnailUrl,
					alt: "",
					loading: "lazy",
					className: "size-9 shrink-0 rounded-md border object-cover"
				}) : null, /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "line-clamp-2 font-medium text-sm leading-snug group-hover:text-primary",
					children: item.title
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: "flex flex-wrap items-baseline justify-between gap-x-2 text-xs",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "font-semibold",
					children: item.price === 0 ? common.catalog.free : formatRupiah(item.price)
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "text-muted-foreground",
					children: aiModelLabels[item.model]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "text-[11px] text-muted-foreground",
				children: text$55.updated(formatDate(item.lastUpdated))
			}),
			item.status === "rejected" && item.rejectionReason ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "rounded-md bg-destructive/10 px-2 py-1 text-destructive text-xs",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "line-clamp-2",
					children: item.rejectionReason
				})
			}) : null,
			item.revisionStatus ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: cn("w-fit rounded-full px-2 py-0.5 font-medium text-[11px]", item.revisionStatus === "in_review" ? "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200" : "bg-destructive/10 text-destructive"),
				children: item.revisionStatus === "in_review" ? text$55.revisionInReview : text$55.revisionRejected
			}) : null
		]
	});
}
// src/features/catalog/components/new-product-button.tsx
/** "Tambah prompt": opens the editor on a new draft. */
function NewProductButton() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		asChild: true,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link$1, {
			to: paths.app.newProduct,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Plus, { "aria-hidden": "true" }), seller.products.list.add]
		})
	});
}
// src/app/routes/app/content-page.tsx
var text$54 = seller.shell.content;
/** /app/content: every prompt of the shop by content status, as a compact board. */
function ContentPage() {
	const session = useSession();
	const counts = useContentColumn(session.organizationId, "draft").data?.counts;
	const total = counts ? PROMPT_STATUSES.reduce((sum, status) => sum + counts[status], 0) : null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid gap-6",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${text$54.title} — ${session.vendor?.name ?? common.brand.name}` }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-wrap items-end justify-between gap-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "grid gap-1",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h1", {
						className: "flex items-baseline gap-3 font-bold text-2xl",
						children: [text$54.title, total !== null ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "font-medium text-base text-muted-foreground",
							children: text$54.total(total)
						}) : null]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "text-muted-foreground text-sm",
						children: text$54.lead
					})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NewProductButton, {})]
			}),
			total === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "grid justify-items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-12 text-center",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FileStack, {
							className: "size-6",
							"aria-hidden": "true"
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
						className: "font-semibold text-lg",
						children: text$54.shopEmptyTitle
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "max-w-md text-muted-foreground text-sm",
						children: text$54.shopEmptyLead
					})
				]
			}) : session.organizationId ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ContentBoard, { organizationId: session.organizationId }) : null
		]
	});
}
// src/app/routes/app/customer-channel-page.tsx
/**
* /app/customer/channel/{id} (spec §2): the conversation with one buyer, and beside it that
* buyer's orders from this shop. Any member of the active shop.
*/
function CustomerChannelPage() {
	const { id = "" } = useParams();
	const session = useSession();
	const channel = useChatChannel("shop", id);
	const error = channel.error;
	if (error instanceof ApiError && (error.status === 404 || error.code === "VALIDATION_FAILED")) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${common.notFound.title} — ${session.vendor?.name ?? common.brand.name}` }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AreaNotFound, {
		backTo: paths.app.customers,
		backLabel: chatText.allChannels
	})] });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid grid-cols-1 gap-4",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link$1, {
			to: paths.app.customers,
			className: "flex items-center gap-1 text-muted-foreground text-sm hover:text-foreground",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowLeft, {
				className: "size-4",
				"aria-hidden": "true"
			}), chatText.allChannels]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DetailStates, {
			query: channel,
			children: (data) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${data.counterpart.name} — ${session.vendor?.name ?? common.brand.name}` }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex items-center gap-3",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CounterpartAvatar, {
						imageUrl: data.counterpart.imageUrl,
						side: "shop",
						size: "lg"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
						className: "min-w-0 flex-1 truncate font-bold text-2xl tracking-tight",
						children: data.counterpart.name
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,1fr)_300px]",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Conversation, {
						channel: data,
						side: "shop"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
						className: "p-4",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
							className: "font-semibold text-sm",
							children: chatText.buyerOrders
						}), data.orders.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
							className: "mt-2 text-muted-foreground text-sm",
							children: chatText.noOrders
						}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
							className: "mt-2 divide-y",
							children: data.orders.map((order) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
								className: "py-2.5",
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link$1, {
									to: paths.app.order(order.id),
									className: "grid gap-0.5 text-sm hover:underline",
									children: [
										/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
											className: "truncate font-medium",
											children: order.promptTitle
										}),
										/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
											className: "text-muted-foreground text-xs",
											children: [
												order.number,
												" · ",
												formatDate(order.createdAt)
											]
										}),
										/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
											className: "flex items-center gap-2 text-xs",
											children: [formatRupiah(order.price), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OrderStatusBadge, { status: order.status })]
										})
									]
								})
							}, order.id))
						})]
					})]
				})
			] })
		})]
	});
}
// src/features/orders/api/shop-orders.ts
var PAGE_SIZE$1 = 25;
/** GET /api/v1/seller/orders, page after page. */
function useShopOrders(organizationId, filters) {
	return useCursorList({
		queryKey: [
			"seller",
			organizationId,
			"orders",
			filters.status ?? "all",
			filters.q ?? ""
		],
		fetchPage: (cursor, signal) => callApi(sellerApi.orders, { query: {
			limit: PAGE_SIZE$1,
			status: filters.status,
			q: filters.q,
			cursor
		} }, { signal }),
		keepPrevious: true,
		enabled: Boolean(organizationId)
	});
}
/** GET /api/v1/seller/orders/{id}. */
function useShopOrder(organizationId, id) {
	return useQuery({
		queryKey: [
			"seller",
			organizationId,
			"orders",
			"detail",
			id
		],
		queryFn: ({ signal }) => callApi(sellerApi.order, { params: { id } }, { signal }),
		enabled: Boolean(organizationId),
		retry: false
	});
}
/** GET /api/v1/seller/customers, page after page. */
function useShopCustomers(organizationId, q) {
	return useCursorList({
		queryKey: [
			"seller",
			organizationId,
			"customers",
			q ?? ""
		],
		fetchPage: (cursor, signal) => callApi(sellerApi.customers, { query: {
			limit: PAGE_SIZE$1,
			q,
			cursor
		} }, { signal }),
		keepPrevious: true,
		enabled: Boolean(organizationId)
	});
}
// src/app/routes/app/customers-page.tsx
var text$53 = seller.customers;
/** /app/customer: everyone who bought from the shop, with their order count; any member. */
function CustomersPage() {
	const session = useSession();
	const { q, search, setSearch } = useSearchParamText();
	const customers = useShopCustomers(session.organizationId, q || void 0);
	const items = customers.data?.pages.flatMap((page) => page.items) ?? [];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid grid-cols-1 gap-5",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${text$53.title} — ${session.vendor?.name ?? common.brand.name}` }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
				title: text$53.title,
				lead: text$53.lead
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				className: "grid gap-3",
				"aria-labelledby": "chat-pelanggan",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "chat-pelanggan",
					className: "font-semibold text-lg",
					children: chatText.sellerTitle
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChannelList, {
					side: "shop",
					linkTo: paths.app.customerChannel
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchField, {
				value: search,
				onChange: setSearch,
				text: text$53
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListStates, {
				query: customers,
				empty: items.length === 0,
				emptyText: q ? text$53.emptySearch(q) : text$53.empty,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListCard, {
					dimmed: customers.isPlaceholderData,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
						className: "divide-y",
						children: items.map((customer) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
							className: "grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2 px-4 py-3 sm:grid-cols-[auto_1fr_auto_auto]",
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
									className: "flex size-9 items-center justify-center rounded-full bg-accent text-accent-foreground",
									"aria-hidden": "true",
									children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserRound, { className: "size-4" })
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
									className: "min-w-0",
									children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
										className: "truncate font-medium text-sm",
										children: [
											customer.name,
											" ",
											/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
												className: "font-normal text-muted-foreground text-xs",
												children: ["· ", customer.hasAccount ? text$53.hasAccount : text$53.guest]
											})
										]
									}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
										className: "truncate text-muted-foreground text-xs",
										children: customer.email
									})]
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
									className: "col-start-2 text-xs sm:col-start-auto sm:text-right",
									children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
										className: "font-semibold text-sm tabular-nums",
										children: [
											text$53.orders(customer.orders),
											" · ",
											formatRupiah(customer.spent)
										]
									}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
										className: "text-muted-foreground",
										children: [
											text$53.lastOrder,
											": ",
											formatDate(customer.lastOrderAt),
											" · ",
											text$53.firstOrder,
											" ",
											formatDate(customer.firstOrderAt)
										]
									})]
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
									asChild: true,
									size: "sm",
									variant: "outline",
									className: "col-start-2 justify-self-start sm:col-start-auto",
									children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
										to: paths.app.orders({ q: customer.email }),
										children: text$53.seeOrders
									})
								})
							]
						}, customer.email))
					})
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadMoreButton, {
				query: customers,
				label: text$53.more
			})
		]
	});
}
// src/features/ledger/components/shop-balance-card.tsx
/** Owners and admins: the balance, live over the event stream (members see no money). */
function ShopBalanceCard({ organizationId }) {
	const balance = useShopBalance(organizationId, true);
	const amounts = [
		{
			key: "available",
			label: seller.balance.available,
			value: balance.data?.available
		},
		{
			key: "held",
			label: seller.balance.held,
			value: balance.data?.held,
			hint: balance.data?.nextReleaseAt && balance.data.held > 0 ? seller.balance.availableFrom(formatDateWib(balance.data.nextReleaseAt)) : null
		},
		{
			key: "reserved",
			label: seller.balance.reserved,
			value: balance.data?.reserved
		}
	];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		"aria-labelledby": "saldo-toko",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardTitle, {
			id: "saldo-toko",
			className: "flex items-center justify-between text-lg",
			children: [seller.balance.title, /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: "inline-flex items-center gap-1.5 font-normal text-muted-foreground text-xs",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "size-2 rounded-full bg-primary",
					"aria-hidden": "true"
				}), seller.balance.live]
			})]
		}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardContent, {
			className: "grid gap-4",
			children: [balance.error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				variant: "destructive",
				children: balance.error.message
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dl", {
				className: "grid gap-4 sm:grid-cols-3",
				children: amounts.map((amount) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "grid content-start gap-1",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
							className: "text-muted-foreground text-sm",
							children: amount.label
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
							className: "font-bold text-2xl tabular-nums",
							"data-testid": `saldo-${amount.key}`,
							children: amount.value === void 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-8 w-32" }) : formatRupiah(amount.value)
						}),
						"hint" in amount && amount.hint ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
							className: "text-muted-foreground text-xs",
							"data-testid": `saldo-${amount.key}-hint`,
							children: amount.hint
						}) : null
					]
				}, amount.key))
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-muted-foreground text-sm",
				children: seller.balance.heldNote
			})]
		})]
	});
}
// src/features/shops/api/active-shop.ts
var activeShopQueryKey = (organizationId) => [
	"seller",
	organizationId,
	"shop"
];
function useActiveShop(organizationId) {
	return useQuery({
		queryKey: activeShopQueryKey(organizationId),
		queryFn: ({ signal }) => callApi(sellerApi.shop, {}, { signal }),
		enabled: Boolean(organizationId)
	});
}
function useUpdateShopProfile(organizationId) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (input) => callApi(sellerApi.updateShop, { body: input }),
		onSuccess: (shop) => queryClient.setQueryData(activeShopQueryKey(organizationId), shop)
	});
}
// src/features/shops/components/active-shop-card.tsx
/** The active shop as its members see it: address, team size, status and description. */
function ActiveShopCard({ shop }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardHeader, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitle, {
		className: "text-lg",
		children: shop.name
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
		className: "flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-sm",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: "inline-flex items-center gap-1",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExternalLink, {
					className: "size-3.5",
					"aria-hidden": "true"
				}), `${window.location.host}/${shop.slug}`]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: "inline-flex items-center gap-1",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Users, {
					className: "size-3.5",
					"aria-hidden": "true"
				}), seller.app.members(shop.memberCount)]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: seller.app.status[shop.status] })
		]
	})] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: shop.description || common.shopNoDescription })] });
}
// src/features/shops/hooks/use-active-shop-live-updates.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** Another member saved the profile: the active shop shows it without a reload. */
function useActiveShopLiveUpdates(organizationId) {
	const queryClient = useQueryClient();
	useLiveEvent("shop.updated", (0, import_react.useCallback)(() => {
		queryClient.invalidateQueries({ queryKey: activeShopQueryKey(organizationId) });
	}, [queryClient, organizationId]));
}
// src/features/statistics/api/get-shop-dashboard.ts
/** GET /api/v1/seller/dashboard: refreshed when a sale lands (the balance event) or on focus. */
function useShopDashboard(organizationId) {
	return useQuery({
		queryKey: [
			"seller",
			organizationId,
			"dashboard"
		],
		queryFn: ({ signal }) => callApi(sellerApi.dashboard, {}, { signal }),
		enabled: Boolean(organizationId)
	});
}
// src/features/statistics/hooks/use-next-steps.ts
var steps = seller.dashboard.nextSteps;
/**
* What a new shop still has to do: a profile and a bank account (owners and admins only, who
* can do them) and a first prompt.
*/
function useNextSteps(shop, canManage, promptCount) {
	const session = useSession();
	const managerSteps = [{
		key: "profil",
		done: shop.description.trim() !== "" && shop.logoUrl !== null,
		label: steps.profile,
		hint: steps.profileHint,
		to: paths.app.settings
	}, {
		key: "rekening",
		done: session.vendor?.paymentConfig === true,
		label: steps.bank,
		hint: steps.bankHint,
		to: paths.app.payout
	}];
	return [...canManage ? managerSteps : [], {
		key: "prompt",
		done: promptCount > 0,
		label: steps.prompt,
		hint: steps.promptHint,
		to: paths.app.newProduct
	}];
}
// src/features/statistics/components/daily-sales.tsx
var text$52 = seller.dashboard;
var dayLabel = new Intl.DateTimeFormat("id-ID", {
	day: "numeric",
	month: "short",
	timeZone: "UTC"
});
/**
* Revenue per day as bars. Each bar is a focusable item whose label is read out; the totals sit
* beside it, so nothing is shown only as a picture.
*/
function DailySales({ days }) {
	const max = Math.max(...days.map((day) => day.revenue), 1);
	const total = days.reduce((sum, day) => sum + day.revenue, 0);
	const first = days[0];
	const last = days.at(-1);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("figure", {
		className: "grid gap-2",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", {
			className: "flex h-36 items-end gap-0.5 sm:gap-1",
			"aria-label": text$52.chartLabel(formatRupiah(total)),
			children: days.map((day) => {
				const label = `${dayLabel.format(new Date(day.day))}: ${formatRupiah(day.revenue)}, ${text$52.sold(day.sales)}`;
				return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
					tabIndex: 0,
					"aria-label": label,
					title: label,
					className: "group relative flex h-full flex-1 items-end rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "w-full rounded-t-sm bg-primary/80 group-hover:bg-primary group-focus-visible:bg-primary",
						style: { height: `${Math.max(day.revenue / max * 100, day.revenue > 0 ? 4 : 1)}%` }
					})
				}, day.day);
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("figcaption", {
			className: "flex justify-between text-muted-foreground text-xs",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: first ? dayLabel.format(new Date(first.day)) : "" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: last ? dayLabel.format(new Date(last.day)) : "" })]
		})]
	});
}
// src/features/statistics/components/next-steps.tsx
var text$51 = seller.dashboard.nextSteps;
/** A new shop's checklist: shown until every step is done, then it disappears. */
function NextSteps({ steps }) {
	if (steps.every((step) => step.done)) return null;
	const done = steps.filter((step) => step.done).length;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		"aria-labelledby": "langkah-judul",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardHeader, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitle, {
			id: "langkah-judul",
			className: "text-lg",
			children: text$51.title
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "text-muted-foreground text-sm",
			children: text$51.progress(done, steps.length)
		})] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", {
			className: "grid gap-2",
			children: steps.map((step) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link$1, {
				to: step.to,
				className: cn("flex items-center gap-3 rounded-md border px-3 py-2.5 hover:bg-muted/50"),
				children: [
					step.done ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircleCheck, {
						className: "size-5 shrink-0 text-primary",
						"aria-label": text$51.done
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Circle, {
						className: "size-5 shrink-0 text-muted-foreground",
						"aria-label": text$51.notDone
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "min-w-0 flex-1",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: cn("block font-medium text-sm", step.done && "text-muted-foreground line-through"),
							children: step.label
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "block text-muted-foreground text-xs",
							children: step.hint
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronRight, {
						className: "size-4 text-muted-foreground",
						"aria-hidden": "true"
					})
				]
			}) }, step.key))
		}) })]
	});
}
// src/features/statistics/components/shop-dashboard/prompts-to-watch-card.tsx
var dash$3 = seller.dashboard;
/** Prompts in review or rejected (with the reason), with a link to all prompts. */
function PromptsToWatchCard({ promptsToWatch }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		"aria-labelledby": "prompt-perhatian",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitle, {
			id: "prompt-perhatian",
			className: "text-lg",
			children: dash$3.promptsToWatch
		}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardContent, {
			className: "grid grid-cols-1 gap-3",
			children: [promptsToWatch.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-muted-foreground text-sm",
				children: dash$3.noPromptsToWatch
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "divide-y",
				children: promptsToWatch.map((prompt) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
					className: "py-2.5",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
						to: paths.app.product(prompt.id),
						className: "font-medium text-sm hover:underline",
						children: prompt.title
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: prompt.status === "rejected" ? "text-destructive text-xs" : "text-muted-foreground text-xs",
						children: prompt.status === "rejected" ? `${dash$3.rejected}: ${prompt.rejectionReason ?? ""}` : dash$3.inReview
					})]
				}, prompt.id))
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
				to: paths.app.products(),
				className: "text-primary text-sm hover:underline",
				children: dash$3.allProducts
			})]
		})]
	});
}
// src/features/statistics/components/shop-dashboard/recent-orders-card.tsx
var dash$2 = seller.dashboard;
/** The shop's latest orders, with a link to all of them. */
function RecentOrdersCard({ recentOrders }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		"aria-labelledby": "pesanan-terbaru",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitle, {
			id: "pesanan-terbaru",
			className: "text-lg",
			children: dash$2.recentOrders
		}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardContent, {
			className: "grid grid-cols-1 gap-3",
			children: [recentOrders.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-muted-foreground text-sm",
				children: dash$2.noOrders
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "divide-y",
				children: recentOrders.map((order) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
					className: "flex items-center gap-3 py-2.5",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "min-w-0 flex-1",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
							to: paths.app.order(order.id),
							className: "block truncate font-medium text-sm hover:underline",
							children: order.promptTitle
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
							className: "truncate text-muted-foreground text-xs",
							children: [
								order.number,
								" · ",
								order.buyerName,
								" · ",
								formatDateTime(order.at)
							]
						})]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "text-right",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
							className: "font-semibold text-sm tabular-nums",
							children: formatRupiah(order.price)
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
							className: "text-muted-foreground text-xs",
							children: orderStatusLabels[order.status]
						})]
					})]
				}, order.id))
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
				to: paths.app.orders(),
				className: "text-primary text-sm hover:underline",
				children: dash$2.allOrders
			})]
		})]
	});
}
// src/features/statistics/components/shop-dashboard/sales-tallies.tsx
var dash$1 = seller.dashboard;
/** Revenue and sales today and this month. */
function SalesTallies({ today, month }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "grid gap-4 sm:grid-cols-2",
		children: [[
			"hari-ini",
			dash$1.today,
			today
		], [
			"bulan-ini",
			dash$1.month,
			month
		]].map(([key, label, tally]) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Card, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardContent, {
			className: "grid gap-1 pt-6",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "text-muted-foreground text-sm",
					children: label
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "font-bold text-2xl tabular-nums",
					"data-testid": `penjualan-${key}`,
					children: formatRupiah(tally.revenue)
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "text-muted-foreground text-sm",
					children: dash$1.sold(tally.sales)
				})
			]
		}) }, key))
	});
}
// src/features/statistics/components/shop-dashboard/shop-activity.tsx
var dash = seller.dashboard;
/** Sales today and this month, 30 days of revenue, the latest orders, prompts to look at. */
function ShopActivity({ shop, canManage }) {
	const organizationId = shop.id;
	const queryClient = useQueryClient();
	const dashboard = useShopDashboard(organizationId);
	useLiveEvent("balance.updated", (0, import_react.useCallback)(() => {
		queryClient.invalidateQueries({ queryKey: [
			"seller",
			organizationId,
			"dashboard"
		] });
	}, [queryClient, organizationId]));
	if (dashboard.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-64 w-full" });
	if (dashboard.error) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		variant: "destructive",
		children: dashboard.error.message
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Activity, {
		shop,
		canManage,
		dashboard: dashboard.data
	});
}
function Activity({ shop, canManage, dashboard }) {
	const steps = useNextSteps(shop, canManage, dashboard.promptCount);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NextSteps, { steps }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SalesTallies, {
			today: dashboard.today,
			month: dashboard.month
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
			"aria-labelledby": "grafik-judul",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitle, {
				id: "grafik-judul",
				className: "text-lg",
				children: dash.chartTitle
			}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DailySales, { days: dashboard.days }) })]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "grid grid-cols-1 gap-6 lg:grid-cols-2",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RecentOrdersCard, { recentOrders: dashboard.recentOrders }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PromptsToWatchCard, { promptsToWatch: dashboard.promptsToWatch })]
		})
	] });
}
// src/app/routes/app/dashboard-page.tsx
/** /app/dashboard: the active shop, its balance (owners and admins), sales and what needs doing. */
function DashboardPage() {
	const session = useSession();
	const shop = useActiveShop(session.organizationId);
	const canManage = session.role === "owner" || session.role === "admin";
	useActiveShopLiveUpdates(session.organizationId);
	if (shop.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-48 w-full" });
	if (shop.error || !shop.data) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		variant: "destructive",
		children: shop.error?.message ?? common.errors.generic
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid grid-cols-1 gap-6",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${seller.app.dashboard} — ${shop.data.name}` }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: "font-bold text-2xl",
				children: seller.app.dashboard
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-muted-foreground",
				children: seller.app.welcome(session.name ?? "")
			})] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActiveShopCard, { shop: shop.data }),
			canManage && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShopBalanceCard, { organizationId: shop.data.id }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShopActivity, {
				shop: shop.data,
				canManage
			})
		]
	});
}
// src/lib/truncate.ts
/**
* Shortens text to `max` characters plus an ellipsis. Characters are Unicode code points, so an
* emoji (a surrogate pair in UTF-16) is kept whole or dropped, never cut in half.
*/
function truncate(text, max = 150) {
	const codePoints = Array.from(text);
	if (codePoints.length <= max) return text;
	return `${codePoints.slice(0, max).join("").trimEnd()}…`;
}
/** Customer channel titles are cut at 15 characters (spec §9). */
var truncateChannelTitle = (title) => truncate(title, 15);
// src/features/chat/components/sidebar-channels.tsx
/**
* The seller sidebar's customer channels (spec §2, §9): the buyer's name cut to 15 characters,
* a red dot while unread, a green one once read. Every channel is listed: the sidebar scrolls,
* and the next page loads as the list's end comes into view.
*/
function SidebarChannels({ onNavigate }) {
	const channels = useChatChannels("shop");
	if (!channels.data?.pages[0]?.items.length) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid gap-1.5",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "px-3 font-semibold text-[11px] text-muted-foreground uppercase tracking-wider",
			children: chatText.channelsLabel
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChannelLinks, {
			channels,
			onNavigate
		})]
	});
}
/**
* The sidebar collapsed to icons: one chat button, its badge counting the unread channels, that
* opens the same list beside the sidebar. It sticks to the bottom of the scrolling sections, so
* a short screen never hides it.
*/
function SidebarChannelsButton() {
	const channels = useChatChannels("shop");
	const [open, setOpen] = (0, import_react.useState)(false);
	const unread = useChatUnread("shop").data?.channels ?? 0;
	if (!channels.data?.pages[0]?.items.length) return null;
	const badge = badgeCount(unread);
	const label = chatText.sidebarButton(badge);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "sticky bottom-0 grid gap-1.5 bg-card",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("hr", { className: "mx-3 border-border" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Popover, {
			open,
			onOpenChange: setOpen,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tooltip, {
				label,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PopoverTrigger, {
					asChild: true,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
						type: "button",
						"aria-label": label,
						"data-testid": "sidebar-channels-button",
						className: "relative flex h-9 w-full shrink-0 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MessagesSquare, {
							className: "size-[18px]",
							"aria-hidden": "true"
						}), badge ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "-translate-y-1/2 absolute top-1.5 right-1 min-w-4 rounded-full bg-destructive px-1 text-center font-semibold text-[10px] text-destructive-foreground leading-4 ring-2 ring-card",
							children: badge
						}) : null]
					})
				})
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PopoverContent, {
				side: "right",
				align: "end",
				"aria-label": chatText.channelsLabel,
				className: "flex max-h-[min(28rem,calc(100dvh-2rem))] w-64 flex-col gap-1.5 py-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "px-4 pt-1 font-semibold text-[11px] text-muted-foreground uppercase tracking-wider",
					children: chatText.channelsLabel
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: "grid min-h-0 gap-1 overflow-y-auto px-1",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChannelLinks, {
						channels,
						onNavigate: () => setOpen(false)
					})
				})]
			})]
		})]
	});
}
/** Every channel loaded so far, and the next page once the list's end is in view (or asked for). */
function ChannelLinks({ channels, onNavigate }) {
	const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = channels;
	const sentinel = useLoadMoreSentinel(hasNextPage && !isFetchingNextPage && !isFetchNextPageError, fetchNextPage);
	const items = channels.data?.pages.flatMap((page) => page.items) ?? [];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: "grid gap-0.5",
			"aria-label": chatText.channelsLabel,
			"data-testid": "sidebar-channels",
			children: items.map((channel) => {
				const unread = channel.unreadCount > 0;
				return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NavLink, {
					to: paths.app.customerChannel(channel.id),
					onClick: onNavigate,
					title: channel.counterpart.name,
					className: ({ isActive }) => cn("flex items-center gap-2 rounded-md px-3 py-1.5 text-sm hover:bg-accent", isActive && "bg-accent font-medium text-accent-foreground", unread && "font-semibold"),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: cn("size-2 shrink-0 rounded-full", unread ? "bg-destructive" : "bg-primary"),
						"data-testid": unread ? "unread-dot" : "read-dot",
						role: "img",
						"aria-label": unread ? chatText.unreadDot : chatText.readDot
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "min-w-0 flex-1 truncate",
						"data-testid": "channel-title",
						children: truncateChannelTitle(channel.counterpart.name)
					})]
				}) }, channel.id);
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			ref: sentinel,
			"aria-hidden": "true"
		}),
		hasNextPage ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			variant: "ghost",
			size: "sm",
			className: "justify-self-start text-muted-foreground",
			disabled: isFetchingNextPage,
			onClick: () => void fetchNextPage(),
			children: isFetchingNextPage ? common.loading : chatText.moreChannels
		}) : null
	] });
}
// src/app/routes/app/shell/seller-nav.tsx
var text$50 = seller.shell;
/** The spec's seven sections (§2 Seller area), in its order. */
var sections = [
	{
		to: paths.app.dashboard,
		label: text$50.nav.dashboard,
		icon: LayoutDashboard
	},
	{
		to: paths.app.products(),
		label: text$50.nav.product,
		icon: Package
	},
	{
		to: paths.app.orders(),
		label: text$50.nav.order,
		icon: ReceiptText
	},
	{
		to: paths.app.transactions,
		label: text$50.nav.transaction,
		icon: ArrowLeftRight,
		managersOnly: true
	},
	{
		to: paths.app.statistics,
		label: text$50.nav.statistics,
		icon: ChartColumn
	},
	{
		to: paths.app.settings,
		label: text$50.nav.setting,
		icon: Settings
	},
	{
		to: paths.app.payout,
		label: text$50.nav.payout,
		icon: Wallet,
		managersOnly: true
	}
];
/** The shop's public side: its page, its prompts by content status, its buyers. */
var storefront = [
	{
		to: paths.app.microsite,
		label: text$50.nav.microsite,
		icon: Globe
	},
	{
		to: paths.app.content,
		label: text$50.nav.content,
		icon: FileStack
	},
	{
		to: paths.app.customers,
		label: text$50.nav.customer,
		icon: Users
	}
];
/** The sidebar's sections; `collapsed` shows icons only, named by tooltips and hidden text. */
function SellerNav({ collapsed = false, onNavigate }) {
	const session = useSession();
	const isManager = session.role === "owner" || session.role === "admin";
	const needsPaymentConfig = isManager && session.vendor !== null && !session.vendor.paymentConfig;
	const renderItem = (item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: item.managersOnly && !isManager ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SidebarUnavailableItem, {
		item,
		collapsed,
		reason: text$50.managersOnly
	}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SidebarNavLink, {
		item,
		collapsed,
		onNavigate,
		alert: item.to === paths.app.payout && needsPaymentConfig ? text$50.noPaymentConfig : null
	}) }, item.to);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("nav", {
		"aria-label": text$50.navLabel,
		className: "grid gap-4",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: "grid gap-0.5",
			children: sections.map(renderItem)
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "grid gap-1.5",
			children: [collapsed ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("hr", { className: "mx-3 border-border" }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "px-3 font-semibold text-[11px] text-muted-foreground uppercase tracking-wider",
				children: text$50.storefrontGroup
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "grid gap-0.5",
				"aria-label": text$50.storefrontGroup,
				children: storefront.map(renderItem)
			})]
		})]
	});
}
// src/app/routes/app/shell/shop-switcher.tsx
var text$49 = seller.shell;
/** `/app/product/123` → `/app/product`: an id of the old shop means nothing in the new one. */
var sectionOf = (pathname) => pathname.split("/").slice(0, 3).join("/") || paths.app.root;
/** The spec's organisation switcher: the user's shops; picking one makes it the active shop. */
function ShopSwitcher({ collapsed = false, onSwitched }) {
	const session = useSession();
	const navigate = useNavigate();
	const location = useLocation();
	const [switching, setSwitching] = (0, import_react.useState)(false);
	const shops = session.memberships.filter((membership) => membership.kind === "shop");
	const current = session.vendor;
	const switchTo = async (organizationId, name) => {
		if (organizationId === current?.organizationId) return;
		setSwitching(true);
		const { error } = await authClient.organization.setActive({ organizationId });
		if (error) {
			setSwitching(false);
			toast({
				title: error.message || common.errors.generic,
				variant: "destructive"
			});
			return;
		}
		await refreshSession();
		setSwitching(false);
		toast({ title: text$49.switched(name) });
		onSwitched?.();
		navigate(sectionOf(location.pathname));
	};
	const name = current?.name ?? "";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DropdownMenu, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tooltip, {
		label: `${text$49.switchShop}: ${name}`,
		disabled: !collapsed,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DropdownMenuTrigger, {
			disabled: switching,
			className: cn("flex w-full items-center gap-3 rounded-lg border bg-background p-2 text-left shadow-xs transition-colors hover:bg-accent disabled:opacity-60", collapsed && "justify-center border-transparent bg-transparent p-1 shadow-none"),
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShopAvatar, {
					name,
					logoUrl: current?.logoUrl,
					className: "size-9 rounded-lg text-sm"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "sr-only",
					children: `${text$49.switchShop}: `
				}),
				collapsed ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "sr-only",
					children: name
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: "min-w-0 flex-1",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "block truncate font-semibold text-sm",
							children: name
						}),
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "block text-muted-foreground text-xs",
							children: current ? common.roles[current.role] : ""
						})
					]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronsUpDown, {
					className: "size-4 text-muted-foreground",
					"aria-hidden": "true"
				})] })
			]
		})
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DropdownMenuContent, {
		align: "start",
		side: collapsed ? "right" : "bottom",
		className: "w-64",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DropdownMenuLabel, {
				className: "text-muted-foreground text-xs",
				children: text$49.yourShops
			}),
			shops.map((shop) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DropdownMenuItem, {
				onSelect: () => void switchTo(shop.organizationId, shop.name),
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShopAvatar, {
						name: shop.name,
						logoUrl: shop.logoUrl,
						className: "size-7 rounded-md text-[11px]"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "min-w-0 flex-1",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "block truncate font-medium",
							children: shop.name
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "block text-muted-foreground text-xs",
							children: common.roles[shop.role]
						})]
					}),
					shop.organizationId === current?.organizationId ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Check, {
						className: "text-primary",
						"aria-hidden": "true"
					}) : null
				]
			}, shop.organizationId)),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DropdownMenuSeparator, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DropdownMenuItem, {
				onSelect: () => navigate(paths.auth.organization),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Plus, { "aria-hidden": "true" }), text$49.openOrCreate]
			})
		]
	})] });
}
// src/app/routes/app/shell/seller-sidebar.tsx
var text$48 = seller.shell;
/**
* Everything the seller sidebar holds, top to bottom: the shop switcher, the sections, the
* customer channels, the way out to the shop's page and the marketplace, and who is signed in.
* Used by the wide sidebar (which may be `collapsed` to icons) and by the phone drawer.
*/
function SellerSidebarContent({ collapsed = false, onNavigate }) {
	const slug = useSession().vendor?.slug;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "flex min-h-0 flex-1 flex-col gap-4",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShopSwitcher, {
				collapsed,
				onSwitched: onNavigate
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "-mx-3 grid min-h-0 flex-1 content-start gap-4 overflow-y-auto px-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SellerNav, {
					collapsed,
					onNavigate
				}), collapsed ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SidebarChannelsButton, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SidebarChannels, { onNavigate })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SidebarFoot, {
				collapsed,
				onNavigate,
				links: slug ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SidebarFooterLink, {
					collapsed,
					label: text$48.viewShop,
					icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExternalLink, {}),
					children: (className, content) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
						href: paths.shop(slug),
						target: "_blank",
						rel: "noopener",
						className,
						children: content
					})
				}) : null
			})
		]
	});
}
/** The wide screens' sidebar: sticky, collapsible to icons by the handle on its edge. */
function SellerSidebar({ collapsed, onToggle }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SidebarFrame, {
		collapsed,
		onToggle,
		areaName: text$48.sellerCentre,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SellerSidebarContent, { collapsed })
	});
}
// src/app/routes/app/layout.tsx
var text$47 = seller.shell;
/**
* /app: the seller area. Signed-out visitors go to /; a user without a shop goes to create or
* pick one, or to their pending invitation first (spec §4). Wide screens get the sidebar; small
* ones a top bar whose menu button opens the same sidebar as a drawer.
*/
function AppLayout() {
	const session = useSession();
	const [collapsed, toggleCollapsed] = useSidebarCollapsed("seller");
	const wide = useMediaQuery("(min-width: 64rem)");
	if (session.isLoading) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadingScreen, {});
	if (!session.isLoggedIn) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Navigate, {
		to: "/",
		replace: true
	});
	if (!session.memberships.some((membership) => membership.kind === "shop") && session.pendingInvitationCount > 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Navigate, {
		to: paths.auth.approveInvitation(),
		replace: true
	});
	if (!session.vendor) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Navigate, {
		to: paths.auth.organization,
		replace: true
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TooltipProvider, {
		delayDuration: 200,
		skipDelayDuration: 300,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex min-h-dvh bg-muted/40",
			children: [wide ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SellerSidebar, {
				collapsed,
				onToggle: toggleCollapsed
			}) : null, /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex min-w-0 flex-1 flex-col",
				children: [wide ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SellerPhoneTopBar, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("main", {
					className: "mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Outlet, {})
				})]
			})]
		})
	});
}
/** Small screens: the shop's name and a menu button that opens the sidebar as a drawer. */
function SellerPhoneTopBar() {
	const session = useSession();
	const vendor = session.vendor;
	const isManager = session.role === "owner" || session.role === "admin";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PhoneTopBar, {
		home: paths.app.dashboard,
		title: vendor?.name ?? "",
		subtitle: vendor ? common.roles[vendor.role] : "",
		avatar: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShopAvatar, {
			name: vendor?.name ?? "",
			logoUrl: vendor?.logoUrl,
			className: "size-8 rounded-lg text-xs"
		}),
		menuTitle: text$47.menuTitle,
		alert: isManager && vendor !== null && !vendor.paymentConfig,
		children: (close) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SellerSidebarContent, { onNavigate: close })
	});
}
// src/features/shops/api/seller-microsite.ts
var sellerMicrositeKeys = {
	editor: (organizationId) => [
		"seller",
		organizationId,
		"microsite"
	],
	preview: (organizationId) => [
		"seller",
		organizationId,
		"microsite",
		"preview"
	]
};
/** GET /api/v1/seller/microsite: the content and the published prompts it may feature. */
function useSellerMicrosite(organizationId) {
	return useQuery({
		queryKey: sellerMicrositeKeys.editor(organizationId),
		queryFn: ({ signal }) => callApi(sellerApi.microsite, {}, { signal }),
		enabled: Boolean(organizationId)
	});
}
/** GET /api/v1/seller/microsite/preview: the public page as visitors see it, never a cached copy. */
function useMicrositePreview(organizationId) {
	return useQuery({
		queryKey: sellerMicrositeKeys.preview(organizationId),
		queryFn: ({ signal }) => callApi(sellerApi.micrositePreview, {}, { signal }),
		enabled: Boolean(organizationId)
	});
}
/** PUT /api/v1/seller/microsite (owners and admins). */
function useSaveMicrosite(organizationId) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (input) => callApi(sellerApi.updateMicrosite, { body: input }),
		onSuccess: async (saved) => {
			queryClient.setQueryData(sellerMicrositeKeys.editor(organizationId), saved);
			await queryClient.invalidateQueries({ queryKey: sellerMicrositeKeys.preview(organizationId) });
			await queryClient.invalidateQueries({ queryKey: ["shops", saved.shop.slug] });
			await fetch(endpointPath(publicApi.shop.path, { slug: saved.shop.slug }), {
				cache: "reload",
				credentials: "omit"
			}).catch(() => void 0);
		}
	});
}
// src/hooks/use-warn-before-unload.ts
/** While a form holds unsaved changes, a reload or a closed tab asks first. */
function useWarnBeforeUnload(isDirty) {
	(0, import_react.useEffect)(() => {
		if (!isDirty) return;
		const warn = (event) => event.preventDefault();
		window.addEventListener("beforeunload", warn);
		return () => window.removeEventListener("beforeunload", warn);
	}, [isDirty]);
}
// src/features/shops/components/featured-prompts-picker.tsx
var text$46 = seller.shell.microsite;
/**
* The featured prompts: the chosen ones in page order (move up, down, remove), then the shop's
* other published prompts to pick from, with a filter for long lists.
*/
function FeaturedPromptsPicker({ options, value, onChange, disabled = false, error }) {
	const [filter, setFilter] = (0, import_react.useState)("");
	const filterId = (0, import_react.useId)();
	const byId = new Map(options.map((option) => [option.id, option]));
	const chosen = value.flatMap((id) => byId.get(id) ?? []);
	const full = value.length >= 6;
	const needle = filter.trim().toLowerCase();
	const available = options.filter((option) => !value.includes(option.id) && option.title.toLowerCase().includes(needle));
	const move = (index, by) => {
		const next = [...value];
		const [id] = next.splice(index, 1);
		if (id === void 0) return;
		next.splice(index + by, 0, id);
		onChange(next);
	};
	if (options.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "text-muted-foreground text-sm",
		children: text$46.featuredNone
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid grid-cols-1 gap-4",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "flex items-center justify-between gap-2",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "font-medium text-sm",
					children: text$46.featuredCount(value.length, 6)
				})
			}),
			chosen.length > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", {
				className: "grid grid-cols-1 gap-2",
				children: chosen.map((prompt, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
					className: "flex items-center gap-3 rounded-lg border bg-accent/40 p-2 pr-1",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "flex size-6 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground text-xs",
							children: index + 1
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PromptThumb, { prompt }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PromptLabel, { prompt }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
							className: "flex shrink-0 items-center",
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
									type: "button",
									variant: "ghost",
									size: "icon",
									className: "size-8",
									disabled: disabled || index === 0,
									onClick: () => move(index, -1),
									"aria-label": text$46.moveUp(prompt.title),
									children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowUp, { "aria-hidden": "true" })
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
									type: "button",
									variant: "ghost",
									size: "icon",
									className: "size-8",
									disabled: disabled || index === chosen.length - 1,
									onClick: () => move(index, 1),
									"aria-label": text$46.moveDown(prompt.title),
									children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowDown, { "aria-hidden": "true" })
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
									type: "button",
									variant: "ghost",
									size: "icon",
									className: "size-8",
									disabled,
									onClick: () => onChange(value.filter((id) => id !== prompt.id)),
									"aria-label": text$46.removeFeatured(prompt.title),
									children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(X, { "aria-hidden": "true" })
								})
							]
						})
					]
				}, prompt.id))
			}) : null,
			error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-destructive text-sm",
				children: error
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "grid grid-cols-1 gap-2",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
						htmlFor: filterId,
						className: "sr-only",
						children: text$46.featuredFilter
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "relative",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Search, {
							className: "-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground",
							"aria-hidden": "true"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
							id: filterId,
							type: "search",
							value: filter,
							onChange: (event) => setFilter(event.target.value),
							placeholder: text$46.featuredFilterPlaceholder,
							className: "pl-9",
							disabled
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
						className: "grid max-h-72 grid-cols-1 gap-1 overflow-y-auto rounded-lg border p-1",
						children: available.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
							className: "px-3 py-4 text-center text-muted-foreground text-sm",
							children: text$46.featuredNoMatch
						}) : available.map((prompt) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
							className: cn("flex cursor-pointer items-center gap-3 rounded-md p-2 hover:bg-accent", (full || disabled) && "cursor-not-allowed opacity-60 hover:bg-transparent"),
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
									type: "checkbox",
									className: "size-4 shrink-0 accent-primary",
									checked: false,
									disabled: full || disabled,
									onChange: () => onChange([...value, prompt.id])
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PromptThumb, { prompt }),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PromptLabel, { prompt })
							]
						}) }, prompt.id))
					})
				]
			})
		]
	});
}
function PromptThumb({ prompt }) {
	return prompt.thumbnailUrl ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
		src: prompt.thumbnailUrl,
		alt: "",
		className: "size-10 shrink-0 rounded-md border object-cover",
		loading: "lazy"
	}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
		"aria-hidden": "true",
		className: "flex size-10 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Image, { className: "size-4" })
	});
}
function PromptLabel({ prompt }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
		className: "min-w-0 flex-1",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: "block truncate font-medium text-sm",
			children: prompt.title
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
			className: "block text-muted-foreground text-xs",
			children: [
				prompt.price === 0 ? common.catalog.free : formatRupiah(prompt.price),
				" ·",
				" ",
				text$46.sold(formatNumber(prompt.sales))
			]
		})]
	});
}
// src/features/shops/components/microsite-form.tsx
var text$45 = seller.shell.microsite;
var valuesOf = (data) => ({
	headline: data.microsite.headline,
	bio: data.microsite.bio,
	links: data.microsite.links,
	featuredPromptIds: data.microsite.featuredPromptIds,
	accentColor: data.microsite.accentColor
});
/**
* The microsite editor: headline and bio, links, featured prompts, accent colour, with a small
* live preview beside it. `canEdit` false (members) shows everything read-only.
*/
function MicrositeForm({ organizationId, data, canEdit }) {
	const save = useSaveMicrosite(organizationId);
	const form = useForm({
		resolver: u(MicrositeInput),
		defaultValues: valuesOf(data),
		mode: "onTouched"
	});
	const { control, register, formState: { errors, isDirty, isSubmitting } } = form;
	const links = useFieldArray({
		control,
		name: "links"
	});
	const watched = useWatch({ control });
	const headline = watched.headline ?? "";
	const bio = watched.bio ?? "";
	const accent = watched.accentColor ?? "hijau";
	useWarnBeforeUnload(isDirty);
	const submit = form.handleSubmit(async (values) => {
		try {
			const saved = await save.mutateAsync(values);
			form.reset(valuesOf(saved));
			toast({ title: common.saved });
		} catch (error) {
			if (error instanceof ApiError) for (const field of error.fields) {
				const path = field.path.replace(/^body\./, "");
				form.setError(path, { message: field.message });
			}
			toast({
				title: error instanceof Error && error.message ? error.message : common.errors.generic,
				variant: "destructive"
			});
		}
	});
	const featuredError = errors.featuredPromptIds?.message ?? errors.featuredPromptIds?.root?.message ?? (Array.isArray(errors.featuredPromptIds) ? errors.featuredPromptIds.find((item) => item?.message)?.message : void 0);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		onSubmit: submit,
		noValidate: true,
		className: "grid gap-6",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
				disabled: !canEdit,
				className: "grid min-w-0 grid-cols-1 gap-6",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardHeader, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitle, { children: text$45.introTitle }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "text-muted-foreground text-sm",
						children: text$45.introLead
					})] }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardContent, {
						className: "grid gap-4 text-foreground",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
							label: text$45.headline,
							error: errors.headline?.message,
							hint: text$45.counter(headline.length, 120),
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
								placeholder: text$45.headlinePlaceholder,
								...register("headline")
							})
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
							label: text$45.bio,
							error: errors.bio?.message,
							hint: text$45.counter(bio.length, MICROSITE_BIO_MAX),
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Textarea, {
								rows: 6,
								placeholder: text$45.bioPlaceholder,
								...register("bio")
							})
						})]
					})] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardHeader, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitle, { children: text$45.linksTitle }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "text-muted-foreground text-sm",
						children: text$45.linksLead(5)
					})] }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardContent, {
						className: "grid gap-3 text-foreground",
						children: [
							links.fields.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
								className: "text-muted-foreground text-sm",
								children: text$45.noLinks
							}) : null,
							links.fields.map((field, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
								className: "grid gap-3 rounded-lg border bg-muted/30 p-3 sm:grid-cols-[10rem_minmax(0,1fr)_auto] sm:items-start sm:border-0 sm:bg-transparent sm:p-0",
								children: [
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
										label: text$45.linkLabel(index + 1),
										error: errors.links?.[index]?.label?.message,
										className: "[&>label]:sr-only max-sm:[&>label]:not-sr-only",
										children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
											placeholder: text$45.linkLabelPlaceholder,
											...register(`links.${index}.label`)
										})
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
										label: text$45.linkUrl(index + 1),
										error: errors.links?.[index]?.url?.message,
										className: "[&>label]:sr-only max-sm:[&>label]:not-sr-only",
										children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
											inputMode: "url",
											autoComplete: "url",
											placeholder: text$45.linkUrlPlaceholder,
											...register(`links.${index}.url`)
										})
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
										type: "button",
										variant: "ghost",
										size: "icon",
										className: "justify-self-end text-muted-foreground hover:text-destructive",
										onClick: () => links.remove(index),
										"aria-label": text$45.removeLink(index + 1),
										children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trash, { "aria-hidden": "true" })
									})
								]
							}, field.id)),
							errors.links?.message ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
								className: "text-destructive text-sm",
								children: errors.links.message
							}) : null,
							canEdit && links.fields.length < 5 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
								type: "button",
								variant: "outline",
								size: "sm",
								className: "justify-self-start",
								onClick: () => links.append({
									label: "",
									url: ""
								}),
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Plus, { "aria-hidden": "true" }), text$45.addLink]
							}) : null
						]
					})] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardHeader, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitle, { children: text$45.featuredTitle }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "text-muted-foreground text-sm",
						children: text$45.featuredLead(6)
					})] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, {
						className: "text-foreground",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FeaturedPromptsPicker, {
							options: data.publishedPrompts,
							value: watched.featuredPromptIds?.filter((id) => Boolean(id)) ?? [],
							onChange: (ids) => form.setValue("featuredPromptIds", ids, {
								shouldDirty: true,
								shouldValidate: true
							}),
							disabled: !canEdit,
							error: featuredError
						})
					})] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardHeader, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitle, {
						id: "warna-aksen",
						children: text$45.accentTitle
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "text-muted-foreground text-sm",
						children: text$45.accentLead
					})] }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardContent, {
						className: "text-foreground",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
							role: "radiogroup",
							"aria-labelledby": "warna-aksen",
							className: "grid grid-cols-3 gap-2 sm:grid-cols-6",
							children: MICROSITE_ACCENTS.map((name) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
								className: cn("relative flex cursor-pointer flex-col items-center gap-2 rounded-lg border p-3 text-sm transition-colors hover:bg-accent", "has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"),
								children: [
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
										type: "radio",
										value: name,
										className: "absolute inset-0 size-full cursor-pointer appearance-none opacity-0",
										...register("accentColor")
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
										"aria-hidden": "true",
										className: cn("flex size-9 items-center justify-center rounded-full", shopAccents[name].solid),
										children: accent === name ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Check, { className: "size-4" }) : null
									}),
									text$45.accents[name]
								]
							}, name))
						}), errors.accentColor?.message ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
							className: "mt-2 text-destructive text-sm",
							children: errors.accentColor.message
						}) : null]
					})] })
				]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("aside", {
				className: "grid gap-6 lg:sticky lg:top-8",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MiniPreview, {
					data,
					headline,
					bio,
					accent,
					links: (watched.links ?? []).filter((link) => Boolean(link?.label?.trim()) && Boolean(link?.url?.trim()))
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardHeader, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitle, { children: text$45.imagesTitle }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "text-muted-foreground text-sm",
					children: text$45.imagesLead
				})] }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardContent, {
					className: "grid gap-3 text-foreground",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
						className: "grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
								className: "text-muted-foreground",
								children: text$45.logo
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: data.shop.logoUrl ? text$45.logoSet : text$45.notSet }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
								className: "text-muted-foreground",
								children: text$45.banner
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: data.shop.bannerUrl ? text$45.bannerSet : text$45.notSet })
						]
					}), canEdit ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						asChild: true,
						variant: "outline",
						size: "sm",
						className: "justify-self-start",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
							to: paths.app.settings,
							children: text$45.imagesLink
						})
					}) : null]
				})] })]
			})]
		}), canEdit ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "sticky bottom-0 z-10 -mx-4 lg:bottom-4 flex flex-wrap items-center justify-end gap-3 border-t bg-card px-4 py-3 sm:-mx-6 sm:px-6 lg:mx-0 lg:rounded-xl lg:border lg:shadow-sm",
			children: [isDirty ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mr-auto text-muted-foreground text-sm",
				role: "status",
				children: text$45.unsaved
			}) : null, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				disabled: isSubmitting,
				children: isSubmitting ? common.processing : text$45.save
			})]
		}) : null]
	});
}
/** The top of the shop's page as the form stands, before saving. */
function MiniPreview({ data, headline, bio, accent, links }) {
	const style = shopAccents[accent];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		className: "overflow-hidden",
		"aria-hidden": "true",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: cn("h-20 bg-gradient-to-br", style.cover),
			children: data.shop.bannerUrl ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
				src: data.shop.bannerUrl,
				alt: "",
				className: "size-full object-cover"
			}) : null
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "grid gap-2 px-4 pb-4",
			children: [
				data.shop.logoUrl ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
					src: data.shop.logoUrl,
					alt: "",
					className: "-mt-7 size-14 rounded-xl bg-card object-cover ring-4 ring-card"
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShopAvatar, {
					name: data.shop.name,
					className: cn("-mt-7 size-14 rounded-xl ring-4 ring-card", style.solid)
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "font-bold leading-tight",
					children: data.shop.name
				}),
				headline.trim() ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "font-medium text-sm leading-snug",
					children: headline
				}) : null,
				bio.trim() ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "line-clamp-3 whitespace-pre-line text-muted-foreground text-xs",
					children: bio
				}) : null,
				links.length > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: "flex flex-wrap gap-1.5",
					children: links.map((link, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: cn("inline-flex h-6 items-center gap-1 rounded-full border px-2.5 font-medium text-[11px]", style.soft),
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link2, { className: "size-3" }), link.label]
					}, index))
				}) : null,
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "mt-1 flex items-center gap-1 text-muted-foreground text-xs",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExternalLink, { className: "size-3" }),
						"/",
						data.shop.slug
					]
				})
			]
		})]
	});
}
// src/app/routes/app/microsite-page.tsx
var text$44 = seller.shell.microsite;
/** /app/microsite: the shop's public page content; owners and admins edit, members look. */
function MicrositePage() {
	const session = useSession();
	const microsite = useSellerMicrosite(session.organizationId);
	const canEdit = session.role === "owner" || session.role === "admin";
	const slug = microsite.data?.shop.slug ?? session.vendor?.slug ?? "";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid gap-6",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${text$44.title} — ${session.vendor?.name ?? common.brand.name}` }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-wrap items-end justify-between gap-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "grid gap-1",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
						className: "font-bold text-2xl",
						children: text$44.title
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "max-w-2xl text-muted-foreground text-sm",
						children: text$44.lead(`${window.location.host}/${slug}`)
					})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex flex-wrap gap-2",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						asChild: true,
						variant: "outline",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link$1, {
							to: paths.app.micrositeView,
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Eye, { "aria-hidden": "true" }), text$44.preview]
						})
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						asChild: true,
						variant: "outline",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
							href: paths.shop(slug),
							target: "_blank",
							rel: "noopener",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExternalLink, { "aria-hidden": "true" }), text$44.openPage]
						})
					})]
				})]
			}),
			canEdit ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, { children: text$44.memberNote }),
			microsite.data && microsite.data.shop.status !== "active" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				variant: "destructive",
				children: text$44.suspendedNote
			}) : null,
			microsite.error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				variant: "destructive",
				children: microsite.error.message
			}) : microsite.data && session.organizationId ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MicrositeForm, {
				organizationId: session.organizationId,
				data: microsite.data,
				canEdit
			}, session.organizationId) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]",
				role: "status",
				"aria-label": common.loading,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "grid gap-6",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-64" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-48" })]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-72" })]
			})
		]
	});
}
// src/app/routes/app/microsite-view-page.tsx
var text$43 = seller.shell.micrositeView;
/**
* /app/microsite/view: the shop's page exactly as visitors get it (the same component as
* `/{shopSlug}`), from a fresh copy so the last save always shows.
*/
function MicrositeViewPage() {
	const session = useSession();
	const preview = useMicrositePreview(session.organizationId);
	const editor = useSellerMicrosite(session.organizationId);
	const canEdit = session.role === "owner" || session.role === "admin";
	const slug = preview.data?.slug ?? session.vendor?.slug ?? "";
	const address = `${window.location.host}/${slug}`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid gap-6",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${text$43.title} — ${session.vendor?.name ?? common.brand.name}` }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-wrap items-end justify-between gap-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "grid gap-1",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
						className: "font-bold text-2xl",
						children: text$43.title
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "text-muted-foreground text-sm",
						children: text$43.lead
					})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex flex-wrap gap-2",
					children: [canEdit ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						asChild: true,
						variant: "outline",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link$1, {
							to: paths.app.microsite,
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PencilLine, { "aria-hidden": "true" }), text$43.edit]
						})
					}) : null, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						asChild: true,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
							href: paths.shop(slug),
							target: "_blank",
							rel: "noopener",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExternalLink, { "aria-hidden": "true" }), text$43.openInTab]
						})
					})]
				})]
			}),
			editor.data && editor.data.shop.status !== "active" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				variant: "destructive",
				children: seller.shell.microsite.suspendedNote
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				"aria-label": text$43.frameLabel,
				className: "overflow-hidden rounded-2xl border bg-background shadow-sm",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex items-center gap-3 border-b bg-card px-4 py-2.5",
					"aria-hidden": "true",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "flex gap-1.5",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { className: "size-2.5 rounded-full bg-border" }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { className: "size-2.5 rounded-full bg-border" }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { className: "size-2.5 rounded-full bg-border" })
						]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "min-w-0 flex-1 truncate rounded-md bg-muted px-3 py-1 text-center text-muted-foreground text-xs",
						children: address
					})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: "p-4 sm:p-6",
					children: preview.error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
						variant: "destructive",
						children: preview.error.message
					}) : preview.data ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShopPageContent, { shop: preview.data }) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "grid gap-4",
						role: "status",
						"aria-label": common.loading,
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-32 w-full rounded-2xl sm:h-52" }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-20 w-64" }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-40 w-full" })
						]
					})
				})]
			})
		]
	});
}
// src/app/routes/app/not-found-page.tsx
function AppNotFoundPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AreaNotFound, {
		backTo: paths.app.dashboard,
		backLabel: seller.app.backToDashboard
	});
}
// src/features/orders/components/shop-order/shop-order-ledger-card.tsx
var detail$2 = seller.orders.detail;
/** The ledger entries the order moved on the shop's balance. */
function ShopOrderLedgerCard({ order }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitle, {
		className: "text-lg",
		children: detail$2.ledger
	}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LedgerEntryList, {
		entries: order.entries,
		emptyText: detail$2.ledgerEmpty,
		where: (index) => {
			const entry = order.entries[index];
			return entry ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: "text-muted-foreground text-xs",
				children: [
					"· ",
					bucketLabels[entry.bucket],
					" · ",
					formatDateTime(entry.at)
				]
			}) : null;
		}
	}) })] });
}
// src/features/orders/components/shop-order/shop-order-split-card.tsx
var text$42 = seller.orders;
var detail$1 = text$42.detail;
var bp = (value) => formatPercent(value === null ? null : value / 1e4);
/** What the shop keeps of the price, and when the held money becomes available. */
function ShopOrderSplitCard({ order }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitle, {
		className: "text-lg",
		children: detail$1.split
	}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, {
		className: "grid gap-3 text-sm",
		children: order.split ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
			className: "grid gap-2",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AmountRow, {
					label: detail$1.price,
					amount: order.price
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AmountRow, {
					label: detail$1.commission(bp(order.commissionBp)),
					amount: -order.split.platformFee
				}),
				order.split.affiliateFee > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AmountRow, {
					label: detail$1.affiliate(bp(order.affiliateBp)),
					amount: -order.split.affiliateFee
				}) : null,
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AmountRow, {
					label: detail$1.net,
					amount: order.split.sellerNet,
					strong: true
				})
			]
		}), order.status === "paid" && order.releaseAt ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "rounded-md bg-muted px-3 py-2 text-muted-foreground",
			children: order.releasedAt ? detail$1.releasedAt(formatDate(order.releasedAt)) : detail$1.heldUntil(formatDate(order.releaseAt))
		}) : null] }) : order.paidAt ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "text-muted-foreground",
			children: text$42.memberNote
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "text-muted-foreground",
			children: detail$1.notPaid
		})
	})] });
}
// src/features/orders/components/shop-order/shop-order-summary-card.tsx
var detail = seller.orders.detail;
/** The prompt, the buyer and the dates of one of the shop's orders. */
function ShopOrderSummaryCard({ order }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitle, {
		className: "text-lg",
		children: detail.summary
	}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
		className: "grid gap-3 text-sm",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DetailRow, {
				label: detail.prompt,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "font-medium",
					children: order.promptTitle
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link$1, {
					to: paths.marketplace.prompt(order.promptSlug),
					className: "inline-flex items-center gap-1 text-primary text-xs hover:underline",
					children: [detail.openPrompt, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExternalLink, {
						className: "size-3",
						"aria-hidden": "true"
					})]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DetailRow, {
				label: detail.buyer,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "font-medium",
						children: order.buyerName
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "break-all text-muted-foreground",
						children: order.buyerEmail
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "text-muted-foreground text-xs",
						children: order.buyerHasAccount ? detail.hasAccount : detail.guest
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DetailRow, {
				label: detail.createdAt,
				children: formatDateTime(order.createdAt)
			}),
			order.paidAt ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DetailRow, {
				label: detail.paidAt,
				children: formatDateTime(order.paidAt)
			}) : null,
			order.paymentMethod ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DetailRow, {
				label: detail.method,
				children: paymentMethodLabels[order.paymentMethod] ?? order.paymentMethod
			}) : null,
			order.closedAt && order.status !== "paid" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DetailRow, {
				label: detail.closedAt,
				children: formatDateTime(order.closedAt)
			}) : null
		]
	}) })] });
}
// src/features/reviews/components/shop-order-review-card.tsx
var text$41 = seller.reviews;
/**
* The buyer's review of this order on /app/order/{id}, and the shop's reply: any member of the
* shop may send it, once (the server refuses a second one).
*/
function ShopOrderReviewCard({ order }) {
	const review = order.review;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitle, {
		className: "text-lg",
		children: text$41.title
	}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, {
		className: "grid gap-3 text-sm",
		children: !review ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "text-muted-foreground",
			children: text$41.none
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-wrap items-center gap-x-3 gap-y-1",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stars, {
						value: review.rating,
						label: text$41.star(review.rating)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "font-medium",
						children: review.authorName
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "text-muted-foreground text-xs",
						children: [formatDateTimeWib(review.createdAt), review.editedAt ? ` ${text$41.edited}` : null]
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "whitespace-pre-line break-words leading-relaxed",
				children: review.body
			}),
			review.reply ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "rounded-md border-primary border-l-2 bg-muted/60 px-3 py-2",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "font-medium text-xs",
						children: text$41.reply
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "mt-1 whitespace-pre-line break-words",
						children: review.reply.body
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "mt-1 text-muted-foreground text-xs",
						children: review.reply.repliedBy ? text$41.repliedBy(review.reply.repliedBy, formatDateTimeWib(review.reply.repliedAt)) : text$41.repliedAt(formatDateTimeWib(review.reply.repliedAt))
					})
				]
			}) : order.status === "paid" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReplyForm, { reviewId: review.id }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-muted-foreground",
				children: text$41.notCounted
			})
		] })
	})] });
}
function ReplyForm({ reviewId }) {
	const reply = useReplyToReview();
	const [value, setValue] = (0, import_react.useState)("");
	const [fieldError, setFieldError] = (0, import_react.useState)();
	const error = reply.error ? reply.error instanceof ApiError ? reply.error.message : common.errors.generic : null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		className: "grid gap-3 border-t pt-3",
		noValidate: true,
		onSubmit: (event) => {
			event.preventDefault();
			const parsed = ReviewReplyInput.safeParse({ reply: value });
			if (!parsed.success) {
				setFieldError(parsed.error.issues[0]?.message);
				return;
			}
			setFieldError(void 0);
			reply.mutate({
				reviewId,
				input: parsed.data
			}, { onSuccess: () => toast({ title: text$41.sent }) });
		},
		children: [
			error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				variant: "destructive",
				children: error
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				label: text$41.replyLabel,
				error: fieldError,
				hint: text$41.replyHint,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Textarea, {
					rows: 3,
					maxLength: REVIEW_REPLY_MAX,
					value,
					onChange: (event) => setValue(event.target.value)
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				className: "justify-self-end",
				disabled: reply.isPending,
				children: reply.isPending ? common.processing : text$41.send
			})
		]
	});
}
// src/app/routes/app/order-detail-page.tsx
var text$40 = seller.orders;
/** /app/order/:id: one order of the shop with its payment, split, hold and ledger trail. */
function OrderDetailPage() {
	const { id = "" } = useParams();
	const session = useSession();
	const order = useShopOrder(session.organizationId, id);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid grid-cols-1 gap-5",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${order.data?.number ?? text$40.title} — ${session.vendor?.name ?? common.brand.name}` }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BackLink, {
				to: paths.app.orders(),
				label: text$40.back
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DetailStates, {
				query: order,
				children: (data) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "flex flex-wrap items-center gap-3",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
							className: "font-bold text-2xl",
							children: data.number
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OrderStatusBadge, { status: data.status })]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "grid grid-cols-1 gap-5 lg:grid-cols-2",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShopOrderSummaryCard, { order: data }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShopOrderSplitCard, { order: data })]
					}),
					data.status === "paid" || data.review ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShopOrderReviewCard, { order: data }) : null,
					data.split ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShopOrderLedgerCard, { order: data }) : null
				] })
			})
		]
	});
}
// src/features/orders/components/shop-orders/shop-order-row.tsx
var text$39 = seller.orders;
/** One of the shop's orders; the fee and net columns show to owners and admins only. */
function ShopOrderRow({ order, canSeeMoney }) {
	const fees = order.split ? order.split.platformFee + order.split.affiliateFee : null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("tr", {
		className: "relative grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 px-4 py-3 hover:bg-muted/40 md:table-row md:p-0",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("td", {
				className: "min-w-0 md:px-4 md:py-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
					to: paths.app.order(order.id),
					className: "font-medium hover:underline after:absolute after:inset-0",
					children: order.promptTitle
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "truncate text-muted-foreground text-xs",
					children: [
						order.number,
						" · ",
						formatDateTime(order.createdAt)
					]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("td", {
				className: "col-start-1 min-w-0 text-xs md:px-4 md:py-3 md:text-sm",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "truncate",
					children: order.buyerName
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "truncate text-muted-foreground text-xs",
					children: order.buyerEmail
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", {
				className: "col-start-2 row-start-2 self-start text-right md:px-4 md:py-3 md:text-left",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OrderStatusBadge, { status: order.status })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", {
				className: "col-start-2 row-start-1 text-right font-semibold tabular-nums md:px-4 md:py-3",
				children: formatRupiah(order.price)
			}),
			canSeeMoney ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", {
				className: "hidden text-right text-muted-foreground tabular-nums md:table-cell md:px-4 md:py-3",
				children: fees === null ? "—" : `−${formatRupiah(fees)}`
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", {
				className: "col-span-2 text-right text-primary text-xs tabular-nums md:table-cell md:px-4 md:py-3 md:font-semibold md:text-sm",
				children: order.split ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: "text-muted-foreground md:hidden",
					children: [text$39.columns.net, ": "]
				}), formatRupiah(order.split.sellerNet)] }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "hidden md:inline",
					children: "—"
				})
			})] }) : null
		]
	});
}
// src/features/orders/components/shop-orders/shop-orders-table.tsx
var text$38 = seller.orders;
/** The shop's orders with buyer, status and price, plus fees and net for managers. */
function ShopOrdersTable({ items, canSeeMoney }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("table", {
		className: "w-full text-sm",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("thead", {
			className: "hidden bg-muted/50 text-left text-muted-foreground md:table-header-group",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("tr", { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
					className: "px-4 py-2 font-medium",
					children: text$38.columns.order
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
					className: "px-4 py-2 font-medium",
					children: text$38.columns.buyer
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
					className: "px-4 py-2 font-medium",
					children: text$38.columns.status
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
					className: "px-4 py-2 text-right font-medium",
					children: text$38.columns.price
				}),
				canSeeMoney ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
					className: "px-4 py-2 text-right font-medium",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("abbr", {
						title: text$38.feesNote,
						className: "no-underline",
						children: text$38.columns.fees
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
					className: "px-4 py-2 text-right font-medium",
					children: text$38.columns.net
				})] }) : null
			] })
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("tbody", {
			className: "divide-y",
			children: items.map((order) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShopOrderRow, {
				order,
				canSeeMoney
			}, order.id))
		})]
	});
}
// src/app/routes/app/orders-page.tsx
var text$37 = seller.orders;
/** /app/order: the shop's orders by status, searchable; any member, money for managers only. */
function OrdersPage() {
	const session = useSession();
	const canSeeMoney = session.role === "owner" || session.role === "admin";
	const [statusParam, setStatus] = useSearchParam("status");
	const status = OrderStatus.safeParse(statusParam).data;
	const { q, search, setSearch } = useSearchParamText();
	const orders = useShopOrders(session.organizationId, {
		status,
		q: q || void 0
	});
	const items = orders.data?.pages.flatMap((page) => page.items) ?? [];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid grid-cols-1 gap-5",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${text$37.title} — ${session.vendor?.name ?? common.brand.name}` }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
				title: text$37.title,
				lead: text$37.lead
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "grid gap-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterButtons, {
					legend: text$37.statusLegend,
					options: ORDER_STATUSES,
					label: (option) => orderStatusLabels[option],
					value: status,
					onChange: setStatus,
					allLabel: text$37.all
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchField, {
					value: search,
					onChange: setSearch,
					text: text$37
				})]
			}),
			!canSeeMoney ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-muted-foreground text-sm",
				children: text$37.memberNote
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListStates, {
				query: orders,
				empty: items.length === 0,
				emptyText: q ? text$37.emptySearch(q) : text$37.empty,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListCard, {
					dimmed: orders.isPlaceholderData,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShopOrdersTable, {
						items,
						canSeeMoney
					})
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadMoreButton, {
				query: orders,
				label: text$37.more
			})
		]
	});
}
// src/features/payouts/api/payouts.ts
var payoutKeys = {
	all: (organizationId) => [
		"seller",
		organizationId,
		"payouts"
	],
	paymentConfig: (organizationId) => [
		"seller",
		organizationId,
		"payment-config"
	]
};
/** GET /api/v1/seller/payouts: balance, minimum and requests (owners and admins). */
function usePayoutOverview(organizationId) {
	return useQuery({
		queryKey: payoutKeys.all(organizationId),
		queryFn: ({ signal }) => callApi(sellerApi.payouts, {}, { signal }),
		enabled: Boolean(organizationId)
	});
}
/** POST /api/v1/seller/payouts: the amount moves from available to reserved. */
function useRequestPayout(organizationId) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (amount) => callApi(sellerApi.requestPayout, { body: { amount } }),
		onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: payoutKeys.all(organizationId) }), queryClient.invalidateQueries({ queryKey: shopBalanceQueryKey(organizationId) })])
	});
}
/** GET /api/v1/seller/payment-config: where payouts go. */
function usePaymentConfig(organizationId) {
	return useQuery({
		queryKey: payoutKeys.paymentConfig(organizationId),
		queryFn: ({ signal }) => callApi(sellerApi.paymentConfig, {}, { signal }),
		enabled: Boolean(organizationId)
	});
}
/** PUT /api/v1/seller/payment-config; the session learns it at once (the red dot on Payout goes). */
function useUpdatePaymentConfig(organizationId) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (input) => callApi(sellerApi.updatePaymentConfig, { body: input }),
		onSuccess: (config) => {
			queryClient.setQueryData(payoutKeys.paymentConfig(organizationId), config);
			return queryClient.invalidateQueries({ queryKey: sessionQueryKey });
		}
	});
}
// src/app/routes/app/payout-page.tsx
var text$36 = seller.payouts;
/** /app/payout: balance, bank account, a payout request and the history (owners and admins). */
function PayoutPage() {
	const session = useSession();
	const canManage = session.role === "owner" || session.role === "admin";
	const organizationId = canManage ? session.organizationId : null;
	const overview = usePayoutOverview(organizationId);
	const config = usePaymentConfig(organizationId);
	const balance = useShopBalance(organizationId, canManage);
	const updateConfig = useUpdatePaymentConfig(organizationId);
	const requestPayout = useRequestPayout(organizationId);
	const nextReleaseAt = balance.data?.nextReleaseAt ?? overview.data?.nextReleaseAt ?? null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid grid-cols-1 gap-6",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${text$36.title} — ${session.vendor?.name ?? common.brand.name}` }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: "font-bold text-2xl",
				children: text$36.title
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-muted-foreground",
				children: text$36.lead
			})] }),
			!canManage ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, { children: text$36.managersOnly }) : overview.error || config.error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				variant: "destructive",
				children: (overview.error ?? config.error)?.message
			}) : !overview.data || !config.data || !organizationId ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-64 w-full" }) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dl", {
					className: "grid gap-4 sm:grid-cols-3",
					children: [
						[
							"available",
							seller.balance.available,
							balance.data?.available ?? overview.data.available
						],
						[
							"held",
							seller.balance.held,
							balance.data?.held ?? overview.data.held
						],
						[
							"reserved",
							seller.balance.reserved,
							balance.data?.reserved ?? overview.data.reserved
						]
					].map(([key, label, value]) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
						className: "grid content-start gap-1 p-5 pt-6",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
								className: "text-muted-foreground text-sm",
								children: label
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
								className: "font-bold text-2xl tabular-nums",
								"data-testid": `payout-${key}`,
								children: formatRupiah(value)
							}),
							key === "held" && value > 0 && nextReleaseAt ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
								className: "text-muted-foreground text-xs",
								children: seller.balance.availableFrom(formatDateWib(nextReleaseAt))
							}) : null
						]
					}, key))
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "grid grid-cols-1 gap-6 lg:grid-cols-2",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BankAccountCard, {
						config: config.data,
						onSave: updateConfig.mutateAsync,
						lead: text$36.bank.lead,
						missing: text$36.bank.missing
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PayoutRequestForm, {
						available: balance.data?.available ?? overview.data.available,
						held: balance.data?.held ?? overview.data.held,
						nextReleaseAt,
						minPayout: overview.data.minPayout,
						payouts: overview.data.items,
						bankAccount: config.data,
						onRequest: requestPayout.mutateAsync
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PayoutHistory, { items: overview.data.items })
			] })
		]
	});
}
// src/features/catalog/api/seller-product-keys.ts
/**
* The cache keys of the shop's prompts, in one place. Each starts with the active organisation,
* like the rest of the seller area, so switching shops never shows the other shop's prompts.
*/
var sellerProductKeys = {
	all: (organizationId) => [
		"seller",
		organizationId,
		"products"
	],
	lists: (organizationId) => [...sellerProductKeys.all(organizationId), "list"],
	list: (organizationId, filters) => [...sellerProductKeys.lists(organizationId), filters],
	detail: (organizationId, id) => [
		...sellerProductKeys.all(organizationId),
		"detail",
		id
	]
};
// src/features/catalog/api/get-seller-product.ts
/** GET /api/v1/seller/products/:id: one prompt of the shop, with its secret. */
var getSellerProduct = (id, signal) => callApi(sellerApi.product, { params: { id } }, { signal });
function useSellerProduct(organizationId, id) {
	return useQuery({
		queryKey: sellerProductKeys.detail(organizationId, id ?? ""),
		queryFn: ({ signal }) => getSellerProduct(id ?? "", signal),
		enabled: Boolean(organizationId && id),
		retry: false
	});
}
// src/features/catalog/components/back-to-products-link.tsx
/** Back from the editor to the shop's prompts. */
function BackToProductsLink() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link$1, {
		to: paths.app.products(),
		className: "inline-flex w-fit items-center gap-1.5 text-muted-foreground text-sm hover:text-foreground",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowLeft, {
			className: "size-4",
			"aria-hidden": "true"
		}), seller.products.editor.back]
	});
}
// src/features/catalog/api/product-cache.ts
/**
* After a change: the editor shows the server's answer at once, and every list (whose counts
* and order may have changed) loads again when next shown.
*/
function storeChangedProduct(queryClient, organizationId, product) {
	queryClient.setQueryData(sellerProductKeys.detail(organizationId, product.id), product);
	return queryClient.invalidateQueries({ queryKey: sellerProductKeys.lists(organizationId) });
}
// src/features/catalog/api/archive-product.ts
/** POST /api/v1/seller/products/:id/archive: off the marketplace, kept for the shop. */
var archiveSellerProduct = (id) => callApi(sellerApi.archiveProduct, { params: { id } });
function useArchiveSellerProduct(organizationId) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: archiveSellerProduct,
		onSuccess: (product) => storeChangedProduct(queryClient, organizationId, product)
	});
}
// src/features/catalog/api/create-product.ts
/** POST /api/v1/seller/products: a new draft of the active shop. */
var createSellerProduct = (input) => callApi(sellerApi.createProduct, { body: input });
function useCreateSellerProduct(organizationId) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: createSellerProduct,
		onSuccess: (product) => storeChangedProduct(queryClient, organizationId, product)
	});
}
// src/features/catalog/api/delete-product.ts
/** DELETE /api/v1/seller/products/:id (204). */
var deleteSellerProduct = (id) => callApi(sellerApi.deleteProduct, { params: { id } });
function useDeleteSellerProduct(organizationId) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: deleteSellerProduct,
		onSuccess: (_answer, id) => {
			queryClient.removeQueries({ queryKey: sellerProductKeys.detail(organizationId, id) });
			return queryClient.invalidateQueries({ queryKey: sellerProductKeys.lists(organizationId) });
		}
	});
}
// src/features/catalog/api/restore-product.ts
/** POST /api/v1/seller/products/:id/restore: an archived prompt back to work on. */
var restoreSellerProduct = (id) => callApi(sellerApi.restoreProduct, { params: { id } });
function useRestoreSellerProduct(organizationId) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: restoreSellerProduct,
		onSuccess: (product) => storeChangedProduct(queryClient, organizationId, product)
	});
}
// src/features/catalog/api/submit-product.ts
/** POST /api/v1/seller/products/:id/submit: draft or rejected → in review. */
var submitSellerProduct = (id) => callApi(sellerApi.submitProduct, { params: { id } });
function useSubmitSellerProduct(organizationId) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: submitSellerProduct,
		onSuccess: (product) => storeChangedProduct(queryClient, organizationId, product)
	});
}
// src/features/catalog/api/update-product.ts
/**
* PUT /api/v1/seller/products/:id: the whole prompt. On a published prompt a changed secret or
* changed examples become a revision in review; the published version stays live.
*/
var updateSellerProduct = ({ id, input }) => callApi(sellerApi.updateProduct, {
	params: { id },
	body: input
});
function useUpdateSellerProduct(organizationId) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: updateSellerProduct,
		onSuccess: (product) => storeChangedProduct(queryClient, organizationId, product)
	});
}
// src/features/catalog/api/withdraw-product.ts
/** POST /api/v1/seller/products/:id/withdraw: in review → draft, so it can be edited again. */
var withdrawSellerProduct = (id) => callApi(sellerApi.withdrawProduct, { params: { id } });
function useWithdrawSellerProduct(organizationId) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: withdrawSellerProduct,
		onSuccess: (product) => storeChangedProduct(queryClient, organizationId, product)
	});
}
// src/features/catalog/components/product-form-values.ts
function toExampleInput(example) {
	return example.kind === "image" ? {
		kind: "image",
		imageUrl: example.imageUrl ?? "",
		caption: example.caption ?? ""
	} : {
		kind: "text",
		text: example.text ?? "",
		caption: example.caption ?? ""
	};
}
/**
* The form's starting point. For a published prompt with a version in review, the secret and
* examples shown are that newer version's: it is what the seller last wrote and would edit.
*/
function toFormValues(product) {
	const secret = product?.revision ?? product;
	return {
		title: product?.title ?? "",
		descriptionHtml: product?.descriptionHtml ?? "",
		model: product?.model ?? "chatgpt",
		modelVersion: product?.modelVersion ?? "",
		categoryName: product?.categoryName ?? "",
		tags: product?.tags ?? [],
		price: product?.price ?? NaN,
		promptText: secret?.promptText ?? "",
		instructions: secret?.instructions ?? "",
		examples: (secret?.examples ?? []).map(toExampleInput),
		thumbnailUrl: product?.thumbnailUrl ?? null,
		changeNote: product?.revision?.changeNote ?? ""
	};
}
var FORM_FIELDS = new Set(Object.keys(SellerProductInput.shape));
/**
* The server's per-field messages land on the form's fields: the schema's (`body.title`) and the
* use case's (`categoryName`, `examples.2.imageUrl`). Whatever has no field is the caller's to
* show. Returns whether any field took a message.
*/
function applyServerFieldErrors(error, setError) {
	if (!(error instanceof ApiError)) return false;
	let placed = false;
	for (const field of error.fields) {
		const path = field.path.replace(/^body\./, "");
		if (!FORM_FIELDS.has(path.split(".")[0] ?? "")) continue;
		setError(path, {
			type: "server",
			message: field.message
		});
		placed = true;
	}
	return placed;
}
// src/features/catalog/hooks/use-unsaved-changes-guard.ts
/**
* Holds a navigation away from a form with unsaved changes (the caller asks to confirm) and
* warns before the tab closes. `leaving` is set when the form itself navigates after a save.
*/
function useUnsavedChangesGuard(isDirty, leaving) {
	const blocker = useBlocker(({ currentLocation, nextLocation }) => isDirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname);
	useWarnBeforeUnload(isDirty);
	return blocker;
}
// src/features/catalog/hooks/use-product-editor.ts
var text$35 = seller.products.editor;
/**
* The editor's form and what its buttons do: save (create or update), save and submit for
* review, the status transitions and delete, each with its toast, and the guard against leaving
* with unsaved changes.
*/
function useProductEditor(organizationId, product) {
	const navigate = useNavigate();
	const form = useForm({
		resolver: u(SellerProductInput),
		defaultValues: toFormValues(product),
		mode: "onTouched"
	});
	const create = useCreateSellerProduct(organizationId);
	const update = useUpdateSellerProduct(organizationId);
	const submit = useSubmitSellerProduct(organizationId);
	const withdraw = useWithdrawSellerProduct(organizationId);
	const archive = useArchiveSellerProduct(organizationId);
	const restore = useRestoreSellerProduct(organizationId);
	const remove = useDeleteSellerProduct(organizationId);
	const [deleteOpen, setDeleteOpen] = (0, import_react.useState)(false);
	const [working, setWorking] = (0, import_react.useState)(false);
	const leaving = (0, import_react.useRef)(false);
	const blocker = useUnsavedChangesGuard(form.formState.isDirty, leaving);
	const goTo = (path) => {
		leaving.current = true;
		navigate(path, { replace: path !== paths.app.products() });
	};
	const showError = (error) => {
		const onFields = applyServerFieldErrors(error, form.setError);
		toast({
			title: error instanceof Error && error.message ? error.message : common.errors.generic,
			...onFields ? { description: text$35.toasts.fixErrors } : {},
			variant: "destructive"
		});
	};
	const onInvalid = () => toast({
		title: text$35.toasts.fixErrors,
		variant: "destructive"
	});
	/** Creates or updates; the form then holds what the server kept (trimmed, lower-cased tags). */
	const save = async (values) => {
		const saved = product ? await update.mutateAsync({
			id: product.id,
			input: values
		}) : await create.mutateAsync(values);
		form.reset(toFormValues(saved));
		return saved;
	};
	const saveDraft = form.handleSubmit(async (values) => {
		setWorking(true);
		try {
			const saved = await save(values);
			const revisionStarted = saved.revision?.status === "in_review" && !product?.revision;
			toast({
				title: common.saved,
				...revisionStarted ? { description: text$35.toasts.revisionSubmitted } : {}
			});
			if (!product) goTo(paths.app.product(saved.id));
		} catch (error) {
			showError(error);
		} finally {
			setWorking(false);
		}
	}, onInvalid);
	const saveAndSubmit = form.handleSubmit(async (values) => {
		setWorking(true);
		try {
			const saved = await save(values);
			if (!product) leaving.current = true;
			try {
				await submit.mutateAsync(saved.id);
				toast({ title: text$35.toasts.submitted });
			} catch (error) {
				showError(error);
			}
			if (!product) goTo(paths.app.product(saved.id));
		} catch (error) {
			showError(error);
		} finally {
			setWorking(false);
		}
	}, onInvalid);
	const transition = async (mutation, done) => {
		if (!product) return;
		setWorking(true);
		try {
			const changed = await mutation.mutateAsync(product.id);
			if (!form.formState.isDirty) form.reset(toFormValues(changed));
			toast({ title: done });
		} catch (error) {
			showError(error);
		} finally {
			setWorking(false);
		}
	};
	const confirmDelete = async () => {
		if (!product) return;
		try {
			await remove.mutateAsync(product.id);
			setDeleteOpen(false);
			toast({ title: common.deleted });
			goTo(paths.app.products());
		} catch (error) {
			setDeleteOpen(false);
			showError(error);
		}
	};
	return {
		form,
		blocker,
		working,
		saveDraft,
		saveAndSubmit,
		withdraw: () => transition(withdraw, text$35.toasts.withdrawn),
		restore: () => transition(restore, text$35.toasts.restored),
		archive: () => transition(archive, text$35.toasts.archived),
		deleteDialog: {
			open: deleteOpen,
			setOpen: setDeleteOpen,
			deleting: remove.isPending,
			confirm: confirmDelete
		}
	};
}
// src/features/catalog/components/delete-product-dialog.tsx
var text$34 = seller.products.editor.deleteDialog;
/** Asks before a prompt is deleted for good. */
function DeleteProductDialog({ open, onOpenChange, title, deleting, onConfirm }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConfirmDialog, {
		open,
		onOpenChange,
		title: text$34.title,
		description: text$34.body(title),
		confirmLabel: text$34.confirm,
		cancelLabel: text$34.cancel,
		closeLabel: text$34.close,
		pending: deleting,
		onConfirm
	});
}
// src/features/catalog/components/product-status-notice.tsx
var text$33 = seller.products.editor.notices;
function Notice({ tone, icon, title, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		role: tone === "danger" ? "alert" : "status",
		className: cn("flex gap-3 rounded-lg border px-4 py-3 text-sm", tone === "info" && "border-primary/30 bg-accent text-accent-foreground", tone === "danger" && "border-destructive/40 bg-destructive/10 text-destructive", tone === "muted" && "bg-muted text-muted-foreground"),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: "mt-0.5 shrink-0 [&_svg]:size-4",
			children: icon
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "grid gap-1",
			children: [title ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "font-semibold",
				children: title
			}) : null, /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "leading-relaxed",
				children
			})]
		})]
	});
}
/**
* What the seller must know before editing: why the prompt was refused, that it is being
* reviewed, or that a newer version is in review while the published one stays on sale.
*/
function ProductStatusNotice({ product }) {
	const { revision } = product;
	if (product.status === "published" && revision?.status === "in_review") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Notice, {
		tone: "info",
		icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Clock, { "aria-hidden": "true" }),
		title: text$33.revisionInReview,
		children: text$33.revisionInReviewBody(formatDateTime(revision.submittedAt))
	});
	if (product.status === "published" && revision?.status === "rejected") return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Notice, {
		tone: "danger",
		icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircleExclamationPoint, { "aria-hidden": "true" }),
		title: text$33.revisionRejected,
		children: [revision.rejectionReason ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: "font-medium",
				children: [text$33.rejectionReason, ":"]
			}),
			" ",
			revision.rejectionReason
		] }) : null, /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: text$33.revisionRejectedBody })]
	});
	if (product.status === "rejected") return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Notice, {
		tone: "danger",
		icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircleExclamationPoint, { "aria-hidden": "true" }),
		title: text$33.rejectionReason,
		children: [product.rejectionReason ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: product.rejectionReason }) : null, /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: text$33.rejected })]
	});
	if (product.status === "in_review") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Notice, {
		tone: "info",
		icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Clock, { "aria-hidden": "true" }),
		children: text$33.inReview
	});
	if (product.status === "archived") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Notice, {
		tone: "muted",
		icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Archive, { "aria-hidden": "true" }),
		children: text$33.archived
	});
	return null;
}
// src/features/catalog/components/product-editor/allowed-actions.ts
/**
* What the prompt's status allows, read from the prompt lifecycle the server enforces. A prompt
* not saved yet is a draft in the making.
*/
function allowedActions(product) {
	const status = product?.status ?? "draft";
	const workingCopy = promptLifecycle.can("submit", status);
	return {
		editable: workingCopy || status === "published",
		saveDraft: workingCopy,
		saveChanges: status === "published",
		submit: workingCopy,
		withdraw: promptLifecycle.can("withdraw", status),
		archive: promptLifecycle.can("archive", status),
		restore: promptLifecycle.can("restore", status),
		remove: workingCopy
	};
}
// src/features/catalog/components/product-editor/product-status-facts.tsx
var text$32 = seller.products.editor;
/** Dates and numbers of the prompt, and what its status means for the seller. */
function ProductStatusFacts({ product }) {
	const notes = text$32.notices;
	const facts = [];
	if (product?.publishedAt) facts.push(notes.publishedAt(formatDateTime(product.publishedAt)));
	if (product?.status === "in_review" && product.submittedAt) facts.push(notes.submittedAt(formatDateTime(product.submittedAt)));
	const lead = {
		draft: notes.draft,
		published: notes.publishedEditNote,
		archived: notes.restoreNote
	}[product?.status ?? "draft"] ?? null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: cn("grid gap-2 text-muted-foreground text-sm", !lead && facts.length === 0 && "hidden"),
		children: [
			facts.map((fact) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: fact }, fact)),
			product?.status === "published" ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [
				seller.products.list.sales(formatNumber(product.sales)),
				" ·",
				" ",
				seller.products.list.views(formatNumber(product.views))
			] }) : null,
			lead ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "leading-relaxed",
				children: lead
			}) : null
		]
	});
}
// src/features/catalog/components/product-editor/product-actions-panel.tsx
var text$31 = seller.products.editor;
/** The status, its facts and the buttons the status allows, beside the form. */
function ProductActionsPanel({ product, can, editor }) {
	const { working } = editor;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("aside", {
		className: "grid gap-4 lg:sticky lg:top-6 lg:col-start-2 lg:row-start-1",
		"aria-label": text$31.actions.label,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "grid gap-4 rounded-lg border bg-card p-5",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex items-center justify-between gap-2",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "font-medium text-sm",
						children: text$31.status
					}), product ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductStatusBadge, { status: product.status }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "text-muted-foreground text-xs",
						children: text$31.notSaved
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductStatusFacts, { product }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "grid gap-2",
					children: [
						can.submit ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							type: "button",
							disabled: working,
							onClick: editor.saveAndSubmit,
							children: text$31.actions.submit
						}) : null,
						can.saveDraft ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							type: "submit",
							variant: "outline",
							disabled: working,
							children: text$31.actions.saveDraft
						}) : null,
						can.saveChanges ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							type: "submit",
							disabled: working,
							children: text$31.actions.saveChanges
						}) : null,
						can.withdraw ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							type: "button",
							disabled: working,
							onClick: editor.withdraw,
							children: text$31.actions.withdraw
						}) : null,
						can.restore ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							type: "button",
							disabled: working,
							onClick: editor.restore,
							children: text$31.actions.restore
						}) : null,
						product?.status === "published" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							asChild: true,
							variant: "ghost",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
								href: paths.marketplace.prompt(product.slug),
								target: "_blank",
								rel: "noopener",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExternalLink, { "aria-hidden": "true" }), text$31.viewPublic]
							})
						}) : null
					]
				}),
				can.archive || can.remove ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex flex-wrap gap-2 border-t pt-4",
					children: [can.archive ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						type: "button",
						variant: "outline",
						size: "sm",
						disabled: working,
						onClick: editor.archive,
						children: text$31.actions.archive
					}) : null, can.remove ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
						type: "button",
						variant: "ghost",
						size: "sm",
						disabled: working,
						onClick: () => editor.deleteDialog.setOpen(true),
						className: "text-destructive hover:text-destructive",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trash, { "aria-hidden": "true" }), text$31.actions.delete]
					}) : null]
				}) : null
			]
		})
	});
}
// src/features/catalog/components/rich-text-editor.tsx
var text$30 = seller.products.editor.richText;
var NOTHING_ACTIVE = {
	bold: false,
	italic: false,
	heading: false,
	bulletList: false,
	numberedList: false,
	link: false,
	code: false
};
var TOOLS = [
	{
		command: "bold",
		label: text$30.bold,
		icon: LetterB,
		shortcut: "Control+B"
	},
	{
		command: "italic",
		label: text$30.italic,
		icon: Italic,
		shortcut: "Control+I"
	},
	{
		command: "heading",
		label: text$30.heading,
		icon: Heading2
	},
	{
		command: "bulletList",
		label: text$30.bulletList,
		icon: List
	},
	{
		command: "numberedList",
		label: text$30.numberedList,
		icon: ListOrdered
	},
	{
		command: "link",
		label: text$30.link,
		icon: Link,
		shortcut: "Control+K"
	},
	{
		command: "code",
		label: text$30.code,
		icon: Code
	}
];
var TYPOGRAPHY = [
	"break-words leading-relaxed",
	"[&_p]:my-2 [&>:first-child]:mt-0 [&>:last-child]:mb-0 [&_p.lead]:text-base",
	"[&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:font-semibold [&_h2]:text-lg",
	"[&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6",
	"[&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4",
	"[&_b]:font-semibold [&_strong]:font-semibold [&_em]:italic [&_i]:italic",
	"[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.9em]",
	"[&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground"
].join(" ");
var LINK_PROTOCOL = /^(https?:|mailto:)/i;
var CARET_HOLDER = "​";
var EMPTY_CONTENT = "<p><br></p>";
/** `contoh.id` → `https://contoh.id`; anything that is no web or mail address → null. */
function normaliseHref(raw) {
	const value = raw.trim();
	if (value === "") return null;
	const withProtocol = LINK_PROTOCOL.test(value) ? value : `https://${value}`;
	try {
		const url = new URL(withProtocol);
		return [
			"http:",
			"https:",
			"mailto:"
		].includes(url.protocol) ? url.href : null;
	} catch {
		return null;
	}
}
/**
* The allow-listed HTML of the editor. Chrome nests a list it creates in the paragraph it came
* from (`<p><ul>…</ul></p>`); parsing splits that into empty paragraphs, dropped here.
*/
var cleanOutput = (html) => sanitizeHtml(html).replaceAll(CARET_HOLDER, "").replaceAll("<p></p>", "");
var escapeHtml = (value) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
/** The nearest element with this tag around the selection, inside the editor only. */
function closestInEditor(editor, tagName) {
	const node = document.getSelection()?.anchorNode ?? null;
	let element = node instanceof HTMLElement ? node : node?.parentElement ?? null;
	while (element && element !== editor) {
		if (element.tagName === tagName) return element;
		element = element.parentElement;
	}
	return null;
}
/**
* A small rich-text editor for descriptions: a `contentEditable` area with a toolbar (tebal,
* miring, judul, daftar, tautan, kode). Whatever is typed or pasted, what it hands the form has
* been cleaned to the spec's allow-list (§5) by the same sanitiser that renders it later.
*/
function RichTextEditor({ value, onChange, onBlur, labelId, describedBy, invalid = false, disabled = false, editorRef }) {
	const editor = (0, import_react.useRef)(null);
	const lastEmitted = (0, import_react.useRef)(null);
	const savedRange = (0, import_react.useRef)(null);
	const [active, setActive] = (0, import_react.useState)(NOTHING_ACTIVE);
	const [empty, setEmpty] = (0, import_react.useState)(value.trim() === "");
	const [linkOpen, setLinkOpen] = (0, import_react.useState)(false);
	const [focusedTool, setFocusedTool] = (0, import_react.useState)(0);
	(0, import_react.useLayoutEffect)(() => {
		const element = editor.current;
		if (!element || value === lastEmitted.current) return;
		element.innerHTML = value.trim() === "" ? EMPTY_CONTENT : sanitizeHtml(value);
		lastEmitted.current = value;
		setEmpty((element.textContent ?? "").trim() === "");
	}, [value]);
	const emit = (0, import_react.useCallback)(() => {
		const element = editor.current;
		if (!element) return;
		const hasText = (element.textContent ?? "").replaceAll(CARET_HOLDER, "").trim() !== "";
		const html = hasText ? cleanOutput(element.innerHTML) : "";
		if (!hasText && element.innerHTML !== EMPTY_CONTENT && !element.querySelector("ul, ol")) {
			element.innerHTML = EMPTY_CONTENT;
			const paragraph = element.firstElementChild;
			const selection = document.getSelection();
			if (paragraph && selection && document.activeElement === element) selection.collapse(paragraph, 0);
		}
		setEmpty(!hasText);
		lastEmitted.current = html;
		onChange(html);
	}, [onChange]);
	const readActive = (0, import_react.useCallback)(() => {
		const element = editor.current;
		const selection = document.getSelection();
		if (!element || !selection?.rangeCount || !element.contains(selection.anchorNode)) return;
		savedRange.current = selection.getRangeAt(0).cloneRange();
		setActive({
			bold: document.queryCommandState("bold"),
			italic: document.queryCommandState("italic"),
			heading: closestInEditor(element, "H2") !== null,
			bulletList: closestInEditor(element, "UL") !== null,
			numberedList: closestInEditor(element, "OL") !== null,
			link: closestInEditor(element, "A") !== null,
			code: closestInEditor(element, "CODE") !== null
		});
	}, []);
	(0, import_react.useEffect)(() => {
		document.addEventListener("selectionchange", readActive);
		return () => document.removeEventListener("selectionchange", readActive);
	}, [readActive]);
	/** Back into the text where the seller left it (a toolbar button took the focus). */
	const restoreSelection = () => {
		const element = editor.current;
		if (!element) return;
		element.focus();
		const selection = document.getSelection();
		const range = savedRange.current;
		if (selection && range && element.contains(range.commonAncestorContainer)) {
			selection.removeAllRanges();
			selection.addRange(range);
		}
	};
	const toggleCode = (element) => {
		const code = closestInEditor(element, "CODE");
		if (code) {
			code.replaceWith(document.createTextNode(code.textContent ?? ""));
			emit();
			return;
		}
		const selection = document.getSelection();
		if (!selection?.rangeCount) return;
		const range = selection.getRangeAt(0);
		const inserted = document.createElement("code");
		inserted.textContent = range.toString() || text$30.code;
		range.deleteContents();
		range.insertNode(inserted);
		const after = document.createTextNode(CARET_HOLDER);
		inserted.after(after);
		range.setStart(after, 1);
		range.collapse(true);
		selection.removeAllRanges();
		selection.addRange(range);
		emit();
	};
	const run = (command) => {
		const element = editor.current;
		if (!element || disabled) return;
		if (command === "link") {
			readActive();
			setLinkOpen(true);
			return;
		}
		restoreSelection();
		if (command === "bold") document.execCommand("bold");
		else if (command === "italic") document.execCommand("italic");
		else if (command === "heading") document.execCommand("formatBlock", false, active.heading ? "p" : "h2");
		else if (command === "bulletList") document.execCommand("insertUnorderedList");
		else if (command === "numberedList") document.execCommand("insertOrderedList");
		else if (command === "code") toggleCode(element);
		readActive();
	};
	const applyLink = (href) => {
		setLinkOpen(false);
		restoreSelection();
		if (href === null) document.execCommand("unlink");
		else if (document.getSelection()?.isCollapsed ?? true) document.execCommand("insertHTML", false, `<a href="${escapeHtml(href)}">${escapeHtml(href)}</a>`);
		else document.execCommand("createLink", false, href);
		readActive();
	};
	const onKeyDown = (event) => {
		if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
			event.preventDefault();
			run("link");
		}
	};
	const onPaste = (event) => {
		event.preventDefault();
		const html = event.clipboardData.getData("text/html");
		if (html) document.execCommand("insertHTML", false, sanitizeHtml(html));
		else document.execCommand("insertText", false, event.clipboardData.getData("text/plain"));
	};
	const toolButtons = (0, import_react.useRef)([]);
	const onToolbarKeyDown = (event) => {
		const next = {
			ArrowRight: focusedTool + 1,
			ArrowLeft: focusedTool - 1,
			Home: 0,
			End: TOOLS.length - 1
		}[event.key];
		if (next === void 0) return;
		event.preventDefault();
		const index = (next + TOOLS.length) % TOOLS.length;
		setFocusedTool(index);
		toolButtons.current[index]?.focus();
	};
	const setEditorRef = (element) => {
		editor.current = element;
		if (typeof editorRef === "function") editorRef(element);
		else if (editorRef) editorRef.current = element;
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: cn("overflow-hidden rounded-md border bg-card shadow-xs transition-colors focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/30", invalid && "border-destructive", disabled && "opacity-60"),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				role: "toolbar",
				"aria-label": text$30.toolbar,
				"aria-controls": `${labelId}-editor`,
				onKeyDown: onToolbarKeyDown,
				className: "flex flex-wrap gap-0.5 border-b bg-muted/40 p-1",
				children: TOOLS.map((tool, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					ref: (button) => {
						toolButtons.current[index] = button;
					},
					type: "button",
					title: tool.shortcut ? `${tool.label} (${tool.shortcut.replace("Control", "Ctrl")})` : tool.label,
					"aria-label": tool.label,
					"aria-pressed": active[tool.command],
					"aria-keyshortcuts": tool.shortcut,
					tabIndex: index === focusedTool ? 0 : -1,
					disabled,
					onMouseDown: (event) => event.preventDefault(),
					onFocus: () => setFocusedTool(index),
					onClick: () => run(tool.command),
					className: "inline-flex size-8 items-center justify-center rounded text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground aria-pressed:bg-accent aria-pressed:text-accent-foreground disabled:pointer-events-none",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(tool.icon, {
						className: "size-4",
						"aria-hidden": "true"
					})
				}, tool.command))
			}),
			linkOpen ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinkBar, {
				initial: closestLinkHref(editor.current),
				onApply: applyLink,
				onCancel: () => {
					setLinkOpen(false);
					restoreSelection();
				}
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "relative",
				children: [empty ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					"aria-hidden": "true",
					className: "pointer-events-none absolute top-3 left-3 text-muted-foreground text-sm",
					children: seller.products.editor.fields.descriptionHint
				}) : null, /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					ref: setEditorRef,
					id: `${labelId}-editor`,
					role: "textbox",
					tabIndex: disabled ? -1 : 0,
					"aria-multiline": "true",
					"aria-labelledby": labelId,
					"aria-describedby": describedBy,
					"aria-invalid": invalid || void 0,
					"aria-disabled": disabled || void 0,
					contentEditable: !disabled,
					suppressContentEditableWarning: true,
					onInput: emit,
					onFocus: () => document.execCommand("defaultParagraphSeparator", false, "p"),
					onBlur,
					onKeyDown,
					onKeyUp: readActive,
					onMouseUp: readActive,
					onPaste,
					className: cn("max-h-[28rem] min-h-40 overflow-y-auto px-3 py-3 text-sm outline-none", TYPOGRAPHY)
				})]
			})
		]
	});
}
function closestLinkHref(editor) {
	if (!editor) return "";
	return closestInEditor(editor, "A")?.getAttribute("href") ?? "";
}
/** Asks for a link's address in place (no `window.prompt`), and can remove a link too. */
function LinkBar({ initial, onApply, onCancel }) {
	const id = (0, import_react.useId)();
	const [href, setHref] = (0, import_react.useState)(initial);
	const [error, setError] = (0, import_react.useState)(null);
	const apply = () => {
		const normalised = normaliseHref(href);
		if (normalised === null) {
			if (href.trim() === "" && initial) onApply(null);
			else setError(text$30.linkInvalid);
			return;
		}
		onApply(normalised);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid gap-1.5 border-b bg-muted/20 p-2",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex flex-wrap items-center gap-2",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
					htmlFor: id,
					className: "font-medium text-xs",
					children: text$30.linkLabel
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
					id,
					autoFocus: true,
					type: "url",
					inputMode: "url",
					value: href,
					placeholder: text$30.linkPlaceholder,
					"aria-invalid": error ? true : void 0,
					"aria-describedby": error ? `${id}-error` : void 0,
					onChange: (event) => {
						setHref(event.target.value);
						setError(null);
					},
					onKeyDown: (event) => {
						if (event.key === "Enter") {
							event.preventDefault();
							apply();
						} else if (event.key === "Escape") {
							event.preventDefault();
							onCancel();
						}
					},
					className: "h-8 min-w-48 flex-1"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "button",
					size: "sm",
					onClick: apply,
					children: text$30.linkApply
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "button",
					size: "sm",
					variant: "ghost",
					onClick: onCancel,
					children: text$30.linkCancel
				})
			]
		}), error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			id: `${id}-error`,
			className: "text-destructive text-xs",
			children: error
		}) : null]
	});
}
// src/features/catalog/components/rupiah-input.tsx
var digitsOf = (value) => value.replace(/\D/g, "");
/**
* A price in whole rupiah, grouped as Indonesians write it (`150.000`) while typing; the caret
* keeps its place among the digits when a dot appears or goes.
*/
function RupiahInput({ value, onChange, onBlur, disabled, inputRef, ...control }) {
	const input = (0, import_react.useRef)(null);
	const digitsAfterCaret = (0, import_react.useRef)(null);
	const shown = Number.isFinite(value) ? formatNumber(value) : "";
	(0, import_react.useLayoutEffect)(() => {
		const element = input.current;
		const after = digitsAfterCaret.current;
		if (!element || after === null || document.activeElement !== element) return;
		digitsAfterCaret.current = null;
		let position = element.value.length;
		for (let seen = 0; position > 0 && seen < after; position--) if (/\d/.test(element.value[position - 1] ?? "")) seen++;
		element.setSelectionRange(position, position);
	});
	const handleChange = (event) => {
		const raw = event.target.value;
		const caret = event.target.selectionStart ?? raw.length;
		digitsAfterCaret.current = digitsOf(raw.slice(caret)).length;
		const digits = digitsOf(raw).replace(/^0+(?=\d)/, "").slice(0, 9);
		onChange(digits === "" ? NaN : Number(digits));
	};
	const setRefs = (element) => {
		input.current = element;
		if (typeof inputRef === "function") inputRef(element);
		else if (inputRef) inputRef.current = element;
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: cn("flex h-10 items-center rounded-md border bg-card shadow-xs transition-colors focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/30", control["aria-invalid"] && "border-destructive", disabled && "opacity-50"),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "pl-3 text-muted-foreground text-sm",
				"aria-hidden": "true",
				children: "Rp"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				ref: setRefs,
				...control,
				type: "text",
				inputMode: "numeric",
				autoComplete: "off",
				value: shown,
				disabled,
				placeholder: "0",
				onChange: handleChange,
				onBlur,
				className: "h-full min-w-0 flex-1 bg-transparent px-2 text-base tabular-nums outline-none placeholder:text-muted-foreground sm:text-sm"
			}),
			value === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "mr-2 rounded-full bg-accent px-2 py-0.5 font-medium text-accent-foreground text-xs",
				children: seller.products.editor.fields.priceFree
			}) : null
		]
	});
}
// src/features/catalog/components/tag-input.tsx
var text$29 = seller.products.editor.fields;
/**
* Tags as removable chips. Enter or a comma adds what was typed (lower-case, as the server keeps
* them), Backspace on an empty input takes the last one back for editing.
*/
function TagInput({ value, onChange, onBlur, max, invalidIndexes = [], disabled = false, inputRef, ...control }) {
	const [draft, setDraft] = (0, import_react.useState)("");
	const full = value.length >= max;
	const commit = () => {
		const tag = draft.trim().replace(/,+$/, "").trim().toLowerCase();
		setDraft("");
		if (tag === "" || value.includes(tag) || full) return;
		onChange([...value, tag]);
	};
	const onKeyDown = (event) => {
		if (event.key === "Enter" || event.key === ",") {
			event.preventDefault();
			commit();
		} else if (event.key === "Backspace" && draft === "" && value.length > 0) {
			event.preventDefault();
			setDraft(value.at(-1) ?? "");
			onChange(value.slice(0, -1));
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: cn("flex min-h-10 flex-wrap items-center gap-1.5 rounded-md border bg-card px-2 py-1.5 shadow-xs transition-colors focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/30", control["aria-invalid"] && "border-destructive", disabled && "opacity-50"),
		children: [value.length > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: "contents",
			children: value.map((tag, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
				className: cn("inline-flex items-center gap-1 rounded-full border py-0.5 pr-1 pl-2.5 text-xs", invalidIndexes.includes(index) ? "border-destructive/50 bg-destructive/10 text-destructive" : "bg-accent text-accent-foreground"),
				children: [tag, /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					disabled,
					"aria-label": text$29.removeTag(tag),
					onClick: () => onChange(value.filter((other) => other !== tag)),
					className: "inline-flex size-5 items-center justify-center rounded-full hover:bg-background/60",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(X, {
						className: "size-3",
						"aria-hidden": "true"
					})
				})]
			}, tag))
		}) : null, /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
			ref: inputRef,
			...control,
			value: draft,
			disabled: disabled || full,
			placeholder: full ? void 0 : text$29.tagsPlaceholder,
			enterKeyHint: "enter",
			autoCapitalize: "none",
			onChange: (event) => setDraft(event.target.value),
			onKeyDown,
			onKeyUp: (event) => {
				if (event.currentTarget.value.endsWith(",")) commit();
			},
			onBlur: () => {
				commit();
				onBlur();
			},
			className: "h-7 min-w-32 flex-1 bg-transparent px-1 text-base outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed sm:text-sm"
		})]
	});
}
// src/features/catalog/components/product-editor/array-error.ts
/** The first message among a list field's own error and its items' errors. */
function arrayError(error) {
	if (!error) return {
		message: void 0,
		indexes: []
	};
	const items = Array.isArray(error) ? error : [];
	const indexes = items.flatMap((item, index) => item ? [index] : []);
	return {
		message: error.message ?? error.root?.message ?? (indexes[0] === void 0 ? void 0 : items[indexes[0]]?.message),
		indexes
	};
}
// src/features/catalog/components/product-editor/editor-section.tsx
/** One titled card of the editor's form. */
function EditorSection({ title, lead, children }) {
	const id = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": id,
		className: "grid gap-5 rounded-lg border bg-card p-4 sm:p-5",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "grid gap-1",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id,
				className: "font-semibold",
				children: title
			}), lead ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-muted-foreground text-sm",
				children: lead
			}) : null]
		}), children]
	});
}
// src/features/catalog/components/product-editor/product-basics-section.tsx
var text$28 = seller.products.editor;
var SELECT_CLASS = "h-10 w-full rounded-md border bg-card px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive sm:text-sm";
/** Title, description, AI model, category, price and tags. */
function ProductBasicsSection({ form, categories, editable }) {
	const { control, register, formState: { errors } } = form;
	const descriptionId = (0, import_react.useId)();
	const tags = arrayError(errors.tags);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(EditorSection, {
		title: text$28.sections.basics,
		lead: text$28.sections.basicsLead,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				label: text$28.fields.title,
				error: errors.title?.message,
				hint: text$28.fields.titleHint,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
					maxLength: 120,
					autoComplete: "off",
					...register("title")
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "grid gap-1.5",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						id: descriptionId,
						className: "font-medium text-sm",
						children: text$28.fields.description
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
						control,
						name: "descriptionHtml",
						render: ({ field, fieldState }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RichTextEditor, {
							value: field.value,
							onChange: field.onChange,
							onBlur: field.onBlur,
							editorRef: field.ref,
							labelId: descriptionId,
							describedBy: fieldState.error ? `${descriptionId}-message` : void 0,
							invalid: Boolean(fieldState.error),
							disabled: !editable
						})
					}),
					errors.descriptionHtml?.message ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						id: `${descriptionId}-message`,
						className: "text-destructive text-sm",
						children: errors.descriptionHtml.message
					}) : null
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "grid gap-4 sm:grid-cols-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
					className: "content-start",
					label: text$28.fields.model,
					error: errors.model?.message,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("select", {
						className: SELECT_CLASS,
						...register("model"),
						children: aiModels.map((model) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
							value: model,
							children: aiModelLabels[model]
						}, model))
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
					className: "content-start",
					label: text$28.fields.modelVersion,
					error: errors.modelVersion?.message,
					hint: text$28.fields.modelVersionHint,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
						maxLength: 40,
						autoComplete: "off",
						placeholder: text$28.fields.modelVersionPlaceholder,
						...register("modelVersion")
					})
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "grid gap-4 sm:grid-cols-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
					className: "content-start",
					label: text$28.fields.category,
					error: errors.categoryName?.message,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("select", {
						className: SELECT_CLASS,
						...register("categoryName"),
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
							value: "",
							children: text$28.fields.categoryPlaceholder
						}), categories.map((category) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
							value: category.name,
							children: category.title
						}, category.name))]
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
					control,
					name: "price",
					render: ({ field, fieldState }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
						className: "content-start",
						label: text$28.fields.price,
						error: fieldState.error?.message,
						hint: text$28.fields.priceHint,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RupiahInput, {
							value: field.value,
							onChange: field.onChange,
							onBlur: field.onBlur,
							inputRef: field.ref,
							disabled: !editable
						})
					})
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
				control,
				name: "tags",
				render: ({ field }) => {
					const value = field.value ?? [];
					return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
						label: text$28.fields.tags,
						error: tags.message,
						hint: value.length >= 10 ? text$28.fields.tagsFull(10) : text$28.fields.tagsHint(10),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TagInput, {
							value,
							onChange: field.onChange,
							onBlur: field.onBlur,
							inputRef: field.ref,
							max: 10,
							invalidIndexes: tags.indexes,
							disabled: !editable
						})
					});
				}
			})
		]
	});
}
// src/lib/upload-image.ts
/**
* POST /api/v1/seller/uploads: an image of the active shop (a prompt's thumbnail or example, the
* shop's logo or banner).
*/
async function uploadImage(file) {
	return http.post(sellerApi.uploadImage.path, imageUploadForm(file));
}
// src/hooks/use-upload-image.ts
/** One image upload; a refusal (too large, not an image) is told in a toast. */
function useUploadImage(onUploaded) {
	return useMutation({
		mutationFn: uploadImage,
		onSuccess: onUploaded,
		onError: (error) => toast({
			title: error.message || common.errors.generic,
			variant: "destructive"
		})
	});
}
// src/components/image-picker-button.tsx
/** A button that opens the file picker, uploads the chosen image and hands back its address. */
function ImagePickerButton({ label, onUploaded, disabled, ...buttonProps }) {
	const input = (0, import_react.useRef)(null);
	const upload = useUploadImage(onUploaded);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
		ref: input,
		type: "file",
		accept: UPLOAD_IMAGE_TYPES.join(","),
		hidden: true,
		tabIndex: -1,
		onChange: (event) => {
			const file = event.target.files?.[0];
			event.target.value = "";
			if (file) upload.mutate(file);
		}
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
		type: "button",
		variant: "outline",
		...buttonProps,
		disabled: disabled || upload.isPending,
		"aria-busy": upload.isPending || void 0,
		onClick: () => input.current?.click(),
		children: [upload.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoaderCircle, {
			className: "animate-spin",
			"aria-hidden": "true"
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImagePlus, { "aria-hidden": "true" }), upload.isPending ? common.uploading : label]
	})] });
}
// src/features/catalog/components/examples-editor.tsx
var text$27 = seller.products.editor.examples;
/**
* Example outputs: images (uploaded, previewed) and texts, each with a caption, at most eight.
* Reordering uses buttons, not drag and drop, so it works by keyboard and screen reader; the
* focus follows the moved example and the new position is announced.
*/
function ExamplesEditor({ control, register, errors, disabled }) {
	const { fields, append, remove, move } = useFieldArray({
		control,
		name: "examples"
	});
	const [announcement, setAnnouncement] = (0, import_react.useState)("");
	const moveButtons = (0, import_react.useRef)(/* @__PURE__ */ new Map());
	const [focusAfterMove, setFocusAfterMove] = (0, import_react.useState)(null);
	const full = fields.length >= 8;
	const listError = errors?.message ?? errors?.root?.message;
	(0, import_react.useEffect)(() => {
		if (!focusAfterMove) return;
		setFocusAfterMove(null);
		const { index, button } = focusAfterMove;
		const target = (button === "up" ? index === 0 : index === fields.length - 1) ? button === "up" ? "down" : "up" : button;
		moveButtons.current.get(`${index}-${target}`)?.focus();
	}, [focusAfterMove, fields.length]);
	const moveExample = (from, to, button) => {
		move(from, to);
		setFocusAfterMove({
			index: to,
			button
		});
		setAnnouncement(text$27.moved(to + 1));
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid gap-4",
		children: [
			fields.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "rounded-md border border-dashed px-4 py-6 text-center text-muted-foreground text-sm",
				children: text$27.empty
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", {
				className: "grid gap-3",
				children: fields.map((field, index) => {
					const position = index + 1;
					const error = errors?.[index];
					const heading = field.kind === "image" ? text$27.imageLabel(position) : text$27.textLabel(position);
					return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
						className: "rounded-lg border bg-background/60 p-3 sm:p-4",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
							"aria-labelledby": `${field.id}-heading`,
							className: "grid min-w-0 gap-3",
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
									className: "flex items-center justify-between gap-2",
									children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
										id: `${field.id}-heading`,
										className: "font-medium text-sm",
										children: heading
									}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
										className: "flex gap-1",
										children: [
											/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
												ref: (button) => {
													moveButtons.current.set(`${index}-up`, button);
												},
												type: "button",
												variant: "ghost",
												size: "icon",
												className: "size-8",
												"aria-label": text$27.moveUp(position),
												disabled: index === 0,
												onClick: () => moveExample(index, index - 1, "up"),
												children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowUp, { "aria-hidden": "true" })
											}),
											/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
												ref: (button) => {
													moveButtons.current.set(`${index}-down`, button);
												},
												type: "button",
												variant: "ghost",
												size: "icon",
												className: "size-8",
												"aria-label": text$27.moveDown(position),
												disabled: index === fields.length - 1,
												onClick: () => moveExample(index, index + 1, "down"),
												children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowDown, { "aria-hidden": "true" })
											}),
											/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
												type: "button",
												variant: "ghost",
												size: "icon",
												className: "size-8 text-destructive hover:text-destructive",
												"aria-label": text$27.remove(position),
												onClick: () => {
													remove(index);
													setAnnouncement(text$27.removed);
												},
												children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trash, { "aria-hidden": "true" })
											})
										]
									})]
								}),
								field.kind === "image" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImageExample, {
									url: field.imageUrl,
									alt: text$27.imageAlt(position),
									error: error?.imageUrl?.message
								}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
									label: text$27.text,
									error: error?.text?.message,
									children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Textarea, {
										rows: 5,
										...register(`examples.${index}.text`)
									})
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
									label: text$27.caption,
									error: error?.caption?.message,
									children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
										placeholder: text$27.captionPlaceholder,
										maxLength: 200,
										...register(`examples.${index}.caption`)
									})
								})
							]
						})
					}, field.id);
				})
			}),
			listError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "alert",
				className: "text-destructive text-sm",
				children: listError
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-wrap items-center gap-2",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImagePickerButton, {
						label: text$27.addImage,
						disabled: disabled || full,
						onUploaded: (image) => {
							append({
								kind: "image",
								imageUrl: image.url,
								caption: ""
							}, { shouldFocus: false });
							setAnnouncement(text$27.imageLabel(fields.length + 1));
						}
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
						type: "button",
						variant: "outline",
						disabled: disabled || full,
						onClick: () => append({
							kind: "text",
							text: "",
							caption: ""
						}, { focusName: `examples.${fields.length}.text` }),
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FileText, { "aria-hidden": "true" }), text$27.addText]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: cn("text-muted-foreground text-xs", full && "text-foreground"),
						children: full ? text$27.full(8) : `${fields.length}/8`
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "sr-only",
				"aria-live": "polite",
				children: announcement
			})
		]
	});
}
function ImageExample({ url, alt, error }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid gap-1.5",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "flex max-h-80 justify-center overflow-hidden rounded-md border bg-muted",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
				src: url,
				alt,
				className: "max-h-80 w-auto object-contain"
			})
		}), error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "text-destructive text-sm",
			children: error
		}) : null]
	});
}
// src/features/catalog/components/template-variables.tsx
var text$26 = seller.products.editor.fields;
/**
* The `[BRACKETED]` variables of the prompt text as the server will count them (the same
* function), updated while typing: their number is shown to buyers.
*/
function TemplateVariables({ promptText }) {
	const variables = (0, import_react.useMemo)(() => templateVariables(promptText), [promptText]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid gap-1.5",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
			className: "flex items-center gap-1.5 font-medium text-muted-foreground text-xs",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Braces, {
					className: "size-3.5",
					"aria-hidden": "true"
				}),
				text$26.variables,
				" (",
				variables.length,
				")"
			]
		}), variables.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "text-muted-foreground text-xs",
			children: text$26.noVariables
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: "flex flex-wrap gap-1.5",
			"aria-label": text$26.variables,
			children: variables.map((name) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
				className: "rounded-md border border-primary/30 bg-accent px-2 py-0.5 font-mono text-accent-foreground text-xs",
				children: [
					"[",
					name,
					"]"
				]
			}, name))
		})]
	});
}
// src/features/catalog/components/thumbnail-field.tsx
var text$25 = seller.products.editor.thumbnail;
/** The prompt's cover: a 16:9 preview of the upload, to replace or remove. */
function ThumbnailField({ value, onChange, disabled = false }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid gap-3 sm:grid-cols-[minmax(0,16rem)_1fr] sm:items-start",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "flex aspect-video items-center justify-center overflow-hidden rounded-md border bg-gradient-to-br from-accent to-muted",
			children: value ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
				src: value,
				alt: text$25.alt,
				className: "size-full object-cover"
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Image, {
				className: "size-8 text-accent-foreground/60",
				"aria-hidden": "true"
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "grid gap-2",
			children: [value ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-muted-foreground text-sm",
				children: text$25.none
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-wrap gap-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImagePickerButton, {
					label: value ? text$25.replace : text$25.upload,
					onUploaded: (image) => onChange(image.url),
					disabled
				}), value ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
					type: "button",
					variant: "ghost",
					disabled,
					onClick: () => onChange(null),
					className: "text-destructive hover:text-destructive",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trash, { "aria-hidden": "true" }), text$25.remove]
				}) : null]
			})]
		})]
	});
}
// src/features/catalog/components/product-editor/product-content-sections.tsx
var text$24 = seller.products.editor;
/** The thumbnail, the secret (prompt text and instructions), the examples and the change note. */
function ProductContentSections({ form, editable, published }) {
	const { control, register, formState: { errors } } = form;
	const promptText = useWatch({
		control,
		name: "promptText"
	}) ?? "";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(EditorSection, {
			title: text$24.sections.thumbnail,
			lead: text$24.sections.thumbnailLead,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
				control,
				name: "thumbnailUrl",
				render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ThumbnailField, {
					value: field.value,
					onChange: (url) => field.onChange(url),
					disabled: !editable
				})
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(EditorSection, {
			title: text$24.sections.secret,
			lead: text$24.sections.secretLead,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "grid gap-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
					label: text$24.fields.promptText,
					error: errors.promptText?.message,
					hint: text$24.fields.promptTextHint,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Textarea, {
						rows: 10,
						spellCheck: false,
						className: "font-mono text-sm leading-relaxed sm:text-[13px]",
						...register("promptText")
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TemplateVariables, { promptText })]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				label: text$24.fields.instructions,
				error: errors.instructions?.message,
				hint: text$24.fields.instructionsHint,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Textarea, {
					rows: 5,
					...register("instructions")
				})
			})]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(EditorSection, {
			title: text$24.sections.examples,
			lead: text$24.sections.examplesLead,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExamplesEditor, {
				control,
				register,
				errors: errors.examples,
				disabled: !editable
			})
		}),
		published ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EditorSection, {
			title: text$24.sections.changeNote,
			lead: text$24.sections.changeNoteLead,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				label: text$24.fields.changeNote,
				error: errors.changeNote?.message,
				hint: text$24.fields.changeNoteHint,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Textarea, {
					rows: 3,
					maxLength: 500,
					...register("changeNote")
				})
			})
		}) : null
	] });
}
// src/features/catalog/components/product-editor/unsaved-changes-dialog.tsx
var text$23 = seller.products.editor.unsaved;
/** Asks whether to leave the editor when a navigation would drop unsaved changes. */
function UnsavedChangesDialog({ blocker }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		open: blocker.state === "blocked",
		onOpenChange: (open) => {
			if (!open) blocker.reset?.();
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogContent, {
			title: text$23.title,
			description: text$23.body,
			closeLabel: text$23.close,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-col-reverse gap-2 sm:flex-row sm:justify-end",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "button",
					variant: "outline",
					onClick: () => blocker.reset?.(),
					children: text$23.stay
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "button",
					variant: "destructive",
					onClick: () => blocker.proceed?.(),
					children: text$23.leave
				})]
			})
		})
	});
}
// src/features/catalog/components/product-editor/product-editor.tsx
var text$22 = seller.products.editor;
/**
* Create or edit one prompt: every field checked by the shared schema (Indonesian messages under
* each), the status's actions beside the form, and what the status means above it.
*/
function ProductEditor({ organizationId, product, categories }) {
	const editor = useProductEditor(organizationId, product);
	const can = allowedActions(product);
	const actions = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductActionsPanel, {
		product,
		can,
		editor
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid gap-6",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("header", {
				className: "grid gap-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BackToProductsLink, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex flex-wrap items-center gap-x-3 gap-y-2",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
						className: "min-w-0 break-words font-bold text-2xl leading-tight",
						children: product ? product.title : text$22.newTitle
					}), product ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductStatusBadge, { status: product.status }) : null]
				})]
			}),
			product ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductStatusNotice, { product }) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
				noValidate: true,
				onSubmit: editor.saveDraft,
				className: "grid gap-6 lg:grid-cols-[minmax(0,1fr)_19rem] lg:items-start",
				children: [
					can.editable ? null : actions,
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
						disabled: !can.editable,
						className: "grid min-w-0 gap-6 lg:col-start-1 lg:row-start-1",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductBasicsSection, {
							form: editor.form,
							categories,
							editable: can.editable
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductContentSections, {
							form: editor.form,
							editable: can.editable,
							published: product?.status === "published"
						})]
					}),
					can.editable ? actions : null
				]
			}),
			product ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DeleteProductDialog, {
				open: editor.deleteDialog.open,
				onOpenChange: editor.deleteDialog.setOpen,
				title: product.title,
				deleting: editor.deleteDialog.deleting,
				onConfirm: editor.deleteDialog.confirm
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(UnsavedChangesDialog, { blocker: editor.blocker })
		]
	});
}
// src/app/routes/app/product-editor-page.tsx
var text$21 = seller.products.editor;
/** /app/product/new and /app/product/:id: write a prompt, or change one of the shop's. */
function ProductEditorPage() {
	const { id } = useParams();
	const session = useSession();
	const categories = useCategories(false);
	const product = useSellerProduct(session.organizationId, id);
	const pageTitle = `${id ? text$21.editTitle : text$21.newTitle} — ${session.vendor?.name ?? common.brand.name}`;
	if (id && product.error) {
		const notFound = product.error instanceof ApiError && product.error.status === 404;
		return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "grid gap-4",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: pageTitle }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BackToProductsLink, {}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
					variant: "destructive",
					children: notFound ? text$21.notFound : `${text$21.loadFailed} ${product.error.message}`
				})
			]
		});
	}
	if (id && !product.data || categories.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EditorSkeleton, {});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: product.data ? `${product.data.title} — ${pageTitle}` : pageTitle }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductEditor, {
		organizationId: session.organizationId,
		product: product.data,
		categories: categories.data ?? []
	}, product.data?.id ?? "new")] });
}
function EditorSkeleton() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid gap-6",
		"aria-busy": "true",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-5 w-48" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-8 w-2/3" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "grid gap-6 lg:grid-cols-[minmax(0,1fr)_19rem]",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-[32rem] w-full" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-56 w-full" })]
			})
		]
	});
}
// src/features/catalog/api/list-seller-products.ts
var PAGE_SIZE = 20;
/** GET /api/v1/seller/products: the active shop's prompts, a page at a time, with counts. */
function listSellerProducts(filters, cursor, signal) {
	return callApi(sellerApi.products, { query: {
		limit: PAGE_SIZE,
		status: filters.status,
		q: filters.q,
		cursor
	} }, { signal });
}
function useSellerProducts(organizationId, filters) {
	return useCursorList({
		queryKey: sellerProductKeys.list(organizationId, filters),
		fetchPage: (cursor, signal) => listSellerProducts(filters, cursor, signal),
		keepPrevious: true,
		enabled: Boolean(organizationId)
	});
}
// src/features/catalog/components/product-thumbnail.tsx
/** A prompt's cover in a list: its thumbnail, or its model's name as the storefront shows it. */
function ProductThumbnail({ url, model, className }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: cn("flex aspect-video shrink-0 items-center justify-center overflow-hidden rounded-md border bg-gradient-to-br from-accent to-muted", className),
		children: url ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
			src: smallImageUrl(url),
			alt: "",
			loading: "lazy",
			decoding: "async",
			className: "size-full object-cover"
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: "px-1 text-center font-semibold text-[10px] text-accent-foreground leading-tight",
			children: aiModelLabels[model]
		})
	});
}
// src/features/catalog/components/product-list.tsx
var text$20 = seller.products.list;
var priceLabel = (price) => price === 0 ? common.catalog.free : formatRupiah(price);
/** What needs the seller's eye under a title: why it was refused, or a version in review. */
function ProductNote({ product }) {
	if (product.status === "rejected" && product.rejectionReason) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
		className: "flex items-start gap-1 text-destructive text-xs",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircleExclamationPoint, {
			className: "mt-px size-3.5 shrink-0",
			"aria-hidden": "true"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: "line-clamp-2",
			children: text$20.rejected(product.rejectionReason)
		})]
	});
	if (product.revisionStatus === "in_review") return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
		className: "flex items-center gap-1 text-primary text-xs",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Clock, {
			className: "size-3.5 shrink-0",
			"aria-hidden": "true"
		}), text$20.revisionInReview]
	});
	if (product.revisionStatus === "rejected") return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
		className: "flex items-start gap-1 text-destructive text-xs",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircleExclamationPoint, {
			className: "mt-px size-3.5 shrink-0",
			"aria-hidden": "true"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: "line-clamp-2",
			children: product.rejectionReason ? `${text$20.revisionRejected}: ${product.rejectionReason}` : text$20.revisionRejected
		})]
	});
	return null;
}
/** The shop's prompts: a table where there is room, cards on a phone. */
function ProductList({ items }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductTable, { items }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductCards, { items })] });
}
function ProductTable({ items }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "hidden overflow-hidden rounded-lg border bg-card md:block",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("table", {
			className: "w-full text-sm",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("thead", {
				className: "border-b bg-muted/50 text-left text-muted-foreground text-xs",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("tr", { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
						scope: "col",
						className: "px-4 py-3 font-medium",
						children: text$20.columns.prompt
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
						scope: "col",
						className: "px-4 py-3 font-medium",
						children: text$20.columns.status
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
						scope: "col",
						className: "px-4 py-3 text-right font-medium",
						children: text$20.columns.price
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
						scope: "col",
						className: "px-4 py-3 text-right font-medium",
						children: text$20.columns.sales
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
						scope: "col",
						className: "px-4 py-3 text-right font-medium",
						children: text$20.columns.views
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
						scope: "col",
						className: "px-4 py-3 font-medium",
						children: text$20.columns.updated
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
						scope: "col",
						className: "px-4 py-3",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "sr-only",
							children: text$20.columns.actions
						})
					})
				] })
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("tbody", {
				className: "divide-y",
				children: items.map((product) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("tr", {
					className: "align-top transition-colors hover:bg-muted/40",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", {
							className: "px-4 py-3",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
								className: "flex gap-3",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductThumbnail, {
									url: product.thumbnailUrl,
									model: product.model,
									className: "w-20 self-start"
								}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
									className: "grid min-w-0 gap-1",
									children: [
										/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
											to: paths.app.product(product.id),
											className: "line-clamp-2 font-medium text-foreground leading-snug hover:text-primary hover:underline",
											children: product.title
										}),
										/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
											className: "text-muted-foreground text-xs",
											children: [
												aiModelLabels[product.model],
												" · ",
												product.categoryTitle
											]
										}),
										/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductNote, { product })
									]
								})]
							})
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", {
							className: "px-4 py-3",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductStatusBadge, { status: product.status })
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", {
							className: "whitespace-nowrap px-4 py-3 text-right font-medium tabular-nums",
							children: priceLabel(product.price)
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", {
							className: "px-4 py-3 text-right tabular-nums",
							children: formatNumber(product.sales)
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", {
							className: "px-4 py-3 text-right tabular-nums",
							children: formatNumber(product.views)
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", {
							className: "whitespace-nowrap px-4 py-3 text-muted-foreground",
							children: formatDateTime(product.lastUpdated)
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", {
							className: "px-4 py-3 text-right",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
								to: paths.app.product(product.id),
								"aria-label": text$20.editPrompt(product.title),
								className: "inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground",
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pencil, {
									className: "size-4",
									"aria-hidden": "true"
								})
							})
						})
					]
				}, product.id))
			})]
		})
	});
}
function ProductCards({ items }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		className: "grid gap-3 md:hidden",
		children: items.map((product) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link$1, {
			to: paths.app.product(product.id),
			className: "flex gap-3 rounded-lg border bg-card p-3 transition-colors hover:border-primary/50",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductThumbnail, {
				url: product.thumbnailUrl,
				model: product.model,
				className: "w-24 self-start"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "grid min-w-0 flex-1 content-start gap-1.5",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "line-clamp-2 font-medium leading-snug",
						children: product.title
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "flex flex-wrap items-center gap-2",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "font-semibold text-sm tabular-nums",
							children: priceLabel(product.price)
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductStatusBadge, { status: product.status })]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-xs",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "inline-flex items-center gap-1",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShoppingBag, {
								className: "size-3.5",
								"aria-hidden": "true"
							}), text$20.sales(formatNumber(product.sales))]
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "inline-flex items-center gap-1",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Eye, {
								className: "size-3.5",
								"aria-hidden": "true"
							}), text$20.views(formatNumber(product.views))]
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductNote, { product }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "text-muted-foreground text-xs",
						children: text$20.updated(formatDateTime(product.lastUpdated))
					})
				]
			})]
		}) }, product.id))
	});
}
// src/features/catalog/components/product-list-skeleton.tsx
/** Row-shaped placeholders while the shop's prompts load. */
function ProductListSkeleton() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "grid gap-3",
		"aria-busy": "true",
		children: [
			0,
			1,
			2,
			3
		].map((row) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-20 w-full" }, row))
	});
}
// src/features/catalog/components/product-status-tabs.tsx
var text$19 = seller.products.list;
/**
* The status filter as links (each state has its own address, so it survives a reload and the
* back button); the current one is marked for screen readers with `aria-current`.
*/
function ProductStatusTabs({ active, counts, hrefFor }) {
	const total = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : void 0;
	const tabs = [{
		key: "all",
		status: void 0,
		label: text$19.all,
		...total === void 0 ? {} : { count: total }
	}, ...PROMPT_STATUSES.map((status) => ({
		key: status,
		status,
		label: promptStatusLabels[status],
		...counts?.[status] === void 0 ? {} : { count: counts[status] }
	}))];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("nav", {
		"aria-label": text$19.filterLabel,
		className: "-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: "flex min-w-max gap-1 border-b",
			children: tabs.map((tab) => {
				const current = tab.status === active;
				return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link$1, {
					to: hrefFor(tab.status),
					"aria-current": current ? "page" : void 0,
					className: cn("-mb-px inline-flex h-10 items-center gap-2 border-b-2 px-3 font-medium text-sm transition-colors", current ? "border-primary text-foreground" : "border-transparent text-muted-foreground hover:text-foreground"),
					children: [tab.label, tab.count === void 0 ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: cn("rounded-full px-1.5 py-0.5 text-xs tabular-nums", current ? "bg-primary text-primary-foreground" : "bg-muted"),
						children: formatNumber(tab.count)
					})]
				}) }, tab.key);
			})
		})
	});
}
// src/features/catalog/components/seller-products-empty.tsx
var text$18 = seller.products.list;
/** Why the list is empty and the one thing to do: add a prompt, clear the search, see all. */
function SellerProductsEmpty({ shopIsEmpty, q, status, onClearSearch, allHref }) {
	return shopIsEmpty && !q ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, {
		icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PackageOpen, { "aria-hidden": "true" }),
		title: text$18.emptyTitle,
		body: text$18.emptyBody,
		action: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NewProductButton, {})
	}) : q ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, {
		icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchX, { "aria-hidden": "true" }),
		title: text$18.noResultsTitle(q),
		body: text$18.noResultsBody,
		action: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			variant: "outline",
			onClick: onClearSearch,
			children: text$18.clearSearch
		})
	}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, {
		icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PackageOpen, { "aria-hidden": "true" }),
		title: text$18.emptyStatusTitle(status ? promptStatusLabels[status] : text$18.all),
		body: text$18.emptyStatusBody,
		action: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			asChild: true,
			variant: "outline",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
				to: allHref,
				children: text$18.showAll
			})
		})
	});
}
function EmptyState({ icon, title, body, action }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid justify-items-center gap-3 rounded-lg border border-dashed bg-card px-6 py-12 text-center",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground [&_svg]:size-6",
				children: icon
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				className: "font-semibold text-lg",
				children: title
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "max-w-md text-muted-foreground text-sm",
				children: body
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "mt-1",
				children: action
			})
		]
	});
}
// src/app/routes/app/products-page.tsx
var text$17 = seller.products.list;
/** /app/product: the shop's prompts by status, searchable, with the way to add one. */
function ProductsPage() {
	const session = useSession();
	const [params, _setParams] = useSearchParams();
	const status = PromptStatus.safeParse(params.get("status")).data;
	const { q, search, setSearch } = useSearchParamText();
	const products = useSellerProducts(session.organizationId, {
		status,
		q: q === "" ? void 0 : q
	});
	const hrefFor = (tabStatus) => paths.app.products({
		status: tabStatus,
		q
	});
	const pages = products.data?.pages ?? [];
	const items = pages.flatMap((page) => page.items);
	const counts = pages[0]?.counts;
	const shopIsEmpty = counts !== void 0 && Object.values(counts).every((count) => count === 0);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid gap-5",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${text$17.title} — ${session.vendor?.name ?? common.brand.name}` }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-wrap items-end justify-between gap-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "grid gap-1",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
						className: "font-bold text-2xl",
						children: text$17.title
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "text-muted-foreground text-sm",
						children: text$17.lead
					})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NewProductButton, {})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "grid gap-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductStatusTabs, {
					active: status,
					counts,
					hrefFor
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchField, {
					value: search,
					onChange: setSearch,
					text: text$17
				})]
			}),
			products.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductListSkeleton, {}) : products.error ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
				variant: "destructive",
				className: "flex flex-wrap items-center justify-between gap-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: [
					text$17.loadFailed,
					" ",
					products.error.message
				] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					size: "sm",
					variant: "outline",
					onClick: () => products.refetch(),
					children: text$17.retry
				})]
			}) : items.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SellerProductsEmpty, {
				shopIsEmpty,
				q,
				status,
				onClearSearch: () => setSearch(""),
				allHref: hrefFor(void 0)
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: products.isPlaceholderData ? "opacity-60 transition-opacity" : void 0,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductList, { items })
			}),
			products.hasNextPage ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "outline",
				className: "justify-self-center",
				disabled: products.isFetchingNextPage,
				onClick: () => products.fetchNextPage(),
				children: products.isFetchingNextPage ? common.loading : text$17.more
			}) : null
		]
	});
}
// src/features/affiliates/api/get-shop-affiliate-programme.ts
/** GET /api/v1/seller/affiliate-programme: the active shop's programme (owners and admins). */
function useShopAffiliateProgramme(organizationId) {
	return useQuery({
		queryKey: affiliateKeys.shopProgramme(organizationId),
		queryFn: ({ signal }) => callApi(sellerApi.affiliateProgramme, {}, { signal }),
		enabled: Boolean(organizationId)
	});
}
// src/features/affiliates/api/update-shop-affiliate-programme.ts
/** PUT /api/v1/seller/affiliate-programme: on or off, and the shop's own rate (null: default). */
function useUpdateShopAffiliateProgramme(organizationId) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (input) => callApi(sellerApi.updateAffiliateProgramme, { body: input }),
		onSuccess: (programme) => {
			queryClient.setQueryData(affiliateKeys.shopProgramme(organizationId), programme);
			return queryClient.invalidateQueries({ queryKey: ["shops"] });
		}
	});
}
// src/features/affiliates/components/rate-percent.ts
/**
* A rate typed in percent ("12,5" or "12.5") as basis points (1250); '' is null (the platform's
* default); undefined when it is not a number with at most two decimals.
*/
function parseRatePercent(value) {
	const trimmed = value.trim().replace(",", ".");
	if (trimmed === "") return null;
	if (!/^\d{1,3}(\.\d{1,2})?$/.test(trimmed)) return void 0;
	return Math.round(Number(trimmed) * 100);
}
/** 1250 → "12,5" for the input. */
var ratePercentText = (bp) => (bp / 100).toLocaleString("id-ID");
// src/features/affiliates/api/remove-shop-affiliate.ts
/** DELETE /api/v1/seller/affiliates/{id}: the affiliate's code pays nothing from now on. */
function useRemoveShopAffiliate(organizationId) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (affiliateId) => callApi(sellerApi.removeAffiliate, { params: { affiliateId } }),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: affiliateKeys.shopProgramme(organizationId) })
	});
}
// src/features/affiliates/components/shop-affiliates-table.tsx
var text$16 = affiliatesText.settings;
/** The shop's affiliates with what they brought; "Keluarkan" asks first. */
function ShopAffiliatesTable({ organizationId, affiliates }) {
	const remove = useRemoveShopAffiliate(organizationId);
	const [removing, setRemoving] = (0, import_react.useState)(null);
	const confirmRemove = (affiliate) => remove.mutate(affiliate.id, {
		onSuccess: () => {
			setRemoving(null);
			toast({ title: text$16.removed(affiliate.name) });
		},
		onError: (error) => toast({
			title: error.message || common.errors.generic,
			variant: "destructive"
		})
	});
	const numeric = "whitespace-nowrap px-3 py-2.5 text-right tabular-nums";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": "afiliasi-toko",
		className: "grid gap-3",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h4", {
				id: "afiliasi-toko",
				className: "font-semibold text-base text-foreground",
				children: text$16.affiliates
			}),
			affiliates.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: text$16.affiliatesEmpty }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
				className: "-mx-5 overflow-x-auto",
				"aria-labelledby": "afiliasi-toko",
				tabIndex: 0,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("table", {
					className: "w-full text-sm",
					"data-testid": "shop-affiliates",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("caption", {
							className: "sr-only",
							children: text$16.caption
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("thead", {
							className: "bg-muted/50 text-muted-foreground",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("tr", { children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
									scope: "col",
									className: "px-5 py-2 text-left font-medium",
									children: text$16.name
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
									scope: "col",
									className: "px-3 py-2 text-left font-medium",
									children: text$16.code
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
									scope: "col",
									className: "px-3 py-2 text-left font-medium",
									children: text$16.status
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
									scope: "col",
									className: "px-3 py-2 text-left font-medium",
									children: text$16.joined
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
									scope: "col",
									className: "px-3 py-2 text-right font-medium",
									children: text$16.clicks
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
									scope: "col",
									className: "px-3 py-2 text-right font-medium",
									children: text$16.orders
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
									scope: "col",
									className: "px-3 py-2 text-right font-medium",
									children: text$16.fees
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
									scope: "col",
									className: "px-5 py-2",
									children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
										className: "sr-only",
										children: text$16.remove
									})
								})
							] })
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("tbody", {
							className: "divide-y text-foreground",
							children: affiliates.map((affiliate) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("tr", { children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
									scope: "row",
									className: "min-w-32 px-5 py-2.5 text-left font-medium",
									children: affiliate.name
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", {
									className: "px-3 py-2.5 font-mono",
									children: affiliate.code
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", {
									className: "whitespace-nowrap px-3 py-2.5",
									children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
										className: cn("rounded-full border px-2.5 py-0.5 font-medium text-xs", affiliate.status === "active" ? "border-primary/40 bg-primary/10 text-primary" : "border-border bg-muted text-muted-foreground"),
										children: affiliate.removedBy === "self" ? text$16.statuses.left : text$16.statuses[affiliate.status]
									})
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", {
									className: "whitespace-nowrap px-3 py-2.5",
									children: formatDate(affiliate.joinedAt)
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", {
									className: numeric,
									children: formatNumber(affiliate.clicks)
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", {
									className: numeric,
									children: formatNumber(affiliate.orders)
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", {
									className: numeric,
									children: formatRupiah(affiliate.fees)
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", {
									className: "px-5 py-2.5 text-right",
									children: affiliate.removedBy !== "shop" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
										variant: "outline",
										size: "sm",
										"aria-label": text$16.removeLabel(affiliate.name),
										onClick: () => setRemoving(affiliate),
										children: text$16.remove
									}) : null
								})
							] }, affiliate.id))
						})
					]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConfirmDialog, {
				open: removing !== null,
				onOpenChange: (open) => open ? null : setRemoving(null),
				title: text$16.removeTitle,
				description: removing ? text$16.removeBody(removing.name) : "",
				confirmLabel: text$16.remove,
				cancelLabel: text$16.cancel,
				closeLabel: text$16.close,
				pending: remove.isPending,
				onConfirm: () => removing ? confirmRemove(removing) : void 0
			})
		]
	});
}
// src/features/affiliates/components/shop-affiliate-programme-card.tsx
var text$15 = affiliatesText.settings;
/**
* /app/setting's "Program afiliasi" (owners and admins): on or off, the shop's own rate (empty:
* the platform's default), and the affiliates who joined, each removable.
*/
function ShopAffiliateProgrammeCard({ organizationId, programme }) {
	const update = useUpdateShopAffiliateProgramme(organizationId);
	const [enabled, setEnabled] = (0, import_react.useState)(programme.enabled);
	const [rate, setRate] = (0, import_react.useState)(programme.rateBp === null ? "" : ratePercentText(programme.rateBp));
	const [error, setError] = (0, import_react.useState)(null);
	const switchId = (0, import_react.useId)();
	const max = formatBasisPoints(programme.maxRateBp);
	const submit = async (event) => {
		event.preventDefault();
		const rateBp = parseRatePercent(rate);
		if (rateBp === void 0 || rateBp !== null && rateBp > programme.maxRateBp) {
			setError(text$15.rateInvalid(max));
			return;
		}
		setError(null);
		try {
			const saved = await update.mutateAsync({
				enabled,
				rateBp
			});
			setEnabled(saved.enabled);
			setRate(saved.rateBp === null ? "" : ratePercentText(saved.rateBp));
			toast({ title: text$15.saved });
		} catch (failure) {
			setError(failure instanceof ApiError ? failure.message : common.errors.generic);
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		"aria-labelledby": "program-afiliasi-toko",
		className: "lg:col-span-2",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardHeader, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardTitle, {
			id: "program-afiliasi-toko",
			className: "flex items-center gap-2 text-lg",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HandCoins, {
				className: "size-5 text-primary",
				"aria-hidden": "true"
			}), text$15.title]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "text-muted-foreground text-sm",
			children: text$15.lead
		})] }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardContent, {
			className: "grid gap-6",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
				onSubmit: submit,
				className: "grid gap-4 sm:grid-cols-2",
				noValidate: true,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "flex items-start justify-between gap-4 sm:col-span-2",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "min-w-0",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
								htmlFor: switchId,
								className: "block font-medium text-foreground",
								children: text$15.enabled
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								id: `${switchId}-hint`,
								className: "block",
								children: text$15.enabledHint
							})]
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Switch, {
							id: switchId,
							"aria-describedby": `${switchId}-hint`,
							checked: enabled,
							onCheckedChange: setEnabled
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
						label: text$15.rate,
						error: error ?? void 0,
						hint: text$15.rateHint(formatBasisPoints(programme.platformRateBp), max),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
							inputMode: "decimal",
							autoComplete: "off",
							value: rate,
							placeholder: ratePercentText(programme.platformRateBp),
							onChange: (event) => setRate(event.target.value)
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						className: "sm:col-span-2",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							type: "submit",
							disabled: update.isPending,
							children: update.isPending ? common.processing : text$15.save
						})
					})
				]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShopAffiliatesTable, {
				organizationId,
				affiliates: programme.affiliates
			})]
		})]
	});
}
// src/features/shops/components/close-shop-card.tsx
var text$14 = seller.settings.closeShop;
/**
* The owner closes the shop for good (DELETE /api/v1/seller/shop). The server refuses while any
* money is held, available or reserved; the card says so before the owner tries.
*/
function CloseShopCard({ shop, holdsMoney }) {
	const [open, setOpen] = (0, import_react.useState)(false);
	const [typed, setTyped] = (0, import_react.useState)("");
	const queryClient = useQueryClient();
	const navigate = useNavigate();
	const close = useMutation({
		mutationFn: () => callApi(sellerApi.closeShop, {}),
		onSuccess: async () => {
			toast({ title: common.deleted });
			await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
			navigate(paths.auth.organization, { replace: true });
		}
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		"aria-labelledby": "hapus-toko-judul",
		className: "border-destructive/40",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardHeader, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitle, {
				id: "hapus-toko-judul",
				className: "text-destructive text-lg",
				children: text$14.title
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-muted-foreground text-sm",
				children: text$14.lead
			})] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardContent, {
				className: "grid gap-3",
				children: [holdsMoney ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, { children: text$14.blocked }) : null, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "destructive",
					className: "justify-self-start",
					disabled: holdsMoney,
					onClick: () => setOpen(true),
					children: text$14.button
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
				open,
				onOpenChange: (next) => {
					setOpen(next);
					setTyped("");
					close.reset();
				},
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogContent, {
					title: text$14.dialogTitle,
					description: text$14.dialogBody(shop.slug),
					closeLabel: seller.settings.team.close,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
						className: "grid gap-3",
						onSubmit: (event) => {
							event.preventDefault();
							if (typed.trim() === shop.slug) close.mutate();
						},
						children: [
							close.error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
								variant: "destructive",
								children: close.error.message
							}) : null,
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
								label: text$14.confirmLabel,
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
									value: typed,
									onChange: (event) => setTyped(event.target.value),
									autoComplete: "off",
									spellCheck: false
								})
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
								className: "flex flex-col-reverse gap-2 sm:flex-row sm:justify-end",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
									type: "button",
									variant: "outline",
									onClick: () => setOpen(false),
									children: text$14.cancel
								}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
									type: "submit",
									variant: "destructive",
									disabled: typed.trim() !== shop.slug || close.isPending,
									children: close.isPending ? common.processing : text$14.confirm
								})]
							})
						]
					})
				})
			})
		]
	});
}
// src/features/shops/api/team.ts
/**
* The shop's team through better-auth's organisation endpoints, which enforce the roles
* (DESIGN.md §4: an admin never changes or removes the owner, a member changes nobody).
*/
var unwrap = ({ data, error }) => {
	if (error || data === null) throw new Error(error?.message || common.errors.generic);
	return data;
};
var membersQueryKey = (organizationId) => [
	"seller",
	organizationId,
	"members"
];
var invitationsQueryKey = (organizationId) => [
	"seller",
	organizationId,
	"invitations"
];
function useMembers(organizationId) {
	return useQuery({
		queryKey: membersQueryKey(organizationId),
		queryFn: async () => unwrap(await authClient.organization.listMembers({ query: { organizationId } })).members
	});
}
function useInvitations(organizationId, enabled) {
	return useQuery({
		queryKey: invitationsQueryKey(organizationId),
		queryFn: async () => unwrap(await authClient.organization.listInvitations({ query: { organizationId } })).filter((invitation) => invitation.status === "pending"),
		enabled
	});
}
function useTeamActions(organizationId) {
	const queryClient = useQueryClient();
	const refresh = () => queryClient.invalidateQueries({ queryKey: ["seller", organizationId] });
	return {
		changeRole: useMutation({
			mutationFn: async (input) => unwrap(await authClient.organization.updateMemberRole({
				...input,
				organizationId
			})),
			onSuccess: refresh
		}),
		remove: useMutation({
			mutationFn: async (memberId) => unwrap(await authClient.organization.removeMember({
				memberIdOrEmail: memberId,
				organizationId
			})),
			onSuccess: refresh
		}),
		cancelInvitation: useMutation({
			mutationFn: async (invitationId) => unwrap(await authClient.organization.cancelInvitation({ invitationId })),
			onSuccess: refresh
		})
	};
}
// src/features/shops/components/invite-form.tsx
var InviteInput = object({
	email: email({ error: "Email tidak valid." }),
	role: _enum(["member", "admin"])
});
/** Invites a teammate by email, as a member or an admin (better-auth's invitation). */
function InviteForm({ organizationId }) {
	const [sentTo, setSentTo] = (0, import_react.useState)(null);
	const queryClient = useQueryClient();
	const form = useForm({
		resolver: u(InviteInput),
		defaultValues: {
			email: "",
			role: "member"
		}
	});
	const submit = form.handleSubmit(async ({ email, role }) => {
		const { error } = await authClient.organization.inviteMember({
			email,
			role,
			organizationId
		});
		if (error) {
			form.setError("root", { message: error.message || common.errors.generic });
			return;
		}
		setSentTo(email);
		await queryClient.invalidateQueries({ queryKey: invitationsQueryKey(organizationId) });
		form.reset({
			email: "",
			role
		});
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardHeader, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitle, { children: seller.app.inviteTitle }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "text-muted-foreground text-sm",
		children: seller.app.inviteLead
	})] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		onSubmit: submit,
		className: "grid gap-4",
		noValidate: true,
		children: [
			form.formState.errors.root ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				variant: "destructive",
				children: form.formState.errors.root.message
			}) : null,
			sentTo ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				variant: "success",
				children: seller.app.inviteSent(sentTo)
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				label: seller.app.inviteEmail,
				error: form.formState.errors.email?.message,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
					type: "email",
					autoComplete: "off",
					...form.register("email")
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				label: seller.app.inviteRole,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("select", {
					className: "h-10 rounded-md border bg-card px-3 text-sm",
					...form.register("role"),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
						value: "member",
						children: common.roles.member
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
						value: "admin",
						children: common.roles.admin
					})]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				disabled: form.formState.isSubmitting,
				className: "justify-self-start",
				children: form.formState.isSubmitting ? common.processing : seller.app.inviteSubmit
			})
		]
	}) })] });
}
// src/features/shops/components/member-list.tsx
var text$13 = seller.settings.team;
var roleName = (role) => common.roles[role] ?? role;
/**
* The shop's team with their roles. Owners and admins change roles and remove members; an admin
* sees the owner's row without controls (the server refuses it anyway). Anyone but the last
* owner can leave.
*/
function MemberList({ organizationId }) {
	const session = useSession();
	const members = useMembers(organizationId);
	const actions = useTeamActions(organizationId);
	const queryClient = useQueryClient();
	const navigate = useNavigate();
	const [confirm, setConfirm] = (0, import_react.useState)(null);
	const [leaving, setLeaving] = (0, import_react.useState)(false);
	const myRole = session.role;
	const canManage = myRole === "owner" || myRole === "admin";
	const canLeave = myRole !== "owner" || (members.data?.filter((member) => member.role === "owner").length ?? 0) > 1;
	const fail = (error) => toast({
		title: error instanceof Error ? error.message : common.errors.generic,
		variant: "destructive"
	});
	const leave = async () => {
		setLeaving(true);
		const { error } = await authClient.organization.leave({ organizationId });
		setLeaving(false);
		if (error) return fail(new Error(error.message || common.errors.generic));
		setConfirm(null);
		toast({ title: text$13.left });
		await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
		navigate(paths.auth.organization, { replace: true });
	};
	const removeMember = async (memberId) => {
		try {
			await actions.remove.mutateAsync(memberId);
			setConfirm(null);
			toast({ title: common.deleted });
		} catch (error) {
			fail(error);
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		"aria-labelledby": "tim-judul",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitle, {
				id: "tim-judul",
				className: "text-lg",
				children: seller.settings.teamTitle
			}) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardContent, {
				className: "grid gap-3",
				children: [members.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-24 w-full" }) : members.error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
					variant: "destructive",
					children: members.error.message
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					className: "divide-y",
					children: members.data.map((member) => {
						const isMe = member.userId === session.uid;
						const touchable = canManage && !isMe && (member.role !== "owner" || myRole === "owner");
						const name = member.user.name || member.user.email;
						return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
							className: "flex flex-wrap items-center gap-3 py-2.5",
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
									className: "flex size-8 shrink-0 items-center justify-center rounded-full bg-muted font-semibold text-sm",
									children: name.charAt(0).toUpperCase()
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
									className: "min-w-0 flex-1",
									children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
										className: "block truncate font-medium text-sm",
										children: [member.user.name, isMe ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
											className: "font-normal text-muted-foreground",
											children: [
												" (",
												text$13.you,
												")"
											]
										}) : null]
									}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
										className: "block truncate text-muted-foreground text-xs",
										children: member.user.email
									})]
								}),
								touchable ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
									className: "flex items-center gap-2",
									children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("select", {
										"aria-label": text$13.roleLabel(name),
										className: "h-8 rounded-md border bg-card px-2 text-xs",
										value: member.role,
										disabled: actions.changeRole.isPending,
										onChange: async (event) => {
											const role = ShopRole.parse(event.target.value);
											try {
												await actions.changeRole.mutateAsync({
													memberId: member.id,
													role
												});
												toast({ title: text$13.roleChanged(name, roleName(role)) });
											} catch (error) {
												fail(error);
											}
										},
										children: (myRole === "owner" ? ShopRole.options : ShopRole.options.filter((role) => role !== "owner")).map((role) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
											value: role,
											children: roleName(role)
										}, role))
									}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
										size: "sm",
										variant: "ghost",
										className: "text-destructive hover:text-destructive",
										onClick: () => setConfirm({
											kind: "remove",
											memberId: member.id,
											name
										}),
										children: text$13.remove
									})]
								}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
									className: "rounded-full border px-2.5 py-0.5 text-xs",
									children: roleName(member.role)
								})
							]
						}, member.id);
					})
				}), canLeave ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "outline",
					size: "sm",
					className: "justify-self-start",
					onClick: () => setConfirm({ kind: "leave" }),
					children: text$13.leave
				}) : null]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
				open: confirm !== null,
				onOpenChange: (open) => open ? null : setConfirm(null),
				children: confirm ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogContent, {
					title: confirm.kind === "leave" ? text$13.leaveTitle : text$13.removeTitle,
					description: confirm.kind === "leave" ? text$13.leaveBody : text$13.removeBody(confirm.name),
					closeLabel: text$13.close,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "flex flex-col-reverse gap-2 sm:flex-row sm:justify-end",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							variant: "outline",
							onClick: () => setConfirm(null),
							children: text$13.cancel
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							variant: "destructive",
							disabled: leaving || actions.remove.isPending,
							onClick: () => confirm.kind === "leave" ? void leave() : void removeMember(confirm.memberId),
							children: leaving || actions.remove.isPending ? common.processing : confirm.kind === "leave" ? text$13.leave : text$13.remove
						})]
					})
				}) : null
			})
		]
	});
}
// src/features/shops/components/pending-invitations.tsx
var text$12 = seller.settings.invitations;
/** Invitations sent and not yet answered, each with a way to take it back (owners, admins). */
function PendingInvitations({ organizationId }) {
	const invitations = useInvitations(organizationId, true);
	const { cancelInvitation } = useTeamActions(organizationId);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		"aria-labelledby": "undangan-judul",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitle, {
			id: "undangan-judul",
			className: "text-lg",
			children: text$12.title
		}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: invitations.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-16 w-full" }) : invitations.error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
			variant: "destructive",
			children: invitations.error.message
		}) : invitations.data.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "text-muted-foreground text-sm",
			children: text$12.empty
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: "divide-y",
			children: invitations.data.map((invitation) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
				className: "flex flex-wrap items-center gap-3 py-2.5",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: "min-w-0 flex-1",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "block truncate font-medium text-sm",
						children: invitation.email
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "block text-muted-foreground text-xs",
						children: [
							common.roles[invitation.role] ?? invitation.role,
							" ·",
							" ",
							text$12.expires(formatDate(invitation.expiresAt))
						]
					})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					size: "sm",
					variant: "outline",
					disabled: cancelInvitation.isPending,
					onClick: async () => {
						try {
							await cancelInvitation.mutateAsync(invitation.id);
							toast({ title: text$12.cancelled(invitation.email) });
						} catch (error) {
							toast({
								title: error instanceof Error ? error.message : common.errors.generic,
								variant: "destructive"
							});
						}
					},
					children: text$12.cancel
				})]
			}, invitation.id))
		}) })]
	});
}
// src/features/shops/components/profile-form.tsx
var text$11 = seller.settings.profile;
/** The shop's name, address, description, logo and banner (owners and admins). */
function ProfileForm({ shop }) {
	const session = useSession();
	const queryClient = useQueryClient();
	const update = useUpdateShopProfile(session.organizationId);
	const form = useForm({
		resolver: u(UpdateShopProfileInput),
		values: {
			name: shop.name,
			slug: shop.slug,
			description: shop.description,
			logoUrl: shop.logoUrl,
			bannerUrl: shop.bannerUrl
		}
	});
	const slug = useWatch({
		control: form.control,
		name: "slug"
	}) ?? "";
	const availability = useSlugAvailability(slug.trim().toLowerCase(), shop.slug);
	const submit = form.handleSubmit(async (input) => {
		try {
			await update.mutateAsync(input);
			toast({ title: common.saved });
			if (input.slug !== shop.slug || input.name !== shop.name) await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
		} catch (error) {
			const fields = error instanceof ApiError ? error.fields : [];
			for (const field of fields) {
				const name = field.path.replace(/^body\./, "");
				if (name === "name" || name === "slug") form.setError(name, { message: field.message });
			}
			if (fields.length > 0) return;
			if (error instanceof ApiError && error.status === 409) form.setError("slug", { message: error.message });
			else form.setError("root", { message: error instanceof ApiError ? error.message : common.errors.generic });
		}
	});
	const slugError = form.formState.errors.slug?.message ?? (availability && !availability.available ? availability.message ?? void 0 : void 0);
	const slugChanged = slug.trim().toLowerCase() !== shop.slug;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardHeader, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitle, { children: seller.app.profileTitle }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "text-muted-foreground text-sm",
		children: seller.app.profileLead
	})] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		onSubmit: submit,
		className: "grid gap-4",
		noValidate: true,
		children: [
			form.formState.errors.root ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				variant: "destructive",
				children: form.formState.errors.root.message
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				label: common.shopNameLabel,
				error: form.formState.errors.name?.message,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, { ...form.register("name") })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				label: text$11.slugLabel,
				error: slugError,
				hint: slugChanged ? availability?.available ? `${text$11.slugAvailable} ${text$11.slugWarning}` : text$11.slugWarning : text$11.slugHint(`${window.location.host}/${shop.slug}`),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
					autoCapitalize: "none",
					spellCheck: false,
					...form.register("slug")
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				label: seller.app.descriptionLabel,
				error: form.formState.errors.description?.message,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Textarea, {
					rows: 4,
					...form.register("description")
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImageField, {
				label: text$11.logo,
				alt: text$11.logoAlt,
				value: useWatch({
					control: form.control,
					name: "logoUrl"
				}),
				onChange: (url) => form.setValue("logoUrl", url, { shouldDirty: true }),
				error: form.formState.errors.logoUrl?.message,
				square: true
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImageField, {
				label: text$11.banner,
				alt: text$11.bannerAlt,
				value: useWatch({
					control: form.control,
					name: "bannerUrl"
				}),
				onChange: (url) => form.setValue("bannerUrl", url, { shouldDirty: true }),
				error: form.formState.errors.bannerUrl?.message
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-muted-foreground text-xs",
				children: text$11.imageHint
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				disabled: form.formState.isSubmitting,
				className: "justify-self-start",
				children: form.formState.isSubmitting ? common.processing : common.save
			})
		]
	}) })] });
}
function ImageField({ label, alt, value, onChange, error, square = false }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
		className: "grid gap-2",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
				className: "mb-1.5 font-medium text-sm",
				children: label
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-wrap items-center gap-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: cn("flex shrink-0 items-center justify-center overflow-hidden rounded-md border bg-gradient-to-br from-accent to-muted", square ? "size-16" : "aspect-[4/1] w-full max-w-64"),
					children: value ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
						src: value,
						alt,
						className: "size-full object-cover"
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Image, {
						className: "size-6 text-accent-foreground/60",
						"aria-hidden": "true"
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex flex-wrap gap-2",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImagePickerButton, {
						size: "sm",
						label: `${value ? text$11.replace : text$11.upload} ${label.toLowerCase()}`,
						onUploaded: (image) => onChange(image.url)
					}), value ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
						type: "button",
						size: "sm",
						variant: "ghost",
						className: "text-destructive hover:text-destructive",
						onClick: () => onChange(null),
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trash, { "aria-hidden": "true" }), `${text$11.remove} ${label.toLowerCase()}`]
					}) : null]
				})]
			}),
			error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-destructive text-sm",
				children: error
			}) : null
		]
	});
}
// src/app/routes/app/settings-page.tsx
var text$10 = seller.settings;
/**
* /app/setting: the shop's profile, team, invitations, bank account, affiliate programme and,
* for the owner, closing the shop. Members see the team only (and may leave).
*/
function SettingsPage() {
	const session = useSession();
	const canManage = session.role === "owner" || session.role === "admin";
	const shop = useActiveShop(session.organizationId);
	const config = usePaymentConfig(canManage ? session.organizationId : null);
	const updateConfig = useUpdatePaymentConfig(session.organizationId);
	const affiliateProgramme = useShopAffiliateProgramme(canManage ? session.organizationId : null);
	const balance = useShopBalance(session.organizationId, session.role === "owner");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid grid-cols-1 gap-6",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${text$10.title} — ${session.vendor?.name ?? common.brand.name}` }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: "font-bold text-2xl",
				children: text$10.title
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-muted-foreground",
				children: text$10.lead
			})] }),
			shop.error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				variant: "destructive",
				children: shop.error.message
			}) : null,
			!shop.data || !session.organizationId ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-64 w-full" }) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [!canManage ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, { children: text$10.memberNote }) : null, /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "grid grid-cols-1 items-start gap-6 lg:grid-cols-2",
				children: [
					canManage ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProfileForm, { shop: shop.data }) : null,
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "grid grid-cols-1 gap-6",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemberList, { organizationId: session.organizationId }), canManage ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(InviteForm, { organizationId: session.organizationId }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PendingInvitations, { organizationId: session.organizationId })] }) : null]
					}),
					canManage && config.data ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BankAccountCard, {
						config: config.data,
						onSave: updateConfig.mutateAsync,
						lead: seller.payouts.bank.lead,
						missing: seller.payouts.bank.missing
					}) : null,
					canManage && affiliateProgramme.data ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShopAffiliateProgrammeCard, {
						organizationId: session.organizationId,
						programme: affiliateProgramme.data
					}, session.organizationId) : null,
					canManage && affiliateProgramme.error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
						variant: "destructive",
						className: "lg:col-span-2",
						children: affiliateProgramme.error.message
					}) : null,
					session.role === "owner" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CloseShopCard, {
						shop: shop.data,
						holdsMoney: balance.data?.available !== 0 || balance.data.held !== 0 || balance.data.reserved !== 0
					}) : null
				]
			})] })
		]
	});
}
// src/features/statistics/api/get-shop-statistics.ts
/** GET /api/v1/seller/statistics?range=…; the last range stays on screen while the next loads. */
function useShopStatistics(organizationId, range) {
	return useQuery({
		queryKey: [
			"seller",
			organizationId,
			"statistics",
			range
		],
		queryFn: ({ signal }) => callApi(sellerApi.statistics, { query: { range } }, { signal }),
		enabled: Boolean(organizationId),
		placeholderData: (previous, previousQuery) => previousQuery?.queryKey[1] === organizationId ? keepPreviousData(previous) : void 0
	});
}
// src/features/statistics/components/folded-section.tsx
/** A block folded away until asked for (the numbers behind a chart): its toggle, then its body. */
function FoldedSection({ toggle, className, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("details", {
		className: cn("group", className),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("summary", {
			className: "flex cursor-pointer list-none items-center justify-between gap-3 p-5 font-semibold [&::-webkit-details-marker]:hidden",
			children: [toggle, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronDown, {
				"aria-hidden": "true",
				className: "size-4 text-muted-foreground transition-transform group-open:rotate-180"
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "overflow-x-auto border-t",
			children
		})]
	});
}
// src/features/statistics/components/affiliate-statistics.tsx
var text$9 = affiliatesText.statistics;
/**
* "Afiliasi" on /app/statistics: what the shop's affiliate links brought in the range — clicks,
* paid orders, their gross sales and the fees paid — and the clicks and orders per day.
*/
function AffiliateStatistics({ affiliate, range }) {
	const period = seller.statistics.period(range);
	const figures = [
		{
			key: "clicks",
			label: text$9.clicks,
			value: formatNumber(affiliate.clicks)
		},
		{
			key: "orders",
			label: text$9.orders,
			value: formatNumber(affiliate.orders)
		},
		{
			key: "revenue",
			label: text$9.revenue,
			value: formatRupiah(affiliate.revenue)
		},
		{
			key: "fees",
			label: text$9.fees,
			value: formatRupiah(affiliate.fees)
		}
	];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		"aria-labelledby": "statistik-afiliasi",
		className: "overflow-hidden",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardHeader, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardTitle, {
				id: "statistik-afiliasi",
				className: "flex items-center gap-2 text-lg",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HandCoins, {
					className: "size-5 text-primary",
					"aria-hidden": "true"
				}), text$9.title]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-muted-foreground text-sm",
				children: text$9.lead(period)
			})] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dl", {
				className: "grid grid-cols-2 gap-3 lg:grid-cols-4",
				children: figures.map(({ key, label, value }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "rounded-md bg-muted/50 px-3 py-2",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
						className: "text-xs",
						children: label
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
						className: "truncate font-bold text-foreground text-lg tabular-nums",
						"data-testid": `statistik-afiliasi-${key}`,
						children: value
					})]
				}, key))
			}) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FoldedSection, {
				toggle: text$9.tableToggle,
				className: "border-t",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("table", {
					className: "w-full text-sm",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("caption", {
							className: "sr-only",
							children: text$9.caption(period)
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("thead", {
							className: "bg-muted/50 text-muted-foreground",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("tr", { children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
									scope: "col",
									className: "px-4 py-2 text-left font-medium",
									children: text$9.day
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
									scope: "col",
									className: "px-4 py-2 text-right font-medium",
									children: text$9.clicks
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
									scope: "col",
									className: "px-4 py-2 text-right font-medium",
									children: text$9.orders
								})
							] })
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("tbody", {
							className: "divide-y",
							children: [...affiliate.daily].reverse().map((day) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("tr", { children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
									scope: "row",
									className: "whitespace-nowrap px-4 py-2 text-left font-normal",
									children: formatDayLong(day.day)
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", {
									className: "px-4 py-2 text-right tabular-nums",
									children: formatNumber(day.clicks)
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", {
									className: "px-4 py-2 text-right tabular-nums",
									children: formatNumber(day.orders)
								})
							] }, day.day))
						})
					]
				})
			})
		]
	});
}
// src/features/statistics/components/daily-chart.tsx
var text$8 = seller.statistics;
var metrics = [
	{
		key: "revenue",
		label: text$8.metrics.revenue,
		kind: "bar",
		format: formatRupiah,
		axis: formatRupiahCompact
	},
	{
		key: "sales",
		label: text$8.metrics.sales,
		kind: "bar",
		format: formatNumber,
		axis: formatNumberCompact
	},
	{
		key: "views",
		label: text$8.metrics.views,
		kind: "line",
		format: formatNumber,
		axis: formatNumberCompact
	}
];
/** One metric per day as a chart; the seller picks which. */
function DailyChart({ days, range }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MetricChart, {
		title: text$8.chartTitle,
		legend: text$8.chartMetricLegend,
		keyboardHint: text$8.keyboardHint,
		days,
		metrics,
		summary: (metric, total, best) => text$8.chartSummary(metric.label, text$8.period(range), total, best)
	});
}
// src/features/statistics/components/daily-table.tsx
var text$7 = seller.statistics;
/** The numbers behind the chart, one row per day, newest first; folded away until asked for. */
function DailyTable({ days, totals, range }) {
	const columns = [
		"views",
		"sales",
		"revenue",
		"conversion"
	];
	const cells = (row) => [
		formatNumber(row.views),
		formatNumber(row.sales),
		formatRupiah(row.revenue),
		formatPercent(row.conversion)
	];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Card, {
		className: "overflow-hidden",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FoldedSection, {
			toggle: text$7.tableToggle,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("table", {
				className: "w-full text-sm",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("caption", {
						className: "sr-only",
						children: text$7.tableCaption(text$7.period(range))
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("thead", {
						className: "bg-muted/50 text-muted-foreground",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("tr", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
							scope: "col",
							className: "px-4 py-2 text-left font-medium",
							children: text$7.day
						}), columns.map((column) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
							scope: "col",
							className: "px-4 py-2 text-right font-medium",
							children: text$7.metrics[column]
						}, column))] })
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("tbody", {
						className: "divide-y",
						children: [...days].reverse().map((day) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("tr", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
							scope: "row",
							className: "whitespace-nowrap px-4 py-2 text-left font-normal",
							children: formatDayLong(day.day)
						}), cells(day).map((value, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", {
							className: "whitespace-nowrap px-4 py-2 text-right tabular-nums",
							children: value
						}, columns[index]))] }, day.day))
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("tfoot", {
						className: "border-t bg-muted/50 font-semibold",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("tr", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
							scope: "row",
							className: "px-4 py-2 text-left",
							children: text$7.total
						}), cells(totals).map((value, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", {
							className: "whitespace-nowrap px-4 py-2 text-right tabular-nums",
							children: value
						}, columns[index]))] })
					})
				]
			})
		})
	});
}
// src/features/statistics/components/range-switch.tsx
var text$6 = seller.statistics;
/** 7, 30 or 90 days: one pressed button among three. */
function RangeSwitch({ value, onChange }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
		className: "flex gap-1 rounded-lg border bg-card p-1",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
			className: "sr-only",
			children: text$6.rangeLegend
		}), STATISTICS_RANGES.map((range) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			size: "sm",
			variant: range === value ? "default" : "ghost",
			"aria-pressed": range === value,
			onClick: () => onChange(range),
			children: text$6.range(range)
		}, range))]
	});
}
// src/features/statistics/components/summary-cards.tsx
var text$5 = seller.statistics;
/** The range's totals: views, sales, revenue and conversion. */
function SummaryCards({ totals }) {
	const cards = [
		{
			key: "views",
			icon: Eye,
			value: formatNumber(totals.views)
		},
		{
			key: "sales",
			icon: ShoppingBag,
			value: formatNumber(totals.sales)
		},
		{
			key: "revenue",
			icon: Wallet,
			value: formatRupiah(totals.revenue)
		},
		{
			key: "conversion",
			icon: Percent,
			value: formatPercent(totals.conversion)
		}
	];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dl", {
		className: "grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4",
		children: cards.map(({ key, icon: Icon, value }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
			className: "flex flex-col gap-1 p-4",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dt", {
					className: "flex items-center gap-2 text-muted-foreground text-sm",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
						"aria-hidden": "true",
						className: "size-4"
					}), text$5.metrics[key]]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
					className: "truncate font-bold text-xl tabular-nums sm:text-2xl",
					"data-testid": `statistik-${key}`,
					children: value
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
					className: "text-muted-foreground text-xs",
					children: text$5.metricHints[key]
				})
			]
		}, key))
	});
}
// src/features/statistics/components/top-prompts.tsx
var text$4 = seller.statistics;
/** The range's best prompts with their numbers; a published one links to its public page. */
function TopPrompts({ prompts }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		"aria-labelledby": "prompt-terlaris",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardHeader, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitle, {
			id: "prompt-terlaris",
			className: "text-lg",
			children: text$4.topTitle
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "text-muted-foreground text-sm",
			children: text$4.topLead
		})] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: prompts.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: text$4.topEmpty }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", {
			className: "divide-y",
			children: prompts.map((prompt, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
				className: "flex items-start gap-3 py-3 first:pt-0 last:pb-0",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						"aria-hidden": "true",
						className: "mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-accent font-semibold text-accent-foreground text-xs tabular-nums",
						children: index + 1
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "grid min-w-0 flex-1 gap-1",
						children: [prompt.published ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
							to: paths.marketplace.prompt(prompt.slug),
							className: "truncate font-medium text-foreground hover:underline",
							children: prompt.title
						}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "truncate font-medium text-foreground",
							children: [
								prompt.title,
								" ",
								/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
									className: "font-normal text-muted-foreground text-xs",
									children: [
										"(",
										text$4.notPublished,
										")"
									]
								})
							]
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dl", {
							className: "flex flex-wrap gap-x-4 gap-y-0.5 text-xs",
							children: [
								["views", formatNumber(prompt.views)],
								["sales", formatNumber(prompt.sales)],
								["conversion", formatPercent(prompt.conversion)]
							].map(([key, value]) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
								className: "flex gap-1",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: text$4.metrics[key] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
									className: "font-medium text-foreground tabular-nums",
									children: value
								})]
							}, key))
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: "shrink-0 font-semibold text-foreground tabular-nums",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "sr-only",
							children: [text$4.metrics.revenue, ": "]
						}), formatRupiah(prompt.revenue)]
					})
				]
			}, prompt.id))
		}) })]
	});
}
// src/app/routes/app/statistics-page.tsx
var text$3 = seller.statistics;
/**
* /app/statistics: views, sales, revenue and conversion per day, and what affiliate links brought;
* any member of the shop.
*/
function StatisticsPage() {
	const session = useSession();
	const [params, setParams] = useSearchParams();
	const asked = Number(params.get("rentang"));
	const range = isStatisticsRange(asked) ? asked : 30;
	const statistics = useShopStatistics(session.organizationId, range);
	const data = statistics.data;
	const idle = data && data.totals.views === 0 && data.totals.sales === 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid gap-6",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${text$3.title} — ${session.vendor?.name ?? common.brand.name}` }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-wrap items-end justify-between gap-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
					className: "font-bold text-2xl",
					children: text$3.title
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "text-muted-foreground",
					children: text$3.lead
				})] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RangeSwitch, {
					value: range,
					onChange: (next) => setParams({ rentang: String(next) }, { replace: true })
				})]
			}),
			statistics.error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				variant: "destructive",
				children: statistics.error.message
			}) : !data ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "grid gap-4",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-24 w-full" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-72 w-full" })]
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: cn("grid gap-6 transition-opacity", statistics.isPlaceholderData && "opacity-60"),
				"aria-busy": statistics.isPlaceholderData,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SummaryCards, { totals: data.totals }),
					idle ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, { children: text$3.noActivity }) : null,
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DailyChart, {
						days: data.days,
						range: data.range
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TopPrompts, { prompts: data.topPrompts }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AffiliateStatistics, {
						affiliate: data.affiliate,
						range: data.range
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DailyTable, {
						days: data.days,
						totals: data.totals,
						range: data.range
					})
				]
			})
		]
	});
}
// src/features/ledger/api/list-shop-transactions.ts
/** GET /api/v1/seller/transactions, page after page (owners and admins). */
function useShopTransactions(organizationId, bucket) {
	return useCursorList({
		queryKey: [
			"seller",
			organizationId,
			"transactions",
			bucket ?? "all"
		],
		fetchPage: (cursor, signal) => callApi(sellerApi.transactions, { query: {
			limit: 50,
			bucket,
			cursor
		} }, { signal }),
		enabled: Boolean(organizationId)
	});
}
/** The CSV of the same filter, read with the session cookie (same origin). */
var transactionsCsvUrl = (bucket) => `${sellerApi.transactionsCsv.path}${bucket ? `?bucket=${bucket}` : ""}`;
// src/features/ledger/components/transaction-row.tsx
var text$2 = seller.transactions;
var statusTones = {
	held: "border-primary/40 bg-card text-primary",
	available: "border-primary/30 bg-accent text-accent-foreground",
	refunded: "border-border bg-muted text-muted-foreground",
	chargeback: "border-destructive/40 bg-destructive/10 text-destructive",
	processing: "border-primary/40 bg-card text-primary",
	sent: "border-primary/30 bg-accent text-accent-foreground",
	rejected: "border-destructive/40 bg-destructive/10 text-destructive",
	done: "border-border bg-muted text-muted-foreground"
};
/**
* One event of the shop's money: what happened and where it stands, the order or payout it is
* about (a sale with its split), the amount and where it went, and the balance right after.
* A table row on wide screens, a card on phones.
*/
function TransactionRow({ item, balanceOf }) {
	const after = item.balanceAfter;
	const balance = balanceOf ? after[balanceOf] : after.held + after.available + after.reserved;
	const kind = transactionKindLabels[item.kind] ?? item.kind;
	const status = item.status === "held" && item.releaseAt ? text$2.heldUntil(formatDateWib(item.releaseAt)) : transactionStatusLabels[item.status];
	const detail = item.orderNumber ? `${item.orderNumber} · ${item.promptTitle ?? ""}` : item.payoutId ? text$2.payout : "";
	const direction = item.from && item.to ? text$2.move(bucketLabels[item.from], bucketLabels[item.to]) : item.to ? text$2.into(bucketLabels[item.to]) : item.from ? text$2.out(bucketLabels[item.from]) : "";
	const sign = item.from === null && item.to ? "+" : item.to === null && item.from ? "−" : "";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("tr", {
		className: "grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 px-4 py-3 md:table-row md:p-0",
		"data-testid": "transaction-row",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", {
				className: "text-muted-foreground text-xs md:px-4 md:py-3 md:align-top md:text-sm",
				children: formatDateTimeWib(item.at)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("td", {
				className: "col-start-1 md:px-4 md:py-3 md:align-top",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "font-medium",
					children: kind
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: cn("mt-1 ml-2 inline-flex items-center whitespace-nowrap rounded-full border px-2 py-0.5 font-medium text-xs md:ml-0 md:flex md:w-fit", statusTones[item.status]),
					children: status
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("td", {
				className: "col-start-1 min-w-0 text-muted-foreground text-xs md:max-w-80 md:px-4 md:py-3 md:align-top md:text-sm",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "block truncate",
					children: detail
				}), item.sale ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "mt-0.5 block text-xs",
					children: text$2.split(formatRupiah(item.sale.gross), formatRupiah(item.sale.platformFee), item.sale.affiliateFee > 0 ? formatRupiah(item.sale.affiliateFee) : null, formatRupiah(item.sale.net))
				}) : null]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("td", {
				className: "col-start-2 row-span-2 row-start-1 self-center text-right md:px-4 md:py-3 md:align-top",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: cn("block font-semibold tabular-nums", sign === "+" ? "text-primary" : sign === "−" ? "text-destructive" : ""),
					children: [sign, formatRupiah(item.amount)]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "block whitespace-nowrap text-muted-foreground text-xs",
					children: direction
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", {
				className: "col-start-2 text-right text-muted-foreground text-xs tabular-nums md:px-4 md:py-3 md:align-top md:text-sm",
				children: formatRupiah(balance)
			})
		]
	});
}
// src/features/ledger/components/transactions-table.tsx
var text$1 = seller.transactions;
/**
* The shop's money events, newest first. The last column is the balance of the bucket filtered
* on, or the shop's whole balance (held + available + reserved) when all are shown: a sale
* raises it, a refund or a sent payout lowers it, a move between buckets leaves it.
*/
function TransactionsTable({ items, bucket }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Card, {
		className: "overflow-hidden",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("table", {
			className: "w-full table-fixed text-sm md:table-auto",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("thead", {
				className: "hidden bg-muted/50 text-left text-muted-foreground md:table-header-group",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("tr", { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
						className: "px-4 py-2 font-medium",
						children: text$1.columns.at
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
						className: "px-4 py-2 font-medium",
						children: text$1.columns.kind
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
						className: "px-4 py-2 font-medium",
						children: text$1.columns.detail
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
						className: "px-4 py-2 text-right font-medium",
						children: text$1.columns.amount
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
						className: "px-4 py-2 text-right font-medium",
						children: bucket ? text$1.columns.balance(bucketLabels[bucket]) : text$1.columns.total
					})
				] })
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("tbody", {
				className: "divide-y",
				children: items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TransactionRow, {
					item,
					balanceOf: bucket
				}, item.id))
			})]
		})
	});
}
// src/app/routes/app/transactions-page.tsx
var text = seller.transactions;
var isBucket = (value) => SHOP_BUCKETS.includes(value ?? "");
/** /app/transaction: the shop's money, one row per event, with balances and a CSV (owners and admins). */
function TransactionsPage() {
	const session = useSession();
	const canManage = session.role === "owner" || session.role === "admin";
	const [raw, setBucket] = useSearchParam("saldo");
	const bucket = isBucket(raw) ? raw : void 0;
	const transactions = useShopTransactions(canManage ? session.organizationId : null, bucket);
	const items = transactions.data?.pages.flatMap((page) => page.items) ?? [];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid grid-cols-1 gap-6",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${text.title} — ${session.vendor?.name ?? common.brand.name}` }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-wrap items-end justify-between gap-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
					className: "font-bold text-2xl",
					children: text.title
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "text-muted-foreground",
					children: text.lead
				})] }), canManage ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					asChild: true,
					variant: "outline",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
						href: transactionsCsvUrl(bucket),
						download: true,
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Download, { "aria-hidden": "true" }), text.download]
					})
				}) : null]
			}),
			!canManage ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, { children: text.managersOnly }) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterButtons, {
					legend: text.columns.bucket,
					options: SHOP_BUCKETS,
					label: (option) => bucketLabels[option],
					value: bucket,
					onChange: setBucket,
					allLabel: text.all
				}),
				transactions.error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
					variant: "destructive",
					children: transactions.error.message
				}) : transactions.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-64 w-full" }) : items.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, { children: text.empty }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TransactionsTable, {
					items,
					bucket
				}),
				transactions.hasNextPage ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "outline",
					className: "justify-self-center",
					disabled: transactions.isFetchingNextPage,
					onClick: () => void transactions.fetchNextPage(),
					children: transactions.isFetchingNextPage ? common.processing : text.more
				}) : null
			] })
		]
	});
}
export { AppLayout, AppNotFoundPage, ContentPage, CustomerChannelPage, CustomersPage, DashboardPage, MicrositePage, MicrositeViewPage, OrderDetailPage, OrdersPage, PayoutPage, ProductEditorPage, ProductsPage, SettingsPage, StatisticsPage, TransactionsPage };
