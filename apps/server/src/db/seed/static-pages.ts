import type { PageSection, StaticPageSlug } from '@pasarprompt/contracts/pages'
import type { Executor } from '../client.ts'
import { pages } from '../schema.ts'
import { stampInsert, systemActor } from '../stamps.ts'

interface PageContent {
  slug: StaticPageSlug
  title: string
  summary: string
  sections: PageSection[]
}

const content: PageContent[] = [
  {
    slug: 'tentang',
    title: 'Tentang PasarPrompt',
    summary:
      'PasarPrompt adalah marketplace prompt AI berbahasa Indonesia: tempat kreator menjual prompt yang sudah teruji dan pembeli mendapatkan hasil terbaik dari ChatGPT, Claude, Gemini, Midjourney, dan model AI lainnya.',
    sections: [
      {
        heading: 'Untuk pembeli',
        paragraphs: [
          'Temukan prompt berdasarkan kategori, model AI, dan kata kunci. Setiap prompt menampilkan contoh hasil, model yang dipakai saat pengujian, dan jumlah variabel yang bisa Anda sesuaikan.',
          'Bayar dengan metode yang biasa Anda pakai — QRIS, dompet digital, atau virtual account — dan teks prompt lengkap langsung terbuka setelah pembayaran berhasil.',
        ],
      },
      {
        heading: 'Untuk penjual',
        paragraphs: [
          'Buka toko, unggah prompt beserta contoh hasilnya, dan tentukan harga dalam rupiah. Setiap prompt ditinjau tim kami sebelum tampil agar kualitas katalog tetap terjaga.',
          'Pendapatan tercatat di saldo toko Anda dan dapat dicairkan ke rekening bank di Indonesia.',
        ],
      },
      {
        heading: 'Prinsip kami',
        paragraphs: [
          'Teks prompt adalah karya penjual. Kami tidak pernah menampilkannya kepada siapa pun sebelum dibeli, dan pembeli mendapatkan versi terbaru yang sudah disetujui.',
        ],
      },
    ],
  },
  {
    slug: 'syarat-ketentuan',
    title: 'Syarat & Ketentuan',
    summary:
      'Ketentuan ini mengatur penggunaan PasarPrompt oleh pembeli, penjual, dan pengunjung. Dengan memakai layanan kami, Anda menyetujui ketentuan berikut.',
    sections: [
      {
        heading: 'Akun',
        paragraphs: [
          'Anda bertanggung jawab menjaga kerahasiaan kata sandi dan atas semua aktivitas di akun Anda. Membuka toko, mengundang anggota, dan mencairkan dana memerlukan alamat email yang sudah diverifikasi.',
        ],
      },
      {
        heading: 'Pembelian',
        paragraphs: [
          'Harga tercantum dalam rupiah. Akses ke teks prompt diberikan setelah pembayaran dikonfirmasi oleh penyedia pembayaran. Prompt yang dibeli hanya untuk digunakan sendiri dan tidak boleh dijual ulang atau dibagikan secara publik.',
          'Permintaan pengembalian dana ditinjau oleh tim kami. Jika dana dikembalikan, akses ke prompt yang bersangkutan dicabut.',
        ],
      },
      {
        heading: 'Penjualan',
        paragraphs: [
          'Penjual menjamin bahwa prompt dan contoh hasil yang diunggah adalah karya sendiri atau sah untuk dijual, dan tidak melanggar hukum maupun hak pihak lain.',
          'PasarPrompt memotong komisi platform dari setiap penjualan sesuai tarif yang berlaku saat pesanan dibuat. Pendapatan ditahan selama masa tunggu sebelum dapat dicairkan.',
        ],
      },
      {
        heading: 'Konten yang dilarang',
        paragraphs: [
          'Prompt yang ditujukan untuk penipuan, ujaran kebencian, pelecehan, konten seksual yang melibatkan anak, pelanggaran hak cipta, atau kegiatan melawan hukum akan ditolak dan toko yang bersangkutan dapat dibekukan.',
        ],
      },
    ],
  },
  {
    slug: 'kebijakan-privasi',
    title: 'Kebijakan Privasi',
    summary:
      'Kebijakan ini menjelaskan data pribadi apa yang kami kumpulkan, untuk apa, dan hak Anda atasnya, sesuai Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi.',
    sections: [
      {
        heading: 'Data yang kami kumpulkan',
        paragraphs: [
          'Nama, alamat email, dan nomor telepon yang Anda berikan saat mendaftar atau membeli; riwayat pesanan; data rekening bank penjual untuk pencairan dana; serta data teknis seperti alamat IP dan jenis peramban untuk keamanan.',
          'Kami tidak menyimpan nomor kartu atau kredensial pembayaran Anda; pembayaran diproses oleh penyedia pembayaran berizin.',
        ],
      },
      {
        heading: 'Penggunaan data',
        paragraphs: [
          'Data dipakai untuk menjalankan akun dan toko, memproses pesanan dan pencairan, mengirim email transaksi, mencegah penipuan, serta memenuhi kewajiban hukum. Kami tidak menjual data pribadi Anda.',
        ],
      },
      {
        heading: 'Hak Anda',
        paragraphs: [
          'Anda berhak mengakses, memperbaiki, dan meminta penghapusan data pribadi Anda, serta menarik persetujuan pemrosesan, sepanjang tidak bertentangan dengan kewajiban penyimpanan catatan transaksi menurut hukum.',
          'Kirim permintaan Anda melalui halaman Kontak; kami menanggapinya paling lambat 3 × 24 jam.',
        ],
      },
      {
        heading: 'Penyimpanan dan keamanan',
        paragraphs: [
          'Kata sandi disimpan dalam bentuk hash, sesi memakai cookie HttpOnly, dan akses ke data dibatasi sesuai peran. Catatan transaksi disimpan selama diwajibkan oleh peraturan perpajakan.',
        ],
      },
    ],
  },
  {
    slug: 'kontak',
    title: 'Kontak',
    summary: 'Ada pertanyaan tentang pesanan, toko, atau data pribadi Anda? Hubungi kami.',
    sections: [
      {
        heading: 'Bantuan pembeli dan penjual',
        paragraphs: [
          'Email: bantuan@pasarprompt.id',
          'Sertakan nomor pesanan (format PP-YYYYMMDD-XXXXXX) bila pertanyaan Anda tentang pembelian.',
        ],
      },
      {
        heading: 'Privasi dan data pribadi',
        paragraphs: ['Email: privasi@pasarprompt.id'],
      },
      {
        heading: 'Jam layanan',
        paragraphs: ['Senin–Jumat, 09.00–17.00 WIB, kecuali hari libur nasional.'],
      },
    ],
  },
]

/** Inserts the pages that are missing; an edited page is left as it is. Returns how many. */
export async function seedStaticPages(db: Executor): Promise<number> {
  const inserted = await db
    .insert(pages)
    .values(content.map((page) => stampInsert(systemActor, page)))
    .onConflictDoNothing({ target: [pages.companyId, pages.slug] })
    .returning({ id: pages.id })
  return inserted.length
}
