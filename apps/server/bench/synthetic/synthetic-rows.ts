import { DAY_MS } from '@pasarprompt/contracts/durations'
import { cataloguePrompts } from '../../src/db/seed/catalogue/all-prompts.ts'
import type { CataloguePrompt } from '../../src/db/seed/catalogue/types.ts'
import type { Random } from '../../src/lib/seeded-random.ts'

/**
 * The synthetic catalogue's rows, built in memory from the demo catalogue's own words: every
 * title starts from a demo title and every description reuses demo paragraphs, so a search word
 * is as common (or as rare) among 1M prompts as among the demo's. Brand-like invented names
 * grow the vocabulary the way a real catalogue's does, which is what typo matching has to scan.
 */

/** Marks every synthetic row (`created_by`) and prefixes its ids, so it can be told apart. */
export const SYNTHETIC_MARK = 'seed-synthetic'

export interface SyntheticShop {
  index: number
  id: string
  ownerId: string
  name: string
  slug: string
  ownerName: string
  email: string
  description: string
  headline: string
  /** Where most of its prompts go. */
  category: string
}

export interface SyntheticPrompt {
  shopId: string
  slug: string
  title: string
  descriptionHtml: string
  model: string
  modelVersion: string
  category: string
  tags: string[]
  price: number
  variableCount: number
  featured: boolean
  publishedAt: Date
  views: number
  sales: number
  wishlistCount: number
  ratingAverageX100: number
  ratingCount: number
  /** The secret: clauses of several demo secrets, each with its own details (see below). */
  promptText: string
}

const audiences = [
  'untuk UMKM',
  'untuk Pemula',
  'untuk Toko Online',
  'untuk Mahasiswa',
  'untuk Guru',
  'untuk Freelancer',
  'untuk Startup',
  'untuk Kafe',
  'untuk Bisnis Kuliner',
  'untuk Agensi Digital',
  'untuk Kreator Konten',
  'untuk Tim Pemasaran',
  'untuk Penjual Shopee',
  'untuk Penjual Tokopedia',
  'untuk Reseller',
  'untuk Brand Fashion',
  'untuk Klinik Kecantikan',
  'untuk Sekolah',
  'untuk Pencari Kerja',
  'untuk Developer',
]
const styles = [
  'Versi Singkat',
  'Gaya Santai',
  'Gaya Formal',
  'Edisi Ramadan',
  'Edisi Lebaran',
  'Edisi Akhir Tahun',
  'Lengkap dengan Contoh',
  'Cepat dan Praktis',
  'Siap Pakai',
  'Tingkat Lanjut',
  'Bahasa Gaul',
  'Dua Bahasa',
]
const cities = [
  'Jakarta',
  'Bandung',
  'Surabaya',
  'Medan',
  'Makassar',
  'Yogyakarta',
  'Malang',
  'Semarang',
  'Denpasar',
  'Bogor',
  'Solo',
  'Palembang',
  'Pontianak',
  'Manado',
  'Padang',
  'Balikpapan',
]
const closings = [
  'Hasilnya bisa langsung dipakai tanpa banyak revisi.',
  'Sudah diuji pada puluhan kasus nyata sebelum dijual.',
  'Tinggal isi variabel dalam kurung siku, lalu jalankan.',
  'Cocok dipakai setiap minggu sebagai bagian dari rutinitas kerja.',
  'Disertai contoh hasil agar Anda tahu apa yang akan didapat.',
  'Bahasanya natural dan tidak terdengar seperti mesin.',
  'Hemat waktu berjam-jam dibanding menulis dari nol.',
  'Bisa disesuaikan dengan nada merek Anda sendiri.',
  'Dilengkapi panduan singkat cara memakainya.',
  'Pembaruan gratis bila ada versi model yang lebih baru.',
]
const shopFirst = [
  'Rumah',
  'Studio',
  'Dapur',
  'Pojok',
  'Kedai',
  'Ruang',
  'Galeri',
  'Lab',
  'Bengkel',
  'Sanggar',
  'Gudang',
  'Warung',
]
const shopSecond = [
  'Prompt',
  'Kata',
  'Ide',
  'Kreatif',
  'Digital',
  'Konten',
  'Visual',
  'Pintar',
  'Cerdas',
  'Nusantara',
  'Aksara',
  'Cahaya',
]
const firstNames = [
  'Ayu',
  'Budi',
  'Citra',
  'Dimas',
  'Eka',
  'Fajar',
  'Gita',
  'Hendra',
  'Indah',
  'Joko',
  'Kartika',
  'Lukman',
  'Maya',
  'Nanda',
  'Oka',
  'Putri',
  'Rizky',
  'Sari',
  'Taufik',
  'Wulan',
]
const lastNames = [
  'Pratama',
  'Wijaya',
  'Saputra',
  'Lestari',
  'Nugroho',
  'Hidayat',
  'Kusuma',
  'Siregar',
  'Simanjuntak',
  'Rahmawati',
  'Setiawan',
  'Halim',
]
const syllables = (
  'ka ri na sa ma ta lu wi da ra ni bu ja ya ko pe si ga la mu an ar in ul em ' +
  'to re di ba nu se li po gu ha tri kan dan sar'
).split(' ')

