import { t as useSession } from "./use-session-DbhFI07F.js";
// src/features/orders/hooks/use-checkout-buyer.ts
/** The checkout form starts from the signed-in buyer's Profil: name, email and phone number. */
function useCheckoutBuyer() {
	const session = useSession();
	return session.isLoggedIn ? {
		name: session.name ?? "",
		email: session.email ?? "",
		phone: session.phoneNumber
	} : null;
}
export { useCheckoutBuyer as t };
