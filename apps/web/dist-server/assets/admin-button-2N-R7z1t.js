import { b as toast, n as Button, y as paths } from "../entry-server.js";
import { n as require_jsx_runtime, t as common } from "./common-BJeRfR82.js";
import { K as useNavigate } from "./public-api-D-FUNJP1.js";
import { t as authClient } from "./auth-client-DC3aXfga.js";
import { o as refreshSession, t as useSession } from "./use-session-DbhFI07F.js";
// src/app/layout/use-open-admin.ts
/** The ADMIN button: make the admin organisation active first, then open the admin area (DESIGN.md §4). */
function useOpenAdmin() {
	const { adminOrganizationId, organizationId } = useSession();
	const navigate = useNavigate();
	return async () => {
		if (!adminOrganizationId) return;
		if (organizationId !== adminOrganizationId) {
			const { error } = await authClient.organization.setActive({ organizationId: adminOrganizationId });
			if (error) {
				toast({
					title: error.message || common.errors.generic,
					variant: "destructive"
				});
				return;
			}
			await refreshSession();
		}
		navigate(paths.admin.dashboard);
	};
}
// src/app/layout/admin-button.tsx
var import_jsx_runtime = require_jsx_runtime();
function AdminButton() {
	const openAdmin = useOpenAdmin();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		variant: "outline",
		onClick: () => void openAdmin(),
		children: common.topBar.admin
	});
}
export { AdminButton };
