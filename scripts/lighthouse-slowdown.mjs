// The CPU slowdown that makes this machine emulate the phone Lighthouse's mobile preset stands
// for. The preset's fixed 4× assumes a machine whose `benchmarkIndex` (Lighthouse's own measure of
// the CPU, in every report) is near 1,500; a faster machine then emulates a faster phone and a
// slower one a slower phone. The table is that of Lighthouse's CPU throttling calculator
// (Lighthouse's docs/throttling.md, "Calibrating multipliers"): piecewise linear in the index.

/** Lighthouse's recommended `cpuSlowdownMultiplier` for a machine of this `benchmarkIndex`. */
export function calibratedSlowdown(benchmarkIndex) {
  if (!(benchmarkIndex > 0)) throw new Error(`benchmarkIndex tidak sah: ${benchmarkIndex}`)
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650
  return 1
}
