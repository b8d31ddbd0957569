// ../../packages/contracts/src/endpoint.ts
/** Keeps the literal types of an endpoint, so callers and handlers are typed from it. */
var defineEndpoint = (endpoint) => endpoint;
/** `/api/v1/shops/:slug` with `{slug: 'a b'}` → `/api/v1/shops/a%20b`. */
function endpointPath(path, params) {
	return path.replace(/:([A-Za-z0-9_]+)/g, (_, name) => {
		const value = params?.[name];
		if (value === void 0 || value === null) throw new Error(`missing path parameter ${name}`);
		return encodeURIComponent(String(value));
	});
}
export { endpointPath as n, defineEndpoint as t };
