import { P as _coercedNumber, v as ZodNumber } from "./orders-X7WNvEnJ.js";
// ../../node_modules/zod/v4/classic/coerce.js
function number(params) {
	return _coercedNumber(ZodNumber, params);
}
export { number as t };
