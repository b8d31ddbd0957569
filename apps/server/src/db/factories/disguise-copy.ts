import type { Random } from '../../lib/seeded-random.ts'

/** Words a copier puts in place of the original's: plausible, and in no prompt on purpose. */
const replacements = (
  'bagus cepat murah menarik kreatif singkat jelas ramah modern unik lengkap praktis segar ' +
  'hangat rapi padat tegas sopan elegan hemat'
).split(' ')

/**
 * A copy of `text` as a copier would disguise it (issue 32's test and bench): its sentences in
 * another order, some words moved, and `changed` (a fifth by default) of its words replaced.
 * The copy check must still find the original.
 */
export function disguiseCopy(text: string, random: Random, changed = 0.2): string {
  const sentences = text.split(/(?<=[.!?])\s+/)
  for (let i = sentences.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[sentences[i], sentences[j]] = [sentences[j] as string, sentences[i] as string]
  }
  const words = sentences.join(' ').split(/\s+/)
  for (let i = words.length - 1; i > 0; i--) {
    if (random() < 0.3) {
      const j = Math.floor(random() * (i + 1))
      ;[words[i], words[j]] = [words[j] as string, words[i] as string]
    }
  }
  const toChange = Math.round(words.length * changed)
  const order = words.map((_, index) => ({ index, key: random() })).sort((a, b) => a.key - b.key)
  for (const { index } of order.slice(0, toChange)) {
    words[index] = replacements[Math.floor(random() * replacements.length)] as string
  }
  return words.join(' ')
}
