/** p50/p95/p99 (milliseconds) of a set of samples. */
export function percentiles(samples: number[]) {
  const sorted = Float64Array.from(samples).sort()
  const at = (p: number) =>
    sorted.length === 0
      ? Number.NaN
      : (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN)
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) }
}
