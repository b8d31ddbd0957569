import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-C6tkHmF0.js";
import { F as NavLink, K as useNavigate, P as Link, W as useLocation, Z as useSearchParams, c as createSlottable, l as useComposedRefs, q as useNavigation } from "./public-api-D-FUNJP1.js";
import { n as require_jsx_runtime, t as common } from "./common-BJeRfR82.js";
import { t as useSession } from "./use-session-DbhFI07F.js";
import { t as ArrowLeft } from "./arrow-left-DeG8vWal.js";
import { t as NotificationBell } from "./notification-bell-CYBsbbQ2.js";
import { t as Lock } from "./lock-C6Pb2GV-.js";
import { a as DropdownMenuLabel, c as LogOut, i as DropdownMenuItem, n as DropdownMenu, o as DropdownMenuSeparator, r as DropdownMenuContent, s as DropdownMenuTrigger, t as useSignOut } from "./use-sign-out-B4-bO5sd.js";
import { i as Menu, n as SheetContent, r as SheetTrigger, t as Sheet } from "./sheet-DLAi887L.js";
import { t as ThemeToggle } from "./theme-toggle-DuT28nJ9.js";
import { t as Receipt } from "./receipt-BjYEXOuD.js";
import { t as Search } from "./search-DG0z0ckP.js";
import { t as Store } from "./store-C8b4eMYz.js";
import { n as UserRound } from "./confirm-dialog-1vpzM-e5.js";
import { g as useId$2, m as useFocusScopeBranch } from "./dist-I7ms27j3.js";
import { i as createPopperScope, n as PopperAnchor, r as PopperContent, t as Popper } from "./dist-CzOlgbTB.js";
import { t as cn } from "./cn-DJgp3dhb.js";
import { A as createContextScope, D as composeEventHandlers, E as useControllableState, F as createLucideIcon, M as Primitive, P as X, S as DismissableLayer, T as Presence, j as VisuallyHidden, k as useLayoutEffect2, n as Button, v as LogoMark, x as Portal, y as paths } from "../entry-server.js";
import { t as Avatar } from "./avatar-BYKdAmQJ.js";
import { s as formatRupiah } from "./format-BNwsEODH.js";
import { i as CardTitle, n as CardContent, r as CardHeader, t as Card } from "./card-DT1Ik1ud.js";
import { t as Input } from "./input-D2IwgA0K.js";
import { h as promptStatusLabels, o as transactionKindLabels } from "./seller-transactions-GCfLaJpY.js";
// ../../node_modules/lucide-react/dist/esm/icons/arrow-down.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$9 = {
	name: "arrow-down",
	size: 24,
	node: [["path", {
		d: "M12 5v14",
		key: "s699le"
	}], ["path", {
		d: "m19 12-7 7-7-7",
		key: "1idqje"
	}]]
};
__iconData$9.node;
var ArrowDown = createLucideIcon(__iconData$9);
// ../../node_modules/lucide-react/dist/esm/icons/arrow-up.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$8 = {
	name: "arrow-up",
	size: 24,
	node: [["path", {
		d: "m5 12 7-7 7 7",
		key: "hav0vg"
	}], ["path", {
		d: "M12 19V5",
		key: "x0mq9r"
	}]]
};
__iconData$8.node;
var ArrowUp = createLucideIcon(__iconData$8);
// ../../node_modules/lucide-react/dist/esm/icons/chevrons-left.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$7 = {
	name: "chevrons-left",
	size: 24,
	node: [["path", {
		d: "m11 17-5-5 5-5",
		key: "13zhaf"
	}], ["path", {
		d: "m18 17-5-5 5-5",
		key: "h8a8et"
	}]]
};
__iconData$7.node;
var ChevronsLeft = createLucideIcon(__iconData$7);
// ../../node_modules/lucide-react/dist/esm/icons/chevrons-right.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$6 = {
	name: "chevrons-right",
	size: 24,
	node: [["path", {
		d: "m6 17 5-5-5-5",
		key: "xnjwq"
	}], ["path", {
		d: "m13 17 5-5-5-5",
		key: "17xmmf"
	}]]
};
__iconData$6.node;
var ChevronsRight = createLucideIcon(__iconData$6);
// ../../node_modules/lucide-react/dist/esm/icons/chevrons-up-down.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$5 = {
	name: "chevrons-up-down",
	size: 24,
	node: [["path", {
		d: "m7 15 5 5 5-5",
		key: "1hf1tw"
	}], ["path", {
		d: "m7 9 5-5 5 5",
		key: "sgt6xg"
	}]]
};
__iconData$5.node;
var ChevronsUpDown = createLucideIcon(__iconData$5);
// ../../node_modules/lucide-react/dist/esm/icons/layout-dashboard.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$4 = {
	name: "layout-dashboard",
	size: 24,
	node: [
		["rect", {
			width: "7",
			height: "9",
			x: "3",
			y: "3",
			rx: "1",
			key: "10lvy0"
		}],
		["rect", {
			width: "7",
			height: "5",
			x: "14",
			y: "3",
			rx: "1",
			key: "16une8"
		}],
		["rect", {
			width: "7",
			height: "9",
			x: "14",
			y: "12",
			rx: "1",
			key: "1hutg5"
		}],
		["rect", {
			width: "7",
			height: "5",
			x: "3",
			y: "16",
			rx: "1",
			key: "ldoo1y"
		}]
	]
};
__iconData$4.node;
var LayoutDashboard = createLucideIcon(__iconData$4);
// ../../node_modules/lucide-react/dist/esm/icons/package.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$3 = {
	name: "package",
	size: 24,
	node: [
		["path", {
			d: "M11 21.73a2 2 0 0 0 2 0l7-4A2 2 0 0 0 21 16V8a2 2 0 0 0-1-1.73l-7-4a2 2 0 0 0-2 0l-7 4A2 2 0 0 0 3 8v8a2 2 0 0 0 1 1.73z",
			key: "1a0edw"
		}],
		["path", {
			d: "M12 22V12",
			key: "d0xqtd"
		}],
		["polyline", {
			points: "3.29 7 12 12 20.71 7",
			key: "ousv84"
		}],
		["path", {
			d: "m7.5 4.27 9 5.15",
			key: "1c824w"
		}]
	]
};
__iconData$3.node;
var Package = createLucideIcon(__iconData$3);
// ../../node_modules/lucide-react/dist/esm/icons/percent.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$2 = {
	name: "percent",
	size: 24,
	node: [
		["line", {
			x1: "19",
			x2: "5",
			y1: "5",
			y2: "19",
			key: "1x9vlm"
		}],
		["circle", {
			cx: "6.5",
			cy: "6.5",
			r: "2.5",
			key: "4mh3h7"
		}],
		["circle", {
			cx: "17.5",
			cy: "17.5",
			r: "2.5",
			key: "1mdrzq"
		}]
	]
};
__iconData$2.node;
var Percent = createLucideIcon(__iconData$2);
// ../../node_modules/lucide-react/dist/esm/icons/plus.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "plus",
	size: 24,
	node: [["path", {
		d: "M5 12h14",
		key: "1ays0h"
	}], ["path", {
		d: "M12 5v14",
		key: "s699le"
	}]]
};
__iconData$1.node;
var Plus = createLucideIcon(__iconData$1);
// ../../node_modules/lucide-react/dist/esm/icons/receipt-text.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "receipt-text",
	size: 24,
	node: [
		["path", {
			d: "M13 16H8",
			key: "wsln4y"
		}],
		["path", {
			d: "M14 8H8",
			key: "1l3xfs"
		}],
		["path", {
			d: "M16 12H8",
			key: "1fr5h0"
		}],
		["path", {
			d: "M4 3a1 1 0 0 1 1-1 1.3 1.3 0 0 1 .7.2l.933.6a1.3 1.3 0 0 0 1.4 0l.934-.6a1.3 1.3 0 0 1 1.4 0l.933.6a1.3 1.3 0 0 0 1.4 0l.933-.6a1.3 1.3 0 0 1 1.4 0l.934.6a1.3 1.3 0 0 0 1.4 0l.933-.6A1.3 1.3 0 0 1 19 2a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1 1.3 1.3 0 0 1-.7-.2l-.933-.6a1.3 1.3 0 0 0-1.4 0l-.934.6a1.3 1.3 0 0 1-1.4 0l-.933-.6a1.3 1.3 0 0 0-1.4 0l-.933.6a1.3 1.3 0 0 1-1.4 0l-.934-.6a1.3 1.3 0 0 0-1.4 0l-.933.6a1.3 1.3 0 0 1-.7.2 1 1 0 0 1-1-1z",
			key: "ycz6yz"
		}]
	]
};
__iconData.node;
var ReceiptText = createLucideIcon(__iconData);
// ../../node_modules/@radix-ui/react-tooltip/dist/index.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var __defProp = Object.defineProperty;
var __name = (target, value) => __defProp(target, "name", {
	value,
	configurable: true
});
var [createTooltipContext, createTooltipScope] = createContextScope("Tooltip", [createPopperScope]);
var usePopperScope = createPopperScope();
var PROVIDER_NAME = "TooltipProvider";
var DEFAULT_DELAY_DURATION = 700;
var TOOLTIP_OPEN = "tooltip.open";
var [TooltipProviderContextProvider, useTooltipProviderContext] = createTooltipContext(PROVIDER_NAME);
var TooltipProvider$1 = /* @__PURE__ */ __name((props) => {
	const { __scopeTooltip, delayDuration = DEFAULT_DELAY_DURATION, skipDelayDuration = 300, disableHoverableContent = false, children } = props;
	const isOpenDelayedRef = import_react.useRef(true);
	const isPointerInTransitRef = import_react.useRef(false);
	const skipDelayTimerRef = import_react.useRef(0);
	import_react.useEffect(() => {
		const skipDelayTimer = skipDelayTimerRef.current;
		return () => window.clearTimeout(skipDelayTimer);
	}, []);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TooltipProviderContextProvider, {
		scope: __scopeTooltip,
		isOpenDelayedRef,
		delayDuration,
		onOpen: import_react.useCallback(() => {
			if (skipDelayDuration <= 0) return;
			window.clearTimeout(skipDelayTimerRef.current);
			isOpenDelayedRef.current = false;
		}, [skipDelayDuration]),
		onClose: import_react.useCallback(() => {
			if (skipDelayDuration <= 0) return;
			window.clearTimeout(skipDelayTimerRef.current);
			skipDelayTimerRef.current = window.setTimeout(() => isOpenDelayedRef.current = true, skipDelayDuration);
		}, [skipDelayDuration]),
		isPointerInTransitRef,
		onPointerInTransitChange: import_react.useCallback((inTransit) => {
			isPointerInTransitRef.current = inTransit;
		}, []),
		disableHoverableContent,
		children
	});
}, "TooltipProvider");
var TOOLTIP_NAME = "Tooltip";
var [TooltipContextProvider, useTooltipContext] = createTooltipContext(TOOLTIP_NAME);
var Tooltip$1 = /* @__PURE__ */ __name((props) => {
	const { __scopeTooltip, children, open: openProp, defaultOpen, onOpenChange, disableHoverableContent: disableHoverableContentProp, delayDuration: delayDurationProp } = props;
	const providerContext = useTooltipProviderContext(TOOLTIP_NAME, props.__scopeTooltip);
	const popperScope = usePopperScope(__scopeTooltip);
	const [trigger, setTrigger] = import_react.useState(null);
	const [contentIdState, setContentId] = import_react.useState(void 0);
	const generatedContentId = useId$2();
	const openTimerRef = import_react.useRef(0);
	const disableHoverableContent = disableHoverableContentProp ?? providerContext.disableHoverableContent;
	const delayDuration = delayDurationProp ?? providerContext.delayDuration;
	const wasOpenDelayedRef = import_react.useRef(false);
	const [open, setOpen] = useControllableState({
		prop: openProp,
		defaultProp: defaultOpen ?? false,
		onChange: /* @__PURE__ */ __name((open2) => {
			if (open2) {
				providerContext.onOpen();
				document.dispatchEvent(new CustomEvent(TOOLTIP_OPEN));
			} else providerContext.onClose();
			onOpenChange?.(open2);
		}, "onChange"),
		caller: TOOLTIP_NAME
	});
	const stateAttribute = import_react.useMemo(() => {
		return open ? wasOpenDelayedRef.current ? "delayed-open" : "instant-open" : "closed";
	}, [open]);
	const handleOpen = import_react.useCallback(() => {
		window.clearTimeout(openTimerRef.current);
		openTimerRef.current = 0;
		wasOpenDelayedRef.current = false;
		setOpen(true);
	}, [setOpen]);
	const handleClose = import_react.useCallback(() => {
		window.clearTimeout(openTimerRef.current);
		openTimerRef.current = 0;
		setOpen(false);
	}, [setOpen]);
	const handleDelayedOpen = import_react.useCallback(() => {
		window.clearTimeout(openTimerRef.current);
		openTimerRef.current = window.setTimeout(() => {
			wasOpenDelayedRef.current = true;
			setOpen(true);
			openTimerRef.current = 0;
		}, delayDuration);
	}, [delayDuration, setOpen]);
	import_react.useEffect(() => {
		return () => {
			if (openTimerRef.current) {
				window.clearTimeout(openTimerRef.current);
				openTimerRef.current = 0;
			}
		};
	}, []);
	const contentId = contentIdState ?? generatedContentId;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Popper, {
		...popperScope,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TooltipContextProvider, {
			scope: __scopeTooltip,
			contentId,
			setContentId,
			open,
			stateAttribute,
			trigger,
			onTriggerChange: setTrigger,
			onTriggerEnter: import_react.useCallback(() => {
				if (providerContext.isOpenDelayedRef.current) handleDelayedOpen();
				else handleOpen();
			}, [
				providerContext.isOpenDelayedRef,
				handleDelayedOpen,
				handleOpen
			]),
			onTriggerLeave: import_react.useCallback(() => {
				if (disableHoverableContent) handleClose();
				else {
					window.clearTimeout(openTimerRef.current);
					openTimerRef.current = 0;
				}
			}, [handleClose, disableHoverableContent]),
			onOpen: handleOpen,
			onClose: handleClose,
			disableHoverableContent,
			children
		})
	});
}, "Tooltip");
var TRIGGER_NAME = "TooltipTrigger";
var TooltipTrigger = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function TooltipTrigger2(props, forwardedRef) {
	const { __scopeTooltip, "aria-describedby": ariaDescribedby, ...triggerProps } = props;
	const context = useTooltipContext(TRIGGER_NAME, __scopeTooltip);
	const providerContext = useTooltipProviderContext(TRIGGER_NAME, __scopeTooltip);
	const popperScope = usePopperScope(__scopeTooltip);
	const ref = import_react.useRef(null);
	const composedRefs = useComposedRefs(forwardedRef, ref, context.onTriggerChange);
	const isPointerDownRef = import_react.useRef(false);
	const hasPointerMoveOpenedRef = import_react.useRef(false);
	const handlePointerUp = import_react.useCallback(() => isPointerDownRef.current = false, []);
	import_react.useEffect(() => {
		return () => document.removeEventListener("pointerup", handlePointerUp);
	}, [handlePointerUp]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PopperAnchor, {
		asChild: true,
		...popperScope,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Primitive.button, {
			"aria-describedby": context.open ? concatAriaDescribedby(ariaDescribedby, context.contentId) : ariaDescribedby,
			"data-state": context.stateAttribute,
			...triggerProps,
			ref: composedRefs,
			onPointerMove: composeEventHandlers(props.onPointerMove, (event) => {
				if (event.pointerType === "touch") return;
				if (!hasPointerMoveOpenedRef.current && !providerContext.isPointerInTransitRef.current) {
					context.onTriggerEnter();
					hasPointerMoveOpenedRef.current = true;
				}
			}),
			onPointerLeave: composeEventHandlers(props.onPointerLeave, () => {
				context.onTriggerLeave();
				hasPointerMoveOpenedRef.current = false;
			}),
			onPointerDown: composeEventHandlers(props.onPointerDown, () => {
				if (context.open) context.onClose();
				isPointerDownRef.current = true;
				document.addEventListener("pointerup", handlePointerUp, { once: true });
			}),
			onFocus: composeEventHandlers(props.onFocus, () => {
				if (!isPointerDownRef.current) context.onOpen();
			}),
			onBlur: composeEventHandlers(props.onBlur, context.onClose),
			onClick: composeEventHandlers(props.onClick, context.onClose)
		})
	});
}, "TooltipTrigger"));
var PORTAL_NAME = "TooltipPortal";
var [PortalProvider, usePortalContext] = createTooltipContext(PORTAL_NAME, { forceMount: void 0 });
var TooltipPortal = /* @__PURE__ */ __name((props) => {
	const { __scopeTooltip, forceMount, children, container } = props;
	const context = useTooltipContext(PORTAL_NAME, __scopeTooltip);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PortalProvider, {
		scope: __scopeTooltip,
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
}, "TooltipPortal");
var CONTENT_NAME = "TooltipContent";
var TooltipContent = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function TooltipContent2(props, forwardedRef) {
	const portalContext = usePortalContext(CONTENT_NAME, props.__scopeTooltip);
	const { forceMount = portalContext.forceMount, side = "top", ...contentProps } = props;
	const context = useTooltipContext(CONTENT_NAME, props.__scopeTooltip);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Presence, {
		present: forceMount || context.open,
		children: context.disableHoverableContent ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TooltipContentImpl, {
			side,
			...contentProps,
			ref: forwardedRef
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TooltipContentHoverable, {
			side,
			...contentProps,
			ref: forwardedRef
		})
	});
}, "TooltipContent"));
var TooltipContentHoverable = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function TooltipContentHoverable2(props, forwardedRef) {
	const context = useTooltipContext(CONTENT_NAME, props.__scopeTooltip);
	const providerContext = useTooltipProviderContext(CONTENT_NAME, props.__scopeTooltip);
	const ref = import_react.useRef(null);
	const composedRefs = useComposedRefs(forwardedRef, ref);
	const [pointerGraceArea, setPointerGraceArea] = import_react.useState(null);
	const { trigger, onClose } = context;
	const content = ref.current;
	const { onPointerInTransitChange } = providerContext;
	const handleRemoveGraceArea = import_react.useCallback(() => {
		setPointerGraceArea(null);
		onPointerInTransitChange(false);
	}, [onPointerInTransitChange]);
	const handleCreateGraceArea = import_react.useCallback((event, hoverTarget) => {
		const currentTarget = event.currentTarget;
		const exitPoint = {
			x: event.clientX,
			y: event.clientY
		};
		const paddedExitPoints = getPaddedExitPoints(exitPoint, getExitSideFromRect(exitPoint, currentTarget.getBoundingClientRect()));
		const hoverTargetPoints = getPointsFromRect(hoverTarget.getBoundingClientRect());
		const graceArea = getHull([...paddedExitPoints, ...hoverTargetPoints]);
		setPointerGraceArea(graceArea);
		onPointerInTransitChange(true);
	}, [onPointerInTransitChange]);
	import_react.useEffect(() => {
		return () => handleRemoveGraceArea();
	}, [handleRemoveGraceArea]);
	import_react.useEffect(() => {
		if (trigger && content) {
			const handleTriggerLeave = /* @__PURE__ */ __name((event) => handleCreateGraceArea(event, content), "handleTriggerLeave");
			const handleContentLeave = /* @__PURE__ */ __name((event) => handleCreateGraceArea(event, trigger), "handleContentLeave");
			trigger.addEventListener("pointerleave", handleTriggerLeave);
			content.addEventListener("pointerleave", handleContentLeave);
			return () => {
				trigger.removeEventListener("pointerleave", handleTriggerLeave);
				content.removeEventListener("pointerleave", handleContentLeave);
			};
		}
	}, [
		trigger,
		content,
		handleCreateGraceArea,
		handleRemoveGraceArea
	]);
	import_react.useEffect(() => {
		if (pointerGraceArea) {
			const handleTrackPointerGrace = /* @__PURE__ */ __name((event) => {
				const target = event.target;
				const pointerPosition = {
					x: event.clientX,
					y: event.clientY
				};
				const hasEnteredTarget = trigger?.contains(target) || content?.contains(target);
				const isPointerOutsideGraceArea = !isPointInPolygon(pointerPosition, pointerGraceArea);
				if (hasEnteredTarget) handleRemoveGraceArea();
				else if (isPointerOutsideGraceArea) {
					handleRemoveGraceArea();
					onClose();
				}
			}, "handleTrackPointerGrace");
			document.addEventListener("pointermove", handleTrackPointerGrace);
			return () => document.removeEventListener("pointermove", handleTrackPointerGrace);
		}
	}, [
		trigger,
		content,
		pointerGraceArea,
		onClose,
		handleRemoveGraceArea
	]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TooltipContentImpl, {
		...props,
		ref: composedRefs
	});
}, "TooltipContentHoverable"));
var Slottable = createSlottable("TooltipContent");
var TooltipContentImpl = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function TooltipContentImpl2(props, forwardedRef) {
	const { __scopeTooltip, children, "aria-label": ariaLabel, id: idProp, onEscapeKeyDown, onPointerDownOutside, ...contentProps } = props;
	const context = useTooltipContext(CONTENT_NAME, __scopeTooltip);
	const popperScope = usePopperScope(__scopeTooltip);
	const { onClose } = context;
	const [contentNode, setContentNode] = import_react.useState(null);
	const composedRefs = useComposedRefs(forwardedRef, setContentNode);
	useFocusScopeBranch(contentNode);
	import_react.useEffect(() => {
		document.addEventListener(TOOLTIP_OPEN, onClose);
		return () => document.removeEventListener(TOOLTIP_OPEN, onClose);
	}, [onClose]);
	import_react.useEffect(() => {
		if (context.trigger) {
			const handleScroll = /* @__PURE__ */ __name((event) => {
				if (event.target instanceof Node && event.target.contains(context.trigger)) onClose();
			}, "handleScroll");
			window.addEventListener("scroll", handleScroll, { capture: true });
			return () => window.removeEventListener("scroll", handleScroll, { capture: true });
		}
	}, [context.trigger, onClose]);
	const { setContentId } = context;
	useLayoutEffect2(() => {
		setContentId(idProp);
		return () => {
			setContentId(void 0);
		};
	}, [idProp, setContentId]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DismissableLayer, {
		asChild: true,
		disableOutsidePointerEvents: false,
		onEscapeKeyDown,
		onPointerDownOutside,
		onFocusOutside: (event) => event.preventDefault(),
		onDismiss: onClose,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PopperContent, {
			"data-state": context.stateAttribute,
			role: ariaLabel ? void 0 : "tooltip",
			id: ariaLabel ? void 0 : context.contentId,
			...popperScope,
			...contentProps,
			ref: composedRefs,
			style: {
				...contentProps.style,
				"--radix-tooltip-content-transform-origin": "var(--radix-popper-transform-origin)",
				"--radix-tooltip-content-available-width": "var(--radix-popper-available-width)",
				"--radix-tooltip-content-available-height": "var(--radix-popper-available-height)",
				"--radix-tooltip-trigger-width": "var(--radix-popper-anchor-width)",
				"--radix-tooltip-trigger-height": "var(--radix-popper-anchor-height)"
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Slottable, { children }), ariaLabel ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisuallyHidden, {
				id: context.contentId,
				role: "tooltip",
				children: ariaLabel
			}) : null]
		})
	});
}, "TooltipContentImpl"));
function getExitSideFromRect(point, rect) {
	const top = Math.abs(rect.top - point.y);
	const bottom = Math.abs(rect.bottom - point.y);
	const right = Math.abs(rect.right - point.x);
	const left = Math.abs(rect.left - point.x);
	switch (Math.min(top, bottom, right, left)) {
		case left: return "left";
		case right: return "right";
		case top: return "top";
		case bottom: return "bottom";
		default: throw new Error("unreachable");
	}
}
__name(getExitSideFromRect, "getExitSideFromRect");
function getPaddedExitPoints(exitPoint, exitSide, padding = 5) {
	const paddedExitPoints = [];
	switch (exitSide) {
		case "top":
			paddedExitPoints.push({
				x: exitPoint.x - padding,
				y: exitPoint.y + padding
			}, {
				x: exitPoint.x + padding,
				y: exitPoint.y + padding
			});
			break;
		case "bottom":
			paddedExitPoints.push({
				x: exitPoint.x - padding,
				y: exitPoint.y - padding
			}, {
				x: exitPoint.x + padding,
				y: exitPoint.y - padding
			});
			break;
		case "left":
			paddedExitPoints.push({
				x: exitPoint.x + padding,
				y: exitPoint.y - padding
			}, {
				x: exitPoint.x + padding,
				y: exitPoint.y + padding
			});
			break;
		case "right": paddedExitPoints.push({
			x: exitPoint.x - padding,
			y: exitPoint.y - padding
		}, {
			x: exitPoint.x - padding,
			y: exitPoint.y + padding
		});
	}
	return paddedExitPoints;
}
__name(getPaddedExitPoints, "getPaddedExitPoints");
function getPointsFromRect(rect) {
	const { top, right, bottom, left } = rect;
	return [
		{
			x: left,
			y: top
		},
		{
			x: right,
			y: top
		},
		{
			x: right,
			y: bottom
		},
		{
			x: left,
			y: bottom
		}
	];
}
__name(getPointsFromRect, "getPointsFromRect");
function isPointInPolygon(point, polygon) {
	const { x, y } = point;
	let inside = false;
	for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
		const ii = polygon[i];
		const jj = polygon[j];
		const xi = ii.x;
		const yi = ii.y;
		const xj = jj.x;
		const yj = jj.y;
		if (yi > y !== yj > y && x < (xj - xi) * (y - yi) / (yj - yi) + xi) inside = !inside;
	}
	return inside;
}
__name(isPointInPolygon, "isPointInPolygon");
function getHull(points) {
	const newPoints = points.slice();
	newPoints.sort((a, b) => {
		if (a.x < b.x) return -1;
		else if (a.x > b.x) return 1;
		else if (a.y < b.y) return -1;
		else if (a.y > b.y) return 1;
		else return 0;
	});
	return getHullPresorted(newPoints);
}
__name(getHull, "getHull");
function getHullPresorted(points) {
	if (points.length <= 1) return points.slice();
	const upperHull = [];
	for (let i = 0; i < points.length; i++) {
		const p = points[i];
		while (upperHull.length >= 2) {
			const q = upperHull[upperHull.length - 1];
			const r = upperHull[upperHull.length - 2];
			if ((q.x - r.x) * (p.y - r.y) >= (q.y - r.y) * (p.x - r.x)) upperHull.pop();
			else break;
		}
		upperHull.push(p);
	}
	upperHull.pop();
	const lowerHull = [];
	for (let i = points.length - 1; i >= 0; i--) {
		const p = points[i];
		while (lowerHull.length >= 2) {
			const q = lowerHull[lowerHull.length - 1];
			const r = lowerHull[lowerHull.length - 2];
			if ((q.x - r.x) * (p.y - r.y) >= (q.y - r.y) * (p.x - r.x)) lowerHull.pop();
			else break;
		}
		lowerHull.push(p);
	}
	lowerHull.pop();
	if (upperHull.length === 1 && lowerHull.length === 1 && upperHull[0].x === lowerHull[0].x && upperHull[0].y === lowerHull[0].y) return upperHull;
	else return upperHull.concat(lowerHull);
}
__name(getHullPresorted, "getHullPresorted");
function concatAriaDescribedby(...values) {
	const ids = /* @__PURE__ */ new Set();
	for (const value of values) {
		if (typeof value !== "string") continue;
		for (const id of String(value).trim().split(/\s+/)) if (id) ids.add(id);
	}
	return ids.size > 0 ? Array.from(ids).join(" ") : void 0;
}
__name(concatAriaDescribedby, "concatAriaDescribedby");
// src/components/list/filter-buttons.tsx
/**
* A row of toggle buttons that filter a list by one value (a status, a result). With
* `allLabel`, a first button clears the filter.
*/
function FilterButtons({ legend, options, label, value, onChange, allLabel, quiet = false }) {
	const choices = allLabel ? [void 0, ...options] : [...options];
	const on = quiet ? "secondary" : "default";
	const off = quiet ? "ghost" : "outline";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
		className: "flex flex-wrap gap-2",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
			className: "sr-only",
			children: legend
		}), choices.map((option) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			size: "sm",
			variant: option === value ? on : off,
			"aria-pressed": option === value,
			onClick: () => onChange(option),
			children: option === void 0 ? allLabel : label(option)
		}, option ?? "semua"))]
	});
}
// src/components/charts/chart-format.ts
var dayTick = new Intl.DateTimeFormat("id-ID", {
	day: "numeric",
	month: "short",
	timeZone: "UTC"
});
var dayLong = new Intl.DateTimeFormat("id-ID", {
	weekday: "short",
	day: "numeric",
	month: "short",
	year: "numeric",
	timeZone: "UTC"
});
var compactRupiah = new Intl.NumberFormat("id-ID", {
	notation: "compact",
	style: "currency",
	currency: "IDR",
	maximumFractionDigits: 1
});
var compactNumber = new Intl.NumberFormat("id-ID", {
	notation: "compact",
	maximumFractionDigits: 1
});
var percent = new Intl.NumberFormat("id-ID", {
	style: "percent",
	maximumFractionDigits: 1
});
/** `2026-11-22` → `22 Nov` (an axis label). */
var formatDayShort = (day) => dayTick.format(new Date(day));
/** `2026-11-22` → `Min, 22 Nov 2026` (a tooltip or a table row). */
var formatDayLong = (day) => dayLong.format(new Date(day));
/** Axis values: `Rp 150 rb`, `Rp 1,5 jt`. */
var formatRupiahCompact = (value) => compactRupiah.format(value);
/** Axis values: `15`, `1,2 rb`. */
var formatNumberCompact = (value) => compactNumber.format(value);
/** `0.035` → `3,5%`; no ratio (nothing to divide by) → `—`. */
var formatPercent = (ratio) => ratio === null ? "—" : percent.format(ratio);
// src/components/charts/chart-scale.ts
/**
* The value axis: 0 up to a round number at or above `max`, in about `count` round steps
* (1, 2 or 5 × a power of ten). Counts never get fractional steps.
*/
function niceTicks(max, count = 4) {
	if (!(max > 0)) return [0, 1];
	const raw = max / count;
	const magnitude = 10 ** Math.floor(Math.log10(raw));
	const residual = raw / magnitude;
	const step = Math.max((residual <= 1 ? 1 : residual <= 2 ? 2 : residual <= 5 ? 5 : 10) * magnitude, 1);
	const top = Math.ceil(max / step) * step;
	return Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
}
/**
* Which of `length` points get a label on the time axis, at most `room` of them, evenly spaced
* and always including the newest (the one a seller looks for first).
*/
function labelledIndexes(length, room) {
	if (length <= 0) return [];
	const step = Math.max(1, Math.ceil(length / Math.max(1, room)));
	const indexes = [];
	for (let index = length - 1; index >= 0; index -= step) indexes.unshift(index);
	return indexes;
}
// src/components/charts/time-series-chart.tsx
var MARGIN = {
	top: 14,
	right: 10,
	bottom: 26,
	left: 4
};
var GLYPH_PX = 6.2;
var DAY_LABEL_ROOM_PX = 64;
/**
* Values over time as bars or a line, drawn by hand in SVG so it follows the theme's colours.
* Hovering, tapping or focusing it (then ←/→, Home, End) shows one day's value in a tooltip and
* announces it; the page keeps a table of the same numbers for anyone who cannot see the chart.
*/
function TimeSeriesChart({ points, kind = "bar", summary, keyboardHint, formatValue, formatAxis, height = 220, className }) {
	const frame = (0, import_react.useRef)(null);
	const width = useWidth(frame);
	const [active, setActive] = (0, import_react.useState)(null);
	const hintId = (0, import_react.useId)();
	const ticks = niceTicks(Math.max(0, ...points.map((point) => point.value)));
	const top = ticks.at(-1) ?? 1;
	const left = MARGIN.left + Math.max(...ticks.map((tick) => formatAxis(tick).length)) * GLYPH_PX + 8;
	const plotWidth = Math.max(width - left - MARGIN.right, 0);
	const plotHeight = height - MARGIN.top - MARGIN.bottom;
	const band = points.length > 0 ? plotWidth / points.length : 0;
	const x = (index) => left + band * (index + .5);
	const y = (value) => MARGIN.top + plotHeight * (1 - Math.max(value, 0) / top);
	const baseline = y(0);
	const labelled = labelledIndexes(points.length, Math.floor(plotWidth / DAY_LABEL_ROOM_PX));
	const current = active === null ? void 0 : points[active];
	const pick = (event) => {
		if (band <= 0) return;
		const offset = event.clientX - event.currentTarget.getBoundingClientRect().left - left;
		setActive(Math.min(points.length - 1, Math.max(0, Math.floor(offset / band))));
	};
	const move = (event) => {
		const last = points.length - 1;
		const from = active ?? last;
		const next = {
			ArrowLeft: Math.max(0, from - 1),
			ArrowRight: Math.min(last, from + 1),
			Home: 0,
			End: last
		};
		if (event.key === "Escape") return setActive(null);
		const target = next[event.key];
		if (target === void 0) return;
		event.preventDefault();
		setActive(target);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		ref: frame,
		className: cn("relative w-full", className),
		style: { height },
		children: [
			width > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("svg", {
				width,
				height,
				role: "img",
				"aria-label": summary,
				"aria-describedby": hintId,
				tabIndex: 0,
				className: "touch-pan-y rounded-md",
				onPointerMove: pick,
				onPointerDown: pick,
				onPointerLeave: (event) => {
					if (document.activeElement !== event.currentTarget) setActive(null);
				},
				onFocus: () => setActive((index) => index ?? points.length - 1),
				onBlur: () => setActive(null),
				onKeyDown: move,
				children: [
					current && active !== null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("rect", {
						x: left + band * active,
						y: MARGIN.top,
						width: band,
						height: plotHeight,
						className: "fill-muted"
					}),
					ticks.map((tick) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("g", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("line", {
						x1: left,
						x2: width - MARGIN.right,
						y1: y(tick),
						y2: y(tick),
						className: tick === 0 ? "stroke-muted-foreground/40" : "stroke-border",
						strokeDasharray: tick === 0 ? void 0 : "3 3"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("text", {
						x: left - 8,
						y: y(tick),
						textAnchor: "end",
						dominantBaseline: "middle",
						className: "fill-muted-foreground text-[11px] tabular-nums",
						children: formatAxis(tick)
					})] }, tick)),
					kind === "bar" ? points.map((point, index) => {
						if (point.value <= 0) return null;
						const barWidth = Math.max(1, Math.min(band * .72, 40));
						const barTop = Math.min(y(point.value), baseline - 2);
						return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("rect", {
							x: x(index) - barWidth / 2,
							y: barTop,
							width: barWidth,
							height: baseline - barTop,
							rx: Math.min(3, barWidth / 3),
							className: index === active ? "fill-primary" : "fill-primary/70"
						}, point.key);
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Line, {
						points,
						x,
						y,
						baseline,
						active
					}),
					labelled.map((index) => {
						const point = points[index];
						if (!point) return null;
						const at = x(index);
						const anchor = at + DAY_LABEL_ROOM_PX / 2 > width ? "end" : at - DAY_LABEL_ROOM_PX / 2 < 0 ? "start" : "middle";
						return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("text", {
							x: anchor === "end" ? width - MARGIN.right : at,
							y: height - 8,
							textAnchor: anchor,
							className: "fill-muted-foreground text-[11px]",
							children: point.tick
						}, point.key);
					})
				]
			}),
			current && active !== null && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				"aria-hidden": "true",
				className: "pointer-events-none absolute z-10 -translate-x-1/2 -translate-y-full whitespace-nowrap rounded-md border bg-card px-2.5 py-1.5 text-xs shadow-md",
				style: {
					left: Math.min(Math.max(x(active), 72), width - 72),
					top: Math.max(y(current.value) - 8, 36)
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "block text-muted-foreground",
					children: current.label
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "block font-semibold text-foreground tabular-nums",
					children: formatValue(current.value)
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				id: hintId,
				className: "sr-only",
				children: keyboardHint
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "sr-only",
				"aria-live": "polite",
				children: current ? `${current.label}: ${formatValue(current.value)}` : ""
			})
		]
	});
}
function Line({ points, x, y, baseline, active }) {
	if (points.length === 0) return null;
	const path = points.map((point, index) => `${index === 0 ? "M" : "L"}${x(index)},${y(point.value)}`).join(" ");
	const area = `${path} L${x(points.length - 1)},${baseline} L${x(0)},${baseline} Z`;
	const dots = points.length <= 31;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
			d: area,
			className: "fill-primary/10"
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
			d: path,
			fill: "none",
			strokeWidth: 2,
			strokeLinejoin: "round",
			strokeLinecap: "round",
			className: "stroke-primary"
		}),
		points.map((point, index) => dots || index === active ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
			cx: x(index),
			cy: y(point.value),
			r: index === active ? 4.5 : 2.5,
			className: "fill-card stroke-primary",
			strokeWidth: 2
		}, point.key) : null)
	] });
}
/** The element's width in CSS pixels, kept up to date as the layout changes. */
function useWidth(ref) {
	const [width, setWidth] = (0, import_react.useState)(0);
	(0, import_react.useLayoutEffect)(() => {
		const element = ref.current;
		if (!element) return;
		setWidth(Math.floor(element.getBoundingClientRect().width));
		const observer = new ResizeObserver(([entry]) => {
			setWidth(Math.floor(entry?.contentRect.width ?? 0));
		});
		observer.observe(element);
		return () => observer.disconnect();
	}, [ref]);
	return width;
}
// src/components/charts/metric-chart.tsx
/**
* A card with one daily metric as a chart and buttons to pick which (the seller's statistics,
* the admin dashboard). `summary` describes the chart in words for screen readers.
*/
function MetricChart({ title, legend, keyboardHint, days, metrics, summary }) {
	const [chosen, setChosen] = (0, import_react.useState)(metrics[0]?.key);
	const metric = metrics.find((item) => item.key === chosen) ?? metrics[0];
	if (!metric) return null;
	const points = days.map((day) => ({
		key: day.day,
		tick: formatDayShort(day.day),
		label: formatDayLong(day.day),
		value: day[metric.key]
	}));
	const total = points.reduce((sum, point) => sum + point.value, 0);
	const best = points.reduce((top, point) => point.value > (top?.value ?? 0) ? point : top, void 0);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardHeader, {
		className: "flex-row flex-wrap items-center justify-between gap-3",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitle, {
			className: "text-lg",
			children: title
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
			className: "flex flex-wrap gap-1",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
				className: "sr-only",
				children: legend
			}), metrics.map((option) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				size: "sm",
				variant: option.key === metric.key ? "secondary" : "ghost",
				"aria-pressed": option.key === metric.key,
				onClick: () => setChosen(option.key),
				children: option.label
			}, option.key))]
		})]
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TimeSeriesChart, {
		points,
		kind: metric.kind,
		summary: summary(metric, metric.format(total), best ? `${best.label} (${metric.format(best.value)})` : null),
		keyboardHint,
		formatValue: metric.format,
		formatAxis: metric.axis
	}) })] });
}
// src/components/ui/tooltip.tsx
var TooltipProvider = TooltipProvider$1;
/**
* A short label shown beside its trigger on hover and keyboard focus, for controls that show
* only an icon. The trigger still needs its own accessible name.
*/
function Tooltip({ label, side = "right", disabled = false, openOnClick = false, children, className }) {
	const [open, setOpen] = (0, import_react.useState)(false);
	if (disabled) return children;
	const onClick = openOnClick ? (event) => {
		event.preventDefault();
		setOpen(true);
	} : void 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Tooltip$1, {
		...openOnClick ? {
			open,
			onOpenChange: setOpen
		} : {},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TooltipTrigger, {
			asChild: true,
			onClick,
			children
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TooltipPortal, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TooltipContent, {
			side,
			sideOffset: 8,
			className: cn("z-50 rounded-md bg-foreground px-2 py-1 font-medium text-background text-xs shadow-md", className),
			children: label
		}) })]
	});
}
// src/hooks/use-media-query.ts
/**
* Whether a CSS media query matches now, following every change (a rotated phone, a resize).
* `false` while the server renders and the browser hydrates a page: markup that differs by
* screen size is written for the small screen first, then follows the real one.
*/
function useMediaQuery(query) {
	return (0, import_react.useSyncExternalStore)((onChange) => {
		const list = window.matchMedia(query);
		list.addEventListener("change", onChange);
		return () => list.removeEventListener("change", onChange);
	}, () => window.matchMedia(query).matches, () => false);
}
// src/app/layout/sidebar/phone-top-bar.tsx
/**
* A workspace on a small screen: a top bar with the area's name and a menu button that opens
* the sidebar's content as a drawer from the left, and the notifications bell. `alert` puts a
* red dot on the menu button.
*/
function PhoneTopBar({ home, title, subtitle, avatar, menuTitle, alert = false, children }) {
	const [open, setOpen] = (0, import_react.useState)(false);
	const location = useLocation();
	(0, import_react.useEffect)(() => setOpen(false), [location.pathname]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("header", {
		className: "sticky top-0 z-30 flex h-14 items-center gap-3 border-b bg-card/95 px-3 backdrop-blur",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Sheet, {
				open,
				onOpenChange: setOpen,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SheetTrigger, {
					className: "relative flex size-10 items-center justify-center rounded-md hover:bg-accent",
					"aria-label": common.sidebar.openMenu,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Menu, {
						className: "size-5",
						"aria-hidden": "true"
					}), alert ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						"aria-hidden": "true",
						className: "absolute top-2 right-2 size-2 rounded-full bg-destructive ring-2 ring-card"
					}) : null]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SheetContent, {
					title: menuTitle,
					closeLabel: common.sidebar.closeMenu,
					className: "right-auto left-0 w-72 border-r border-l-0 bg-card p-4",
					children: children(() => setOpen(false))
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
				to: home,
				className: "flex min-w-0 flex-1 items-center gap-2.5",
				children: [avatar, /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: "min-w-0",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "block truncate font-semibold text-sm leading-tight",
						children: title
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "block text-muted-foreground text-xs leading-tight",
						children: subtitle
					})]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotificationBell, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				to: paths.marketplace.home,
				"aria-label": common.brand.homeLink,
				className: "shrink-0",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LogoMark, { className: "size-7" })
			})
		]
	});
}
// src/app/layout/sidebar/use-sidebar-collapsed.ts
var keyOf = (area) => `pasarprompt.${area}SidebarCollapsed`;
function readCollapsed(area) {
	try {
		return localStorage.getItem(keyOf(area)) === "1";
	} catch {
		return false;
	}
}
function writeCollapsed(area, collapsed) {
	try {
		localStorage.setItem(keyOf(area), collapsed ? "1" : "0");
	} catch {}
}
function useSidebarCollapsed(area) {
	const [collapsed, setCollapsed] = (0, import_react.useState)(() => readCollapsed(area));
	const toggle = () => {
		writeCollapsed(area, !collapsed);
		setCollapsed(!collapsed);
	};
	return [collapsed, toggle];
}
// src/app/layout/sidebar/sidebar-user-button.tsx
var text = common.sidebar;
/** The spec's user button at the foot of the sidebar: who is signed in, their account, Keluar. */
function SidebarUserButton({ collapsed = false }) {
	const session = useSession();
	const navigate = useNavigate();
	const signOut = useSignOut();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DropdownMenu, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tooltip, {
		label: session.name ?? session.email ?? "",
		disabled: !collapsed,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DropdownMenuTrigger, {
			className: cn("flex w-full min-w-0 items-center gap-2.5 rounded-lg p-1.5 text-left transition-colors hover:bg-accent", collapsed && "w-auto justify-center"),
			"aria-label": collapsed ? common.topBar.accountMenu : void 0,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Avatar, {
				name: session.name ?? session.email ?? "?",
				image: session.image,
				className: "size-8 text-sm"
			}), collapsed ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: "min-w-0 flex-1",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "block truncate font-medium text-sm",
					children: session.name
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "block truncate text-muted-foreground text-xs",
					children: session.email
				})]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronsUpDown, {
				className: "size-4 text-muted-foreground",
				"aria-hidden": "true"
			})] })]
		})
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DropdownMenuContent, {
		align: "start",
		side: collapsed ? "right" : "top",
		className: "w-60",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DropdownMenuLabel, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "block truncate font-medium",
				children: session.name
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "block truncate text-muted-foreground text-xs",
				children: session.email
			})] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DropdownMenuSeparator, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DropdownMenuItem, {
				onSelect: () => navigate(paths.account.root),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserRound, { "aria-hidden": "true" }), text.account]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DropdownMenuItem, {
				onSelect: () => navigate(paths.account.orders),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Receipt, { "aria-hidden": "true" }), common.orders.menu]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DropdownMenuSeparator, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DropdownMenuItem, {
				onSelect: () => void signOut(),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LogOut, { "aria-hidden": "true" }), text.signOut]
			})
		]
	})] });
}
// src/app/layout/sidebar/sidebar-frame.tsx
/**
* The wide screens' sidebar of a workspace (/app, /admin): sticky, with the logo, the area's
* name and the notifications bell, collapsible to icons by the handle on its edge.
*/
function SidebarFrame({ collapsed, onToggle, areaName, children }) {
	const ToggleIcon = collapsed ? ChevronsRight : ChevronsLeft;
	const toggleLabel = collapsed ? common.sidebar.expand : common.sidebar.collapse;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("aside", {
		className: cn("sticky top-0 flex h-dvh shrink-0 flex-col gap-4 border-r bg-card p-3 transition-[width] duration-200", collapsed ? "w-[4.5rem]" : "w-64"),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex items-center gap-1",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
					to: paths.marketplace.home,
					"aria-label": collapsed ? common.brand.homeLink : void 0,
					className: cn("flex h-10 min-w-0 flex-1 items-center gap-2.5 px-1", collapsed && "justify-center"),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LogoMark, { className: "shrink-0" }), collapsed ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "min-w-0",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "block truncate font-bold leading-tight tracking-tight",
							children: common.brand.name
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "block truncate font-medium text-[11px] text-primary uppercase leading-tight tracking-wider",
							children: areaName
						})]
					})]
				}), collapsed ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotificationBell, {
					side: "right",
					align: "start",
					className: "mr-2 shrink-0"
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tooltip, {
				label: toggleLabel,
				disabled: !collapsed,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					onClick: onToggle,
					"aria-expanded": !collapsed,
					"aria-label": toggleLabel,
					className: "-right-3 absolute top-5 z-10 flex size-6 items-center justify-center rounded-full border bg-card text-muted-foreground shadow-sm transition-colors hover:bg-accent hover:text-foreground",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ToggleIcon, {
						className: "size-3.5",
						"aria-hidden": "true"
					})
				})
			}),
			children
		]
	});
}
/** A quiet link in the sidebar's foot (the shop's page, the marketplace). */
function SidebarFooterLink({ collapsed, label, icon, children }) {
	const className = cn("flex h-9 items-center gap-3 rounded-md px-3 text-muted-foreground text-sm transition-colors hover:bg-accent hover:text-accent-foreground [&_svg]:size-[18px] [&_svg]:shrink-0", collapsed && "justify-center px-0");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tooltip, {
		label,
		disabled: !collapsed,
		children: children(className, /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			"aria-hidden": "true",
			className: "flex",
			children: icon
		}), collapsed ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: "sr-only",
			children: label
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: "truncate",
			children: label
		})] }))
	});
}
/**
* The sidebar's foot: extra links, the marketplace, who is signed in and the theme toggle (and
* the notifications bell while collapsed; expanded, it sits beside the logo).
*/
function SidebarFoot({ collapsed, onNavigate, links }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid gap-0.5 border-t pt-3",
		children: [links, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SidebarFooterLink, {
			collapsed,
			label: common.sidebar.marketplace,
			icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Store, {}),
			children: (className, content) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				to: paths.marketplace.home,
				className,
				onClick: onNavigate,
				children: content
			})
		})]
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: cn("flex items-center gap-1", collapsed && "flex-col-reverse"),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: cn("min-w-0 flex-1", collapsed && "flex-none"),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SidebarUserButton, { collapsed })
			}),
			collapsed ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotificationBell, {
				side: "right",
				align: "end"
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ThemeToggle, {})
		]
	})] });
}
// src/app/layout/sidebar/sidebar-nav-link.tsx
/**
* One section in a workspace sidebar; `collapsed` shows the icon only, named by a tooltip and
* hidden text. An `alert` (something needs doing) is a red dot; a `badge` counts waiting work.
*/
function SidebarNavLink({ item, collapsed, onNavigate, alert = null, badge = 0, nested = false }) {
	const shownBadge = badge > 99 ? "99+" : String(badge);
	const extra = alert ?? (badge > 0 ? shownBadge : null);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tooltip, {
		label: extra ? `${item.label} · ${extra}` : item.label,
		disabled: !collapsed,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NavLink, {
			to: item.to,
			end: item.end ?? false,
			onClick: onNavigate,
			"aria-label": alert ? `${item.label} (${alert})` : extra ? `${item.label} ${extra}` : void 0,
			className: ({ isActive }) => cn("group relative flex h-9 items-center gap-3 rounded-md px-3 text-sm transition-colors", "text-muted-foreground hover:bg-accent hover:text-accent-foreground", isActive && "bg-primary/10 font-semibold text-primary hover:bg-primary/15 hover:text-primary", collapsed && "justify-center px-0", nested && !collapsed && "pl-9"),
			children: ({ isActive }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
				isActive ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					"aria-hidden": "true",
					className: "-left-3 absolute inset-y-1.5 w-1 rounded-r-full bg-primary"
				}) : null,
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: "relative flex",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(item.icon, {
						className: "size-[18px] shrink-0",
						"aria-hidden": "true"
					}), (alert || badge > 0) && collapsed ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RedDot, { className: "-top-1 -right-1 absolute" }) : null]
				}),
				collapsed ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "sr-only",
					children: item.label
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "flex-1 truncate",
					children: item.label
				}),
				alert && !collapsed ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RedDot, { title: alert }) : null,
				badge > 0 && !collapsed ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [" ", /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					"aria-hidden": "true",
					className: "min-w-5 rounded-full bg-destructive px-1.5 text-center font-semibold text-[11px] text-destructive-foreground leading-5",
					children: shownBadge
				})] }) : null
			] })
		})
	});
}
/**
* A section the signed-in member may not open, shown rather than hidden so the sidebar keeps its
* shape (spec §2, "the seven section buttons"): greyed, with a lock, not a link anywhere. The
* `reason` is its description for screen readers (aria-describedby) and a tooltip on hover, on
* keyboard focus and on a tap.
*/
function SidebarUnavailableItem({ item, collapsed, reason }) {
	const reasonId = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tooltip, {
		label: collapsed ? `${item.label} · ${reason}` : reason,
		side: collapsed ? "right" : "top",
		openOnClick: true,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
			role: "link",
			"aria-disabled": "true",
			tabIndex: 0,
			"aria-describedby": reasonId,
			"data-testid": "nav-unavailable",
			className: cn("flex h-9 cursor-not-allowed items-center gap-3 rounded-md px-3 text-muted-foreground/70 text-sm", collapsed && "justify-center px-0"),
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(item.icon, {
				className: "size-[18px] shrink-0",
				"aria-hidden": "true"
			}), collapsed ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "sr-only",
				children: item.label
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "flex-1 truncate",
				children: item.label
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Lock, {
				className: "size-3.5 shrink-0",
				"aria-hidden": "true"
			})] })]
		})
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
		id: reasonId,
		hidden: true,
		children: reason
	})] });
}
function RedDot({ className, title }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
		"data-testid": "nav-alert-dot",
		title,
		"aria-hidden": "true",
		className: cn("size-2.5 shrink-0 rounded-full bg-destructive ring-2 ring-card", className)
	});
}
// src/app/layout/area-not-found.tsx
/** An unknown path inside the seller or admin area: back to that area's dashboard. */
function AreaNotFound({ backTo, backLabel }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "py-16 text-center",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
			className: "font-semibold text-xl",
			children: common.notFound.title
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
			to: backTo,
			className: "mt-4 inline-block text-primary underline",
			children: backLabel
		})]
	});
}
// src/components/list/page-header.tsx
/** A page's title, its one-line lead and, on the right, its main actions. */
function PageHeader({ title, lead, actions }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "flex flex-wrap items-end justify-between gap-3",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "grid gap-1",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: "font-bold text-2xl",
				children: title
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-muted-foreground text-sm",
				children: lead
			})]
		}), actions]
	});
}
/** Back to the list a detail page came from. */
function BackLink({ to, label }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
		to,
		className: "inline-flex items-center gap-1.5 justify-self-start text-muted-foreground text-sm hover:text-foreground",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowLeft, {
			className: "size-4",
			"aria-hidden": "true"
		}), label]
	});
}
/** One labelled fact of a detail page (a `<dl>` row). */
function DetailRow({ label, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
			className: "text-muted-foreground",
			children: label
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
			className: "grid min-w-0 gap-0.5",
			children
		})]
	});
}
// src/components/money.tsx
/** A ledger amount: a plus for money in (green), a minus for money out (red). */
function SignedAmount({ amount, className }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
		className: cn("font-semibold tabular-nums", amount < 0 ? "text-destructive" : "text-primary", className),
		children: [amount > 0 ? "+" : "", formatRupiah(amount)]
	});
}
/** One line of a price breakdown (a `<dl>` row); `strong` is its total. */
function AmountRow({ label, amount, strong = false }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: cn("flex justify-between gap-3", strong && "border-t pt-2 font-semibold text-base text-foreground"),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
			className: strong ? void 0 : "text-muted-foreground",
			children: label
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
			className: "tabular-nums",
			children: amount < 0 ? `−${formatRupiah(-amount)}` : formatRupiah(amount)
		})]
	});
}
/**
* The ledger entries an order caused, oldest first: what moved, where (`where`, drawn by the
* page: the shop's bucket or the full account), and the signed amount.
*/
function LedgerEntryList({ entries, where, emptyText }) {
	if (entries.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "text-muted-foreground text-sm",
		children: emptyText
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		className: "divide-y text-sm",
		children: entries.map((entry, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
			className: "flex flex-wrap items-center gap-x-3 gap-y-1 py-2",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: "min-w-0 flex-1",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "font-medium",
						children: transactionKindLabels[entry.kind] ?? entry.kind
					}),
					" ",
					where(index)
				]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SignedAmount, { amount: entry.amount })]
		}, entry.id))
	});
}
// src/components/search-field.tsx
/** A search box with a magnifier and a clear button (the list pages of the seller area). */
function SearchField({ value, onChange, text: { searchPlaceholder: placeholder, searchLabel: label, clearSearch: clearLabel }, className }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("search", {
		className: cn("relative max-w-md", className),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Search, {
				className: "pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground",
				"aria-hidden": "true"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
				type: "search",
				value,
				onChange: (event) => onChange(event.target.value),
				placeholder,
				"aria-label": label,
				maxLength: 100,
				className: "pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden"
			}),
			value ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				onClick: () => onChange(""),
				"aria-label": clearLabel,
				className: "absolute top-1/2 right-2 inline-flex size-7 -translate-y-1/2 items-center justify-center rounded text-muted-foreground hover:bg-accent hover:text-accent-foreground",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(X, {
					className: "size-4",
					"aria-hidden": "true"
				})
			}) : null
		]
	});
}
// src/hooks/use-search-param.ts
/**
* One query parameter of the address as a filter: its value (null when absent) and a setter
* that keeps the other parameters and replaces the history entry.
*/
function useSearchParam(name) {
	const [params, setParams] = useSearchParams();
	const set = (next) => setParams((current) => {
		const updated = new URLSearchParams(current);
		if (next) updated.set(name, next);
		else updated.delete(name);
		return updated;
	}, { replace: true });
	return [params.get(name), set];
}
// src/hooks/use-debounced-value.ts
/** The value once it has stopped changing for `delayMs` (a search typed letter by letter). */
function useDebouncedValue(value, delayMs) {
	const [settled, setSettled] = (0, import_react.useState)(value);
	(0, import_react.useEffect)(() => {
		const timer = setTimeout(() => setSettled(value), delayMs);
		return () => clearTimeout(timer);
	}, [value, delayMs]);
	return settled;
}
// src/hooks/use-search-param-text.ts
var SEARCH_DELAY_MS = 300;
/**
* A search box kept in the address (`?q=` by default): `q` is the settled search the page
* queries with, `search` what is typed. The typed text reaches the address once typing pauses,
* without a history entry per key; back and forward put the box back in step.
*/
function useSearchParamText(name = "q") {
	const [params, setParams] = useSearchParams();
	const q = params.get(name)?.trim() ?? "";
	const [search, setSearch] = (0, import_react.useState)(q);
	const settled = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
	const leaving = useNavigation().state !== "idle";
	const lastSettled = (0, import_react.useRef)(settled);
	(0, import_react.useEffect)(() => {
		if (settled === lastSettled.current || leaving) return;
		lastSettled.current = settled;
		setParams((current) => {
			const next = new URLSearchParams(current);
			if (settled) next.set(name, settled);
			else next.delete(name);
			return next;
		}, { replace: true });
	}, [
		settled,
		setParams,
		name,
		leaving
	]);
	(0, import_react.useEffect)(() => {
		setSearch((current) => current.trim() === q ? current : q);
	}, [q]);
	return {
		q,
		search,
		setSearch
	};
}
// src/features/catalog/components/product-status-badge.tsx
var tones = {
	draft: "border-border bg-muted text-muted-foreground",
	in_review: "border-primary/40 bg-card text-primary",
	published: "border-primary/30 bg-accent text-accent-foreground",
	rejected: "border-destructive/40 bg-destructive/10 text-destructive",
	archived: "border-dashed border-border bg-card text-muted-foreground"
};
/** A prompt's status as a small coloured label ('Draf', 'Terbit'…). */
function ProductStatusBadge({ status, className }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
		className: cn("inline-flex items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 font-medium text-xs", tones[status], className),
		children: promptStatusLabels[status]
	});
}
export { Package as A, formatNumberCompact as C, ReceiptText as D, FilterButtons as E, ChevronsUpDown as M, ArrowUp as N, Plus as O, ArrowDown as P, formatDayLong as S, formatRupiahCompact as T, PhoneTopBar as _, AmountRow as a, TooltipProvider as b, DetailRow as c, SidebarNavLink as d, SidebarUnavailableItem as f, useSidebarCollapsed as g, SidebarFrame as h, SearchField as i, LayoutDashboard as j, Percent as k, PageHeader as l, SidebarFooterLink as m, useSearchParamText as n, LedgerEntryList as o, SidebarFoot as p, useSearchParam as r, BackLink as s, ProductStatusBadge as t, AreaNotFound as u, useMediaQuery as v, formatPercent as w, MetricChart as x, Tooltip as y };
