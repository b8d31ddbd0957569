import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { prompts } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'

/** Letters that Unicode does not decompose into a base letter and an accent. */
const LETTERS: Record<string, string> = {
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ß: 'ss',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
}

/**
 * A readable URL slug from a title: `Caption & Hashtag Jum'at` → `caption-dan-hashtag-jumat`.
 * Accents fall away (`Café` → `cafe`), `&` reads as Indonesian `dan`, apostrophes join their
 * word, and anything else becomes a hyphen. At most 60 characters, cut at a word.
 */
export function slugFromTitle(title: string) {
  const words = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[æœøßđðłþı]/g, (letter) => LETTERS[letter] ?? '')
    .replace(/&/g, ' dan ')
    .replace(/['’‘`]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
  let slug = ''
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word
    if (next.length > 60) break
    slug = next
  }
  return slug || (words[0]?.slice(0, 60) ?? '') || 'prompt'
}

/**
 * A slug no other prompt has. It is made once, from the first title, and never changes, so
 * shared links keep working after the title is edited. The slug's unique index still guards
 * against two saves racing for the same one (a 409).
 */
export async function uniquePromptSlug(db: Executor, title: string) {
  const base = slugFromTitle(title)
  for (let attempt = 0; attempt < 5; attempt++) {
    const slug = attempt === 0 ? base : `${base}-${randomBytes(3).toString('hex')}`
    const [taken] = await db.select({ id: prompts.id }).from(prompts).where(eq(prompts.slug, slug))
    if (!taken) return slug
  }
  throw new AppError('CONFLICT', 'Tidak dapat membuat alamat prompt. Ubah judulnya sedikit.')
}
