import { CHANNEL_TITLE_MAX_LENGTH, TRUNCATE_DEFAULT_LENGTH } from '@pasarprompt/contracts/constants'

/**
 * Shortens text to `max` characters plus an ellipsis. Characters are Unicode code points, so an
 * emoji (a surrogate pair in UTF-16) is kept whole or dropped, never cut in half.
 */
export function truncate(text: string, max = TRUNCATE_DEFAULT_LENGTH): string {
  const codePoints = Array.from(text)
  if (codePoints.length <= max) return text
  return `${codePoints.slice(0, max).join('').trimEnd()}…`
}

/** Customer channel titles are cut at 15 characters (spec §9). */
export const truncateChannelTitle = (title: string) => truncate(title, CHANNEL_TITLE_MAX_LENGTH)
