import { describe, expect, it } from 'vitest'
import { seededRandom } from '../../lib/seeded-random.ts'
import { EXTRACTION_CORPUS } from './extraction-corpus.ts'
import {
  createLeakGuard,
  LEAK_LETTER_LIMIT,
  LEAK_NGRAM,
  LEAK_SHINGLE,
  LEAK_VOCABULARY_SHARE,
  LEAK_WORD_LIMIT,
  type LeakMeasures,
  leakLimitFor,
  leakText,
  leakVocabulary,
  leakWords,
} from './leak-guard.ts'

const CANARY = 'kanari3f9a0c7d21be'

/** A template's literal text between its `[VARIABEL]`s: what the caller passes as secret. */
const partsOf = (template: string) => template.split(/\[[A-Z_]+\]/)

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\[([A-Z_]+)\]/g, (_, name: string) => values[name] ?? '')

/** The same seed, the same pieces. */
const seeded = (seed: number) => seededRandom(`leak-guard:${seed}`)

/** Ways a stream may cut a text: whole, every UTF-16 unit (splitting emoji too), random sizes. */
function chunkings(text: string, seed: number): string[][] {
  const random = seeded(seed)
  const randomCuts = () => {
    const pieces: string[] = []
    for (let index = 0; index < text.length; ) {
      const size = 1 + Math.floor(random() * 12)
      pieces.push(text.slice(index, index + size))
      index += size
    }
    return pieces
  }
  return [[text], text.split(''), randomCuts(), randomCuts(), randomCuts()]
}

function guardRun(pieces: string[], secretParts: string[]) {
  const guard = createLeakGuard({ secretParts, canary: CANARY })
  let released = ''
  for (const piece of pieces) released += guard.push(piece)
  released += guard.end()
  return { released, leaked: guard.leaked }
}

/** The guard's counts over a whole answer, fed in one piece. */
function measuresOf(answer: string, secretParts: string[]): LeakMeasures {
  const guard = createLeakGuard({ secretParts, canary: CANARY })
  guard.push(answer)
  guard.end()
  return guard.measures
}

/** The longest run of consecutive words the text shares with one of the secret's parts. */
function longestSharedRun(text: string, secretParts: string[]): number {
  const words = leakWords(text)
  let best = 0
  for (const part of secretParts) {
    const secret = leakWords(part)
    let previous = new Array<number>(secret.length + 1).fill(0)
    for (const word of words) {
      const current = new Array<number>(secret.length + 1).fill(0)
      secret.forEach((other, index) => {
        if (other !== word) return
        current[index + 1] = (previous[index] ?? 0) + 1
        best = Math.max(best, current[index + 1] ?? 0)
      })
      previous = current
    }
  }
  return best
}

/** The text's words that lie in a LEAK_NGRAM-word run found in the secret, counted afresh. */
function coveredWords(text: string, secretParts: string[]): number {
  const grams = new Set(
    secretParts.flatMap((part) => {
      const words = leakWords(part)
      return words
        .slice(0, Math.max(0, words.length - LEAK_NGRAM + 1))
        .map((_, index) => words.slice(index, index + LEAK_NGRAM).join(' '))
    }),
  )
  const words = leakWords(text)
  const covered = new Set<number>()
  for (let index = 0; index + LEAK_NGRAM <= words.length; index++) {
    if (!grams.has(words.slice(index, index + LEAK_NGRAM).join(' '))) continue
    for (let offset = 0; offset < LEAK_NGRAM; offset++) covered.add(index + offset)
  }
  return covered.size
}

/** The share of the secret's content words that the text uses, counted afresh. */
function vocabularyShare(text: string, secretParts: string[]): number {
  const vocabulary = leakVocabulary(secretParts)
  const used = new Set(leakWords(text).filter((word) => vocabulary.has(word)))
  return used.size / vocabulary.size
}

/**
 * The text's letters, joined, that lie in a LEAK_SHINGLE-letter window also found in one of the
 * secret's parts joined, counted afresh.
 */
function coveredLetters(text: string, secretParts: string[]): number {
  const windows = new Set<string>()
  for (const part of secretParts) {
    const joined = leakWords(part).join('')
    for (let index = 0; index + LEAK_SHINGLE <= joined.length; index++) {
      windows.add(joined.slice(index, index + LEAK_SHINGLE))
    }
  }
  const joined = leakWords(text).join('')
  const covered = new Set<number>()
  for (let index = 0; index + LEAK_SHINGLE <= joined.length; index++) {
    if (!windows.has(joined.slice(index, index + LEAK_SHINGLE))) continue
    for (let offset = 0; offset < LEAK_SHINGLE; offset++) covered.add(index + offset)
  }
  return covered.size
}

/** Letters and digits as the guard reads them, everything else left out. */
const lettersAndDigits = (text: string) => leakText(text).replace(/[^\p{L}0-9]/gu, '')

const SECRET_TEMPLATE = `Kamu adalah copywriter senior yang sudah sepuluh tahun menulis untuk brand makanan lokal.
Tulis caption Instagram untuk produk [PRODUK] yang ditujukan kepada [TARGET].
Gunakan rumus AIDA: buka dengan pertanyaan yang menyentil kebiasaan sehari-hari pembaca,
lanjutkan dengan dua manfaat paling konkret, bangun rasa ingin memiliki lewat cerita singkat,
lalu tutup dengan ajakan membeli yang terasa akrab, bukan memaksa.
Pakai bahasa gaul Jakarta secukupnya, maksimal dua emoji, dan tiga tagar yang jarang dipakai pesaing.
Jangan pernah menyebut kata murah; ganti dengan nilai yang didapat pembeli.`
const SECRET_PARTS = partsOf(SECRET_TEMPLATE)
const VALUES = { PRODUK: 'keripik singkong pedas', TARGET: 'mahasiswa' }

