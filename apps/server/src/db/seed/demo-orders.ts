import { DAY_MS } from '@pasarprompt/contracts/durations'
import { PPH22_RATE_BP } from '@pasarprompt/contracts/tax'
import { eq } from 'drizzle-orm'
import { type Random, seededRandom } from '../../lib/seeded-random.ts'
import type { Transaction } from '../client.ts'
import { createPaidOrder } from '../factories/create-order.ts'
import { createReview } from '../factories/create-review.ts'
import { createUser } from '../factories/create-user.ts'
import { members, orders, prompts, users } from '../schema.ts'
import { cataloguePrompts } from './catalogue/all-prompts.ts'
import { catalogueCustomers } from './catalogue/customers.ts'
import { fittedReviews, type ReviewPool, replyPool, reviewPools } from './catalogue/reviews.ts'
import { catalogueShops } from './catalogue/shops.ts'
import type { CataloguePrompt, DemoReview } from './catalogue/types.ts'
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts.ts'

/**
 * A month of sales of the demo shops: [prompt slug, days ago, customer, review]. Each customer
 * buys from a shop at most once (the seller's order search finds one row per name). Customers
 * who review have an account (a review needs its author); the others bought as guests.
 */
const demoSales: [string, number, string, DemoReview?][] = [
  // Prompt Nusantara
  [
    'caption-instagram-umkm-kuliner',
    24,
    'Hendra Wijaya',
    [
      4,
      'Hasilnya bagus dan gaya bahasanya santai. Beberapa caption agak mirip satu sama lain, jadi saya minta variasi tambahan.',
    ],
  ],
  [
    'caption-instagram-umkm-kuliner',
    18,
    'Indah Permatasari',
    [
      5,
      'Sangat membantu untuk katering rumahan saya. Dalam lima menit sudah punya stok caption untuk dua minggu.',
    ],
  ],
  ['caption-instagram-umkm-kuliner', 13, 'Maya Anggraini'],
  [
    'caption-instagram-umkm-kuliner',
    8,
    'Eka Wulandari',
    [
      5,
      'Caption-nya langsung bisa dipakai untuk kedai kopi saya. Tinggal ganti nama produk, tagarnya juga pas untuk pelanggan sekitar Bandung.',
      'Terima kasih, Kak Eka! Semoga kedainya makin ramai.',
    ],
  ],
  ['caption-instagram-umkm-kuliner', 6, 'Nanda Putra'],
  [
    'caption-instagram-umkm-kuliner',
    3,
    'Joko Susilo',
    [
      3,
      'Lumayan untuk awal, tapi perlu saya sesuaikan lagi karena produk saya minuman, bukan makanan berat.',
    ],
  ],
  [
    'deskripsi-produk-marketplace',
    20,
    'Kartika Sari',
    [
      4,
      'Strukturnya jelas: keunggulan, bahan, ukuran, cara perawatan. Kadang terlalu panjang untuk Tokopedia, tapi mudah dipangkas.',
    ],
  ],
  [
    'deskripsi-produk-marketplace',
    16,
    'Citra Dewi',
    [
      5,
      'Deskripsi produk jadi jauh lebih rapi. Penjualan hijab saya naik setelah semua deskripsinya saya ganti.',
      'Senang mendengarnya, Kak Citra. Terima kasih sudah berbagi!',
    ],
  ],
  ['deskripsi-produk-marketplace', 9, 'Oki Setiawan'],
  ['deskripsi-produk-marketplace', 1, 'Gita Ramadhani'],
  [
    'balasan-ulasan-pelanggan',
    26,
    'Lukman Hakim',
    [
      5,
      'Gratis tapi berguna sekali. Balasan untuk ulasan bintang satu jadi sopan dan tidak defensif.',
    ],
  ],
  ['balasan-ulasan-pelanggan', 12, 'Putri Amelia'],
  [
    'balasan-ulasan-pelanggan',
    4,
    'Rizky Firmansyah',
    [
      4,
      'Membantu saya membalas keluhan pelanggan dengan nada yang tenang. Perlu sedikit diedit agar lebih personal.',
    ],
  ],
  [
    'rencana-konten-tiktok-30-hari',
    21,
    'Bima Saputra',
    [
      5,
      'Rencana 30 hari ini membuat saya konsisten posting. Ide hook di tiga detik pertama sangat membantu.',
      'Terima kasih, Kak Bima! Ditunggu kontennya masuk FYP.',
    ],
  ],
  [
    'rencana-konten-tiktok-30-hari',
    15,
    'Wulan Safitri',
    [
      2,
      'Idenya terlalu umum untuk toko suku cadang motor saya. Mungkin lebih cocok untuk produk fesyen atau kuliner.',
    ],
  ],
  ['rencana-konten-tiktok-30-hari', 2, 'Fajar Nugroho'],
  [
    'artikel-blog-seo-bahasa-indonesia',
    27,
    'Ayu Lestari',
    [
      5,
      'Artikelnya memakai subjudul dan kata kunci dengan wajar, tidak dijejalkan. Cocok untuk blog toko online saya.',
    ],
  ],
  ['artikel-blog-seo-bahasa-indonesia', 11, 'Dewa Pratama'],
  [
    'artikel-blog-seo-bahasa-indonesia',
    7,
    'Yoga Prasetyo',
    [
      4,
      'Struktur SEO-nya bagus dan meta deskripsinya langsung jadi. Saya tetap mengecek fakta sebelum terbit.',
    ],
  ],
  // Studio Visual AI
  [
    'ilustrasi-batik-modern',
    19,
    'Ayu Lestari',
    [
      5,
      'Motif batiknya terasa modern tapi tetap khas. Saya pakai untuk kemasan kain tenun dan hasilnya memuaskan.',
      'Terima kasih, Kak Ayu! Senang motifnya cocok untuk kemasan Anda.',
    ],
  ],
  [
    'ilustrasi-batik-modern',
    14,
    'Hendra Wijaya',
    [
      4,
      'Gambarnya cantik, hanya perlu beberapa kali generate untuk mendapatkan warna sogan yang pas.',
    ],
  ],
  ['ilustrasi-batik-modern', 10, 'Maya Anggraini'],
  [
    'ilustrasi-batik-modern',
    5,
    'Citra Dewi',
    [
      5,
      'Ilustrasi batik untuk undangan pernikahan adik saya jadi unik. Petunjuk variabelnya jelas.',
    ],
  ],
  ['ilustrasi-batik-modern', 2, 'Nanda Putra'],
  [
    'foto-produk-kopi-flatlay',
    22,
    'Kartika Sari',
    [
      3,
      'Komposisi flatlay-nya bagus, tapi tangan dan sendok sering terlihat aneh. Tetap berguna untuk mockup awal.',
    ],
  ],
  ['foto-produk-kopi-flatlay', 9, 'Oki Setiawan'],
  [
    'foto-produk-kopi-flatlay',
    6,
    'Joko Susilo',
    [
      4,
      'Foto kopi susu gula aren jadi terlihat profesional untuk menu online. Pencahayaannya hangat.',
    ],
  ],
  ['karakter-maskot-umkm', 17, 'Lukman Hakim'],
  [
    'karakter-maskot-umkm',
    3,
    'Indah Permatasari',
    [5, 'Maskot ayam untuk usaha geprek saya lucu sekali dan konsisten di tiga sudut pandang.'],
  ],
]

