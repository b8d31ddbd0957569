import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-C6tkHmF0.js";
import { n as require_jsx_runtime, t as common } from "./common-BJeRfR82.js";
import { r as DEFAULT_APP_ID, t as API_TIMEOUT_MS } from "./constants-Bzb9ZJpd.js";
// ../../node_modules/@tanstack/react-query/build/modern/QueryClientProvider.js
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/**
* The context that `useQueryClient` reads from. `QueryClientProvider` is the normal way to set it.
*/
var QueryClientContext = import_react.createContext(void 0);
/**
* The `useQueryClient` hook returns the current `QueryClient` instance.
* @param queryClient - Use this to use a custom `QueryClient`. Otherwise, the one from the nearest context will
* be used.
* @returns The current `QueryClient` instance.
* @throws {Error} If no `queryClient` argument is passed and no `QueryClientProvider` is found in the
* component tree.
*/
var useQueryClient = (queryClient) => {
	const client = import_react.useContext(QueryClientContext);
	if (queryClient) return queryClient;
	if (!client) throw new Error("No QueryClient set, use QueryClientProvider to set one");
	return client;
};
/**
* Use the `QueryClientProvider` component to connect and provide a `QueryClient` to your application. Also
* calls `client.mount()`/`client.unmount()` as this component mounts/unmounts, which subscribes the client to
* focus/online events (resuming any paused mutations and refetching as needed when the app regains focus or
* comes back online).
* @param props - The `client` to provide, and the `children` that get access to it.
* @returns The provided `children`, wrapped so they can read the `QueryClient` via `useQueryClient`.
* @example
* ```tsx
* import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
*
* const queryClient = new QueryClient()
*
* function App() {
*   return <QueryClientProvider client={queryClient}>...</QueryClientProvider>
* }
* ```
*/
var QueryClientProvider = ({ client, children }) => {
	import_react.useEffect(() => {
		client.mount();
		return () => {
			client.unmount();
		};
	}, [client]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueryClientContext.Provider, {
		value: client,
		children
	});
};
// src/lib/http.ts
/** A failed API call, carrying the server's Indonesian message for toasts and forms. */
var ApiError = class extends Error {
	status;
	code;
	fields;
	constructor(status, code, message, fields = []) {
		super(message);
		this.status = status;
		this.code = code;
		this.fields = fields;
		this.name = "ApiError";
	}
};
var UNSTAMPED_PATHS = /* @__PURE__ */ new Set(["/api/v1/product/get"]);
var SERVER_STAMPS = ["createdAt", "lastUpdatedAt"];
function isPlainObject(value) {
	if (typeof value !== "object" || value === null) return false;
	const prototype = Object.getPrototypeOf(value);
	return prototype === Object.prototype || prototype === null;
}
function isErrorBody(value) {
	return isPlainObject(value) && typeof value.code === "string" && typeof value.message === "string";
}
async function readBody(response) {
	const text = await response.text();
	if (text === "") return void 0;
	try {
		return JSON.parse(text);
	} catch {
		return text;
	}
}
/** The spec's API client (§7, §8): bearer token, tenant ids on writes, errors logged then thrown. */
function createHttpClient({ baseUrl = "", getToken, getOrganizationId, log = console, timeoutMs = API_TIMEOUT_MS }) {
	function prepareBody(method, path, body) {
		if (body instanceof FormData) return body;
		const pathname = path.split("?")[0] ?? path;
		if (method !== "POST" && method !== "PUT" || UNSTAMPED_PATHS.has(pathname)) return body;
		if (!isPlainObject(body)) return body;
		const rest = Object.fromEntries(Object.entries(body).filter(([key]) => !SERVER_STAMPS.includes(key)));
		const organizationId = getOrganizationId();
		return {
			...rest,
			appId: DEFAULT_APP_ID,
			...organizationId ? { organizationId } : {}
		};
	}
	function logFailure(status, body) {
		if (status === 401) log.error("Unauthorized access");
		else if (status === 403) log.error("Forbidden access");
		else if (status === 404) log.error("Resource not found");
		else log.error(body);
	}
	async function request(method, path, body, init = {}) {
		const headers = {
			...init.headers,
			Accept: "application/json"
		};
		const payload = prepareBody(method, path, body);
		const requestBody = payload === void 0 || payload instanceof FormData ? payload : JSON.stringify(payload);
		if (typeof requestBody === "string") headers["Content-Type"] = "application/json";
		const token = getToken();
		if (token) headers.Authorization = `Bearer ${token}`;
		const controller = new AbortController();
		const timer = setTimeout(() => controller.abort(), timeoutMs);
		const callerSignal = init.signal;
		const forwardAbort = () => controller.abort(callerSignal?.reason);
		if (callerSignal?.aborted) forwardAbort();
		else callerSignal?.addEventListener("abort", forwardAbort, { once: true });
		try {
			let response;
			let responseBody;
			try {
				response = await fetch(`${baseUrl}${path}`, {
					method,
					headers,
					body: requestBody,
					credentials: "same-origin",
					signal: controller.signal
				});
				responseBody = response.status === 204 ? void 0 : await readBody(response);
			} catch (error) {
				if (callerSignal?.aborted) throw callerSignal.reason;
				log.error("Network error", error);
				const timedOut = controller.signal.aborted;
				throw new ApiError(0, "NETWORK_ERROR", timedOut ? common.errors.timeout : common.errors.network);
			}
			if (!response.ok) {
				logFailure(response.status, responseBody);
				throw new ApiError(response.status, isErrorBody(responseBody) ? responseBody.code : "HTTP_ERROR", isErrorBody(responseBody) ? responseBody.message : common.errors.generic, isErrorBody(responseBody) ? responseBody.fields ?? [] : []);
			}
			return responseBody;
		} finally {
			clearTimeout(timer);
			callerSignal?.removeEventListener("abort", forwardAbort);
		}
	}
	return {
		request,
		get: (path, init) => request("GET", path, void 0, init),
		post: (path, body) => request("POST", path, body),
		put: (path, body) => request("PUT", path, body),
		patch: (path, body) => request("PATCH", path, body),
		delete: (path) => request("DELETE", path)
	};
}
var session = {
	token: null,
	organizationId: null
};
function setAuthToken(token) {
	session.token = token;
}
/** For requests made outside this client (the live-event stream). */
function getAuthToken() {
	return session.token;
}
function setActiveOrganizationId(organizationId) {
	session.organizationId = organizationId;
}
var http = createHttpClient({
	getToken: () => session.token,
	getOrganizationId: () => session.organizationId
});
export { setAuthToken as a, setActiveOrganizationId as i, getAuthToken as n, QueryClientProvider as o, http as r, useQueryClient as s, ApiError as t };