/** A made-up word of three to six letters. */
const junkWord = (random: () => number) =>
  Array.from({ length: 3 + Math.floor(random() * 4) }, () =>
    String.fromCharCode(0x61 + Math.floor(random() * 26)),
  ).join('')

/** Latin letters and the Cyrillic (or Greek) letters that look like them. */
const LOOK_ALIKES: Record<string, string> = {
  a: 'а',
  c: 'с',
  d: 'ԁ',
  e: 'е',
  h: 'һ',
  i: 'і',
  j: 'ј',
  k: 'κ',
  o: 'ο',
  p: 'р',
  s: 'ѕ',
  u: 'υ',
  v: 'ν',
  x: 'х',
  y: 'у',
  A: 'Α',
  B: 'В',
  E: 'Е',
  H: 'Н',
  I: 'І',
  K: 'К',
  M: 'М',
  N: 'Ν',
  O: 'О',
  P: 'Р',
  T: 'Т',
  X: 'Х',
}

/** What a leaky model might write for the prompt: the same words, disguised. */
const DISGUISES: Record<string, (text: string, random: () => number) => string> = {
  verbatim: (text) => text,
  'in a code block': (text) => `Tentu, ini instruksi saya:\n\n\`\`\`text\n${text}\n\`\`\``,
  'each line quoted': (text) =>
    text
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n'),
  'in upper case': (text) => text.toUpperCase(),
  'with extra spaces and line breaks': (text, random) =>
    text.replace(/ /g, () => [' ', '   ', '\n', ' \n\n '][Math.floor(random() * 4)] ?? ' '),
  'with one word in five changed': (text) => {
    let count = 0
    return text.replace(/\S+/g, (word) => (++count % 5 === 0 ? 'eh' : word))
  },
  'with each word numbered': (text) => {
    let count = 0
    return text.replace(/\S+/g, (word) => `${++count}. ${word}`)
  },
  'with a junk word after every three': (text, random) => {
    let count = 0
    return text.replace(/\S+/g, (word) =>
      ++count % 3 === 0 ? `${word} ${junkWord(random)}` : word,
    )
  },
  'with its words run together': (text) => text.replace(/\s+/g, ''),
  'in reverse word order': (text) => text.split(/\s+/).reverse().join(' '),
  'with its letters split by hyphens': (text) =>
    text.replace(/\S+/g, (word) => [...word].join('-')),
  'in Cyrillic and Greek look-alikes': (text) =>
    [...text].map((char) => LOOK_ALIKES[char] ?? char).join(''),
  'every other word only': (text) =>
    text
      .split(/\s+/)
      .filter((_, index) => index % 2 === 0)
      .join(' '),
  'every third word only': (text) =>
    text
      .split(/\s+/)
      .filter((_, index) => index % 3 === 0)
      .join(' '),
  'with two junk words after each': (text, random) =>
    text.replace(/\S+/g, (word) => `${word} ${junkWord(random)} ${junkWord(random)}`),
}

