/** Small tools for the seed's drawings: escaping, word wrapping, colours. */
import type { Random } from '../../../lib/seeded-random.ts'

export type { Random }

/** A number in [min, max), rounded to one decimal so the SVG stays short. */
export const between = (random: Random, min: number, max: number) =>
  Math.round((min + random() * (max - min)) * 10) / 10

export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T

export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Words into lines of at most `width` characters; null when they need more than `lines`. */
export function wrapWords(text: string, width: number, lines: number): string[] | null {
  const result: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word
    if (next.length <= width || !line) line = next
    else {
      result.push(line)
      line = word
    }
  }
  if (line) result.push(line)
  return result.length <= lines && result.every((each) => each.length <= width + 2) ? result : null
}

/** A colour mixed toward white (amount > 0) or black (amount < 0), amount in [-1, 1]. */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16)
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((channel) =>
    Math.round(amount >= 0 ? channel + (255 - channel) * amount : channel * (1 + amount)),
  )
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`
}

export const FONT = "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif"
