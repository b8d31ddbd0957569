import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { G as useMatches, K as useNavigate, L as Outlet, P as Link, W as useLocation, Z as useSearchParams, c as createSlottable, l as useComposedRefs } from "./public-api-D-FUNJP1.js";
import { t as SiteFooter } from "./site-footer-PWjgWqE-.js";
import { t as require_react } from "./react-C6tkHmF0.js";
import { t as usePublicConfig } from "./public-config-CwQVKIl1.js";
import { o as refreshSession, t as useSession } from "./use-session-DbhFI07F.js";
import { A as createContextScope, D as composeEventHandlers, E as useControllableState, M as Primitive, N as dispatchDiscreteCustomEvent, O as createCollection, R as require_react_dom, S as DismissableLayer, T as Presence, b as toast, d as useChatUnread, j as VisuallyHidden, k as useLayoutEffect2, n as Button, s as useWishlist, v as LogoMark, w as useCallbackRef, y as paths } from "../entry-server.js";
import { n as require_jsx_runtime, t as common } from "./common-BJeRfR82.js";
import { t as Heart } from "./heart-Cn8ln3ov.js";
import { i as Menu, n as SheetContent, r as SheetTrigger, t as Sheet } from "./sheet-DLAi887L.js";
import { t as PrefetchLink } from "./prefetch-link-DEHsgMhm.js";
import { t as useCategories } from "./list-categories-Cz6ygk1q.js";
import { t as MessageCircle } from "./message-circle-BrgqqMFI.js";
import { t as badgeCount } from "./badge-count--K1li303.js";
import { t as chatText } from "./chat-D6j4dKi6.js";
import { t as cn } from "./cn-DJgp3dhb.js";
import { t as ChevronDown } from "./chevron-down-DQeEhCtM.js";
import { t as Sparkles } from "./sparkles-CGQx7wyH.js";
import { t as useDirection } from "./dist-BGP9VI-G.js";
import { g as useId$1 } from "./dist-I7ms27j3.js";
import { t as aiModelLabels } from "./catalog-options-gbLtTRNg.js";
import { t as Search } from "./search-DG0z0ckP.js";
import { t as Input } from "./input-D2IwgA0K.js";
import { t as getPrompts } from "./list-prompts-CRw5Ix66.js";
import { t as ThemeToggle } from "./theme-toggle-DuT28nJ9.js";
import { t as NotFoundPage } from "./not-found-page-B_nPS3-g.js";
// ../../node_modules/@radix-ui/react-use-previous/dist/index.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var __defProp$1 = Object.defineProperty;
var __name$1 = (target, value) => __defProp$1(target, "name", {
	value,
	configurable: true
});
function usePrevious(value) {
	const ref = import_react.useRef({
		value,
		previous: value
	});
	return import_react.useMemo(() => {
		if (ref.current.value !== value) {
			ref.current.previous = ref.current.value;
			ref.current.value = value;
		}
		return ref.current.previous;
	}, [value]);
}
__name$1(usePrevious, "usePrevious");
require_react_dom();
var import_jsx_runtime = require_jsx_runtime();
var __defProp = Object.defineProperty;
var __name = (target, value) => __defProp(target, "name", {
	value,
	configurable: true
});
var ActivationMode = {
	Automatic: "automatic",
	Manual: "manual"
};
var Orientation = {
	Vertical: "vertical",
	Horizontal: "horizontal"
};
var Direction = {
	LTR: "ltr",
	RTL: "rtl"
};
var NAVIGATION_MENU_NAME = "NavigationMenu";
var [Collection, useCollection, createCollectionScope] = createCollection(NAVIGATION_MENU_NAME);
var [FocusGroupCollection, useFocusGroupCollection, createFocusGroupCollectionScope] = createCollection(NAVIGATION_MENU_NAME);
var [createNavigationMenuContext, createNavigationMenuScope] = createContextScope(NAVIGATION_MENU_NAME, [createCollectionScope, createFocusGroupCollectionScope]);
var [NavigationMenuProviderImpl, useNavigationMenuContext] = createNavigationMenuContext(NAVIGATION_MENU_NAME);
var [ViewportContentProvider, useViewportContentContext] = createNavigationMenuContext(NAVIGATION_MENU_NAME);
var NavigationMenu = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function NavigationMenu2(props, forwardedRef) {
	const { __scopeNavigationMenu, value: valueProp, onValueChange, defaultValue, delayDuration = 200, skipDelayDuration = 300, orientation = Orientation.Horizontal, dir, activationMode = ActivationMode.Automatic, ...NavigationMenuProps } = props;
	const [navigationMenu, setNavigationMenu] = import_react.useState(null);
	const composedRef = useComposedRefs(forwardedRef, setNavigationMenu);
	const direction = useDirection(dir);
	const openTimerRef = import_react.useRef(0);
	const closeTimerRef = import_react.useRef(0);
	const skipDelayTimerRef = import_react.useRef(0);
	const [isOpenDelayed, setIsOpenDelayed] = import_react.useState(true);
	const [value, setValue] = useControllableState({
		prop: valueProp,
		onChange: /* @__PURE__ */ __name((value2) => {
			const isOpen = value2 !== "";
			const hasSkipDelayDuration = skipDelayDuration > 0;
			if (isOpen) {
				window.clearTimeout(skipDelayTimerRef.current);
				if (hasSkipDelayDuration) setIsOpenDelayed(false);
			} else {
				window.clearTimeout(skipDelayTimerRef.current);
				skipDelayTimerRef.current = window.setTimeout(() => setIsOpenDelayed(true), skipDelayDuration);
			}
			onValueChange?.(value2);
		}, "onChange"),
		defaultProp: defaultValue ?? "",
		caller: NAVIGATION_MENU_NAME
	});
	const startCloseTimer = import_react.useCallback(() => {
		window.clearTimeout(closeTimerRef.current);
		closeTimerRef.current = window.setTimeout(() => setValue(""), 150);
	}, [setValue]);
	const handleOpen = import_react.useCallback((itemValue) => {
		window.clearTimeout(closeTimerRef.current);
		setValue(itemValue);
	}, [setValue]);
	const handleDelayedOpen = import_react.useCallback((itemValue) => {
		if (value === itemValue) window.clearTimeout(closeTimerRef.current);
		else openTimerRef.current = window.setTimeout(() => {
			window.clearTimeout(closeTimerRef.current);
			setValue(itemValue);
		}, delayDuration);
	}, [
		value,
		setValue,
		delayDuration
	]);
	import_react.useEffect(() => {
		return () => {
			window.clearTimeout(openTimerRef.current);
			window.clearTimeout(closeTimerRef.current);
			window.clearTimeout(skipDelayTimerRef.current);
		};
	}, []);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NavigationMenuProvider, {
		scope: __scopeNavigationMenu,
		isRootMenu: true,
		value,
		dir: direction,
		orientation,
		activationMode,
		rootNavigationMenu: navigationMenu,
		onTriggerEnter: (itemValue) => {
			if (activationMode === ActivationMode.Automatic) {
				window.clearTimeout(openTimerRef.current);
				if (isOpenDelayed) handleDelayedOpen(itemValue);
				else handleOpen(itemValue);
			}
		},
		onTriggerLeave: () => {
			if (activationMode === ActivationMode.Automatic) {
				window.clearTimeout(openTimerRef.current);
				startCloseTimer();
			}
		},
		onContentEnter: () => {
			if (activationMode === ActivationMode.Automatic) window.clearTimeout(closeTimerRef.current);
		},
		onContentLeave: () => {
			if (activationMode === ActivationMode.Automatic) startCloseTimer();
		},
		onItemSelect: (itemValue) => {
			setValue((prevValue) => prevValue === itemValue ? "" : itemValue);
		},
		onItemDismiss: () => setValue(""),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Primitive.nav, {
			"aria-label": "Main",
			"data-orientation": orientation,
			dir: direction,
			...NavigationMenuProps,
			ref: composedRef
		})
	});
}, "NavigationMenu"));
var NavigationMenuProvider = /* @__PURE__ */ __name((props) => {
	const { scope, isRootMenu, rootNavigationMenu, dir, orientation, activationMode, children, value, onItemSelect, onItemDismiss, onTriggerEnter, onTriggerLeave, onContentEnter, onContentLeave } = props;
	const [viewport, setViewport] = import_react.useState(null);
	const [viewportContent, setViewportContent] = import_react.useState(/* @__PURE__ */ new Map());
	const [indicatorTrack, setIndicatorTrack] = import_react.useState(null);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NavigationMenuProviderImpl, {
		scope,
		isRootMenu,
		rootNavigationMenu,
		value,
		previousValue: usePrevious(value),
		baseId: useId$1(),
		dir,
		orientation,
		activationMode,
		viewport,
		onViewportChange: setViewport,
		indicatorTrack,
		onIndicatorTrackChange: setIndicatorTrack,
		onTriggerEnter: useCallbackRef(onTriggerEnter),
		onTriggerLeave: useCallbackRef(onTriggerLeave),
		onContentEnter: useCallbackRef(onContentEnter),
		onContentLeave: useCallbackRef(onContentLeave),
		onItemSelect: useCallbackRef(onItemSelect),
		onItemDismiss: useCallbackRef(onItemDismiss),
		onViewportContentChange: import_react.useCallback((contentValue, contentData) => {
			setViewportContent((prevContent) => {
				prevContent.set(contentValue, contentData);
				return new Map(prevContent);
			});
		}, []),
		onViewportContentRemove: import_react.useCallback((contentValue) => {
			setViewportContent((prevContent) => {
				if (!prevContent.has(contentValue)) return prevContent;
				prevContent.delete(contentValue);
				return new Map(prevContent);
			});
		}, []),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Collection.Provider, {
			scope,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ViewportContentProvider, {
				scope,
				items: viewportContent,
				children
			})
		})
	});
}, "NavigationMenuProvider");
var LIST_NAME = "NavigationMenuList";
var NavigationMenuList = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function NavigationMenuList2(props, forwardedRef) {
	const { __scopeNavigationMenu, ...listProps } = props;
	const context = useNavigationMenuContext(LIST_NAME, __scopeNavigationMenu);
	const list = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Primitive.ul, {
		"data-orientation": context.orientation,
		...listProps,
		ref: forwardedRef
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Primitive.div, {
		style: { position: "relative" },
		ref: context.onIndicatorTrackChange,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Collection.Slot, {
			scope: __scopeNavigationMenu,
			children: context.isRootMenu ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FocusGroup, {
				asChild: true,
				children: list
			}) : list
		})
	});
}, "NavigationMenuList"));
var [NavigationMenuItemContextProvider, useNavigationMenuItemContext] = createNavigationMenuContext("NavigationMenuItem");
var NavigationMenuItem = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function NavigationMenuItem2(props, forwardedRef) {
	const { __scopeNavigationMenu, value: valueProp, ...itemProps } = props;
	const autoValue = useId$1();
	const value = valueProp || autoValue || "LEGACY_REACT_AUTO_VALUE";
	const contentRef = import_react.useRef(null);
	const triggerRef = import_react.useRef(null);
	const focusProxyRef = import_react.useRef(null);
	const restoreContentTabOrderRef = import_react.useRef(() => {});
	const wasEscapeCloseRef = import_react.useRef(false);
	const handleContentEntry = import_react.useCallback((side = "start") => {
		if (contentRef.current) {
			restoreContentTabOrderRef.current();
			const candidates = getTabbableCandidates(contentRef.current);
			if (candidates.length) focusFirst(side === "start" ? candidates : candidates.reverse());
		}
	}, []);
	const handleContentExit = import_react.useCallback(() => {
		if (contentRef.current) {
			const candidates = getTabbableCandidates(contentRef.current);
			if (candidates.length) restoreContentTabOrderRef.current = removeFromTabOrder(candidates);
		}
	}, []);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NavigationMenuItemContextProvider, {
		scope: __scopeNavigationMenu,
		value,
		triggerRef,
		contentRef,
		focusProxyRef,
		wasEscapeCloseRef,
		onEntryKeyDown: handleContentEntry,
		onFocusProxyEnter: handleContentEntry,
		onRootContentClose: handleContentExit,
		onContentFocusOutside: handleContentExit,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Primitive.li, {
			...itemProps,
			ref: forwardedRef
		})
	});
}, "NavigationMenuItem"));
var TRIGGER_NAME = "NavigationMenuTrigger";
var NavigationMenuTrigger = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function NavigationMenuTrigger2(props, forwardedRef) {
	const { __scopeNavigationMenu, disabled, ...triggerProps } = props;
	const context = useNavigationMenuContext(TRIGGER_NAME, props.__scopeNavigationMenu);
	const itemContext = useNavigationMenuItemContext(TRIGGER_NAME, props.__scopeNavigationMenu);
	const ref = import_react.useRef(null);
	const composedRefs = useComposedRefs(ref, itemContext.triggerRef, forwardedRef);
	const triggerId = makeTriggerId(context.baseId, itemContext.value);
	const contentId = makeContentId(context.baseId, itemContext.value);
	const hasPointerMoveOpenedRef = import_react.useRef(false);
	const wasClickCloseRef = import_react.useRef(false);
	const open = itemContext.value === context.value;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Collection.ItemSlot, {
		scope: __scopeNavigationMenu,
		value: itemContext.value,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FocusGroupItem, {
			asChild: true,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Primitive.button, {
				id: triggerId,
				disabled,
				"data-disabled": disabled ? "" : void 0,
				"data-state": getOpenState(open),
				"aria-expanded": open,
				"aria-controls": open ? contentId : void 0,
				...triggerProps,
				ref: composedRefs,
				onPointerEnter: composeEventHandlers(props.onPointerEnter, () => {
					wasClickCloseRef.current = false;
					itemContext.wasEscapeCloseRef.current = false;
				}),
				onPointerMove: composeEventHandlers(props.onPointerMove, whenMouse(() => {
					if (disabled || wasClickCloseRef.current || itemContext.wasEscapeCloseRef.current || hasPointerMoveOpenedRef.current) return;
					context.onTriggerEnter(itemContext.value);
					hasPointerMoveOpenedRef.current = true;
				})),
				onPointerLeave: composeEventHandlers(props.onPointerLeave, whenMouse(() => {
					if (disabled) return;
					context.onTriggerLeave();
					hasPointerMoveOpenedRef.current = false;
				})),
				onClick: composeEventHandlers(props.onClick, () => {
					context.onItemSelect(itemContext.value);
					wasClickCloseRef.current = open;
				}),
				onKeyDown: composeEventHandlers(props.onKeyDown, (event) => {
					const entryKey = {
						horizontal: "ArrowDown",
						vertical: context.dir === Direction.RTL ? "ArrowLeft" : "ArrowRight"
					}[context.orientation];
					if (open && event.key === entryKey) {
						itemContext.onEntryKeyDown();
						event.preventDefault();
					}
				})
			})
		})
	}), open && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisuallyHidden, {
		"aria-hidden": true,
		tabIndex: 0,
		ref: itemContext.focusProxyRef,
		onFocus: (event) => {
			const content = itemContext.contentRef.current;
			const prevFocusedElement = event.relatedTarget;
			const wasTriggerFocused = prevFocusedElement === ref.current;
			const wasFocusFromContent = content?.contains(prevFocusedElement);
			if (wasTriggerFocused || !wasFocusFromContent) itemContext.onFocusProxyEnter(wasTriggerFocused ? "start" : "end");
		}
	}), context.viewport && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { "aria-owns": contentId })] })] });
}, "NavigationMenuTrigger"));
var LINK_SELECT = "navigationMenu.linkSelect";
var NavigationMenuLink = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function NavigationMenuLink2(props, forwardedRef) {
	const { __scopeNavigationMenu, active, onSelect, ...linkProps } = props;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FocusGroupItem, {
		asChild: true,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Primitive.a, {
			"data-active": active ? "" : void 0,
			"aria-current": active ? "page" : void 0,
			...linkProps,
			ref: forwardedRef,
			onClick: composeEventHandlers(props.onClick, (event) => {
				const target = event.target;
				const linkSelectEvent = new CustomEvent(LINK_SELECT, {
					bubbles: true,
					cancelable: true
				});
				target.addEventListener(LINK_SELECT, (event2) => onSelect?.(event2), { once: true });
				dispatchDiscreteCustomEvent(target, linkSelectEvent);
				if (!linkSelectEvent.defaultPrevented && !event.metaKey) {
					const rootContentDismissEvent = new CustomEvent(ROOT_CONTENT_DISMISS, {
						bubbles: true,
						cancelable: true
					});
					dispatchDiscreteCustomEvent(target, rootContentDismissEvent);
				}
			}, { checkForDefaultPrevented: false })
		})
	});
}, "NavigationMenuLink"));
var CONTENT_NAME = "NavigationMenuContent";
var NavigationMenuContent = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function NavigationMenuContent2(props, forwardedRef) {
	const { forceMount, ...contentProps } = props;
	const context = useNavigationMenuContext(CONTENT_NAME, props.__scopeNavigationMenu);
	const itemContext = useNavigationMenuItemContext(CONTENT_NAME, props.__scopeNavigationMenu);
	const composedRefs = useComposedRefs(itemContext.contentRef, forwardedRef);
	const open = itemContext.value === context.value;
	const openState = getOpenState(open);
	const commonProps = {
		value: itemContext.value,
		triggerRef: itemContext.triggerRef,
		focusProxyRef: itemContext.focusProxyRef,
		wasEscapeCloseRef: itemContext.wasEscapeCloseRef,
		onContentFocusOutside: itemContext.onContentFocusOutside,
		onRootContentClose: itemContext.onRootContentClose,
		...contentProps
	};
	return !context.viewport ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Presence, {
		present: forceMount || open,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NavigationMenuContentImpl, {
			"data-state": openState,
			...commonProps,
			ref: composedRefs,
			onPointerEnter: composeEventHandlers(props.onPointerEnter, context.onContentEnter),
			onPointerLeave: composeEventHandlers(props.onPointerLeave, whenMouse(context.onContentLeave)),
			style: {
				pointerEvents: !open && context.isRootMenu ? "none" : void 0,
				...commonProps.style
			}
		})
	}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ViewportContentMounter, {
		"data-state": openState,
		forceMount,
		...commonProps,
		ref: composedRefs
	});
}, "NavigationMenuContent"));
var ViewportContentMounter = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function ViewportContentMounter2(props, forwardedRef) {
	const { onViewportContentChange, onViewportContentRemove } = useNavigationMenuContext(CONTENT_NAME, props.__scopeNavigationMenu);
	useLayoutEffect2(() => {
		onViewportContentChange(props.value, {
			ref: forwardedRef,
			...props
		});
	}, [
		props,
		forwardedRef,
		onViewportContentChange
	]);
	useLayoutEffect2(() => {
		return () => onViewportContentRemove(props.value);
	}, [props.value, onViewportContentRemove]);
	return null;
}, "ViewportContentMounter"));
var ROOT_CONTENT_DISMISS = "navigationMenu.rootContentDismiss";
var NavigationMenuContentImpl = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function NavigationMenuContentImpl2(props, forwardedRef) {
	const { __scopeNavigationMenu, value, triggerRef, focusProxyRef, wasEscapeCloseRef, onRootContentClose, onContentFocusOutside, ...contentProps } = props;
	const context = useNavigationMenuContext(CONTENT_NAME, __scopeNavigationMenu);
	const ref = import_react.useRef(null);
	const composedRefs = useComposedRefs(ref, forwardedRef);
	const triggerId = makeTriggerId(context.baseId, value);
	const contentId = makeContentId(context.baseId, value);
	const getItems = useCollection(__scopeNavigationMenu);
	const prevMotionAttributeRef = import_react.useRef(null);
	const { onItemDismiss } = context;
	import_react.useEffect(() => {
		const content = ref.current;
		if (context.isRootMenu && content) {
			const handleClose = /* @__PURE__ */ __name(() => {
				onItemDismiss();
				onRootContentClose();
				if (content.contains(document.activeElement)) triggerRef.current?.focus();
			}, "handleClose");
			content.addEventListener(ROOT_CONTENT_DISMISS, handleClose);
			return () => content.removeEventListener(ROOT_CONTENT_DISMISS, handleClose);
		}
	}, [
		context.isRootMenu,
		props.value,
		triggerRef,
		onItemDismiss,
		onRootContentClose
	]);
	const motionAttribute = import_react.useMemo(() => {
		const values = getItems().map((item) => item.value);
		if (context.dir === Direction.RTL) values.reverse();
		const index = values.indexOf(context.value);
		const prevIndex = values.indexOf(context.previousValue);
		const isSelected = value === context.value;
		const wasSelected = prevIndex === values.indexOf(value);
		if (!isSelected && !wasSelected) return prevMotionAttributeRef.current;
		const attribute = (() => {
			if (index !== prevIndex) {
				if (isSelected && prevIndex !== -1) return index > prevIndex ? "from-end" : "from-start";
				if (wasSelected && index !== -1) return index > prevIndex ? "to-start" : "to-end";
			}
			return null;
		})();
		prevMotionAttributeRef.current = attribute;
		return attribute;
	}, [
		context.previousValue,
		context.value,
		context.dir,
		getItems,
		value
	]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FocusGroup, {
		asChild: true,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DismissableLayer, {
			id: contentId,
			"aria-labelledby": triggerId,
			"data-motion": motionAttribute,
			"data-orientation": context.orientation,
			...contentProps,
			ref: composedRefs,
			disableOutsidePointerEvents: false,
			onDismiss: () => {
				const rootContentDismissEvent = new Event(ROOT_CONTENT_DISMISS, {
					bubbles: true,
					cancelable: true
				});
				ref.current?.dispatchEvent(rootContentDismissEvent);
			},
			onFocusOutside: composeEventHandlers(props.onFocusOutside, (event) => {
				onContentFocusOutside();
				const target = event.target;
				const relatedTarget = event.detail.originalEvent.relatedTarget;
				const focusMovedIntoMenu = context.rootNavigationMenu?.contains(target);
				const focusCameFromMenu = context.rootNavigationMenu?.contains(relatedTarget);
				if (focusMovedIntoMenu || !focusCameFromMenu) event.preventDefault();
			}),
			onPointerDownOutside: composeEventHandlers(props.onPointerDownOutside, (event) => {
				const target = event.target;
				const isTrigger = getItems().some((item) => item.ref.current?.contains(target));
				const isRootViewport = context.isRootMenu && context.viewport?.contains(target);
				if (isTrigger || isRootViewport || !context.isRootMenu) event.preventDefault();
			}),
			onKeyDown: composeEventHandlers(props.onKeyDown, (event) => {
				const isMetaKey = event.altKey || event.ctrlKey || event.metaKey;
				if (event.key === "Tab" && !isMetaKey) {
					const candidates = getTabbableCandidates(event.currentTarget);
					const focusedElement = document.activeElement;
					const index = candidates.findIndex((candidate) => candidate === focusedElement);
					if (focusFirst(event.shiftKey ? candidates.slice(0, index).reverse() : candidates.slice(index + 1, candidates.length))) event.preventDefault();
					else focusProxyRef.current?.focus();
				}
			}),
			onEscapeKeyDown: composeEventHandlers(props.onEscapeKeyDown, (_event) => {
				wasEscapeCloseRef.current = true;
			})
		})
	});
}, "NavigationMenuContentImpl"));
createSlottable("NavigationMenuViewport");
var FOCUS_GROUP_NAME = "FocusGroup";
var FocusGroup = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function FocusGroup2(props, forwardedRef) {
	const { __scopeNavigationMenu, ...groupProps } = props;
	const context = useNavigationMenuContext(FOCUS_GROUP_NAME, __scopeNavigationMenu);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FocusGroupCollection.Provider, {
		scope: __scopeNavigationMenu,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FocusGroupCollection.Slot, {
			scope: __scopeNavigationMenu,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Primitive.div, {
				dir: context.dir,
				...groupProps,
				ref: forwardedRef
			})
		})
	});
}, "FocusGroup"));
var ARROW_KEYS = [
	"ArrowRight",
	"ArrowLeft",
	"ArrowUp",
	"ArrowDown"
];
var FOCUS_GROUP_ITEM_NAME = "FocusGroupItem";
var FocusGroupItem = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function FocusGroupItem2(props, forwardedRef) {
	const { __scopeNavigationMenu, ...groupProps } = props;
	const getItems = useFocusGroupCollection(__scopeNavigationMenu);
	const context = useNavigationMenuContext(FOCUS_GROUP_ITEM_NAME, __scopeNavigationMenu);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FocusGroupCollection.ItemSlot, {
		scope: __scopeNavigationMenu,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Primitive.button, {
			...groupProps,
			ref: forwardedRef,
			onKeyDown: composeEventHandlers(props.onKeyDown, (event) => {
				if ([
					"Home",
					"End",
					...ARROW_KEYS
				].includes(event.key)) {
					let candidateNodes = getItems().map((item) => item.ref.current);
					if ([
						context.dir === Direction.RTL ? "ArrowRight" : "ArrowLeft",
						"ArrowUp",
						"End"
					].includes(event.key)) candidateNodes.reverse();
					if (ARROW_KEYS.includes(event.key)) {
						const currentIndex = candidateNodes.indexOf(event.currentTarget);
						candidateNodes = candidateNodes.slice(currentIndex + 1);
					}
					setTimeout(() => focusFirst(candidateNodes));
					event.preventDefault();
				}
			})
		})
	});
}, "FocusGroupItem"));
function getTabbableCandidates(container) {
	const nodes = [];
	const walker = document.createTreeWalker(container, NodeFilter.SHOW_ELEMENT, { acceptNode: /* @__PURE__ */ __name((node) => {
		const isHiddenInput = node.tagName === "INPUT" && node.type === "hidden";
		if (node.disabled || node.hidden || isHiddenInput) return NodeFilter.FILTER_SKIP;
		return node.tabIndex >= 0 ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP;
	}, "acceptNode") });
	while (walker.nextNode()) nodes.push(walker.currentNode);
	return nodes;
}
__name(getTabbableCandidates, "getTabbableCandidates");
function focusFirst(candidates) {
	const previouslyFocusedElement = document.activeElement;
	return candidates.some((candidate) => {
		if (candidate === previouslyFocusedElement) return true;
		candidate.focus();
		return document.activeElement !== previouslyFocusedElement;
	});
}
__name(focusFirst, "focusFirst");
function removeFromTabOrder(candidates) {
	candidates.forEach((candidate) => {
		candidate.dataset.tabindex = candidate.getAttribute("tabindex") || "";
		candidate.setAttribute("tabindex", "-1");
	});
	return () => {
		candidates.forEach((candidate) => {
			const prevTabIndex = candidate.dataset.tabindex;
			candidate.setAttribute("tabindex", prevTabIndex);
		});
	};
}
__name(removeFromTabOrder, "removeFromTabOrder");
function useResizeObserver(element, onResize) {
	const handleResize = useCallbackRef(onResize);
	useLayoutEffect2(() => {
		let rAF = 0;
		if (element) {
			const resizeObserver = new ResizeObserver(() => {
				cancelAnimationFrame(rAF);
				rAF = window.requestAnimationFrame(handleResize);
			});
			resizeObserver.observe(element);
			return () => {
				window.cancelAnimationFrame(rAF);
				resizeObserver.unobserve(element);
			};
		}
	}, [element, handleResize]);
}
__name(useResizeObserver, "useResizeObserver");
function getOpenState(open) {
	return open ? "open" : "closed";
}
__name(getOpenState, "getOpenState");
function makeTriggerId(baseId, value) {
	return `${baseId}-trigger-${value}`;
}
__name(makeTriggerId, "makeTriggerId");
function makeContentId(baseId, value) {
	return `${baseId}-content-${value}`;
}
__name(makeContentId, "makeContentId");
function whenMouse(handler) {
	return (event) => event.pointerType === "mouse" ? handler(event) : void 0;
}
__name(whenMouse, "whenMouse");
// src/features/auth/components/google-one-tap-prompt.tsx
/** Mounted on public pages: offers one-tap sign-in to signed-out visitors when configured. */
function GoogleOneTapPrompt() {
	const config = usePublicConfig();
	const { isLoading, isLoggedIn } = useSession();
	const clientId = config.data?.googleClientId;
	(0, import_react.useEffect)(() => {
		if (!clientId || isLoading || isLoggedIn) return;
		import("./google-one-tap-CqNWtQv1.js").then(({ promptGoogleOneTap }) => promptGoogleOneTap(clientId, () => void refreshSession(), (message) => toast({
			title: message || common.errors.generic,
			variant: "destructive"
		})));
	}, [
		clientId,
		isLoading,
		isLoggedIn
	]);
	return null;
}
// src/features/chat/components/chat-top-bar-button.tsx
/** The buyer's chats from the top bar (signed-in only), with the unread messages' badge. */
function ChatTopBarButton() {
	const session = useSession();
	const unread = useChatUnread("buyer").data?.messages ?? 0;
	if (!session.isLoggedIn) return null;
	const badge = badgeCount(unread);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		asChild: true,
		variant: "ghost",
		size: "icon",
		className: "relative",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
			to: paths.account.chat,
			"aria-label": chatText.topBarButton(unread),
			"data-testid": "chat-button",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MessageCircle, { "aria-hidden": "true" }), badge ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-destructive px-1 text-center font-semibold text-[11px] text-destructive-foreground leading-5",
				children: badge
			}) : null]
		})
	});
}
// src/app/route-handle.ts
/** Whether any matched route says `key` in its handle. */
function useRouteHandle(key) {
	return useMatches().some((match) => Boolean(match.handle?.[key]));
}
// src/app/layout/kategori-menu.tsx
/**
* The Kategori dropdown: the 'Prompt Unggulan' card and the featured categories, or
* 'Memuat kategori...' while the list is empty (also after a failed load, spec §8).
*/
function KategoriMenu({ categories }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NavigationMenu, {
		delayDuration: 200,
		skipDelayDuration: 300,
		className: "relative",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NavigationMenuList, {
			className: "flex items-center",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NavigationMenuItem, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NavigationMenuTrigger, {
				className: "group inline-flex h-10 items-center gap-1 rounded-md px-3 font-medium text-sm hover:bg-accent data-[state=open]:bg-accent",
				children: [common.topBar.categories, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronDown, {
					className: "size-4 transition-transform group-data-[state=open]:rotate-180",
					"aria-hidden": "true"
				})]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NavigationMenuContent, {
				className: "absolute top-full left-0 mt-2 w-[min(40rem,90vw)] rounded-lg border bg-card p-4 shadow-lg",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CategoryPanel, { categories })
			})] })
		})
	});
}
/** The menu's content; also listed, `compact`, inside the mobile menu (outside the Radix menu). */
function CategoryPanel({ categories, compact = false }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: cn("grid gap-3", !compact && "sm:grid-cols-[14rem_1fr]"),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ItemLink, {
			compact,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
				to: paths.marketplace.prompts({ featured: true }),
				className: "flex flex-col justify-end gap-1 rounded-md bg-primary p-4 text-primary-foreground",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Sparkles, {
						className: "size-5",
						"aria-hidden": "true"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "font-semibold",
						children: common.topBar.featuredTitle
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "text-sm",
						children: common.topBar.featuredBody
					})
				]
			})
		}), categories.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "self-center px-2 text-muted-foreground text-sm",
			children: common.topBar.categoriesLoading
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: "grid gap-1",
			children: categories.map((category) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ItemLink, {
				compact,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
					to: paths.marketplace.prompts({ category: category.name }),
					className: "block rounded-md p-2 hover:bg-accent",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "flex items-center justify-between gap-2",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "font-medium text-sm",
								children: category.title
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "text-muted-foreground text-xs",
								children: common.topBar.promptCount(category.count)
							})]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "line-clamp-1 text-muted-foreground text-xs",
							children: category.description
						}),
						category.popularTags.length > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "mt-1 flex gap-1",
							children: category.popularTags.slice(0, 2).map((tag) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "rounded-sm bg-muted px-1.5 py-0.5 text-[11px]",
								children: tag
							}, tag))
						}) : null
					]
				})
			}) }, category.name))
		})]
	});
}
/** Inside the dropdown, Radix's Link closes the menu on navigation; elsewhere a plain Link. */
function ItemLink({ compact, children }) {
	return compact ? children : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NavigationMenuLink, {
		asChild: true,
		children
	});
}
// src/app/layout/search-box.tsx
var SUGGEST_AFTER_MS = 250;
/** Prompts matching what is typed, 250 ms after typing stops (two characters at least). */
function useSuggestions(query) {
	const [suggestions, setSuggestions] = (0, import_react.useState)([]);
	(0, import_react.useEffect)(() => {
		const q = query.trim();
		if (q.length < 2) {
			setSuggestions([]);
			return;
		}
		const controller = new AbortController();
		const timer = setTimeout(() => {
			getPrompts({
				q,
				limit: 5
			}, void 0, controller.signal).then((page) => setSuggestions(page.items), () => setSuggestions([]));
		}, SUGGEST_AFTER_MS);
		return () => {
			clearTimeout(timer);
			controller.abort();
		};
	}, [query]);
	return suggestions;
}
/**
* The top bar's 'Cari prompt...' box: submits to the prompt list, and suggests matching prompts
* as a combobox (arrow keys, Enter, Escape).
*/
function SearchBox({ className }) {
	const navigate = useNavigate();
	const [params] = useSearchParams();
	const q = params.get("q") ?? "";
	const [query, setQuery] = (0, import_react.useState)(q);
	(0, import_react.useEffect)(() => setQuery(q), [q]);
	const [open, setOpen] = (0, import_react.useState)(false);
	const [active, setActive] = (0, import_react.useState)(-1);
	const suggestions = useSuggestions(query);
	const listId = (0, import_react.useId)();
	const showList = open && query.trim().length >= 2;
	const options = [...suggestions.map((prompt) => ({
		key: prompt.id,
		to: paths.marketplace.prompt(prompt.slug)
	})), {
		key: "search",
		to: paths.marketplace.prompts({ q: query.trim() })
	}];
	const go = (to) => {
		setOpen(false);
		setActive(-1);
		navigate(to);
	};
	const submit = (event) => {
		event.preventDefault();
		go(active >= 0 && options[active] ? options[active].to : paths.marketplace.prompts({ q: query.trim() }));
	};
	const onKeyDown = (event) => {
		if (event.key === "Escape") {
			setOpen(false);
			setActive(-1);
		} else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
			event.preventDefault();
			setOpen(true);
			const step = event.key === "ArrowDown" ? 1 : -1;
			setActive((current) => (current + step + options.length) % options.length);
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("search", {
		className,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
			action: paths.marketplace.prompts(),
			method: "get",
			onSubmit: submit,
			className: "relative w-full",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Search, {
					className: "pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground",
					"aria-hidden": "true"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
					type: "search",
					role: "combobox",
					name: "q",
					value: query,
					onChange: (event) => {
						setQuery(event.target.value);
						setOpen(true);
						setActive(-1);
					},
					onFocus: () => setOpen(true),
					onBlur: () => setTimeout(() => setOpen(false), 150),
					onKeyDown,
					placeholder: common.topBar.searchPlaceholder,
					"aria-label": common.topBar.searchLabel,
					"aria-autocomplete": "list",
					"aria-expanded": showList,
					"aria-controls": listId,
					"aria-activedescendant": active >= 0 ? `${listId}-${active}` : void 0,
					autoComplete: "off",
					maxLength: 100,
					enterKeyHint: "search",
					className: "pl-9"
				}),
				showList ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					id: listId,
					role: "listbox",
					"aria-label": common.topBar.suggestions,
					className: "absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-lg border bg-card py-1 shadow-lg",
					children: [suggestions.map((prompt, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						id: `${listId}-${index}`,
						role: "option",
						tabIndex: -1,
						"aria-selected": active === index,
						onMouseDown: (event) => event.preventDefault(),
						onClick: () => go(paths.marketplace.prompt(prompt.slug)),
						className: cn("cursor-pointer px-3 py-2", active === index && "bg-accent"),
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "block truncate font-medium text-sm",
							children: prompt.title
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "block text-muted-foreground text-xs",
							children: [
								aiModelLabels[prompt.model],
								" · ",
								prompt.category.title
							]
						})]
					}, prompt.id)), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						id: `${listId}-${suggestions.length}`,
						role: "option",
						tabIndex: -1,
						"aria-selected": active === suggestions.length,
						onMouseDown: (event) => event.preventDefault(),
						onClick: () => go(paths.marketplace.prompts({ q: query.trim() })),
						className: cn("cursor-pointer px-3 py-2 text-primary text-sm", active === suggestions.length && "bg-accent"),
						children: common.topBar.searchFor(query.trim())
					})]
				}) : null
			]
		})
	});
}
// src/app/layout/top-bar.tsx
var UserMenu = (0, import_react.lazy)(() => import("./user-menu-De4R5FRq.js").then((m) => ({ default: m.UserMenu })));
var AdminButton = (0, import_react.lazy)(() => import("./admin-button-2N-R7z1t.js").then((m) => ({ default: m.AdminButton })));
var NotificationBell = (0, import_react.lazy)(() => import("./notification-bell-CYBsbbQ2.js").then((n) => n.n).then((m) => ({ default: m.NotificationBell })));
/** The top bar of the marketplace, home, page and payment routes (spec §2). */
function TopBar() {
	const categories = useCategories(true).data ?? [];
	const pageSearches = useRouteHandle("ownSearch");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("header", {
		className: "sticky top-0 z-40 border-b bg-background/90 backdrop-blur print:hidden",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "mx-auto flex h-16 max-w-6xl items-center gap-2 px-4",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
					to: paths.marketplace.home,
					className: "flex shrink-0 items-center gap-2",
					"aria-label": common.brand.homeLink,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LogoMark, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "hidden font-bold text-lg tracking-tight sm:inline",
						children: common.brand.name
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchBox, { className: "mx-2 hidden max-w-md flex-1 md:flex" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("nav", {
					"aria-label": common.topBar.navLabel,
					className: "hidden items-center lg:flex",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(KategoriMenu, { categories }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							asChild: true,
							variant: "ghost",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
								to: paths.marketplace.shops,
								children: common.topBar.shops
							})
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							asChild: true,
							variant: "ghost",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
								to: paths.marketplace.guide,
								children: common.topBar.guide
							})
						})
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "ml-auto flex items-center gap-0.5 sm:gap-1",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChatTopBarButton, {}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(WishlistButton, {}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SignedInBell, {}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ThemeToggle, {}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccountButtons, {}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SignedInMenu, {}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MobileMenu, { categories })
					]
				})
			]
		}), pageSearches ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "px-4 pb-3 md:hidden",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchBox, {})
		})]
	});
}
function WishlistButton() {
	const badge = badgeCount(useWishlist().productIds.length);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		asChild: true,
		variant: "ghost",
		size: "icon",
		className: "relative",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
			to: paths.marketplace.wishlist,
			"aria-label": common.topBar.wishlist(badge),
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heart, { "aria-hidden": "true" }), badge ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-primary px-1 text-center font-semibold text-[11px] text-primary-foreground leading-5",
				children: badge
			}) : null]
		})
	});
}
/**
* Masuk and Daftar when signed out, in the bar at every width (smaller on phones, so they fit
* beside the icons down to 320 px, WCAG's reflow width); APP (and ADMIN for admin-organisation
* members) when signed in, in the bar from 768 px and in the menu sheet's foot below that.
*/
function AccountButtons() {
	const session = useSession();
	if (session.isLoading) return null;
	if (!session.isLoggedIn) {
		const compact = "h-9 px-2.5 sm:px-3 md:h-10 md:px-4";
		return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex items-center gap-0.5 sm:gap-1 md:ml-1 md:gap-2",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				asChild: true,
				variant: "outline",
				className: compact,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PrefetchLink, {
					to: paths.auth.signIn(),
					children: common.topBar.signIn
				})
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				asChild: true,
				className: compact,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PrefetchLink, {
					to: paths.auth.signUp(),
					children: common.topBar.signUp
				})
			})]
		});
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WorkspaceButtons, { className: "hidden md:flex" });
}
/** APP, and ADMIN for members of an admin organisation (spec §2). */
function WorkspaceButtons({ className, stacked = false }) {
	const session = useSession();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: cn("items-center gap-2", stacked && "flex flex-col items-stretch", className),
		children: [session.adminOrganizationId ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
			fallback: null,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AdminButton, {})
		}) : null, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			asChild: true,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PrefetchLink, {
				to: paths.app.root,
				children: common.topBar.app
			})
		})]
	});
}
/** The notifications bell, for signed-in users only (phones too). */
function SignedInBell() {
	const { isLoggedIn } = useSession();
	return isLoggedIn ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
		fallback: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { className: "size-10" }),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotificationBell, {})
	}) : null;
}
function SignedInMenu() {
	const { isLoggedIn } = useSession();
	return isLoggedIn ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
		fallback: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { className: "size-9" }),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserMenu, {})
	}) : null;
}
function MobileMenu({ categories }) {
	const { isLoggedIn } = useSession();
	const [open, setOpen] = (0, import_react.useState)(false);
	const location = useLocation();
	(0, import_react.useEffect)(() => setOpen(false), [location.pathname, location.search]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Sheet, {
		open,
		onOpenChange: setOpen,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SheetTrigger, {
			asChild: true,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "ghost",
				size: "icon",
				className: "lg:hidden",
				"aria-label": common.topBar.openMenu,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Menu, { "aria-hidden": "true" })
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SheetContent, {
			title: common.topBar.menu,
			closeLabel: common.topBar.closeMenu,
			footer: isLoggedIn ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "border-t pt-4 md:hidden",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WorkspaceButtons, { stacked: true })
			}) : null,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				"aria-label": common.topBar.categories,
				className: "grid gap-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
					className: "font-medium text-muted-foreground text-sm",
					children: common.topBar.categories
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CategoryPanel, {
					categories,
					compact: true
				})]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("nav", {
				"aria-label": common.topBar.navLabel,
				className: "grid gap-1",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: paths.marketplace.shops,
					className: "rounded-md px-2 py-2 hover:bg-accent",
					children: common.topBar.shops
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: paths.marketplace.guide,
					className: "rounded-md px-2 py-2 hover:bg-accent",
					children: common.topBar.guide
				})]
			})]
		})]
	});
}
// src/app/routes/marketplace/layout.tsx
/** The public pages' frame: top bar, page, footer. */
function MarketplaceLayout() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "flex min-h-dvh flex-col",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TopBar, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(GoogleOneTapPrompt, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("main", {
				className: "flex-1",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Outlet, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SiteFooter, {})
		]
	});
}
export { MarketplaceLayout, NotFoundPage };
