import { n as firstScreenPublicAnswer, t as callPublicApi, u as useQuery } from "./public-api-D-FUNJP1.js";
// src/features/auth/api/public-config.ts
/**
* The server's public configuration, read once per tab. `fresh` reads it again when the
* component mounts (the sign-up mode can change while a tab is open); check
* `isFetchedAfterMount` before trusting it then.
*/
function usePublicConfig({ fresh = false } = {}) {
	return useQuery({
		queryKey: ["config"],
		queryFn: ({ signal }) => callPublicApi("config", {}, { signal }),
		initialData: () => firstScreenPublicAnswer("config", {}),
		staleTime: Number.POSITIVE_INFINITY,
		refetchOnMount: fresh ? "always" : true
	});
}
export { usePublicConfig as t };
