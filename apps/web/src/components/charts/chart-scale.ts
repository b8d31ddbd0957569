/**
 * The value axis: 0 up to a round number at or above `max`, in about `count` round steps
 * (1, 2 or 5 × a power of ten). Counts never get fractional steps.
 */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1]
  const raw = max / count
  const magnitude = 10 ** Math.floor(Math.log10(raw))
  const residual = raw / magnitude
  const factor = residual <= 1 ? 1 : residual <= 2 ? 2 : residual <= 5 ? 5 : 10
  const step = Math.max(factor * magnitude, 1)
  const top = Math.ceil(max / step) * step
  return Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step)
}

/**
 * Which of `length` points get a label on the time axis, at most `room` of them, evenly spaced
 * and always including the newest (the one a seller looks for first).
 */
export function labelledIndexes(length: number, room: number): number[] {
  if (length <= 0) return []
  const step = Math.max(1, Math.ceil(length / Math.max(1, room)))
  const indexes: number[] = []
  for (let index = length - 1; index >= 0; index -= step) indexes.unshift(index)
  return indexes
}