/** A sale of the demo: which prompt, when, to whom, and the review it got. */
interface DemoSale {
  slug: string
  at: Date
  customer: string
  review?: DemoReview
}

/** The hand-written sales' customers who never reviewed bought as guests, and stay guests. */
const guests = new Set(
  demoSales
    .map((sale) => sale[2])
    .filter((name) => !demoSales.some((sale) => sale[2] === name && sale[3])),
)

/** Which kind's reviews fit a prompt: by what it makes, else by its category. */
export function reviewPoolOf(prompt: CataloguePrompt): ReviewPool {
  if (prompt.model === 'suno') return 'music'
  if (prompt.art || ['midjourney', 'stable-diffusion', 'dall-e', 'flux'].includes(prompt.model)) {
    return 'image'
  }
  if (prompt.category === 'pemrograman') return 'code'
  if (
    prompt.category === 'pendidikan' ||
    prompt.category === 'media-sosial' ||
    prompt.category === 'pemasaran' ||
    prompt.category === 'bisnis'
  ) {
    return prompt.category
  }
  return 'menulis'
}

/**
 * The texts a prompt's reviews are drawn from: its kind's, which fit any prompt of the kind,
 * then those written about what this prompt is for (`fittedReviews` naming its slug).
 */
export function reviewTextsOf(prompt: CataloguePrompt): [rating: number, body: string][] {
  return [
    ...reviewPools[reviewPoolOf(prompt)],
    ...fittedReviews
      .filter((review) => review.fits.includes(prompt.slug))
      .map(({ rating, body }): [number, string] => [rating, body]),
  ]
}

/** How many sold: a few, more for featured and free prompts, fewer for new ones; at most 12. */
function salesOf(prompt: CataloguePrompt, random: Random): number {
  const wanted =
    1 + Math.floor(random() * 3) + (prompt.featured ? 2 : 0) + (prompt.price === 0 ? 1 : 0)
  return Math.min(12, wanted, 1 + Math.ceil(prompt.daysAgo / 4))
}

function shuffled<T>(items: T[], random: Random): T[] {
  const copy = [...items]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[copy[i], copy[j]] = [copy[j] as T, copy[i] as T]
  }
  return copy
}

/**
 * The sales of the catalogue's other shops, the same on every machine: each published prompt
 * sells a few times between its publication and now (at most 60 days back), each customer
 * buys from a shop at most once, and most customers with an account review what they bought.
 */
