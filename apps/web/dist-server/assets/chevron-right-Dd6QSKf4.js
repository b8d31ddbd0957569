import { F as createLucideIcon } from "../entry-server.js";
// ../../node_modules/lucide-react/dist/esm/icons/chevron-right.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "chevron-right",
	size: 24,
	node: [["path", {
		d: "m9 18 6-6-6-6",
		key: "mthhwq"
	}]]
};
__iconData.node;
var ChevronRight = createLucideIcon(__iconData);
export { ChevronRight as t };
