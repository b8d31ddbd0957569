import { p as orderStatusLabels } from "./orders-X7WNvEnJ.js";
import { t as cn } from "./cn-DJgp3dhb.js";
import { n as require_jsx_runtime } from "./common-BJeRfR82.js";
// src/features/orders/components/order-status-badge.tsx
var import_jsx_runtime = require_jsx_runtime();
var tones = {
	pending: "border-primary/40 bg-card text-primary",
	paid: "border-primary/30 bg-accent text-accent-foreground",
	failed: "border-destructive/40 bg-destructive/10 text-destructive",
	expired: "border-border bg-muted text-muted-foreground",
	refunded: "border-border bg-muted text-muted-foreground",
	chargeback: "border-destructive/40 bg-destructive/10 text-destructive"
};
/** An order's status as a small coloured label ('Lunas', 'Menunggu pembayaran'…). */
function OrderStatusBadge({ status, className }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
		className: cn("inline-flex items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 font-medium text-xs", tones[status], className),
		children: orderStatusLabels[status]
	});
}
export { OrderStatusBadge as t };
