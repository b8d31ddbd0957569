/** Basis points as an Indonesian percentage: 2000 → '20%'. */
export const formatBasisPoints = (bp: number) => `${(bp / 100).toLocaleString('id-ID')}%`
