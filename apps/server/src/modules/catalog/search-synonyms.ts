import { isTypoOf } from './search-words.ts'

/**
 * Words buyers use for the same thing, Indonesian and the English terms they borrow: any entry of
 * a set satisfies a search word that is another entry of it ('CV' finds "resume", 'skripsi' finds
 * "tugas akhir"). An entry of several words needs them all. Curated by hand: a set is added only
 * when every entry would be a fair answer to every other; words that also mean something else
 * (e.g. 'sd', the primary school, for Stable Diffusion) stay out.
 */
export const synonymSets: readonly (readonly string[])[] = [
  ['cv', 'resume', 'riwayat hidup', 'curriculum vitae', 'lamaran'],
  ['skripsi', 'tugas akhir', 'thesis', 'tesis'],
  ['logo', 'brand', 'merek', 'merk', 'branding'],
  ['caption', 'keterangan', 'takarir'],
  ['jualan', 'jual', 'promosi', 'marketing', 'pemasaran'],
  ['iklan', 'ads', 'advertising', 'adsense'],
  ['gambar', 'image', 'ilustrasi', 'illustration'],
  ['lagu', 'musik', 'song', 'music'],
  ['foto', 'photo', 'fotografi', 'photography'],
  ['artikel', 'article', 'tulisan'],
  ['email', 'surel'],
  ['presentasi', 'presentation', 'slide', 'ppt'],
  ['kuliner', 'makanan', 'food'],
  ['minuman', 'drink', 'beverage'],
  ['kode', 'code', 'coding', 'pemrograman', 'programming'],
  ['soal', 'kuis', 'quiz'],
  ['undangan', 'invitation'],
  ['pernikahan', 'nikah', 'wedding'],
  ['ringkasan', 'rangkuman', 'summary', 'ringkas'],
  ['terjemahan', 'terjemah', 'translate', 'translation'],
  ['desain', 'design'],
  ['poster', 'pamflet', 'flyer', 'brosur'],
  ['bisnis', 'usaha', 'business'],
  ['media sosial', 'sosmed', 'social media'],
  ['instagram', 'ig'],
  ['whatsapp', 'wa'],
  ['chatgpt', 'chat gpt', 'gpt', 'openai'],
  ['dalle', 'dall e'],
  ['midjourney', 'mj'],
  ['jurnal', 'journal', 'paper'],
  ['penelitian', 'riset', 'research'],
  ['resep', 'recipe'],
  ['cerita', 'story', 'cerpen'],
  ['surat', 'letter'],
  ['toko online', 'olshop', 'online shop', 'ecommerce'],
  ['anak', 'kids', 'children'],
  ['guru', 'teacher', 'pengajar'],
  ['kemasan', 'packaging'],
  ['karakter', 'character', 'maskot', 'mascot'],
  ['video', 'vidio', 'klip'],
]

/** What a search asks for: one of its words (or a phrase), and what may stand for it. */
export interface SearchGroup {
  /** The words as searched (a phrase of the synonym table keeps its words together). */
  said: string[]
  /**
   * Ways a prompt answers this group: each a list of words the prompt must all have. The first
   * is what was searched; the others are its synonyms.
   */
  alternatives: string[][]
}

const entryWords = (entry: string) => entry.split(' ')
const setsByEntry = new Map<string, readonly string[]>()
for (const set of synonymSets) for (const entry of set) setsByEntry.set(entry, set)
const longestEntry = Math.max(...[...setsByEntry.keys()].map((entry) => entryWords(entry).length))
const singleWordEntries = [...setsByEntry.keys()].filter((entry) => !entry.includes(' '))

function groupOf(said: string[], set: readonly string[] | undefined): SearchGroup {
  const phrase = said.join(' ')
  if (!set) return { said, alternatives: [said] }
  return {
    said,
    alternatives: [said, ...set.filter((entry) => entry !== phrase).map(entryWords)],
  }
}

/**
 * The search's words in groups, each with its synonyms; a phrase of the table ("tugas akhir",
 * "riwayat hidup") is read as one group, the longest first.
 */
export function groupSearch(words: string[]): SearchGroup[] {
  const groups: SearchGroup[] = []
  for (let start = 0; start < words.length; ) {
    let taken = 1
    let set: readonly string[] | undefined
    for (let length = Math.min(longestEntry, words.length - start); length >= 1; length--) {
      set = setsByEntry.get(words.slice(start, start + length).join(' '))
      if (set) {
        taken = length
        break
      }
    }
    groups.push(groupOf(words.slice(start, start + taken), set))
    start += taken
  }
  return groups
}

/**
 * For a word the catalogue does not know: the synonym set of the table word it is a typo of
 * ('resmue' → the set of "resume"), so a mistyped word still reaches its synonyms.
 */
export function synonymGroupForTypo(word: string): SearchGroup | null {
  let best: { entry: string; distance: number } | null = null
  for (const entry of singleWordEntries) {
    const distance = isTypoOf(word, entry)
    if (distance !== null && (!best || distance < best.distance)) best = { entry, distance }
  }
  if (!best) return null
  const set = setsByEntry.get(best.entry)
  return { said: [word], alternatives: [[word], ...(set ?? []).map(entryWords)] }
}
