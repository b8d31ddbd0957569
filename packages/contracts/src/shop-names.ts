/**
 * What makes a shop's name or slug pass for someone else (docs/decisions/0023-shop-names.md):
 * invisible and direction-changing characters, letters of two scripts mixed, a well-known brand,
 * a staff word, or a look-alike of another shop's name. Pure functions, shared by the server and
 * the web forms.
 */

/** Brands buyers know from elsewhere: marketplaces, payments, telecoms and big tech. */
export const RESERVED_BRANDS = [
  'tokopedia',
  'shopee',
  'shopeepay',
  'gojek',
  'gopay',
  'goto',
  'grab',
  'bukalapak',
  'lazada',
  'blibli',
  'zalora',
  'traveloka',
  'tiktok',
  'dana',
  'ovo',
  'linkaja',
  'qris',
  'midtrans',
  'xendit',
  'telkomsel',
  'indosat',
  'google',
  'youtube',
  'facebook',
  'instagram',
  'whatsapp',
  'microsoft',
  'apple',
  'amazon',
  'openai',
  'chatgpt',
  'anthropic',
] as const

/** Words that make a shop look like the platform or its staff. */
export const STAFF_WORDS = [
  'pasarprompt',
  'admin',
  'administrator',
  'official',
  'resmi',
  'staff',
  'staf',
  'support',
  'cs',
  'moderator',
  'helpdesk',
  'customerservice',
  'layananpelanggan',
  'verified',
  'terverifikasi',
] as const

/**
 * Letters a careful reader still confuses with Latin ones, mapped to them; plus the digits and
 * signs that pass for letters. Deliberately short (the common Cyrillic and Greek look-alikes):
 * a name mixing scripts is refused anyway, so this table only has to catch whole-name copies.
 */
const LOOK_ALIKES: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ь: 'b',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  һ: 'h',
  ӏ: 'l',
  ԛ: 'q',
  ԝ: 'w',
  ү: 'y',
  α: 'a',
  β: 'b',
  γ: 'y',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  μ: 'u',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  ı: 'i',
  ɩ: 'i',
  ɑ: 'a',
  ɡ: 'g',
  '0': 'o',
  '1': 'l',
  '|': 'l',
  '@': 'a',
  $: 's',
}

/**
 * A name's skeleton: two names with the same one read alike. Compatibility forms folded (NFKC),
 * case and accents dropped, look-alikes mapped to Latin, `i`/`l`, `rn`/`m` and `vv`/`w` merged,
 * and everything but letters and digits removed ("Pr0mpt  Nusantara-Jaya" = "Prompt Nusantara
 * Jaya").
 */
export function nameSkeleton(text: string): string {
  const folded = text.normalize('NFKC').toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')
  let mapped = ''
  for (const char of folded) mapped += LOOK_ALIKES[char] ?? char
  return mapped
    .replace(/[^\p{L}\p{N}]/gu, '')
    .replaceAll('i', 'l')
    .replaceAll('rn', 'm')
    .replaceAll('vv', 'w')
}

const reservedSkeletons = [...RESERVED_BRANDS, ...STAFF_WORDS].map(nameSkeleton)
/**
 * Coined words, long enough to be refused also at the start or end of a run of words
 * ("tokopediastore"); staff words are ordinary words ("administrasi", "supportive") and are
 * refused only whole.
 */
const distinctiveSkeletons = [...RESERVED_BRANDS, 'pasarprompt']
  .map(nameSkeleton)
  .filter((word) => word.length >= 5)

/**
 * Whether a name or slug uses a brand or staff word: as one of its words (split on anything but
 * letters and digits) or as all its words run together ("Pasar Prompt", "toko-pedia"); a brand
 * of five letters or more also at the start or end of that run ("shopeestore"). Look-alikes
 * count ("t0kopedia"); a word inside another word does not ("badminton").
 */
export function usesReservedWord(text: string): boolean {
  const words = text
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}@$|]+/u)
    .filter(Boolean)
    .map(nameSkeleton)
  const joined = words.join('')
  if ([...words, joined].some((word) => reservedSkeletons.includes(word))) return true
  return distinctiveSkeletons.some((word) => joined.startsWith(word) || joined.endsWith(word))
}

/**
 * Scripts a shop name's letters may come from, one per name. Han, kana and Hangul go together
 * (Japanese and Korean names mix them); Javanese, Balinese and Sundanese are Indonesia's own.
 */
const SCRIPTS: [string, RegExp][] = [
  ['Latin', /\p{Script_Extensions=Latin}/u],
  ['Cyrillic', /\p{Script_Extensions=Cyrillic}/u],
  ['Greek', /\p{Script_Extensions=Greek}/u],
  ['Arabic', /\p{Script_Extensions=Arabic}/u],
  ['Hebrew', /\p{Script_Extensions=Hebrew}/u],
  ['Thai', /\p{Script_Extensions=Thai}/u],
  ['Devanagari', /\p{Script_Extensions=Devanagari}/u],
  ['Javanese', /\p{Script_Extensions=Javanese}/u],
  ['Balinese', /\p{Script_Extensions=Balinese}/u],
  ['Sundanese', /\p{Script_Extensions=Sundanese}/u],
  [
    'CJK',
    /[\p{Script_Extensions=Han}\p{Script_Extensions=Hiragana}\p{Script_Extensions=Katakana}\p{Script_Extensions=Hangul}]/u,
  ],
]

/**
 * Characters no shop name needs: controls, format characters (bidi embeddings, overrides and
 * isolates U+202A–U+202E and U+2066–U+2069, direction marks, zero-width characters, the soft
 * hyphen, the BOM), private-use and unassigned code points, line and paragraph separators, and
 * the blank "letters" that render as nothing.
 */
const FORBIDDEN_CHARACTERS = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0\u2800]/u

export type ShopNameProblem = 'characters' | 'scripts' | 'marks' | 'digits'

/** Folds compatibility forms (NFKC) and runs of spaces, as the name is then stored. */
export function normaliseShopName(raw: string): string {
  return (
    raw
      .normalize('NFKC')
      .replace(/[\p{Zs}\t\n\r\f\v]+/gu, ' ')
      // Only the spaces just made: `trim()` would also drop a byte-order mark at either end.
      .replace(/^ | $/g, '')
  )
}

/** Why a (normalised) name cannot be a shop's, or null when its characters are fine. */
export function shopNameProblem(name: string): ShopNameProblem | null {
  if (FORBIDDEN_CHARACTERS.test(name)) return 'characters'
  // A digit of another script ("০" for 0) passes for a Latin one.
  if (/[^\P{N}0-9]/u.test(name)) return 'digits'
  // A mark belongs on a letter; three or more on one letter stack into noise (Vietnamese and
  // Thai need two at most).
  if (/(?:^|[^\p{L}\p{M}])\p{M}|\p{M}{3,}/u.test(name.normalize('NFD'))) return 'marks'
  const scripts = new Set<string>()
  for (const char of name) {
    if (!/\p{L}/u.test(char)) continue
    const script = SCRIPTS.find(([, pattern]) => pattern.test(char))
    if (!script) return 'scripts'
    scripts.add(script[0])
  }
  return scripts.size > 1 ? 'scripts' : null
}