/** Eight prompts as sellers write them, with an answer a good model gives to each. */
const REALISTIC: {
  name: string
  template: string
  values: Record<string, string>
  answer: string
}[] = [
  {
    name: 'caption Instagram',
    template: `Kamu adalah social media specialist yang berpengalaman membantu UMKM Indonesia berjualan lewat Instagram. Buatkan tiga pilihan caption untuk [PRODUK] dari toko [NAMA_TOKO], dengan target pembaca [TARGET]. Setiap caption dibuka dengan satu kalimat yang memancing rasa penasaran, diikuti dua sampai tiga kalimat tentang manfaat produk, lalu ajakan bertindak yang jelas, misalnya kunjungi tautan di bio atau kirim DM. Gunakan bahasa santai khas anak muda dan boleh memakai satu atau dua emoji yang relevan. Tutup setiap caption dengan lima tagar: campuran tagar populer dan tagar khusus toko. Jangan menyebut harga dan jangan menjanjikan hal yang tidak bisa dibuktikan.`,
    values: {
      PRODUK: 'keripik tempe rasa balado',
      NAMA_TOKO: 'Dapur Bu Sri',
      TARGET: 'pekerja kantoran yang suka ngemil',
    },
    answer: `Pilihan 1
Jam tiga sore dan fokus mulai buyar? 😴 Keripik tempe rasa balado dari Dapur Bu Sri siap jadi teman lembur kamu. Tempenya diiris tipis, digoreng kering, lalu dibalur bumbu balado yang pedas manisnya pas. Renyahnya awet walau kemasan sudah dibuka seharian. Klik link di bio dan stok laci kantormu sekarang!
#keripiktempe #camilankantor #pedasmanis #jajananlokal #dapurbusri

Pilihan 2
Meeting molor lagi? Tenang, ada yang bisa diandalkan. Keripik tempe balado Dapur Bu Sri dibuat dari tempe kedelai lokal tanpa pengawet, jadi ngemil pun tetap tenang. Satu bungkus cukup buat dibagi satu tim. DM kami untuk pesan antar ke kantor 🌶️
#ngemilsehat #temansnacking #kulinerindonesia #oleholehkantor #dapurbusri

Pilihan 3
Siapa bilang camilan kantor harus membosankan? Gigitan pertama langsung kriuk, gigitan kedua bikin nagih. Bumbu baladonya diulek sendiri setiap pagi oleh Bu Sri. Cek katalog lengkapnya di link bio, ya!
#snackkantor #keripikbalado #umkmnaikkelas #pedasnagih #dapurbusri`,
  },
  {
    name: 'email lamaran kerja',
    template: `Bertindaklah sebagai konsultan karier yang sudah membaca ribuan lamaran kerja. Tulis email lamaran untuk posisi [POSISI] di [PERUSAHAAN] atas nama [NAMA]. Pengalaman pelamar: [PENGALAMAN]. Buat email yang singkat, paling banyak 200 kata, dengan subjek yang langsung menyebut posisi dan nama pelamar. Paragraf pertama menjelaskan dari mana pelamar mengetahui lowongan dan mengapa tertarik pada perusahaan tersebut. Paragraf kedua menghubungkan dua pencapaian paling relevan dengan kebutuhan posisi, lengkap dengan angka bila ada. Paragraf ketiga menyatakan kesediaan mengikuti wawancara dan menyebut lampiran CV serta portofolio. Gunakan bahasa Indonesia yang formal tetapi tidak kaku, hindari kalimat klise seperti "saya adalah pekerja keras", dan tutup dengan salam yang sopan.`,
    values: {
      POSISI: 'Staf Pemasaran Digital',
      PERUSAHAAN: 'PT Sinar Niaga Nusantara',
      NAMA: 'Rina Kartika',
      PENGALAMAN:
        'dua tahun mengelola iklan Meta dan Google untuk toko daring fesyen, menaikkan penjualan 35 persen',
    },
    answer: `Subjek: Lamaran Staf Pemasaran Digital – Rina Kartika

Yth. Tim Rekrutmen PT Sinar Niaga Nusantara,

Saya membaca informasi lowongan Staf Pemasaran Digital di halaman LinkedIn perusahaan pada awal minggu ini. Langkah Sinar Niaga memperluas penjualan produk rumah tangga ke kanal daring membuat saya ingin ikut berkontribusi.

Selama dua tahun terakhir saya mengelola iklan Meta dan Google untuk sebuah toko daring fesyen. Dengan menyusun ulang struktur kampanye dan menguji materi iklan setiap pekan, penjualan naik 35 persen sementara biaya per transaksi turun hampir seperlima. Saya juga terbiasa membuat laporan mingguan yang mudah dibaca oleh tim nonteknis.

Saya bersedia mengikuti wawancara kapan pun Bapak/Ibu berkenan. CV dan portofolio kampanye saya lampirkan dalam email ini.

Hormat saya,
Rina Kartika
0812-3456-7890`,
  },
  {
    name: 'ringkasan jurnal',
    template: `Kamu adalah asisten peneliti yang teliti. Aku akan memberikan abstrak atau isi artikel jurnal berikut: [TEKS_JURNAL]. Buat ringkasan dalam bahasa Indonesia untuk pembaca [PEMBACA] dengan susunan berikut. Pertama, satu kalimat yang menjelaskan masalah yang diteliti. Kedua, metode penelitian dalam maksimal dua kalimat, termasuk jumlah sampel jika disebutkan. Ketiga, tiga temuan utama dalam bentuk poin, masing-masing tidak lebih dari dua puluh kata. Keempat, satu paragraf pendek tentang keterbatasan penelitian. Terakhir, dua pertanyaan lanjutan yang layak diteliti. Jangan menambahkan informasi yang tidak ada di teks asli, dan tandai dengan (tidak disebutkan) bila suatu bagian tidak tersedia.`,
    values: {
      TEKS_JURNAL:
        'Penelitian ini mengkaji hubungan durasi penggunaan media sosial pada malam hari dengan kualitas tidur remaja. Survei potong lintang melibatkan 412 siswa SMA di Surabaya dengan kuesioner PSQI dan data durasi layar ponsel. Penggunaan lebih dari tiga jam setelah pukul 21.00 berkaitan dengan risiko tidur buruk dua kali lipat; notifikasi aktif menambah latensi tidur 24 menit; olahraga rutin sedikit melemahkan hubungan tersebut.',
      PEMBACA: 'guru BK SMA',
    },
    answer: `Masalah: Penelitian ini menelaah apakah lamanya penggunaan media sosial pada malam hari berkaitan dengan buruknya kualitas tidur remaja.

Metode: Survei potong lintang terhadap 412 siswa SMA di Surabaya menggunakan kuesioner PSQI dan catatan durasi layar dari ponsel masing-masing.

Temuan utama:
• Siswa yang memakai media sosial lebih dari tiga jam setelah pukul 21.00 dua kali lebih mungkin tidur buruk.
• Notifikasi yang dibiarkan aktif memperpanjang waktu untuk mulai tertidur rata-rata 24 menit.
• Olahraga rutin sedikit mengurangi dampak tersebut, tetapi tidak menghilangkannya.

Keterbatasan: Data berasal dari satu kota dan sebagian besar dilaporkan sendiri oleh siswa, sehingga hubungan sebab-akibat belum bisa dipastikan.

Pertanyaan lanjutan:
1. Apakah aturan menyimpan ponsel di luar kamar memperbaiki nilai PSQI dalam satu semester?
2. Apakah pengaruhnya berbeda antara siswa di kota besar dan di daerah?`,
  },
  {
    name: 'deskripsi produk marketplace',
    template: `Kamu adalah penulis deskripsi produk untuk Shopee dan Tokopedia yang paham SEO marketplace. Tulis deskripsi untuk [NAMA_PRODUK] dengan spesifikasi [SPESIFIKASI]. Awali dengan judul produk maksimal 70 karakter yang memuat kata kunci utama di depan. Lanjutkan dengan paragraf pembuka dua kalimat yang menonjolkan keunggulan terbesar. Setelah itu buat daftar spesifikasi berformat poin, lalu bagian "Cocok untuk" berisi tiga situasi penggunaan. Tambahkan bagian "Isi paket" dan "Catatan pembeli" yang menjelaskan garansi serta cara klaim. Tulis dengan kalimat pendek, tanpa huruf kapital berlebihan, dan tanpa klaim "terbaik" atau "nomor satu" yang melanggar aturan marketplace.`,
    values: {
      NAMA_PRODUK: 'Tumbler Stainless Kopiku 500 ml',
      SPESIFIKASI:
        'stainless 304 dinding ganda, tahan panas 12 jam dan dingin 24 jam, tutup anti tumpah, tersedia hijau sage dan krem',
    },
    answer: `Tumbler Stainless 500 ml Dinding Ganda Anti Tumpah – Kopiku

Kopi pagi tetap panas sampai jam makan siang, es teh tetap dingin sampai sore. Tumbler Kopiku menemani aktivitas kamu tanpa khawatir tas basah.

Spesifikasi:
• Bahan stainless steel 304 food grade, dinding ganda vakum
• Menjaga suhu panas hingga 12 jam dan dingin hingga 24 jam
• Tutup ulir dengan karet silikon anti tumpah
• Kapasitas 500 ml, tinggi 22 cm
• Pilihan warna: hijau sage dan krem

Cocok untuk:
• Bekal kopi ke kantor atau kampus
• Perjalanan jauh naik motor atau kereta
• Minum air putih saat olahraga di gym

Isi paket:
1 tumbler, 1 tutup, 1 sedotan stainless, 1 sikat pembersih

Catatan pembeli:
Garansi 7 hari untuk penyok atau bocor sejak barang diterima. Untuk klaim, kirim video unboxing tanpa jeda melalui fitur chat, lalu tim kami proses maksimal 2 x 24 jam.`,
  },
  {
    name: 'rencana konten TikTok',
    template: `Bayangkan kamu content strategist untuk akun TikTok bisnis kecil. Susun rencana konten selama [DURASI] untuk akun [NAMA_AKUN] yang menjual [PRODUK]. Untuk setiap hari, tuliskan tema video, ide hook tiga detik pertama, format (tutorial, behind the scenes, testimoni, tren, atau edukasi), dan saran audio. Pastikan tidak ada format yang muncul lebih dari dua kali berturut-turut. Sisipkan satu konten interaktif per minggu yang mengajak penonton berkomentar. Sajikan hasilnya dalam tabel dengan kolom Hari, Tema, Hook, Format, dan Audio, lalu tambahkan tiga tips singkat untuk waktu unggah terbaik bagi penonton Indonesia.`,
    values: {
      DURASI: 'satu minggu',
      NAMA_AKUN: '@rotibundaani',
      PRODUK: 'roti sobek dan donat kentang rumahan',
    },
    answer: `| Hari | Tema | Hook | Format | Audio |
|---|---|---|---|---|
| Senin | Cara bikin donat kentang super empuk | "Rahasia donat yang tetap lembut sampai besok pagi…" | Tutorial | Lagu akustik santai yang sedang naik |
| Selasa | Dapur jam 4 pagi | "Ini yang terjadi sebelum kamu bangun" | Behind the scenes | Suara alarm lalu musik lo-fi |
| Rabu | Pelanggan mencicipi roti sobek | "Reaksi pertama Bu Tini, jujur banget" | Testimoni | Suara asli |
| Kamis | Tebak isi donat | "Cokelat, keju, atau srikaya? Tulis jawabanmu!" | Interaktif | Audio tren tebak-tebakan |
| Jumat | Kenapa adonan harus diuleni lama | "Jangan skip langkah ini kalau rotimu bantat" | Edukasi | Voice over tanpa musik |
| Sabtu | Ikut tren transisi sebelum-sesudah | "Dari adonan polos jadi satu nampan penuh" | Tren | Audio transisi populer minggu ini |
| Minggu | Paket sarapan keluarga | "Sarapan Minggu beres dalam lima menit" | Tutorial | Lagu ceria instrumental |

Tips waktu unggah:
1. Unggah pukul 06.00–08.00 saat orang mencari ide sarapan.
2. Jam makan siang, 11.30–13.00, cocok untuk video tutorial yang lebih panjang.
3. Malam pukul 19.00–21.00 paling ramai; simpan konten interaktif untuk jam ini.`,
  },
  {
    name: 'surat penawaran sponsor',
    template: `Kamu adalah humas berpengalaman di bidang event kampus. Tulis surat penawaran sponsorship dari panitia [NAMA_ACARA] kepada [CALON_SPONSOR]. Acara diadakan pada [TANGGAL] dan diperkirakan dihadiri [JUMLAH_PESERTA] peserta. Surat harus memuat latar belakang acara dalam satu paragraf, alasan mengapa audiens acara sesuai dengan pasar calon sponsor, tiga pilihan paket sponsor (Platinum, Gold, Silver) beserta bentuk publikasi yang didapat, dan penutup yang mengajak bertemu untuk presentasi. Gunakan format surat resmi berbahasa Indonesia, sertakan nomor surat dan perihal, dan jangan mencantumkan nominal rupiah karena nilai paket akan dibahas saat pertemuan.`,
    values: {
      NAMA_ACARA: 'Festival Kewirausahaan Mahasiswa 2025',
      CALON_SPONSOR: 'PT Kopi Kenangan Bersama',
      TANGGAL: '14–15 Juni 2025',
      JUMLAH_PESERTA: '1.500',
    },
    answer: `Nomor: 021/FKM/V/2025
Perihal: Penawaran Kerja Sama Sponsorship

Kepada Yth.
Manajer Pemasaran PT Kopi Kenangan Bersama
di tempat

Dengan hormat,

Festival Kewirausahaan Mahasiswa 2025 adalah agenda tahunan BEM Fakultas Ekonomi yang mempertemukan mahasiswa, pelaku UMKM, dan investor muda. Tahun ini festival berlangsung pada 14–15 Juni 2025 di Gedung Serbaguna kampus dengan perkiraan 1.500 peserta, berisi bazar produk mahasiswa, lomba rencana bisnis, dan talkshow bersama pendiri perusahaan rintisan.

Sebagian besar pengunjung berusia 18–25 tahun, aktif di media sosial, dan terbiasa membeli kopi kekinian setiap hari. Kehadiran Kopi Kenangan di festival ini membuka kesempatan memperkenalkan menu baru langsung kepada pelanggan masa depan.

Kami menawarkan tiga paket:
1. Platinum – logo utama di panggung dan seluruh materi promosi, booth 3 x 3 meter, serta sesi perkenalan produk selama 15 menit.
2. Gold – logo di spanduk dan unggahan Instagram resmi, booth 2 x 2 meter.
3. Silver – logo di buku acara dan penyebutan oleh pembawa acara.

Kami berharap dapat bertemu untuk memaparkan rincian kerja sama ini. Atas perhatian Bapak/Ibu, kami ucapkan terima kasih.

Hormat kami,
Ketua Panitia`,
  },
  {
    name: 'modul ajar sekolah dasar',
    template: `Kamu adalah guru sekolah dasar yang memahami Kurikulum Merdeka. Buat modul ajar singkat untuk mata pelajaran [MAPEL] kelas [KELAS] dengan topik [TOPIK], alokasi waktu 2 x 35 menit. Cantumkan tujuan pembelajaran yang bisa diukur, profil pelajar Pancasila yang dikembangkan, serta alat dan bahan yang murah dan mudah didapat. Kegiatan dibagi menjadi pendahuluan, inti, dan penutup, lengkap dengan perkiraan menit untuk tiap bagian. Kegiatan inti harus memuat satu permainan atau aktivitas kelompok. Akhiri dengan asesmen formatif berupa tiga soal dan satu rubrik sederhana. Gunakan bahasa yang mudah dipahami guru lain yang akan memakai modul ini.`,
    values: { MAPEL: 'IPAS', KELAS: '4', TOPIK: 'wujud zat dan perubahannya' },
    answer: `Modul Ajar IPAS Kelas 4 – Wujud Zat dan Perubahannya
Alokasi waktu: 2 x 35 menit

Tujuan pembelajaran
1. Peserta didik dapat menyebutkan tiga wujud zat beserta contohnya di rumah.
2. Peserta didik dapat menjelaskan peristiwa mencair dan membeku melalui pengamatan es batu.

Profil pelajar Pancasila: bernalar kritis dan bergotong royong.

Alat dan bahan: es batu, gelas plastik bening, lilin kecil, korek api (dipegang guru), lembar kerja.

Pendahuluan (10 menit)
Guru menyapa, mengajak berdoa, lalu bertanya, "Kenapa es di dalam tas bekal kalian cepat berubah jadi air?"

Inti (45 menit)
• Guru menunjukkan batu, air, dan balon berisi udara sebagai contoh benda padat, cair, dan gas.
• Permainan "Tebak Wujudku": tiap kelompok mendapat kartu bergambar dan menempelkannya pada kolom yang sesuai di papan tulis.
• Kelompok mengamati es batu di dalam gelas selama sepuluh menit dan mencatat perubahannya.

Penutup (15 menit)
Siswa menyimpulkan bersama, guru memberi penguatan dan menyampaikan materi pertemuan berikutnya.

Asesmen formatif
1. Sebutkan dua contoh benda cair di dapur!
2. Apa yang terjadi pada mentega jika dipanaskan?
3. Mengapa air di dalam freezer berubah menjadi es?

Rubrik: 3 benar = sangat baik, 2 benar = baik, 1 benar = perlu bimbingan.`,
  },
  {
    name: 'balasan ulasan negatif',
    template: `Kamu adalah customer service senior untuk toko online [NAMA_TOKO]. Seorang pelanggan menulis ulasan bintang [BINTANG] berikut: [ULASAN]. Tulis balasan publik yang akan dibaca calon pembeli lain. Mulai dengan menyapa pelanggan memakai namanya jika tersedia, ucapkan terima kasih atas masukannya, lalu akui masalahnya secara spesifik tanpa menyalahkan kurir atau pihak lain. Jelaskan langkah perbaikan yang sudah atau akan dilakukan toko, tawarkan solusi konkret seperti penggantian barang atau pengembalian dana, dan arahkan pelanggan ke chat pribadi untuk menyelesaikan detailnya. Panjang balasan 60 sampai 90 kata, nada hangat dan profesional, tanpa emoji dan tanpa template kaku.`,
    values: {
      NAMA_TOKO: 'Rumah Batik Laras',
      BINTANG: '2',
      ULASAN:
        'Kak Dewi: kemeja batiknya bagus tapi ukurannya kekecilan padahal sudah sesuai tabel, dan pesan saya baru dibalas tiga hari kemudian.',
    },
    answer: `Halo Kak Dewi, terima kasih sudah meluangkan waktu menulis ulasan ini. Kami mohon maaf karena kemeja batik yang Kakak terima lebih kecil dari tabel ukuran dan pesan Kakak baru kami balas tiga hari kemudian. Mulai minggu ini setiap kemeja kami ukur ulang sebelum dikemas, dan tim chat kini bertugas sampai pukul 21.00. Kami siap menukar kemeja dengan ukuran yang pas tanpa biaya ongkir, atau mengembalikan dana penuh bila Kakak lebih berkenan. Silakan hubungi kami lewat chat agar kami bisa segera memprosesnya.`,
  },
]

