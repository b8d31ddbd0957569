import { L as useMutation, h as callAccountApi } from "../entry-server.js";
import { s as useQueryClient } from "./http-uRK1c2Wv.js";
import { t as useSession } from "./use-session-DbhFI07F.js";
import { n as affiliateKeys } from "./affiliates-D5LKFV_4.js";
// src/features/affiliates/api/join-affiliate-programme.ts
/** POST /api/v1/account/affiliates: joins the shop's programme and gets its code. */
function useJoinAffiliateProgramme() {
	const queryClient = useQueryClient();
	const { uid } = useSession();
	return useMutation({
		mutationFn: (shopSlug) => callAccountApi("joinAffiliateProgramme", { body: { shopSlug } }),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: affiliateKeys.mine(uid) })
	});
}
export { useJoinAffiliateProgramme as t };
