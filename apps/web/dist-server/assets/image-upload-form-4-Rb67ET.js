import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-C6tkHmF0.js";
import { P as Link, l as useComposedRefs } from "./public-api-D-FUNJP1.js";
import { n as require_jsx_runtime, t as common } from "./common-BJeRfR82.js";
import { t as ApiError } from "./http-uRK1c2Wv.js";
import { n as CHAT_MESSAGE_MAX } from "./constants-Bzb9ZJpd.js";
import { t as Store } from "./store-C8b4eMYz.js";
import { n as UserRound } from "./confirm-dialog-1vpzM-e5.js";
import { t as useSize } from "./dist-gBEUt0no.js";
import { t as cn } from "./cn-DJgp3dhb.js";
import { A as createContextScope, D as composeEventHandlers, E as useControllableState, F as createLucideIcon, M as Primitive, b as toast, f as useMarkChatRead, l as useChatChannels, m as useSendChatMessage, n as Button, u as useChatMessages } from "../entry-server.js";
import { A as string, D as object, x as array, y as _enum } from "./orders-X7WNvEnJ.js";
import { f as linkifyParts } from "./chat-DF7lXAPS.js";
import { t as Alert } from "./alert-DWkv6kLc.js";
import { t as Skeleton } from "./skeleton-3FQQTDwH.js";
import { $ as maskAccountNumber, G as BANKS, J as PaymentConfigInput, Q as bankName, et as payoutStatusLabels } from "./shops-CQjzKAlY.js";
import { i as formatDateWib, n as formatDateTime, r as formatDateTimeWib, s as formatRupiah } from "./format-BNwsEODH.js";
import { i as CardTitle, n as CardContent, r as CardHeader, t as Card } from "./card-DT1Ik1ud.js";
import { n as DialogContent, t as Dialog } from "./dialog-FRkbff1O.js";
import { n as Textarea, t as Input } from "./input-D2IwgA0K.js";
import { i as useForm, t as u } from "./zod-DOXC44ez.js";
import { t as FormField } from "./form-field-Pm8rZE8n.js";
import { i as LoadMoreButton, n as ListCard, r as ListStates } from "./list-states-BDkgnsT6.js";
import { t as chatText } from "./chat-D6j4dKi6.js";
import { n as UPLOAD_FIELD } from "./uploads-DU5EgZPT.js";
// ../../node_modules/lucide-react/dist/esm/icons/image-plus.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$5 = {
	name: "image-plus",
	size: 24,
	node: [
		["path", {
			d: "M16 5h6",
			key: "1vod17"
		}],
		["path", {
			d: "M19 2v6",
			key: "4bpg5p"
		}],
		["path", {
			d: "M21 11.5V19a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h7.5",
			key: "1ue2ih"
		}],
		["path", {
			d: "m21 15-3.086-3.086a2 2 0 0 0-2.828 0L6 21",
			key: "1xmnt7"
		}],
		["circle", {
			cx: "9",
			cy: "9",
			r: "2",
			key: "af1f0g"
		}]
	]
};
__iconData$5.node;
var ImagePlus = createLucideIcon(__iconData$5);
// ../../node_modules/lucide-react/dist/esm/icons/landmark.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$4 = {
	name: "landmark",
	size: 24,
	node: [
		["path", {
			d: "M10 18v-7",
			key: "wt116b"
		}],
		["path", {
			d: "M11.119 2.205a2 2 0 0 1 1.762 0l7.84 3.846A.5.5 0 0 1 20.5 7h-17a.5.5 0 0 1-.22-.949z",
			key: "yxxwt6"
		}],
		["path", {
			d: "M14 18v-7",
			key: "vav6t3"
		}],
		["path", {
			d: "M18 18v-7",
			key: "aexdmj"
		}],
		["path", {
			d: "M3 22h18",
			key: "8prr45"
		}],
		["path", {
			d: "M6 18v-7",
			key: "1ivflk"
		}]
	]
};
__iconData$4.node;
var Landmark = createLucideIcon(__iconData$4);
// ../../node_modules/lucide-react/dist/esm/icons/loader-circle.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$3 = {
	name: "loader-circle",
	size: 24,
	node: [["path", {
		d: "M21 12a9 9 0 1 1-6.219-8.56",
		key: "13zald"
	}]],
	aliases: ["loader-2"]
};
__iconData$3.node;
var LoaderCircle = createLucideIcon(__iconData$3);
// ../../node_modules/lucide-react/dist/esm/icons/send-horizontal.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$2 = {
	name: "send-horizontal",
	size: 24,
	node: [["path", {
		d: "M3.714 3.048a.498.498 0 0 0-.683.627l2.843 7.627a2 2 0 0 1 0 1.396l-2.842 7.627a.498.498 0 0 0 .682.627l18-8.5a.5.5 0 0 0 0-.904z",
		key: "117uat"
	}], ["path", {
		d: "M6 12h16",
		key: "s4cdu5"
	}]],
	aliases: ["send-horizonal"]
};
__iconData$2.node;
var SendHorizontal = createLucideIcon(__iconData$2);
// ../../node_modules/lucide-react/dist/esm/icons/shopping-bag.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "shopping-bag",
	size: 24,
	node: [
		["path", {
			d: "M16 10a4 4 0 0 1-8 0",
			key: "1ltviw"
		}],
		["path", {
			d: "M3.103 6.034h17.794",
			key: "awc11p"
		}],
		["path", {
			d: "M3.4 5.467a2 2 0 0 0-.4 1.2V20a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6.667a2 2 0 0 0-.4-1.2l-2-2.667A2 2 0 0 0 17 2H7a2 2 0 0 0-1.6.8z",
			key: "o988cm"
		}]
	]
};
__iconData$1.node;
var ShoppingBag = createLucideIcon(__iconData$1);
// ../../node_modules/lucide-react/dist/esm/icons/trash.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "trash",
	size: 24,
	node: [
		["path", {
			d: "M10 11v6",
			key: "nco0om"
		}],
		["path", {
			d: "M14 11v6",
			key: "outv1u"
		}],
		["path", {
			d: "M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6",
			key: "miytrc"
		}],
		["path", {
			d: "M3 6h18",
			key: "d0wm0j"
		}],
		["path", {
			d: "M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2",
			key: "e791ji"
		}]
	],
	aliases: ["trash-2"]
};
__iconData.node;
var Trash = createLucideIcon(__iconData);
// ../../node_modules/@radix-ui/react-switch/dist/index.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var __defProp = Object.defineProperty;
var __name = (target, value) => __defProp(target, "name", {
	value,
	configurable: true
});
var SWITCH_NAME = "Switch";
var [createSwitchContext, createSwitchScope] = createContextScope(SWITCH_NAME);
var [SwitchProviderImpl, useSwitchContext] = createSwitchContext(SWITCH_NAME);
function SwitchProvider(props) {
	const { __scopeSwitch, checked: checkedProp, children, defaultChecked, disabled, form, name, onCheckedChange, required, value = "on", internal_do_not_use_render } = props;
	const [checked, setChecked] = useControllableState({
		prop: checkedProp,
		defaultProp: defaultChecked ?? false,
		onChange: onCheckedChange,
		caller: SWITCH_NAME
	});
	const [control, setControl] = import_react.useState(null);
	const [bubbleInput, setBubbleInput] = import_react.useState(null);
	const [userClick, setUserClick] = import_react.useState(null);
	const context = {
		checked,
		setChecked,
		disabled,
		control,
		setControl,
		name,
		form,
		value,
		userClick,
		onUserClick: setUserClick,
		required,
		defaultChecked,
		isFormControl: control ? !!form || !!control.closest("form") : true,
		bubbleInput,
		setBubbleInput
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SwitchProviderImpl, {
		scope: __scopeSwitch,
		...context,
		children: isFunction(internal_do_not_use_render) ? internal_do_not_use_render(context) : children
	});
}
__name(SwitchProvider, "SwitchProvider");
var TRIGGER_NAME = "SwitchTrigger";
var SwitchTrigger = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function SwitchTrigger2({ __scopeSwitch, onClick, ...switchProps }, forwardedRef) {
	const { control, form, value, disabled, checked, required, setControl, setChecked, onUserClick, isFormControl, bubbleInput } = useSwitchContext(TRIGGER_NAME, __scopeSwitch);
	const composedRefs = useComposedRefs(forwardedRef, setControl);
	const initialCheckedStateRef = import_react.useRef(checked);
	import_react.useEffect(() => {
		const associatedForm = form ? control?.ownerDocument.getElementById(form) : control?.form;
		if (associatedForm instanceof HTMLFormElement) {
			const reset = /* @__PURE__ */ __name(() => setChecked(initialCheckedStateRef.current), "reset");
			associatedForm.addEventListener("reset", reset);
			return () => associatedForm.removeEventListener("reset", reset);
		}
	}, [
		control,
		form,
		setChecked
	]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Primitive.button, {
		type: "button",
		role: "switch",
		"aria-checked": checked,
		"aria-required": required,
		"data-state": getState(checked),
		"data-disabled": disabled ? "" : void 0,
		disabled,
		value,
		...switchProps,
		ref: composedRefs,
		onClick: composeEventHandlers(onClick, (event) => {
			const hasConsumerStoppedPropagation = event.isPropagationStopped();
			onUserClick({
				requestedChecked: !checked,
				hasConsumerStoppedPropagation
			});
			setChecked((prevChecked) => !prevChecked);
			if (bubbleInput && isFormControl) {
				if (!hasConsumerStoppedPropagation) event.stopPropagation();
			}
		})
	});
}, "SwitchTrigger"));
var Switch$1 = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function Switch2(props, forwardedRef) {
	const { __scopeSwitch, name, checked, defaultChecked, required, disabled, value, onCheckedChange, form, ...switchProps } = props;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SwitchProvider, {
		__scopeSwitch,
		checked,
		defaultChecked,
		disabled,
		required,
		onCheckedChange,
		name,
		form,
		value,
		internal_do_not_use_render: ({ isFormControl }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SwitchTrigger, {
			...switchProps,
			ref: forwardedRef,
			__scopeSwitch
		}), isFormControl && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SwitchBubbleInput, { __scopeSwitch })] })
	});
}, "Switch"));
var THUMB_NAME = "SwitchThumb";
var SwitchThumb = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function SwitchThumb2(props, forwardedRef) {
	const { __scopeSwitch, ...thumbProps } = props;
	const context = useSwitchContext(THUMB_NAME, __scopeSwitch);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Primitive.span, {
		"data-state": getState(context.checked),
		"data-disabled": context.disabled ? "" : void 0,
		...thumbProps,
		ref: forwardedRef
	});
}, "SwitchThumb"));
var BUBBLE_INPUT_NAME = "SwitchBubbleInput";
var SwitchBubbleInput = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function SwitchBubbleInput2({ __scopeSwitch, onClick, ...props }, forwardedRef) {
	const { control, userClick, checked, defaultChecked, required, disabled, name, value, form, bubbleInput, setBubbleInput } = useSwitchContext(BUBBLE_INPUT_NAME, __scopeSwitch);
	const composedRefs = useComposedRefs(forwardedRef, setBubbleInput);
	const controlSize = useSize(control);
	const shouldStopClickPropagationRef = import_react.useRef(false);
	const prevCheckedRef = import_react.useRef(checked);
	const handledUserClickRef = import_react.useRef(userClick);
	const pendingUserClickRef = import_react.useRef(null);
	import_react.useEffect(() => {
		const input = bubbleInput;
		if (!input) return;
		const inputProto = window.HTMLInputElement.prototype;
		const setChecked = Object.getOwnPropertyDescriptor(inputProto, "checked").set;
		if (!setChecked) return;
		const checkedChanged = prevCheckedRef.current !== checked;
		prevCheckedRef.current = checked;
		const isNewUserClick = userClick !== null && userClick !== handledUserClickRef.current;
		handledUserClickRef.current = userClick;
		if (isNewUserClick) {
			pendingUserClickRef.current = checkedChanged ? null : userClick;
			if (checkedChanged) setChecked.call(input, checked);
			input.dispatchEvent(new Event("click", { bubbles: !userClick.hasConsumerStoppedPropagation }));
		} else if (checkedChanged) {
			const pendingUserClick = pendingUserClickRef.current;
			pendingUserClickRef.current = null;
			const isPendingUserChange = pendingUserClick?.requestedChecked === checked;
			shouldStopClickPropagationRef.current = true;
			setChecked.call(input, checked);
			input.dispatchEvent(new Event("click", { bubbles: !(isPendingUserChange && pendingUserClick.hasConsumerStoppedPropagation) }));
			shouldStopClickPropagationRef.current = false;
		}
	}, [
		bubbleInput,
		checked,
		userClick
	]);
	const defaultCheckedRef = import_react.useRef(checked);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Primitive.input, {
		type: "checkbox",
		"aria-hidden": true,
		defaultChecked: defaultChecked ?? defaultCheckedRef.current,
		required,
		disabled,
		name,
		value,
		form,
		...props,
		tabIndex: -1,
		ref: composedRefs,
		onClick: composeEventHandlers(onClick, (event) => {
			if (shouldStopClickPropagationRef.current) event.stopPropagation();
		}),
		style: {
			...props.style,
			...controlSize,
			position: "absolute",
			pointerEvents: "none",
			opacity: 0,
			margin: 0,
			transform: "translateX(-100%)"
		}
	});
}, "SwitchBubbleInput"));
function isFunction(value) {
	return typeof value === "function";
}
__name(isFunction, "isFunction");
function getState(checked) {
	return checked ? "checked" : "unchecked";
}
__name(getState, "getState");
// src/locales/id/payouts.ts
/**
* The bank account, payout request and payout history, shared by the shop's Payout page and the
* affiliate's 'Afiliasi' tab (issue 14): loaded only with those components.
*/
var payoutsText = {
	bank: {
		title: "Rekening pencairan",
		bank: "Bank",
		choose: "Pilih bank",
		accountNumber: "Nomor rekening",
		accountHolder: "Nama pemilik rekening",
		holderHint: "Sesuai buku tabungan.",
		save: "Simpan rekening",
		edit: "Ubah rekening",
		cancel: "Batal",
		changedAt: (date) => `Terakhir diubah ${date}`
	},
	request: {
		title: "Ajukan penarikan",
		amount: "Jumlah (Rp)",
		hint: (min, max) => `Paling sedikit ${min}, paling banyak ${max}.`,
		minimum: (min) => `Minimum penarikan ${min}.`,
		all: "Tarik semua",
		submit: "Ajukan penarikan",
		done: "Permintaan penarikan diajukan.",
		openRequest: "Masih ada permintaan yang sedang diproses. Anda dapat mengajukan lagi setelah selesai.",
		belowMinimum: (available, min) => `Saldo tersedia ${available}, belum mencapai minimum penarikan ${min}.`,
		heldUntil: (held, date) => `${held} masih ditahan selama masa tunggu; dana berikutnya tersedia mulai ${date}.`,
		held: (held) => `${held} masih ditahan selama masa tunggu.`,
		needBank: "Isi rekening pencairan terlebih dahulu.",
		confirmTitle: "Ajukan penarikan ini?",
		confirmBody: (amount, account) => `${amount} akan dikirim ke ${account} setelah disetujui tim PasarPrompt.`,
		confirm: "Ya, ajukan",
		cancel: "Batal",
		close: "Tutup"
	},
	history: {
		title: "Riwayat penarikan",
		empty: "Belum ada penarikan.",
		reference: (ref) => `Ref. transfer ${ref}`
	}
};
// src/features/payouts/components/bank-account-form.tsx
var text$2 = payoutsText.bank;
/**
* Where payouts go — a shop's payment configuration or an affiliate's own account: shown masked,
* edited in place. The caller saves it (`onSave`) and says whose it is (`lead`, `missing`).
*/
function BankAccountCard({ config, onSave, lead, missing }) {
	const [editing, setEditing] = (0, import_react.useState)(!config.configured);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		"aria-labelledby": "rekening-judul",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardHeader, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardTitle, {
			id: "rekening-judul",
			className: "flex items-center gap-2 text-lg",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Landmark, {
				className: "size-5 text-primary",
				"aria-hidden": "true"
			}), text$2.title]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "text-muted-foreground text-sm",
			children: lead
		})] }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardContent, {
			className: "grid gap-4",
			children: [!config.configured ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				variant: "destructive",
				children: missing
			}) : null, editing ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BankAccountForm, {
				config,
				onSave,
				onDone: () => setEditing(false),
				onCancel: config.configured ? () => setEditing(false) : void 0
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-wrap items-center justify-between gap-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: "font-semibold",
						children: [
							bankName(config.bankCode ?? ""),
							" ",
							maskAccountNumber(config.accountNumber ?? "")
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "text-muted-foreground text-sm",
						children: config.accountHolder
					}),
					config.changedAt ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "text-muted-foreground text-xs",
						children: text$2.changedAt(formatDateTime(config.changedAt))
					}) : null
				] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "outline",
					onClick: () => setEditing(true),
					children: text$2.edit
				})]
			})]
		})]
	});
}
function BankAccountForm({ config, onSave, onDone, onCancel }) {
	const form = useForm({
		resolver: u(PaymentConfigInput),
		defaultValues: {
			bankCode: config.bankCode ?? "",
			accountNumber: config.accountNumber ?? "",
			accountHolder: config.accountHolder ?? ""
		}
	});
	const submit = form.handleSubmit(async (input) => {
		try {
			await onSave(input);
			toast({ title: common.saved });
			onDone();
		} catch (error) {
			form.setError("root", { message: error instanceof ApiError ? error.message : common.errors.generic });
		}
	});
	const { errors } = form.formState;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		onSubmit: submit,
		className: "grid gap-4 sm:grid-cols-2",
		noValidate: true,
		children: [
			errors.root ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				variant: "destructive",
				className: "sm:col-span-2",
				children: errors.root.message
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				label: text$2.bank,
				error: errors.bankCode?.message,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("select", {
					className: "h-10 w-full min-w-0 rounded-md border bg-card px-3 text-sm",
					...form.register("bankCode"),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
						value: "",
						children: text$2.choose
					}), BANKS.map((bank) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
						value: bank.code,
						children: bank.name
					}, bank.code))]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				label: text$2.accountNumber,
				error: errors.accountNumber?.message,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
					inputMode: "numeric",
					autoComplete: "off",
					...form.register("accountNumber")
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				label: text$2.accountHolder,
				error: errors.accountHolder?.message,
				hint: text$2.holderHint,
				className: "sm:col-span-2",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
					autoComplete: "off",
					...form.register("accountHolder")
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex gap-2 sm:col-span-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "submit",
					disabled: form.formState.isSubmitting,
					children: form.formState.isSubmitting ? common.processing : text$2.save
				}), onCancel ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "button",
					variant: "ghost",
					onClick: onCancel,
					children: text$2.cancel
				}) : null]
			})
		]
	});
}
// src/features/payouts/components/payout-history.tsx
var text$1 = payoutsText.history;
var statusStyle = {
	requested: "border-amber-500/40 bg-amber-500/10 text-amber-700 dark:text-amber-300",
	approved: "border-primary/40 bg-primary/10 text-primary",
	rejected: "border-destructive/40 bg-destructive/10 text-destructive"
};
/** A shop's or an affiliate's payout requests, newest first, with the decision on each. */
function PayoutHistory({ items }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		"aria-labelledby": "riwayat-judul",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitle, {
			id: "riwayat-judul",
			className: "text-lg",
			children: text$1.title
		}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: items.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "text-muted-foreground text-sm",
			children: text$1.empty
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: "divide-y",
			children: items.map((payout) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
				className: "flex flex-wrap items-center gap-x-4 gap-y-1 py-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "min-w-0 flex-1",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
							className: "font-semibold tabular-nums",
							children: formatRupiah(payout.amount)
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
							className: "text-muted-foreground text-xs",
							children: [
								formatDateTime(payout.requestedAt),
								" · ",
								bankName(payout.bankCode),
								" ",
								payout.accountNumber,
								" · ",
								payout.accountHolder
							]
						}),
						payout.transferReference ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
							className: "text-xs",
							children: text$1.reference(payout.transferReference)
						}) : null,
						payout.rejectionReason ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
							className: "text-destructive text-xs",
							children: payout.rejectionReason
						}) : null
					]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: cn("rounded-full border px-2.5 py-0.5 font-medium text-xs", statusStyle[payout.status]),
					children: payoutStatusLabels[payout.status]
				})]
			}, payout.id))
		}) })]
	});
}
// src/features/payouts/components/payout-request-form.tsx
var text = payoutsText.request;
/**
* Why a payout cannot be asked for now, in full: a request still open; else no bank account and,
* with too little available, the minimum and how much is held until when — every one that applies.
*/
function payoutBlockers({ available, held, nextReleaseAt, minPayout, hasOpenRequest, bankConfigured }) {
	if (hasOpenRequest) return [text.openRequest];
	const reasons = bankConfigured ? [] : [text.needBank];
	if (available >= minPayout) return reasons;
	reasons.push(text.belowMinimum(formatRupiah(Math.max(available, 0)), formatRupiah(minPayout)));
	if (held > 0) reasons.push(nextReleaseAt ? text.heldUntil(formatRupiah(held), formatDateWib(nextReleaseAt)) : text.held(formatRupiah(held)));
	return reasons;
}
/**
* A payout request — a shop's or an affiliate's, under the same rules: the amount is checked
* here for the user (and again by the server), then confirmed with the bank account it goes to.
* The caller sends it (`onRequest`).
*/
function PayoutRequestForm({ available, held, nextReleaseAt, minPayout, payouts, bankAccount, onRequest, title = text.title, submitLabel = text.submit }) {
	const [amount, setAmount] = (0, import_react.useState)("");
	const [error, setError] = (0, import_react.useState)(null);
	const [confirming, setConfirming] = (0, import_react.useState)(null);
	const [pending, setPending] = (0, import_react.useState)(false);
	const blockers = payoutBlockers({
		available,
		held,
		nextReleaseAt,
		minPayout,
		hasOpenRequest: payouts.some((payout) => payout.status === "requested"),
		bankConfigured: bankAccount.configured
	});
	const blocked = blockers.length > 0 ? blockers : null;
	const account = `${bankName(bankAccount.bankCode ?? "")} ${maskAccountNumber(bankAccount.accountNumber ?? "")} (${bankAccount.accountHolder ?? ""})`;
	const check = (event) => {
		event.preventDefault();
		const value = Number(amount.replace(/\D/g, ""));
		if (!value || value < minPayout || value > available) {
			setError(text.hint(formatRupiah(minPayout), formatRupiah(available)));
			return;
		}
		setError(null);
		setConfirming(value);
	};
	const send = async (value) => {
		setPending(true);
		try {
			await onRequest(value);
			setAmount("");
			setConfirming(null);
			toast({ title: text.done });
		} catch (failure) {
			setConfirming(null);
			setError(failure instanceof ApiError ? failure.message : common.errors.generic);
		} finally {
			setPending(false);
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		"aria-labelledby": "tarik-judul",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardHeader, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitle, {
				id: "tarik-judul",
				className: "text-lg",
				children: title
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-muted-foreground text-sm",
				children: text.minimum(formatRupiah(minPayout))
			})] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardContent, {
				className: "grid gap-3",
				children: [blocked ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
					"data-testid": "payout-blocked",
					className: "grid gap-1",
					children: blocked.map((reason) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: reason }, reason))
				}) : null, /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
					onSubmit: check,
					className: "grid gap-3",
					noValidate: true,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
						label: text.amount,
						error: error ?? void 0,
						hint: text.hint(formatRupiah(minPayout), formatRupiah(Math.max(available, 0))),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
							inputMode: "numeric",
							value: amount,
							disabled: blocked !== null,
							onChange: (event) => setAmount(event.target.value.replace(/[^\d.]/g, "")),
							placeholder: String(minPayout)
						})
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "flex flex-wrap gap-2",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							type: "submit",
							disabled: blocked !== null || pending,
							children: submitLabel
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							type: "button",
							variant: "outline",
							disabled: blocked !== null,
							onClick: () => setAmount(String(available)),
							children: text.all
						})]
					})]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
				open: confirming !== null,
				onOpenChange: (next) => next || pending ? null : setConfirming(null),
				children: confirming !== null ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogContent, {
					title: text.confirmTitle,
					description: text.confirmBody(formatRupiah(confirming), account),
					closeLabel: text.close,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "flex flex-col-reverse gap-2 sm:flex-row sm:justify-end",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							variant: "outline",
							disabled: pending,
							onClick: () => setConfirming(null),
							children: text.cancel
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							disabled: pending,
							onClick: () => void send(confirming),
							children: pending ? common.processing : text.confirm
						})]
					})
				}) : null
			})
		]
	});
}
// src/features/chat/components/counterpart-avatar.tsx
/**
* The other side of a conversation: their picture (a shop's logo, a buyer's avatar), or the
* shop or person icon. `side` is the viewer's side: a buyer sees shops, a shop sees people.
*/
function CounterpartAvatar({ imageUrl, side, size = "md" }) {
	const box = size === "lg" ? "size-11" : "size-10";
	if (imageUrl) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
		src: imageUrl,
		alt: "",
		className: cn(box, "rounded-full object-cover")
	});
	const Icon = side === "buyer" ? Store : UserRound;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
		className: cn(box, "flex items-center justify-center rounded-full bg-accent text-accent-foreground"),
		"aria-hidden": "true",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { className: size === "lg" ? "size-5" : "size-4" })
	});
}
// src/features/chat/components/message-time.ts
var dayWib = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" });
var timeWib = new Intl.DateTimeFormat("id-ID", {
	hour: "2-digit",
	minute: "2-digit",
	timeZone: "Asia/Jakarta"
});
/** Today's messages by their time ("07.52 WIB"), older ones with their date too. */
function messageTime(iso, now = /* @__PURE__ */ new Date()) {
	const at = new Date(iso);
	return dayWib.format(at) === dayWib.format(now) ? `${timeWib.format(at)} WIB` : formatDateTimeWib(at);
}
// src/features/chat/components/channel-list.tsx
/** A side's conversations, newest activity first, each with its unread count. */
function ChannelList({ side, linkTo }) {
	const channels = useChatChannels(side);
	const items = channels.data?.pages.flatMap((page) => page.items) ?? [];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListStates, {
		query: channels,
		empty: items.length === 0,
		emptyText: side === "buyer" ? chatText.noChannelsBuyer : chatText.noChannels,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListCard, {
			dimmed: false,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "divide-y",
				children: items.map((channel) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
					to: linkTo(channel.id),
					className: "grid grid-cols-[auto_1fr_auto] items-center gap-3 px-4 py-3 hover:bg-accent/60",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CounterpartAvatar, {
							imageUrl: channel.counterpart.imageUrl,
							side
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
							className: "min-w-0",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
								className: cn("truncate text-sm", channel.unreadCount > 0 ? "font-semibold" : "font-medium"),
								children: channel.counterpart.name
							}), channel.lastMessage ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
								className: "truncate text-muted-foreground text-xs",
								children: [channel.lastMessage.side === side ? `${chatText.you}: ` : "", channel.lastMessage.excerpt]
							}) : null]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
							className: "grid justify-items-end gap-1 text-xs",
							children: [channel.lastMessage ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
								dateTime: channel.lastMessage.createdAt,
								className: "text-muted-foreground",
								children: messageTime(channel.lastMessage.createdAt)
							}) : null, channel.unreadCount > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
								className: "min-w-5 rounded-full bg-destructive px-1.5 text-center font-semibold text-[11px] text-destructive-foreground leading-5",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
									className: "sr-only",
									children: chatText.unread(channel.unreadCount)
								}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
									"aria-hidden": "true",
									children: channel.unreadCount
								})]
							}) : null]
						})
					]
				}) }, channel.id))
			})
		})
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadMoreButton, {
		query: channels,
		label: chatText.moreChannels
	})] });
}
// src/features/chat/components/message-text.tsx
/**
* A message as the plain text it is: React text nodes only (never HTML), with http(s) addresses
* made links that open apart from the app and pass no referrer or ranking.
*/
function MessageText({ body }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "whitespace-pre-wrap break-words text-sm [overflow-wrap:anywhere]",
		children: linkifyParts(body).map((part, index) => part.href ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
			href: part.href,
			target: "_blank",
			rel: "noopener noreferrer nofollow ugc",
			className: "underline underline-offset-2",
			children: part.text
		}, index) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: part.text }, index))
	});
}
// src/features/chat/components/conversation.tsx
/**
* One conversation seen from `side`: bubbles oldest to newest (older pages on demand), the
* composer, and the read marker moved whenever unread messages are on a visible screen.
*/
function Conversation({ channel, side }) {
	const messages = useChatMessages(side, channel.id);
	const items = (messages.data?.pages.flatMap((page) => page.items) ?? []).slice().reverse();
	const newest = items.at(-1);
	const scroller = (0, import_react.useRef)(null);
	useMarkReadWhenVisible(side, channel);
	(0, import_react.useEffect)(() => {
		if (!newest?.id) return;
		const element = scroller.current;
		if (element) element.scrollTop = element.scrollHeight;
	}, [newest?.id]);
	const readByOther = channel.counterpartLastReadAt && newest?.side === side ? new Date(channel.counterpartLastReadAt) >= new Date(newest.createdAt) : false;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		className: "flex min-h-0 flex-col overflow-hidden",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			ref: scroller,
			className: "grid h-[min(calc(100dvh-22rem),560px)] min-h-72 content-start gap-2 overflow-y-auto p-4",
			role: "log",
			"aria-label": chatText.messagesLabel,
			"aria-live": "polite",
			children: [
				messages.hasNextPage ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "outline",
					size: "sm",
					className: "justify-self-center",
					disabled: messages.isFetchingNextPage,
					onClick: () => void messages.fetchNextPage(),
					children: messages.isFetchingNextPage ? chatText.loadingOlder : chatText.older
				}) : null,
				messages.error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
					variant: "destructive",
					children: messages.error.message
				}) : null,
				messages.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-12 w-2/3" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-12 w-1/2 justify-self-end" })] }) : items.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "py-10 text-center text-muted-foreground text-sm",
					children: chatText.emptyConversation
				}) : items.map((message) => {
					const mine = message.side === side;
					return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: cn("grid max-w-[85%] gap-1", mine ? "justify-self-end" : "justify-self-start"),
						"data-testid": "chat-message",
						"data-side": message.side,
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
							className: cn("rounded-2xl px-3.5 py-2", mine ? "rounded-br-sm bg-primary text-primary-foreground [&_a]:text-primary-foreground" : "rounded-bl-sm bg-muted text-foreground"),
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MessageText, { body: message.body })
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("time", {
							dateTime: message.createdAt,
							className: cn("text-[11px] text-muted-foreground", mine && "text-right"),
							children: [messageTime(message.createdAt), mine && message.id === newest?.id && readByOther ? ` · ${chatText.read}` : ""]
						})]
					}, message.id);
				})
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Composer, {
			side,
			channelId: channel.id
		})]
	});
}
/** While the page is visible and the channel holds unread messages, they are marked read. */
function useMarkReadWhenVisible(side, channel) {
	const markRead = useMarkChatRead(side, channel.id);
	const [visible, setVisible] = (0, import_react.useState)(() => document.visibilityState === "visible");
	(0, import_react.useEffect)(() => {
		const onChange = () => setVisible(document.visibilityState === "visible");
		document.addEventListener("visibilitychange", onChange);
		return () => document.removeEventListener("visibilitychange", onChange);
	}, []);
	const { mutate } = markRead;
	const markedFor = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		if (!visible || channel.unreadCount === 0 || markedFor.current === channel) return;
		markedFor.current = channel;
		mutate();
	}, [
		visible,
		channel,
		mutate
	]);
}
function Composer({ side, channelId }) {
	const [body, setBody] = (0, import_react.useState)("");
	const send = useSendChatMessage(side, channelId);
	const id = (0, import_react.useId)();
	const length = Array.from(body).length;
	const tooLong = length > CHAT_MESSAGE_MAX;
	const canSend = body.trim().length > 0 && !tooLong && !send.isPending;
	const submit = (event) => {
		event?.preventDefault();
		if (!canSend) return;
		send.mutate(body.trim(), { onSuccess: () => setBody("") });
	};
	const onKeyDown = (event) => {
		if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
			event.preventDefault();
			submit();
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		onSubmit: submit,
		className: "grid gap-1.5 border-t bg-card p-3",
		children: [
			send.error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				variant: "destructive",
				role: "alert",
				children: send.error.message
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
				htmlFor: id,
				className: "sr-only",
				children: chatText.composerLabel
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex items-end gap-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Textarea, {
					id,
					value: body,
					onChange: (event) => setBody(event.target.value),
					onKeyDown,
					placeholder: chatText.placeholder,
					rows: 2,
					className: "max-h-40 min-h-12 resize-none",
					"aria-invalid": tooLong || void 0,
					"aria-describedby": `${id}-hint`
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
					type: "submit",
					disabled: !canSend,
					"aria-label": chatText.send,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SendHorizontal, { "aria-hidden": "true" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "hidden sm:inline",
						children: send.isPending ? chatText.sending : chatText.send
					})]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				id: `${id}-hint`,
				className: "flex justify-between gap-2 text-[11px] text-muted-foreground",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "hidden sm:inline",
					children: chatText.composerHint
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: cn("ml-auto tabular-nums", tooLong && "font-semibold text-destructive"),
					children: [tooLong ? `${chatText.tooLong} ` : "", chatText.counter(length)]
				})]
			})
		]
	});
}
// src/components/ui/switch.tsx
/** An on/off switch (`role="switch"`), labelled by whatever the caller ties to it. */
function Switch({ className, ...props }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Switch$1, {
		className: cn("peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-muted-foreground/35 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary", className),
		...props,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SwitchThumb, { className: "pointer-events-none block size-5 rounded-full bg-background shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" })
	});
}
var ErrorCode = _enum([
	"VALIDATION_FAILED",
	"INVALID_JSON",
	"UNSUPPORTED_MEDIA_TYPE",
	"PAYLOAD_TOO_LARGE",
	"UNAUTHORIZED",
	"FORBIDDEN",
	"ORIGIN_REJECTED",
	"NOT_FOUND",
	"ROUTE_NOT_FOUND",
	"METHOD_NOT_ALLOWED",
	"CONFLICT",
	"ORGANIZATION_CHANGED",
	"EMAIL_NOT_VERIFIED",
	"RATE_LIMITED",
	"NO_COMPANY_ID",
	"ALREADY_PURCHASED",
	"INVALID_SIGNATURE",
	"PAYMENT_AMOUNT_MISMATCH",
	"PAYMENT_GATEWAY_FAILED",
	"INVALID_IMAGE",
	"INVALID_STATUS_TRANSITION",
	"PAYMENT_CONFIG_MISSING",
	"PAYOUT_BELOW_MINIMUM",
	"PAYOUT_ALREADY_OPEN",
	"INSUFFICIENT_BALANCE",
	"SHOP_HAS_BALANCE",
	"ACCOUNT_DELETION_REFUSED",
	"SERVICE_UNAVAILABLE",
	"INTERNAL"
]);
/** Default Indonesian message per code; a use case may give a more precise one. */
var errorMessages = {
	VALIDATION_FAILED: "Data yang dikirim tidak valid.",
	INVALID_JSON: "Format data tidak valid (JSON rusak).",
	UNSUPPORTED_MEDIA_TYPE: "Jenis konten tidak didukung.",
	PAYLOAD_TOO_LARGE: "Ukuran data terlalu besar.",
	UNAUTHORIZED: "Silakan masuk terlebih dahulu.",
	FORBIDDEN: "Anda tidak memiliki akses.",
	ORIGIN_REJECTED: "Permintaan ditolak karena asal permintaan tidak dikenal.",
	NOT_FOUND: "Data tidak ditemukan.",
	ROUTE_NOT_FOUND: "Alamat API tidak ditemukan.",
	METHOD_NOT_ALLOWED: "Metode tidak diizinkan.",
	CONFLICT: "Data bentrok dengan data lain.",
	ORGANIZATION_CHANGED: "Organisasi aktif telah berubah. Muat ulang halaman.",
	EMAIL_NOT_VERIFIED: "Verifikasi email Anda terlebih dahulu.",
	RATE_LIMITED: "Terlalu banyak permintaan. Coba lagi sebentar lagi.",
	NO_COMPANY_ID: "No Company ID",
	ALREADY_PURCHASED: "Anda sudah memiliki prompt ini.",
	INVALID_SIGNATURE: "Tanda tangan notifikasi tidak valid.",
	PAYMENT_AMOUNT_MISMATCH: "Jumlah pembayaran tidak sesuai dengan pesanan.",
	PAYMENT_GATEWAY_FAILED: "Gateway pembayaran tidak dapat dihubungi. Silakan coba lagi.",
	INVALID_IMAGE: "Berkas harus berupa gambar JPG, PNG, WebP, atau GIF.",
	INVALID_STATUS_TRANSITION: "Status prompt tidak dapat diubah dengan cara ini.",
	PAYMENT_CONFIG_MISSING: "Isi rekening bank toko terlebih dahulu.",
	PAYOUT_BELOW_MINIMUM: "Jumlah penarikan di bawah batas minimum.",
	PAYOUT_ALREADY_OPEN: "Masih ada permintaan penarikan yang sedang diproses.",
	INSUFFICIENT_BALANCE: "Saldo tersedia tidak mencukupi.",
	SHOP_HAS_BALANCE: "Toko masih memiliki saldo. Tarik atau selesaikan saldo terlebih dahulu.",
	ACCOUNT_DELETION_REFUSED: "Akun ini belum dapat dihapus.",
	SERVICE_UNAVAILABLE: "Layanan sedang tidak tersedia. Coba lagi sebentar lagi.",
	INTERNAL: "Terjadi kesalahan pada server. Silakan coba lagi."
};
var FieldError = object({
	path: string(),
	message: string()
});
object({
	code: ErrorCode,
	message: string(),
	requestId: string().optional(),
	fields: array(FieldError).optional()
});
// src/lib/image-upload-form.ts
/** What the server decodes (DESIGN.md §4 Images); it re-encodes every one of them to WebP. */
var UPLOAD_IMAGE_TYPES = [
	"image/jpeg",
	"image/png",
	"image/webp",
	"image/gif",
	"image/avif"
];
/**
* The multipart body of an image upload. A file the server would refuse is refused here first,
* with the same message, so a 5 MB photo is not sent over a phone connection only to be turned away.
*/
function imageUploadForm(file) {
	if (!UPLOAD_IMAGE_TYPES.includes(file.type)) throw new ApiError(400, "INVALID_IMAGE", errorMessages.INVALID_IMAGE);
	if (file.size > 5242880) throw new ApiError(413, "PAYLOAD_TOO_LARGE", common.upload.tooLarge);
	const form = new FormData();
	form.append(UPLOAD_FIELD, file);
	return form;
}
export { ChannelList as a, PayoutHistory as c, ShoppingBag as d, LoaderCircle as f, Conversation as i, BankAccountCard as l, imageUploadForm as n, CounterpartAvatar as o, ImagePlus as p, Switch as r, PayoutRequestForm as s, UPLOAD_IMAGE_TYPES as t, Trash as u };