/**
 * The clauses of the demo secrets, the pool a synthetic secret is drawn from: real prompts of a
 * category share phrasing ("Tulis 3 caption", "gunakan bahasa santai") without being copies, so
 * the copy check (issue 32) meets the common words and trigrams it would meet in production, not
 * a template every prompt shares (which would make every pair look alike) nor random letters
 * (which would make none do). Clauses rather than whole sentences, and words swapped for other
 * demo words, so two synthetic secrets share a phrase now and then, as two sellers' do.
 */
const secretClauses = (() => {
  const byCategory = new Map<string, string[]>()
  for (const prompt of cataloguePrompts) {
    const clauses = prompt.promptText
      .split(/[.,;:!?\n]+/)
      .map((clause) => clause.trim())
      .filter((clause) => clause.split(' ').length >= 3)
    byCategory.set(prompt.category, [...(byCategory.get(prompt.category) ?? []), ...clauses])
  }
  return byCategory
})()
const allSecretClauses = [...secretClauses.values()].flat()
/** Every word of the demo's secrets and descriptions. */
const demoWords = [
  ...new Set(
    cataloguePrompts.flatMap((prompt) =>
      `${prompt.promptText} ${prompt.descriptionHtml.replace(/<[^>]+>/g, ' ')}`
        .split(/\s+/)
        .filter((word) => /^[\p{L}]{3,}$/u.test(word)),
    ),
  ),
]

const pick = <T>(random: Random, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)] as T

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/**
 * An invented brand-like name ("Karina", "Lumasadi"): rare words, about one a prompt, drawn from
 * a space of millions, so the lexicon grows with the catalogue as a real one's vocabulary does
 * (some 10^5 words at 100k prompts, several 10^5 at 1M): what typo matching has to scan.
 */
