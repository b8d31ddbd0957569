import { TRUNCATE_DEFAULT_LENGTH } from '@pasarprompt/contracts/constants'

/**
 * Text of at most `max` characters (Unicode code points, the ellipsis included): longer text is
 * cut after the last whole word that fits and ends in "…", never inside a word. A single word
 * longer than the room is cut where the room ends (there is no boundary to cut at). Punctuation
 * left at the cut (a comma, a dash) goes: "kata, …" reads as a list that stops.
 */
export function cutAtWord(text: string, max = TRUNCATE_DEFAULT_LENGTH): string {
  const characters = Array.from(text)
  if (characters.length <= max) return text
  const room = characters.slice(0, max - 1)
  // The word in progress at the cut is whole only when a space follows it.
  const nextIsSpace = /\s/.test(characters[max - 1] ?? ' ')
  let kept = room.join('')
  if (!nextIsSpace) {
    const lastSpace = kept.search(/\s\S*$/)
    if (lastSpace > 0) kept = kept.slice(0, lastSpace)
  }
  kept = kept.replace(/[\s,;:\-–—(]+$/u, '')
  return `${kept}…`
}
