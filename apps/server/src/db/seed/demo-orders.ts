import { eq } from 'drizzle-orm'
import type { Transaction } from '../client.ts'
import { createPaidOrder } from '../factories/create-order.ts'
import { createReview } from '../factories/create-review.ts'
import { createUser } from '../factories/create-user.ts'
import { members, orders, prompts, users } from '../schema.ts'
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** A review the customer wrote a day after buying: stars, text, and the shop's reply if any. */
type DemoReview = [rating: number, body: string, reply?: string]

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

/** Each demo customer's address: their first name at an example domain. */
const emailOf = (name: string) => `${name.split(' ')[0]?.toLowerCase()}@pelanggan.contoh.id`

/**
 * The demo buyer's paid order (DESIGN.md §6, left unreviewed so the demo can write one) and a
 * month of sales of both demo shops, each credited through the same path as a real payment on
 * its day, some reviewed a day later and a few answered by the shop. Every sales and rating
 * figure of the catalogue comes from these orders and reviews. Orders past the hold period
 * become available at the first run of the jobs, so the shops start with money both available
 * and held.
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

  // Customers who review get an account; the rest buy as guests.
  const reviewers = new Set(demoSales.filter((sale) => sale[3]).map((sale) => sale[2]))
  const customers = new Map<string, { id: string | null; name: string; email: string }>()
  for (const [, , name] of demoSales) {
    if (customers.has(name)) continue
    const email = emailOf(name)
    const account = reviewers.has(name)
      ? await createUser(tx, { name, email, password: DEMO_PASSWORD })
      : null
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

  const sales: [string, number, { id: string | null; name: string; email: string }, DemoReview?][] =
    [
      ['caption-instagram-umkm-kuliner', 5, buyer],
      ...demoSales.map(
        ([slug, daysAgo, name, review]): [
          string,
          number,
          { id: string | null; name: string; email: string },
          DemoReview?,
        ] => [
          slug,
          daysAgo,
          customers.get(name) ?? { id: null, name, email: emailOf(name) },
          review,
        ],
      ),
    ]
  // Oldest first, so the ledger's order is the order of time.
  sales.sort((a, b) => b[1] - a[1])
  let added = 0
  for (const [slug, daysAgo, who, review] of sales) {
    const [prompt] = await tx.select().from(prompts).where(eq(prompts.slug, slug))
    if (!prompt) continue
    const at = new Date(Date.now() - daysAgo * DAY_MS)
    const order = await createPaidOrder(tx, prompt, { buyer: who, at })
    added++
    if (!review || !order.buyerUserId) continue
    const [rating, body, reply] = review
    const owner = owners.get(prompt.shopId)
    await createReview(tx, order, {
      rating,
      body,
      at: new Date(Math.min(Date.now(), at.getTime() + DAY_MS)),
      reply: reply && owner ? { body: reply, byUserId: owner } : undefined,
    })
  }
  return added
}