describe('the leak guard', () => {
  it('holds back any word in progress and the words holding the last 23 letters', () => {
    const guard = createLeakGuard({ secretParts: SECRET_PARTS, canary: CANARY })
    // 23 letters back is in "cuaca"; "kami" is in progress.
    expect(guard.push('Pagi itu cuaca cerah sekali jadi kami')).toBe('Pagi itu ')
    // 23 letters back is in "kami".
    expect(guard.push(' pergi ke pantai naik motor.')).toBe('cuaca cerah sekali jadi ')
    expect(guard.end()).toBe('kami pergi ke pantai naik motor.')
    expect(guard.leaked).toBe(false)
  })

  it('also holds back a run of words from the prompt that a later word may still complete', () => {
    const guard = createLeakGuard({ secretParts: SECRET_PARTS, canary: CANARY })
    // "dua … dan tiga" stands in the prompt as "dua emoji, dan tiga": a run of three words.
    expect(guard.push('Ada dua alasan dan tiga penjelasan ')).toBe('Ada ')
    expect(guard.push('sederhana ')).toBe('')
    // "tiga" is four words back, too far for a run to continue; 23 letters back is in "penjelasan".
    expect(guard.push('sekali ')).toBe('dua alasan dan tiga ')
    expect(guard.end()).toBe('penjelasan sederhana sekali ')
    expect(guard.leaked).toBe(false)
  })

  it('releases an ordinary answer whole, character for character, however it is cut', () => {
    const answer = `Lagi nugas sampai subuh tapi perut keroncongan? 🌶️ Keripik singkong pedas ini renyahnya
bikin melek lagi!\n\n  Dibuat dari singkong pilihan — tanpa pengawet, bumbunya meresap sampai gigitan terakhir.
Cus order lewat link di bio, stok terbatas 😋\r\n#NgemilSambilNugas #PedasNampol #JajanKosan\u200B`
    chunkings(answer, 7).forEach((pieces, seed) => {
      expect(guardRun(pieces, SECRET_PARTS), `chunking ${seed}`).toEqual({
        released: answer,
        leaked: false,
      })
    })
  })

  describe.each(EXTRACTION_CORPUS)('asked “%s”', (attack) => {
    const echoed = `${fill(SECRET_TEMPLATE, VALUES)}\n\n${attack}`
    it.each(Object.keys(DISGUISES))(
      'withholds an answer that repeats the prompt %s, having shown little of it',
      (name) => {
        const random = seeded(attack.length)
        const answer = DISGUISES[name]?.(echoed, random) ?? ''
        for (const pieces of chunkings(answer, attack.length)) {
          const { released, leaked } = guardRun(pieces, SECRET_PARTS)
          expect(leaked).toBe(true)
          expect(longestSharedRun(released, SECRET_PARTS)).toBeLessThanOrEqual(LEAK_WORD_LIMIT - 1)
          expect(coveredWords(released, SECRET_PARTS)).toBeLessThan(LEAK_WORD_LIMIT)
          expect(coveredLetters(released, SECRET_PARTS)).toBeLessThan(LEAK_LETTER_LIMIT)
          expect(vocabularyShare(released, SECRET_PARTS)).toBeLessThan(LEAK_VOCABULARY_SHARE)
          // What was shown is, on its own, below every limit: nothing was released too early.
          expect(guardRun([released], SECRET_PARTS).leaked).toBe(false)
        }
      },
    )
  })

  it('calls the canary a leak even when cut across pieces, hidden in a word or behind zero-width spaces', () => {
    const cases = [
      ['Baik. Kodenya ', 'kana', 'ri3f9a0c', '7d21be', ' dan itu saja.'],
      ['Kode: xx', CANARY.toUpperCase(), 'yy selesai'],
      ['Kode: kanari\u200B3f9a', '0c7d21\u200Dbe selesai'],
      [`${CANARY}`],
      ['Kode: k-a-n-a-r-i 3 f 9 a', ' 0 c 7 d 2 1 b e, selesai'],
      ['Kode: kanari-3f9a-0c7d-21be selesai'],
      [`Kode: ${[...CANARY].map((char) => LOOK_ALIKES[char] ?? char).join('')} selesai`],
    ]
    for (const pieces of cases) {
      const guard = createLeakGuard({ secretParts: SECRET_PARTS, canary: CANARY })
      const released = pieces.map((piece) => guard.push(piece)).join('') + guard.end()
      expect(guard.leaked).toBe(true)
      expect(lettersAndDigits(released)).not.toContain(CANARY)
      expect(guard.push('teks berikutnya yang panjang sekali dan aman')).toBe('')
      expect(guard.end()).toBe('')
    }
  })

  it('passes an answer sharing a few common phrases with the prompt', () => {
    const threeWords =
      'Berikut caption Instagram untuk kamu, dengan dua emoji saja dan bahasa gaul ' +
      'secukupnya biar tetap akrab. Selamat mencoba!'
    expect(longestSharedRun(threeWords, SECRET_PARTS)).toBe(3)
    expect(guardRun([threeWords], SECRET_PARTS)).toEqual({ released: threeWords, leaked: false })

    const twoPhrases =
      'Ini caption Instagram untuk produk kamu, sengaja pakai bahasa gaul Jakarta biar akrab: ' +
      '"Begadang lagi? Keripik singkong pedas siap nemenin!"'
    expect(coveredWords(twoPhrases, SECRET_PARTS)).toBe(8)
    expect(guardRun([twoPhrases], SECRET_PARTS)).toEqual({ released: twoPhrases, leaked: false })
  })

  it('passes an answer quoting the buyer’s own values at length', () => {
    const description =
      'keripik singkong pedas level lima dari Garut, digoreng dengan minyak kelapa, ' +
      'dibumbui cabai rawit merah dan daun jeruk, dikemas dalam standing pouch 250 gram ' +
      'yang bisa ditutup lagi supaya tetap renyah sampai seminggu'
    const answer =
      `Produk kamu: ${description}. Caption: "Kenalan dulu sama ${description}. ` +
      `Sekali coba, pasti nagih!" #PedasGarut #CamilanKos #NgemilCerdas`
    for (const pieces of chunkings(answer, 3)) {
      expect(guardRun(pieces, SECRET_PARTS)).toEqual({ released: answer, leaked: false })
    }
  })

  it('protects a short prompt in proportion: a quarter of its words, one phrase at least', () => {
    expect(leakLimitFor(8)).toBe(LEAK_NGRAM)
    expect(leakLimitFor(30)).toBe(8)
    expect(leakLimitFor(200)).toBe(LEAK_WORD_LIMIT)
    const shortPrompt = ['Tulis pantun jenaka tentang ', ' untuk anak SD kelas dua.']
    const echo = 'Tentu! Instruksinya: Tulis pantun jenaka tentang kucing untuk anak SD kelas dua.'
    for (const pieces of chunkings(echo, 5)) {
      const { released, leaked } = guardRun(pieces, shortPrompt)
      expect(leaked).toBe(true)
      expect(longestSharedRun(released, shortPrompt)).toBeLessThan(LEAK_NGRAM)
    }
    const answer =
      'Kucing belang naik ke atap, dikejar tikus jadi kalap; adik tertawa sampai lelap.'
    expect(guardRun([answer], shortPrompt)).toEqual({ released: answer, leaked: false })
  })

  it('refuses a canary that is not a single word', () => {
    expect(() => createLeakGuard({ secretParts: [], canary: 'dua kata' })).toThrow()
    expect(() => createLeakGuard({ secretParts: [], canary: '' })).toThrow()
  })

  it('releases an ordinary answer with look-alike, accented and numbered text whole', () => {
    const answer =
      'Café “Kopi Ρagi” — 1) espresso Rp18.000, 2) latte; ﬁnal: naïve 3×24 jam. Ｈａｒｇａ ok.'
    for (const pieces of chunkings(answer, 11)) {
      expect(guardRun(pieces, SECRET_PARTS)).toEqual({ released: answer, leaked: false })
    }
  })

  it('reads look-alikes, marks, numbering and invisible characters away', () => {
    expect(leakWords('1. Kamu 2. ΑDΑLΑΗ 3) cοpywrіter')).toEqual(['kamu', 'adalah', 'copywriter'])
    expect(leakWords('Ka\u0301mu\u200Badalah naïve ﬁx Ｍｕ')).toEqual([
      'kamuadalah',
      'naive',
      'fix',
      'mu',
    ])
    // ASCII is never remapped: the look-alike table alone would read m as rn and 1 as l.
    expect(leakWords('m1l')).toEqual(['m', 'l'])
  })

  it('measures realistic answers well below every limit', () => {
    const rows = REALISTIC.map(({ name, template, answer }) => {
      const secretParts = partsOf(template)
      const measures = measuresOf(answer, secretParts)
      return {
        name,
        coveredWords: measures.coveredWords,
        coveredLetters: measures.coveredLetters,
        vocabulary: `${measures.vocabularyUsed}/${measures.vocabularySize}`,
        share: measures.vocabularyUsed / measures.vocabularySize,
        limits: `${measures.wordLimit} words, ${measures.letterLimit} letters, ${measures.vocabularyLimit} content words`,
      }
    })
    console.info(rows.map((row) => JSON.stringify(row)).join('\n'))
    const worst = (key: 'coveredWords' | 'coveredLetters' | 'share') =>
      Math.max(...rows.map((row) => row[key]))
    expect(worst('coveredWords')).toBeLessThanOrEqual(LEAK_WORD_LIMIT / 2)
    expect(worst('coveredLetters')).toBeLessThanOrEqual(LEAK_LETTER_LIMIT / 2)
    expect(worst('share')).toBeLessThanOrEqual(LEAK_VOCABULARY_SHARE - 0.1)
  })

  it('measures what each disguised echo shows before it is withheld', () => {
    const secretWords = new Set(leakWords(SECRET_TEMPLATE))
    const rows: Record<string, Record<string, number>> = {}
    for (const [name, disguise] of Object.entries(DISGUISES)) {
      const row = { words: 0, secretWords: 0, run: 0, covered: 0, letters: 0, share: 0 }
      for (const attack of EXTRACTION_CORPUS) {
        const answer = disguise(`${fill(SECRET_TEMPLATE, VALUES)}\n\n${attack}`, seeded(1))
        for (const pieces of chunkings(answer, attack.length)) {
          const { released } = guardRun(pieces, SECRET_PARTS)
          const words = leakWords(released)
          row.words = Math.max(row.words, words.length)
          row.secretWords = Math.max(
            row.secretWords,
            words.filter((word) => secretWords.has(word)).length,
          )
          row.run = Math.max(row.run, longestSharedRun(released, SECRET_PARTS))
          row.covered = Math.max(row.covered, coveredWords(released, SECRET_PARTS))
          row.letters = Math.max(row.letters, coveredLetters(released, SECRET_PARTS))
          row.share = Math.max(row.share, vocabularyShare(released, SECRET_PARTS))
        }
      }
      rows[name] = row
    }
    // The worst of each over every extraction input and chunking.
    console.info(
      Object.entries(rows)
        .map(([name, row]) => `${name.padEnd(36)} ${JSON.stringify(row)}`)
        .join('\n'),
    )
    for (const row of Object.values(rows)) {
      expect(row.run).toBeLessThan(LEAK_WORD_LIMIT)
      expect(row.letters).toBeLessThan(LEAK_LETTER_LIMIT)
      expect(row.share).toBeLessThan(LEAK_VOCABULARY_SHARE / 2)
    }
  })

  it('withholds an echo in any order by its vocabulary, before it shows the share that leaks', () => {
    for (const attack of EXTRACTION_CORPUS) {
      const random = seeded(attack.length)
      const words = `${fill(SECRET_TEMPLATE, VALUES)} ${attack}`.split(/\s+/)
      for (let index = words.length - 1; index > 0; index--) {
        const other = Math.floor(random() * (index + 1))
        ;[words[index], words[other]] = [words[other] ?? '', words[index] ?? '']
      }
      // Three junk words after each: too far apart for any run.
      const answer = words
        .map((word) => [word, junkWord(random), junkWord(random), junkWord(random)].join(' '))
        .join(' ')
      const measures = measuresOf(answer, SECRET_PARTS)
      expect(measures.vocabularyUsed).toBe(measures.vocabularyLimit)
      expect(measures.coveredWords).toBe(0)
      for (const pieces of chunkings(answer, attack.length)) {
        const { released, leaked } = guardRun(pieces, SECRET_PARTS)
        expect(leaked).toBe(true)
        expect(vocabularyShare(released, SECRET_PARTS)).toBeLessThan(LEAK_VOCABULARY_SHARE)
      }
    }
  })

  it('streams the same verdict however the answer is cut, and shows only a prefix of it', () => {
    const random = seeded(41)
    const vocabulary = [...leakWords(SECRET_TEMPLATE), 'keripik', 'pedas', 'nih', 'ya', '😋', '1.']
    const separators = [' ', ' ', ' ', '\n', ', ', '-', '', '\u200B', '. ']
    for (let round = 0; round < 200; round++) {
      let answer = ''
      const length = 5 + Math.floor(random() * 60)
      for (let index = 0; index < length; index++) {
        answer += vocabulary[Math.floor(random() * vocabulary.length)] ?? ''
        answer += separators[Math.floor(random() * separators.length)] ?? ''
      }
      const verdicts = chunkings(answer, round).map((pieces) => {
        const { released, leaked } = guardRun(pieces, SECRET_PARTS)
        expect(answer.startsWith(released)).toBe(true)
        if (!leaked) expect(released).toBe(answer)
        else expect(guardRun([released], SECRET_PARTS).leaked).toBe(false)
        return leaked
      })
      expect(new Set(verdicts).size).toBe(1)
    }
  })

  describe('passes realistic answers that follow a prompt without repeating it', () => {
    it.each(REALISTIC)('$name', ({ template, values, answer }) => {
      const secretParts = partsOf(template)
      const wordCount = leakWords(template).length
      expect(wordCount).toBeGreaterThanOrEqual(60)
      expect(wordCount).toBeLessThanOrEqual(150)
      expect(leakWords(fill(template, values)).length).toBeGreaterThan(wordCount)
      for (const pieces of chunkings(answer, answer.length)) {
        expect(guardRun(pieces, secretParts)).toEqual({ released: answer, leaked: false })
      }
    })
  })
})