export function catalogueSales(now: number): DemoSale[] {
  const everyone = [...new Set([...demoSales.map((sale) => sale[2]), ...catalogueCustomers])]
  const sales: DemoSale[] = []
  for (const shop of catalogueShops) {
    const random = seededRandom(`sales:${shop.slug}`)
    const queue = shuffled(everyone, random)
    const published = cataloguePrompts.filter(
      (prompt) => prompt.shop === shop.slug && (prompt.status ?? 'published') === 'published',
    )
    for (const prompt of published) {
      const pool = reviewTextsOf(prompt)
      const first = Math.floor(random() * pool.length)
      const count = salesOf(prompt, random)
      for (let index = 0; index < count; index++) {
        const customer = queue.shift()
        if (!customer) break
        const at = new Date(now - random() * Math.min(prompt.daysAgo, 60) * DAY_MS)
        const reviewed = !guests.has(customer) && random() < 0.65
        // Consecutive texts from a random start: a prompt's reviews repeat only when it sold
        // more often than it has texts.
        const [rating, body] = pool[(first + index) % pool.length] ?? [5, '']
        const reply =
          reviewed && random() < 0.3
            ? replyPool[index % replyPool.length]?.replace('{name}', customer.split(' ')[0] ?? '')
            : undefined
        sales.push({
          slug: prompt.slug,
          at,
          customer,
          review: reviewed ? [rating, body, reply] : undefined,
        })
      }
    }
  }
  return sales
}

/** Each demo customer's address: their first name at an example domain. */
const emailOf = (name: string) => `${name.split(' ')[0]?.toLowerCase()}@pelanggan.contoh.id`

type Customer = { id: string | null; name: string; email: string }

/**
 * The demo buyer's paid order (DESIGN.md §6, left unreviewed so the demo can write one) and
 * two months of sales of every demo shop, each credited through the same path as a real
 * payment on its day, many reviewed a day later and some answered by the shop. Every sales and
 * rating figure of the catalogue comes from these orders and reviews. Orders past the hold
 * period become available at the first run of the jobs, so the shops start with money both
 * available and held.
 */
export async function seedDemoOrders(tx: Transaction): Promise<number> {
  const [buyer] = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.email, demoAccounts.buyer.email))
  if (!buyer) return 0
  const [existing] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.buyerUserId, buyer.id))
    .limit(1)
  if (existing) return 0

  const now = Date.now()
  const sales: DemoSale[] = [
    ...demoSales.map(([slug, daysAgo, customer, review]) => ({
      slug,
      at: new Date(now - daysAgo * DAY_MS),
      customer,
      review,
    })),
    ...catalogueSales(now),
  ]
  // Every customer but the hand-written guests has an account (a review needs its author).
  const customers = new Map<string, Customer>()
  for (const { customer: name } of sales) {
    if (customers.has(name)) continue
    const email = emailOf(name)
    const account = guests.has(name)
      ? null
      : await createUser(tx, { name, email, password: DEMO_PASSWORD })
    customers.set(name, { id: account?.id ?? null, name, email })
  }
  // The shops' owners write the replies.
  const owners = new Map(
    (
      await tx
        .select({ shopId: members.organizationId, userId: members.userId })
        .from(members)
        .where(eq(members.role, 'owner'))
    ).map((row) => [row.shopId, row.userId]),
  )
  const promptsBySlug = new Map(
    (await tx.select().from(prompts).where(eq(prompts.status, 'published'))).map((prompt) => [
      prompt.slug,
      prompt,
    ]),
  )

  const orderly: { slug: string; at: Date; who: Customer; review?: DemoReview }[] = [
    { slug: 'caption-instagram-umkm-kuliner', at: new Date(now - 5 * DAY_MS), who: buyer },
    ...sales.map((sale) => ({
      slug: sale.slug,
      at: sale.at,
      who: customers.get(sale.customer) ?? {
        id: null,
        name: sale.customer,
        email: emailOf(sale.customer),
      },
      review: sale.review,
    })),
  ]
  // Oldest first, so the ledger's order is the order of time.
  orderly.sort((a, b) => a.at.getTime() - b.at.getTime())
  let added = 0
  for (const { slug, at, who, review } of orderly) {
    const prompt = promptsBySlug.get(slug)
    if (!prompt) continue
    // No demo shop has a PPh 22 statement: its sales are withheld as checkout would (0044).
    const order = await createPaidOrder(tx, prompt, {
      buyer: who,
      at,
      pph22Bp: prompt.price > 0 ? PPH22_RATE_BP : 0,
    })
    added++
    if (!review || !order.buyerUserId) continue
    const [rating, body, reply] = review
    const owner = owners.get(prompt.shopId)
    await createReview(tx, order, {
      rating,
      body,
      at: new Date(Math.min(now, at.getTime() + DAY_MS)),
      reply: reply && owner ? { body: reply, byUserId: owner } : undefined,
    })
  }
  return added
}
