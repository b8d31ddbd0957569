import { i as __toESM, n as __exportAll } from "./rolldown-runtime-DYf_mQCB.js";
import { r as formatDateTimeWib } from "./format-BNwsEODH.js";
import { A as createContextScope, D as composeEventHandlers, E as useControllableState, F as createLucideIcon, L as useMutation, M as Primitive, S as DismissableLayer, T as Presence, g as useCursorList, n as Button, x as Portal } from "../entry-server.js";
import { t as require_react } from "./react-C6tkHmF0.js";
import { K as useNavigate, i as callApi, l as useComposedRefs, s as createSlot, u as useQuery } from "./public-api-D-FUNJP1.js";
import { d as useFocusGuards, f as FocusScope, g as useId, h as useFocusScopeBranchRegistry, l as hideOthers, m as useFocusScopeBranch, p as FocusScopeBranchProvider, u as ReactRemoveScroll } from "./dist-I7ms27j3.js";
import { i as createPopperScope, n as PopperAnchor, r as PopperContent, t as Popper } from "./dist-CzOlgbTB.js";
import { n as require_jsx_runtime, t as common } from "./common-BJeRfR82.js";
import { t as cn } from "./cn-DJgp3dhb.js";
import { t as badgeCount } from "./badge-count--K1li303.js";
import { t as notificationsText } from "./notifications-l-fONyYf.js";
import { t as accountApi } from "./account-SN9qfutP.js";
import { s as useQueryClient } from "./http-uRK1c2Wv.js";
import { n as useLiveEvent } from "./live-events-l2WtZ3m2.js";
import { t as useSession } from "./use-session-DbhFI07F.js";
// ../../node_modules/lucide-react/dist/esm/icons/bell.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "bell",
	size: 24,
	node: [["path", {
		d: "M10.268 21a2 2 0 0 0 3.464 0",
		key: "vwvbt9"
	}], ["path", {
		d: "M3.262 15.326A1 1 0 0 0 4 17h16a1 1 0 0 0 .74-1.673C19.41 13.956 18 12.499 18 8A6 6 0 0 0 6 8c0 4.499-1.411 5.956-2.738 7.326",
		key: "11g9vi"
	}]]
};
__iconData$1.node;
var Bell = createLucideIcon(__iconData$1);
// ../../node_modules/lucide-react/dist/esm/icons/check-check.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "check-check",
	size: 24,
	node: [["path", {
		d: "M18 6 7 17l-5-5",
		key: "116fxf"
	}], ["path", {
		d: "m22 10-7.5 7.5L13 16",
		key: "ke71qq"
	}]]
};
__iconData.node;
var CheckCheck = createLucideIcon(__iconData);
// ../../node_modules/@radix-ui/react-popover/dist/index.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var __defProp = Object.defineProperty;
var __name = (target, value) => __defProp(target, "name", {
	value,
	configurable: true
});
var POPOVER_NAME = "Popover";
var [createPopoverContext, createPopoverScope] = createContextScope(POPOVER_NAME, [createPopperScope]);
var usePopperScope = createPopperScope();
var [PopoverProvider, usePopoverContext] = createPopoverContext(POPOVER_NAME);
var Popover$1 = /* @__PURE__ */ __name((props) => {
	const { __scopePopover, children, open: openProp, defaultOpen, onOpenChange, modal = false } = props;
	const popperScope = usePopperScope(__scopePopover);
	const triggerRef = import_react.useRef(null);
	const [hasCustomAnchor, setHasCustomAnchor] = import_react.useState(false);
	const [titleCount, setTitleCount] = import_react.useState(0);
	const [descriptionCount, setDescriptionCount] = import_react.useState(0);
	const [open, setOpen] = useControllableState({
		prop: openProp,
		defaultProp: defaultOpen ?? false,
		onChange: onOpenChange,
		caller: POPOVER_NAME
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Popper, {
		...popperScope,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PopoverProvider, {
			scope: __scopePopover,
			contentId: useId(),
			titleId: useId(),
			descriptionId: useId(),
			titlePresent: titleCount > 0,
			descriptionPresent: descriptionCount > 0,
			setTitleCount,
			setDescriptionCount,
			triggerRef,
			open,
			onOpenChange: setOpen,
			onOpenToggle: import_react.useCallback(() => setOpen((prevOpen) => !prevOpen), [setOpen]),
			hasCustomAnchor,
			onCustomAnchorAdd: import_react.useCallback(() => setHasCustomAnchor(true), []),
			onCustomAnchorRemove: import_react.useCallback(() => setHasCustomAnchor(false), []),
			modal,
			children
		})
	});
}, "Popover");
var TRIGGER_NAME = "PopoverTrigger";
var PopoverTrigger$1 = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function PopoverTrigger2(props, forwardedRef) {
	const { __scopePopover, ...triggerProps } = props;
	const context = usePopoverContext(TRIGGER_NAME, __scopePopover);
	const popperScope = usePopperScope(__scopePopover);
	const composedTriggerRef = useComposedRefs(forwardedRef, context.triggerRef);
	const trigger = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Primitive.button, {
		type: "button",
		"aria-haspopup": "dialog",
		"aria-expanded": context.open,
		"aria-controls": context.open ? context.contentId : void 0,
		"data-state": getState(context.open),
		...triggerProps,
		ref: composedTriggerRef,
		onClick: composeEventHandlers(props.onClick, context.onOpenToggle)
	});
	return context.hasCustomAnchor ? trigger : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PopperAnchor, {
		asChild: true,
		...popperScope,
		children: trigger
	});
}, "PopoverTrigger"));
var PORTAL_NAME = "PopoverPortal";
var [PortalProvider, usePortalContext] = createPopoverContext(PORTAL_NAME, { forceMount: void 0 });
var PopoverPortal = /* @__PURE__ */ __name((props) => {
	const { __scopePopover, forceMount, children, container } = props;
	const context = usePopoverContext(PORTAL_NAME, __scopePopover);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PortalProvider, {
		scope: __scopePopover,
		forceMount,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Presence, {
			present: forceMount || context.open,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Portal, {
				asChild: true,
				container,
				children
			})
		})
	});
}, "PopoverPortal");
var CONTENT_NAME = "PopoverContent";
var PopoverContent$1 = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function PopoverContent2(props, forwardedRef) {
	const portalContext = usePortalContext(CONTENT_NAME, props.__scopePopover);
	const { forceMount = portalContext.forceMount, ...contentProps } = props;
	const context = usePopoverContext(CONTENT_NAME, props.__scopePopover);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Presence, {
		present: forceMount || context.open,
		children: context.modal ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PopoverContentModal, {
			...contentProps,
			ref: forwardedRef
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PopoverContentNonModal, {
			...contentProps,
			ref: forwardedRef
		})
	});
}, "PopoverContent"));
var Slot = createSlot("PopoverContent.RemoveScroll");
var PopoverContentModal = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function PopoverContentModal2(props, forwardedRef) {
	const context = usePopoverContext(CONTENT_NAME, props.__scopePopover);
	const contentRef = import_react.useRef(null);
	const composedRefs = useComposedRefs(forwardedRef, contentRef);
	const isRightClickOutsideRef = import_react.useRef(false);
	const { nodes: branchNodes, registry: branchRegistry } = useFocusScopeBranchRegistry();
	import_react.useEffect(() => {
		const content = contentRef.current;
		if (content) return hideOthers(content);
	}, []);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReactRemoveScroll, {
		as: Slot,
		allowPinchZoom: true,
		shards: import_react.useMemo(() => [contentRef, ...branchNodes.map((node) => ({ current: node }))], [contentRef, branchNodes]),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PopoverContentImpl, {
			...props,
			ref: composedRefs,
			branchNodes,
			branchRegistry,
			trapFocus: context.open,
			disableOutsidePointerEvents: true,
			onCloseAutoFocus: composeEventHandlers(props.onCloseAutoFocus, (event) => {
				event.preventDefault();
				if (!isRightClickOutsideRef.current) context.triggerRef.current?.focus();
			}),
			onPointerDownOutside: composeEventHandlers(props.onPointerDownOutside, (event) => {
				const originalEvent = event.detail.originalEvent;
				const ctrlLeftClick = originalEvent.button === 0 && originalEvent.ctrlKey === true;
				const isRightClick = originalEvent.button === 2 || ctrlLeftClick;
				isRightClickOutsideRef.current = isRightClick;
			}, { checkForDefaultPrevented: false }),
			onFocusOutside: composeEventHandlers(props.onFocusOutside, (event) => event.preventDefault(), { checkForDefaultPrevented: false })
		})
	});
}, "PopoverContentModal"));
var PopoverContentNonModal = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function PopoverContentNonModal2(props, forwardedRef) {
	const context = usePopoverContext(CONTENT_NAME, props.__scopePopover);
	const hasInteractedOutsideRef = import_react.useRef(false);
	const hasPointerDownOutsideRef = import_react.useRef(false);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PopoverContentImpl, {
		...props,
		ref: forwardedRef,
		trapFocus: false,
		disableOutsidePointerEvents: false,
		onCloseAutoFocus: (event) => {
			props.onCloseAutoFocus?.(event);
			if (!event.defaultPrevented) {
				if (!hasInteractedOutsideRef.current) context.triggerRef.current?.focus();
				event.preventDefault();
			}
			hasInteractedOutsideRef.current = false;
			hasPointerDownOutsideRef.current = false;
		},
		onInteractOutside: (event) => {
			props.onInteractOutside?.(event);
			if (!event.defaultPrevented) {
				hasInteractedOutsideRef.current = true;
				if (event.detail.originalEvent.type === "pointerdown") hasPointerDownOutsideRef.current = true;
			}
			const target = event.target;
			if (context.triggerRef.current?.contains(target)) event.preventDefault();
			if (event.detail.originalEvent.type === "focusin" && hasPointerDownOutsideRef.current) event.preventDefault();
		}
	});
}, "PopoverContentNonModal"));
var PopoverContentImpl = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function PopoverContentImpl2(props, forwardedRef) {
	const { __scopePopover, trapFocus, onOpenAutoFocus, onCloseAutoFocus, disableOutsidePointerEvents, onEscapeKeyDown, onPointerDownOutside, onFocusOutside, onInteractOutside, "aria-describedby": ariaDescribedby, branchNodes, branchRegistry, ...contentProps } = props;
	const context = usePopoverContext(CONTENT_NAME, __scopePopover);
	const popperScope = usePopperScope(__scopePopover);
	const [contentNode, setContentNode] = import_react.useState(null);
	const composedRefs = useComposedRefs(forwardedRef, setContentNode);
	useFocusScopeBranch(contentNode);
	useFocusGuards();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FocusScopeBranchProvider, {
		registry: branchRegistry,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FocusScope, {
			asChild: true,
			loop: true,
			trapped: trapFocus,
			branches: branchNodes,
			onMountAutoFocus: onOpenAutoFocus,
			onUnmountAutoFocus: onCloseAutoFocus,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DismissableLayer, {
				asChild: true,
				disableOutsidePointerEvents,
				onInteractOutside,
				onEscapeKeyDown,
				onPointerDownOutside,
				onFocusOutside,
				onDismiss: () => context.onOpenChange(false),
				deferPointerDownOutside: true,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PopperContent, {
					"data-state": getState(context.open),
					role: "dialog",
					id: context.contentId,
					"aria-labelledby": context.titlePresent ? context.titleId : void 0,
					"aria-describedby": context.descriptionPresent ? concatAriaDescribedby(ariaDescribedby, context.descriptionId) : ariaDescribedby,
					...popperScope,
					...contentProps,
					ref: composedRefs,
					style: {
						...contentProps.style,
						"--radix-popover-content-transform-origin": "var(--radix-popper-transform-origin)",
						"--radix-popover-content-available-width": "var(--radix-popper-available-width)",
						"--radix-popover-content-available-height": "var(--radix-popper-available-height)",
						"--radix-popover-trigger-width": "var(--radix-popper-anchor-width)",
						"--radix-popover-trigger-height": "var(--radix-popper-anchor-height)"
					}
				})
			})
		})
	});
}, "PopoverContentImpl"));
function getState(open) {
	return open ? "open" : "closed";
}
__name(getState, "getState");
function concatAriaDescribedby(...values) {
	const ids = /* @__PURE__ */ new Set();
	for (const value of values) {
		if (typeof value !== "string") continue;
		for (const id of String(value).trim().split(/\s+/)) if (id) ids.add(id);
	}
	return ids.size > 0 ? Array.from(ids).join(" ") : void 0;
}
__name(concatAriaDescribedby, "concatAriaDescribedby");
// src/components/ui/popover.tsx
var Popover = Popover$1;
var PopoverTrigger = PopoverTrigger$1;
function PopoverContent({ className, sideOffset = 6, collisionPadding = 8, ...props }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PopoverPortal, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PopoverContent$1, {
		sideOffset,
		collisionPadding,
		className: cn("z-50 rounded-lg border bg-card text-card-foreground shadow-lg outline-none", className),
		...props
	}) });
}
// src/features/notifications/api/notifications.ts
var notificationsKey = (uid) => ["notifications", uid];
var unreadKey = (uid) => [
	"notifications",
	uid,
	"unread"
];
var listKey = (uid) => [
	"notifications",
	uid,
	"list"
];
/** GET …/notifications/unread-count: the bell's badge, for the signed-in user. */
function useUnreadNotifications() {
	const { uid, isLoggedIn } = useSession();
	return useQuery({
		queryKey: unreadKey(uid),
		queryFn: ({ signal }) => callApi(accountApi.unreadNotifications, {}, { signal }),
		enabled: isLoggedIn
	});
}
/** GET …/notifications: the bell's list, newest first, read only while it is open. */
function useNotificationList(enabled) {
	const { uid, isLoggedIn } = useSession();
	return useCursorList({
		queryKey: listKey(uid),
		fetchPage: (cursor, signal) => callApi(accountApi.notifications, { query: {
			cursor,
			limit: 10
		} }, { signal }),
		enabled: enabled && isLoggedIn
	});
}
/** A new notification (a sale, a payment, a decision) refreshes the badge and the list, live. */
function useNotificationLiveUpdates() {
	const { uid } = useSession();
	const queryClient = useQueryClient();
	useLiveEvent("notification.created", (0, import_react.useCallback)(() => void queryClient.invalidateQueries({ queryKey: notificationsKey(uid) }), [queryClient, uid]));
}
/** Marks one notification read (or, without an id, all of them); the badge takes the answer. */
function useMarkNotificationsRead() {
	const { uid } = useSession();
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (id) => id ? callApi(accountApi.readNotification, { params: { notificationId: id } }) : callApi(accountApi.readAllNotifications, {}),
		onSuccess: (unread) => {
			queryClient.setQueryData(unreadKey(uid), unread);
			queryClient.invalidateQueries({ queryKey: listKey(uid) });
		}
	});
}
// src/features/notifications/components/relative-time.ts
var relative = new Intl.RelativeTimeFormat("id-ID", { numeric: "auto" });
var MINUTE = 6e4;
var HOUR = 60 * MINUTE;
var DAY = 24 * HOUR;
/**
* "5 menit yang lalu", "2 jam yang lalu", "kemarin" within a week; older moments as their WIB time
* ("24 Nov 2026, 07.52 WIB"), since a date without a zone would be ambiguous.
*/
function relativeTime(value, now = Date.now()) {
	const elapsed = now - new Date(value).getTime();
	if (elapsed < MINUTE) return notificationsText.justNow;
	if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), "minute");
	if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), "hour");
	if (elapsed < 7 * DAY) return relative.format(-Math.floor(elapsed / DAY), "day");
	return formatDateTimeWib(value);
}
// src/features/notifications/components/notification-bell.tsx
var notification_bell_exports = /* @__PURE__ */ __exportAll({ NotificationBell: () => NotificationBell });
var text = notificationsText.bell;
/**
* The bell of the top bar and the workspaces (issue 13): the unread count as a badge ('99+'
* above 99), a popover with the newest notifications. Following one marks it read and opens
* its page. A new notification arrives live.
*/
function NotificationBell({ side = "bottom", align = "end", className }) {
	const [open, setOpen] = (0, import_react.useState)(false);
	useNotificationLiveUpdates();
	const unread = useUnreadNotifications().data?.count ?? 0;
	const badge = badgeCount(unread);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Popover, {
		open,
		onOpenChange: setOpen,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PopoverTrigger, {
			asChild: true,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
				variant: "ghost",
				size: "icon",
				className: cn("relative", className),
				"aria-label": text.label(unread),
				"data-testid": "notification-bell",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Bell, { "aria-hidden": "true" }), badge ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					"data-testid": "notification-badge",
					className: "-top-0.5 -right-0.5 absolute min-w-5 rounded-full bg-destructive px-1 text-center font-semibold text-[11px] text-destructive-foreground leading-5",
					children: badge
				}) : null]
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PopoverContent, {
			side,
			align,
			"aria-label": text.title,
			className: "flex max-h-[min(32rem,calc(100dvh-5rem))] w-[min(24rem,calc(100vw-1rem))] flex-col",
			children: open ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotificationPanel, {
				unread,
				onFollow: () => setOpen(false)
			}) : null
		})]
	});
}
function NotificationPanel({ unread, onFollow }) {
	const list = useNotificationList(true);
	const markRead = useMarkNotificationsRead();
	const navigate = useNavigate();
	const items = list.data?.pages.flatMap((page) => page.items) ?? [];
	const follow = (item) => {
		if (!item.readAt) markRead.mutate(item.id);
		onFollow();
		navigate(item.link);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "flex items-center justify-between gap-2 border-b px-4 py-3",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			className: "font-semibold",
			children: text.title
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
			variant: "ghost",
			size: "sm",
			disabled: unread === 0 || markRead.isPending,
			onClick: () => markRead.mutate(null),
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckCheck, { "aria-hidden": "true" }), text.markAllRead]
		})]
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "min-h-0 flex-1 overflow-y-auto",
		children: [list.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "px-4 py-6 text-muted-foreground text-sm",
			role: "status",
			children: common.loading
		}) : list.isError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "px-4 py-6 text-destructive text-sm",
			children: text.loadFailed
		}) : items.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "px-4 py-6 text-muted-foreground text-sm",
			children: text.empty
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: "divide-y",
			children: items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
				type: "button",
				onClick: () => follow(item),
				className: cn("flex w-full gap-3 px-4 py-3 text-left transition-colors hover:bg-accent focus-visible:bg-accent focus-visible:outline-none", !item.readAt && "bg-primary/5"),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					"aria-hidden": "true",
					className: cn("mt-1.5 size-2 shrink-0 rounded-full", item.readAt ? "bg-transparent" : "bg-primary")
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: "min-w-0 flex-1",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "block font-medium text-sm leading-snug",
							children: [item.readAt ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "sr-only",
								children: `${text.unread}: `
							}), item.title]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "mt-0.5 line-clamp-2 block text-muted-foreground text-sm",
							children: item.body
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
							dateTime: item.createdAt,
							title: formatDateTimeWib(item.createdAt),
							className: "mt-1 block text-muted-foreground text-xs",
							children: relativeTime(item.createdAt)
						})
					]
				})]
			}) }, item.id))
		}), list.hasNextPage ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "border-t p-2",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "ghost",
				size: "sm",
				className: "w-full",
				disabled: list.isFetchingNextPage,
				onClick: () => void list.fetchNextPage(),
				children: text.loadMore
			})
		}) : null]
	})] });
}
export { PopoverTrigger as a, PopoverContent as i, notification_bell_exports as n, Popover as r, NotificationBell as t };