const inventedName = (random: Random) => {
  const length = random() < 0.2 ? 2 : random() < 0.6 ? 3 : 4
  return capitalise(Array.from({ length }, () => pick(random, syllables)).join(''))
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** The demo prompts of each category: what a synthetic prompt of that category is made from. */
const byCategory = (() => {
  const groups = new Map<string, CataloguePrompt[]>()
  for (const prompt of cataloguePrompts) {
    groups.set(prompt.category, [...(groups.get(prompt.category) ?? []), prompt])
  }
  return groups
})()
const categoryNames = [...byCategory.keys()]

export function syntheticShops(count: number, random: Random): SyntheticShop[] {
  return Array.from({ length: count }, (_, index) => {
    const name = `${pick(random, shopFirst)} ${pick(random, shopSecond)} ${inventedName(random)}`
    const slug = `${slugify(name)}-${index + 1}`
    const ownerName = `${pick(random, firstNames)} ${pick(random, lastNames)}`
    // Shops specialise the way the demo's do: a category for each, as many as the demo has.
    const category = pick(random, cataloguePrompts).category
    const title = pick(random, byCategory.get(category) ?? cataloguePrompts).title
    return {
      index,
      id: `${SYNTHETIC_MARK}-shop-${index + 1}`,
      ownerId: `${SYNTHETIC_MARK}-user-${index + 1}`,
      name,
      slug,
      ownerName,
      email: `${slug}@contoh.id`,
      description: `Prompt pilihan ${pick(random, audiences)}, mulai dari ${title.toLowerCase()}.`,
      headline: `${name}: ${pick(random, closings)}`,
      category,
    }
  })
}

/**
 * The `index`th synthetic prompt. Shops' sizes follow a long tail (a few shops hold most
 * prompts), as do sales; most prompts are recent and cheap, some free, a few featured.
 */
export function syntheticPrompt(
  index: number,
  shops: SyntheticShop[],
  random: Random,
  now: number,
): SyntheticPrompt {
  const shop = shops[Math.floor(shops.length * random() ** 2)] as SyntheticShop
  const category = random() < 0.75 ? shop.category : pick(random, categoryNames)
  const sources = byCategory.get(category) ?? cataloguePrompts
  const base = pick(random, sources)
  const other = pick(random, sources)
  const name = inventedName(random)

  const form = random()
  const title =
    form < 0.4
      ? `${base.title} ${pick(random, audiences)}`
      : form < 0.65
        ? `${base.title}: ${pick(random, styles)}`
        : form < 0.8
          ? `${base.title} ${pick(random, audiences)} di ${pick(random, cities)}`
          : `${base.title} untuk Merek ${name}`

  // The base's first paragraph, another prompt's rest, and a closing of the shop's own.
  const [firstParagraph = base.descriptionHtml] = base.descriptionHtml.split(/(?<=<\/p>)/)
  const rest = other === base ? '' : other.descriptionHtml.replace(/^<p>.*?<\/p>/, '')
  const note = `<p>${random() < 0.7 ? `Dipakai tim ${inventedName(random)} di ${pick(random, cities)}. ` : ''}${pick(random, closings)}</p>`
  const descriptionHtml = `${firstParagraph}${rest}${note}`

  const tags = [...new Set([...base.tags.filter(() => random() < 0.7), pick(random, other.tags)])]
  if (random() < 0.1) tags.push(name.toLowerCase())

  const model = random() < 0.8 ? base : other

  // Eight to twenty clauses, mostly of the category, in any order; about one word in five made
  // the shop's own (another demo word, an invented name, a number), as sellers adapt phrasing.
  const pool = secretClauses.get(category) ?? allSecretClauses
  const clauses = Array.from({ length: 8 + Math.floor(random() * 13) }, () =>
    pick(random, random() < 0.6 ? pool : allSecretClauses)
      .split(' ')
      .map((word) => {
        const r = random()
        if (r < 0.14) return pick(random, demoWords)
        if (r < 0.18) return inventedName(random)
        if (r < 0.2) return String(2 + Math.floor(random() * 40))
        return word
      })
      .join(' '),
  )
  const promptText = `Kamu adalah ${pick(random, ['asisten', 'penulis', 'konsultan', 'editor', 'ahli'])} ${title.toLowerCase()}. ${clauses.join(', ')}.`
  const free = random() < 0.15
  const premium = random() < 0.03
  const price = free
    ? 0
    : premium
      ? 1000 * Math.round(150 + 850 * random())
      : 1000 * Math.round(10 + 140 * random() ** 2)
  // Sales from 0 to several thousand on a long tail; free prompts are taken more often.
  const sales = Math.floor(Math.exp(random() * Math.log(free ? 8000 : 2500))) - 1
  const views = sales * (5 + Math.floor(random() * 45)) + Math.floor(random() * 300)
  const ratingCount = Math.floor(sales * 0.3 * random())
  const daysAgo = 730 * random() ** 1.6
  return {
    shopId: shop.id,
    slug: `${slugify(title).slice(0, 100)}-${index.toString(36)}`,
    title,
    descriptionHtml,
    model: model.model,
    modelVersion: model.modelVersion,
    category,
    tags: tags.slice(0, 8),
    price,
    variableCount: 1 + Math.floor(random() * 6),
    featured: random() < 0.01,
    publishedAt: new Date(now - daysAgo * DAY_MS),
    views,
    sales,
    wishlistCount: Math.floor(views * 0.03 * random()),
    ratingAverageX100: ratingCount > 0 ? 300 + Math.floor(200 * Math.sqrt(random())) : 0,
    ratingCount,
    promptText,
  }
}
