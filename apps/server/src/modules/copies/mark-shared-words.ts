import type { TextPiece } from '@pasarprompt/contracts/copies'

/** Letters and digits of any script make a word; everything between is a separator. */
const WORD = /[\p{L}\p{N}]+/gu

const wordsOf = (text: string) => new Set(text.toLowerCase().match(WORD) ?? [])

/**
 * `text` cut into pieces whose words are (`shared`) or are not in `other`, for a reviewer to
 * read two secrets side by side (issue 32). Word by word rather than as common passages: a copy
 * with its sentences reordered shares words, not passages. A separator between two shared words
 * is shared too, so a copied phrase reads as one marked run.
 */
export function markSharedWords(text: string, other: string): TextPiece[] {
  const known = wordsOf(other)
  const tokens: { text: string; shared: boolean | null }[] = []
  let last = 0
  for (const match of text.matchAll(WORD)) {
    if (match.index > last) tokens.push({ text: text.slice(last, match.index), shared: null })
    tokens.push({ text: match[0], shared: known.has(match[0].toLowerCase()) })
    last = match.index + match[0].length
  }
  if (last < text.length) tokens.push({ text: text.slice(last), shared: null })

  const pieces: TextPiece[] = []
  tokens.forEach((token, index) => {
    const shared =
      token.shared ?? (tokens[index - 1]?.shared === true && tokens[index + 1]?.shared === true)
    const previous = pieces.at(-1)
    if (previous && previous.shared === shared) previous.text += token.text
    else pieces.push({ text: token.text, shared })
  })
  return pieces
}
