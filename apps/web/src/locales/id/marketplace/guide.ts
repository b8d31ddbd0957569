import { COMPLAINT_ANSWER_HOURS } from '@pasarprompt/contracts/constants'
/** The buyer's and seller's guide shown at /marketplace/panduan. */
export interface GuideSection {
  id: string
  title: string
  steps: { title: string; body: string }[]
}

export const guideIntro =
  'Semua yang perlu Anda ketahui untuk membeli prompt, memakainya, membuka toko, dan menerima pembayaran di PasarPrompt.'

export const guideSections: GuideSection[] = [
  {
    id: 'membeli',
    title: 'Membeli prompt',
    steps: [
      {
        title: 'Cari prompt yang cocok',
        body: 'Gunakan kotak pencarian “Cari prompt...”, menu Kategori, atau filter Model AI di daftar prompt. Setiap halaman prompt menampilkan contoh hasil, model dan versi yang dipakai saat pengujian, serta jumlah variabel yang bisa Anda isi sendiri.',
      },
      {
        title: 'Periksa sebelum membeli',
        body: 'Teks prompt lengkap dirahasiakan sampai pembayaran berhasil. Nilai prompt dari contoh hasilnya, deskripsi penjual, dan profil tokonya. Simpan prompt yang menarik ke Wishlist (tombol di bilah atas) agar mudah ditemukan lagi.',
      },
      {
        title: 'Coba dulu sebelum membeli',
        body: 'Prompt teks yang menampilkan tombol “Coba dulu” bisa dijalankan dengan isian Anda sendiri: isi variabelnya, tekan “Jalankan”, dan jawaban model muncul saat itu juga, tanpa memperlihatkan teks prompt. Toko menentukan berapa kali gratis per hari; jawaban yang mengulang isi prompt ditahan dan tidak dihitung.',
      },
      {
        title: 'Checkout tanpa harus punya akun',
        body: 'Tekan “Beli sekarang” di halaman prompt, lalu isi nama, email, dan nomor telepon. Jika Anda sudah masuk, data terisi otomatis. Pembeli tamu menerima email tanda terima berisi tautan ke prompt yang dibeli.',
      },
    ],
  },
  {
    id: 'membayar',
    title: 'Membayar',
    steps: [
      {
        title: 'Pilih metode pembayaran',
        body: 'QRIS, GoPay, OVO, DANA, ShopeePay, atau virtual account BCA, BNI, BRI, dan Mandiri. Pembayaran diproses oleh penyedia pembayaran berizin; PasarPrompt tidak menyimpan data kartu atau kredensial Anda.',
      },
      {
        title: 'Selesaikan dalam batas waktu',
        body: 'Tagihan berlaku 23 jam sejak pesanan dibuat; halaman pembayaran menyebut batas waktunya dalam WIB. Jika tidak dibayar, pesanan kedaluwarsa dan Anda dapat membuat pesanan baru kapan saja.',
      },
      {
        title: 'Akses langsung terbuka',
        body: 'Begitu pembayaran dikonfirmasi, halaman pembayaran berubah otomatis dan prompt lengkap bisa dibuka kapan saja dari tab Pesanan di halaman Akun.',
      },
    ],
  },
  {
    id: 'memakai',
    title: 'Memakai prompt',
    steps: [
      {
        title: 'Salin teks prompt',
        body: 'Buka prompt yang sudah dibeli dari tab Pesanan lalu tekan “Salin”. Baca petunjuk penggunaan dari penjual: di sana dijelaskan model yang disarankan dan cara terbaik memakainya.',
      },
      {
        title: 'Isi variabel',
        body: 'Bagian dalam kurung siku, misalnya [NAMA PRODUK] atau [GAYA BAHASA], adalah variabel. Ganti dengan isi Anda sendiri sebelum menempelkan prompt ke ChatGPT, Claude, Gemini, Midjourney, atau model lain.',
      },
      {
        title: 'Selalu versi terbaru',
        body: 'Jika penjual memperbarui prompt dan pembaruannya disetujui, Anda diberi tahu dan pesanan di tab Pesanan ditandai “Versi baru” beserta catatan perubahannya. Teks yang tampil adalah versi terbaru; versi yang Anda beli tetap bisa dibaca dari pilihan Versi.',
      },
      {
        title: 'Prompt tidak berfungsi?',
        body: `Selama dana pesanan masih ditahan (standarnya 3 hari setelah pembayaran), tekan “Ajukan komplain” di bawah pesanan pada tab Pesanan, atau di halaman pesanan dari tautan bukti pembayaran. Dana tetap ditahan sampai komplain selesai. Toko menjawab di percakapan komplain dan dapat mengembalikan dana; setelah ${COMPLAINT_ANSWER_HOURS} jam tanpa kesepakatan, Anda atau toko dapat menekan “Teruskan ke admin”, dan PasarPrompt memutuskan.`,
      },
      {
        title: 'Invoice setiap pesanan',
        body: 'Setiap pesanan yang dibayar punya invoice PDF: tekan “Unduh invoice (PDF)” di bawah pesanan pada tab Pesanan, di halaman pesanan dari tautan bukti pembayaran, atau dari email bukti pembayaran.',
      },
    ],
  },
  {
    id: 'membuka-toko',
    title: 'Membuka toko',
    steps: [
      {
        title: 'Daftar dan verifikasi email',
        body: 'Tekan Daftar di bilah atas, lalu klik tautan verifikasi di email Anda. Verifikasi diperlukan untuk membuka toko, mengundang anggota tim, dan mencairkan dana.',
      },
      {
        title: 'Pilih nama dan alamat toko',
        body: 'Tekan tombol APP di bilah atas untuk membuat toko. Alamat toko menjadi alamat halaman toko Anda, misalnya pasarprompt.id/prompt-nusantara: 3–40 huruf kecil, angka, atau tanda hubung.',
      },
      {
        title: 'Ajak tim Anda',
        body: 'Pemilik dan admin toko mengundang anggota lewat email dari bagian Tim toko di menu Setting. Anggota mengelola prompt dan pesanan; admin juga mengelola keuangan dan pengaturan; hanya pemilik yang dapat menghapus toko.',
      },
      {
        title: 'Tayangkan prompt berkualitas',
        body: 'Tulis prompt di menu Product, lengkapi dengan deskripsi, contoh hasil, dan petunjuk penggunaan, lalu tekan “Ajukan peninjauan”. Setiap prompt ditinjau tim PasarPrompt sebelum tayang; bila ditolak, alasannya ditampilkan agar mudah diperbaiki.',
      },
      {
        title: 'Biarkan pembeli mencoba',
        body: 'Untuk prompt berbayar ChatGPT, Claude, atau Gemini, buka prompt di menu Product, aktifkan “Izinkan calon pembeli mencoba prompt ini” di bagian Coba dulu, tentukan “Coba gratis per hari (per pembeli)”, lalu tekan “Simpan”. Pembeli melihat jawaban model, tidak pernah teks prompt Anda; hanya nama variabel yang ditulis kapital, misalnya [NAMA PRODUK], yang terlihat. Jumlah percobaan dan pembeli yang datang darinya ada di menu Statistics.',
      },
      {
        title: 'Prompt Anda terlindungi',
        body: 'Teks prompt yang dibaca dan disalin setiap pembeli membawa tanda tak terlihat yang menunjuk pesanannya, sehingga tim PasarPrompt dapat melacak salinan yang beredar di tempat lain; kirimkan temuan Anda lewat halaman Kontak. Prompt baru yang sangat mirip prompt toko lain ditandai saat peninjauan dan dapat ditolak dengan alasan “Salinan”.',
      },
    ],
  },
  {
    id: 'dibayar',
    title: 'Menerima pembayaran',
    steps: [
      {
        title: 'Pendapatan bersih tercatat otomatis',
        body: 'Dari setiap penjualan, harga yang dibayar pembeli (penjualan kotor) dikurangi komisi platform dan, bila ada, komisi afiliasi dan PPh 22: sisanya pendapatan bersih Anda. Rinciannya ada di menu Transaction.',
      },
      {
        title: 'Masa tunggu',
        body: 'Pendapatan bersih ditahan beberapa hari (standarnya 3 hari) untuk melindungi pembeli dari transaksi bermasalah, lalu menjadi saldo tersedia. Dashboard menunjukkan tanggal dana berikutnya tersedia.',
      },
      {
        title: 'Pajak PPh 22',
        body: 'Sesuai PMK 37/2025, PasarPrompt memotong PPh 22 sebesar 0,5% dari harga setiap penjualan, kecuali toko Anda mengunggah surat pernyataan bahwa omzet setahunnya paling banyak Rp 500 juta. Isi NIK atau NPWP dan unggah surat itu di menu Setting, bagian Pajak. Potongan tampil sebagai “PPh 22” di menu Transaction, dan bukti potong bulanannya ada di daftar “Bukti potong PPh 22” pada bagian Pajak: tekan “PDF” pada bulannya untuk mengunduh.',
      },
      {
        title: 'Menjawab komplain',
        body: `Pesanan yang dikomplain pembeli tetap ditahan sampai komplainnya selesai. Temukan di menu Order dengan tombol “Komplain aktif”, jawab pembeli di halaman pesanan, dan bila perlu tekan “Kembalikan dana” (pemilik atau admin toko). Setelah ${COMPLAINT_ANSWER_HOURS} jam tanpa kesepakatan, Anda atau pembeli dapat menekan “Teruskan ke admin”. Untuk prompt dengan Garansi, komplain “tidak berfungsi” yang tidak Anda jawab dalam ${COMPLAINT_ANSWER_HOURS} jam, dananya dikembalikan otomatis.`,
      },
      {
        title: 'Cairkan ke rekening bank',
        body: 'Isi rekening pencairan di menu Payout, lalu tekan “Ajukan pencairan” setelah saldo tersedia mencapai minimum pencairan. Setiap perubahan rekening diberitahukan ke email pemilik toko demi keamanan.',
      },
    ],
  },
]
