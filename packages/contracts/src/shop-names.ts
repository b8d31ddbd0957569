/**
 * What makes a shop's name or slug pass for someone else (docs/decisions/0023-shop-names.md):
 * invisible and direction-changing characters, letters of two scripts mixed, a well-known brand,
 * a staff word or one of the app's own words, or a look-alike of another shop's name. Pure
 * functions, shared by the server and the web forms; the server adds Unicode's confusables.
 */

/**
 * Brands buyers know from elsewhere: marketplaces, banks, wallets and payment gateways, telecoms,
 * big tech, AI vendors and the models prompts are written for.
 */
export const RESERVED_BRANDS = [
  'tokopedia',
  'shopee',
  'gojek',
  'goto',
  'grab',
  'bukalapak',
  'lazada',
  'blibli',
  'zalora',
  'traveloka',
  'tiktok',
  // Banks, wallets, pay-later and payment gateways
  'bca',
  'bri',
  'bni',
  'btn',
  'bsi',
  'cimb',
  'ocbc',
  'maybank',
  'dana',
  'ovo',
  'gopay',
  'shopeepay',
  'linkaja',
  'qris',
  'doku',
  'midtrans',
  'xendit',
  'kredivo',
  'akulaku',
  'paypal',
  'mastercard',
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
  // AI vendors and models
  'openai',
  'chatgpt',
  'anthropic',
  'claude',
  'midjourney',
  'gemini',
  'dalle',
  'stablediffusion',
  'flux',
  'copilot',
  'deepseek',
] as const

/**
 * Brands that are also everyday Indonesian words ("mandiri" is self-reliant, "permata" a gem):
 * refused as a word of their own, never at the start or end of a longer one ("Permatasari").
 */
export const EVERYDAY_WORD_BRANDS = ['mandiri', 'permata'] as const

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
 * The words the app itself uses for its roles, money and steps: a shop called "Pembayaran" or
 * "Affiliate" passes for one of the platform's own pages or messages.
 */
export const APP_WORDS = [
  'penjual',
  'pembeli',
  'affiliate',
  'afiliasi',
  'payout',
  'pencairan',
  'checkout',
  'pembayaran',
  'tagihan',
  'invoice',
  'refund',
  'komisi',
  'saldo',
] as const

/**
 * Latin small capitals, as the letters they read as. Unicode gives them no case mapping and its
 * confusables leave most of them out (they do not look like lower-case letters), yet
 * "ᴘʀᴏᴍᴘᴛ" reads as "PROMPT". There is no small capital X.
 */
const SMALL_CAPITALS = 'ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘꞯʀꜱᴛᴜᴠᴡʏᴢ'
const SMALL_CAPITAL_LETTERS = 'abcdefghijklmnopqrstuvwyz'

/** Compatibility forms folded (NFKC: full-width, mathematical, superscript) and small capitals. */
export function foldShopName(text: string): string {
  let folded = ''
  for (const char of text.normalize('NFKC')) {
    const index = SMALL_CAPITALS.indexOf(char)
    folded += index === -1 ? char : SMALL_CAPITAL_LETTERS[index]
  }
  return folded
}

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
 * A name's skeleton by the short table above: two names with the same one read alike.
 * Compatibility forms and small capitals folded (foldShopName), case and accents dropped,
 * look-alikes mapped to Latin, `i`/`l`, `rn`/`m` and `vv`/`w` merged, and everything but letters
 * and digits removed ("Pr0mpt  Nusantara-Jaya" = "Prompt Nusantara Jaya"). The server compares
 * shops by Unicode's full confusables table on top of it.
 */
export function nameSkeleton(text: string): string {
  const folded = foldShopName(text).toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')
  let mapped = ''
  for (const char of folded) mapped += LOOK_ALIKES[char] ?? char
  return mapped
    .replace(/[^\p{L}\p{N}]/gu, '')
    .replaceAll('i', 'l')
    .replaceAll('rn', 'm')
    .replaceAll('vv', 'w')
}

type Skeleton = (text: string) => string

/** The reserved words' skeletons, by the skeleton function that made them. */
const reservedBySkeleton = new Map<Skeleton, { whole: string[]; distinctive: string[] }>()

function reservedSkeletons(skeleton: Skeleton) {
  let reserved = reservedBySkeleton.get(skeleton)
  if (!reserved) {
    reserved = {
      whole: [...RESERVED_BRANDS, ...EVERYDAY_WORD_BRANDS, ...STAFF_WORDS, ...APP_WORDS].map(
        skeleton,
      ),
      // Coined words, long enough to be refused also at the start or end of a run of words
      // ("tokopediastore"); staff, app and everyday words are ordinary words ("administrasi",
      // "supportive", "permatasari") and are refused only whole.
      distinctive: [...RESERVED_BRANDS, 'pasarprompt']
        .map(skeleton)
        .filter((word) => word.length >= 5),
    }
    reservedBySkeleton.set(skeleton, reserved)
  }
  return reserved
}

/**
 * Whether a name or slug uses a brand, staff or app word: as one of its words (split on anything
 * but letters and digits) or as all its words run together ("Pasar Prompt", "toko-pedia"); a
 * coined brand of five letters or more also at the start or end of that run ("shopeestore").
 * Look-alikes count ("t0kopedia"), by `skeleton` (the short table here; the server passes
 * Unicode's); a word inside another word does not ("badminton").
 */
export function usesReservedWord(text: string, skeleton: Skeleton = nameSkeleton): boolean {
  const { whole, distinctive } = reservedSkeletons(skeleton)
  const words = foldShopName(text)
    .split(/[^\p{L}\p{N}@$|]+/u)
    .filter(Boolean)
    .map(skeleton)
  const joined = words.join('')
  if ([...words, joined].some((word) => whole.includes(word))) return true
  return distinctive.some((word) => joined.startsWith(word) || joined.endsWith(word))
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
