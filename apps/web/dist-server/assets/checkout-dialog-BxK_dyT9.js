import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { i as useForm, t as u } from "./zod-DOXC44ez.js";
import { s as formatRupiah } from "./format-BNwsEODH.js";
import { t as Lock } from "./lock-C6Pb2GV-.js";
import { t as Mail } from "./mail-E-cJD7w-.js";
import { t as require_react } from "./react-C6tkHmF0.js";
import { K as useNavigate, i as callApi } from "./public-api-D-FUNJP1.js";
import { t as Alert } from "./alert-DWkv6kLc.js";
import { L as useMutation, b as toast, n as Button, y as paths } from "../entry-server.js";
import { n as DialogContent, t as Dialog } from "./dialog-FRkbff1O.js";
import { t as FormField } from "./form-field-Pm8rZE8n.js";
import { t as Input } from "./input-D2IwgA0K.js";
import { s as useQueryClient, t as ApiError } from "./http-uRK1c2Wv.js";
import { n as require_jsx_runtime, t as common } from "./common-BJeRfR82.js";
import { t as publicApi } from "./public-n26BZgy9.js";
import { n as CheckoutInput } from "./orders-X7WNvEnJ.js";
import { i as orderKeys } from "./get-order-BvnUOal2.js";
// src/features/orders/api/create-order.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** The checkout form: the shared schema without the prompt, which comes from the page. */
var CheckoutFormSchema = CheckoutInput.omit({ productId: true });
/** POST /api/v1/orders: the order and where to pay it (none for a free prompt). */
var createOrder = (input) => callApi(publicApi.checkout, { body: input });
function useCreateOrder() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: createOrder,
		onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all })
	});
}
// src/features/orders/components/checkout-dialog.tsx
var import_jsx_runtime = require_jsx_runtime();
var text = common.orders.checkout;
/**
* 'Ringkasan Pesanan': what is being bought and who buys it, then the order. A paid prompt goes
* on to the gateway's page (a full page load: it may be Midtrans' own); a free one is granted
* at once and opens its payment page.
*/
function CheckoutDialog({ open, onOpenChange, prompt, buyer, onAlreadyPurchased }) {
	const navigate = useNavigate();
	const createOrder = useCreateOrder();
	const [refusal, setRefusal] = (0, import_react.useState)(null);
	const { register, handleSubmit, formState: { errors } } = useForm({
		resolver: u(CheckoutFormSchema),
		defaultValues: {
			name: buyer?.name ?? "",
			email: buyer?.email ?? "",
			phone: buyer?.phone?.replace(/^\+62/, "0") ?? ""
		}
	});
	const free = prompt.price === 0;
	const busy = createOrder.isPending || createOrder.isSuccess;
	const submit = (values) => {
		setRefusal(null);
		createOrder.mutate({
			...values,
			productId: prompt.id
		}, {
			onSuccess: (result) => {
				if (result.payment) window.location.assign(result.payment.redirectUrl);
				else navigate(paths.payment.order(result.order.id, result.accessToken));
			},
			onError: (error) => {
				if (error instanceof ApiError && error.code === "ALREADY_PURCHASED") {
					onOpenChange(false);
					onAlreadyPurchased();
					toast({ title: error.message });
					return;
				}
				if (error instanceof ApiError && (error.status === 429 || error.status === 409)) {
					setRefusal(error.message);
					return;
				}
				toast({
					title: error.message || common.errors.generic,
					variant: "destructive"
				});
			}
		});
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		open,
		onOpenChange,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogContent, {
			title: text.title,
			closeLabel: text.close,
			className: "gap-5",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "rounded-lg border bg-muted/40 p-4",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "text-muted-foreground text-xs",
						children: text.prompt
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "mt-0.5 break-words font-semibold leading-snug",
						children: prompt.title
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: "mt-1 text-muted-foreground text-sm",
						children: [
							text.shop,
							": ",
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "text-foreground",
								children: prompt.shopName
							})
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "mt-4 flex items-baseline justify-between gap-4 border-t pt-3",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "text-muted-foreground text-sm",
							children: text.total
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "font-bold text-2xl tracking-tight",
							children: free ? text.free : formatRupiah(prompt.price)
						})]
					})
				]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
				noValidate: true,
				onSubmit: handleSubmit(submit),
				className: "grid gap-4",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
						className: "font-medium text-sm",
						children: text.buyer
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
						label: text.name,
						error: errors.name?.message,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
							autoComplete: "name",
							...register("name")
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
						label: text.email,
						error: errors.email?.message,
						hint: buyer ? text.emailLocked : void 0,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
							type: "email",
							autoComplete: "email",
							readOnly: Boolean(buyer),
							className: buyer ? "bg-muted text-muted-foreground" : void 0,
							...register("email")
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
						label: text.phone,
						error: errors.phone?.message,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
							type: "tel",
							inputMode: "tel",
							autoComplete: "tel",
							placeholder: text.phonePlaceholder,
							...register("phone")
						})
					}),
					buyer ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: "flex gap-2 rounded-md bg-accent p-3 text-accent-foreground text-sm",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Mail, {
							className: "mt-0.5 size-4 shrink-0",
							"aria-hidden": "true"
						}), text.guestNote]
					}),
					refusal ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
						variant: "destructive",
						ref: (node) => node?.scrollIntoView({ block: "nearest" }),
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
							className: "font-medium",
							children: text.refused
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
							className: "mt-1",
							children: refusal
						})]
					}) : null,
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						type: "submit",
						size: "lg",
						disabled: busy,
						className: "mt-1 w-full",
						children: busy ? text.submitting : free ? text.submitFree : text.submitPaid
					}),
					free ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: "flex items-center justify-center gap-1.5 text-center text-muted-foreground text-xs",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Lock, {
							className: "size-3.5 shrink-0",
							"aria-hidden": "true"
						}), text.nextStep]
					})
				]
			})]
		})
	});
}
export { CheckoutDialog };
