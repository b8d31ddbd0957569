/** A seeded generator, so a failing edit can be replayed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const WORDS = ['kucing', 'laporan', 'cepat', 'biru', 'harga', 'pasar', 'menulis', 'rapi', 'angin']

/**
 * What someone does to a leaked prompt before posting it (issue 32): `share` of its words
 * deleted or replaced by other words (whatever is glued to a word goes with it), and its lines
 * put in another order.
 */
export function editLikeALeaker(text: string, share: number, seed: number): string {
  const next = seededRandom(seed)
  const lines = text.split('\n').map((line) =>
    line
      .split(' ')
      .flatMap((word) => {
        if (next() >= share) return [word]
        return next() < 0.5 ? [] : [WORDS[Math.floor(next() * WORDS.length)] as string]
      })
      .join(' '),
  )
  for (let index = lines.length - 1; index > 0; index--) {
    const other = Math.floor(next() * (index + 1))
    ;[lines[index], lines[other]] = [lines[other] as string, lines[index] as string]
  }
  return lines.join('\n')
}

/** Words of the text not to be found in the edited one: how much was edited, for a message. */
export function editedShare(original: string, edited: string): number {
  const words = original.split(/\s+/)
  const kept = new Set(edited.split(/\s+/))
  return words.filter((word) => !kept.has(word)).length / words.length
}
