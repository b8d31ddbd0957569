// src/lib/format-basis-points.ts
/** Basis points as an Indonesian percentage: 2000 → '20%'. */
var formatBasisPoints = (bp) => `${(bp / 100).toLocaleString("id-ID")}%`;
export { formatBasisPoints as t };
