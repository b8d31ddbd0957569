// src/locales/id/marketplace.ts
/** The storefront's texts: home, prompt list and page, shops, wishlist, guide, static pages. */
var marketplace = {
	home: {
		title: "PasarPrompt — Marketplace Prompt AI Indonesia",
		heroEyebrow: "Marketplace prompt AI Indonesia",
		heroTitle: "Prompt AI siap pakai, buatan kreator Indonesia",
		heroLead: "Temukan prompt yang sudah teruji untuk ChatGPT, Claude, Gemini, Midjourney, dan model AI lainnya. Bayar dengan cara yang biasa Anda pakai, lalu langsung gunakan.",
		heroSearchPlaceholder: "Cari prompt: caption Instagram, foto produk, batik…",
		heroSearch: "Cari",
		featured: "Prompt Unggulan",
		bestSelling: "Terlaris",
		newest: "Terbaru",
		categories: "Jelajahi kategori",
		shops: "Toko kreator",
		seeAll: "Lihat semua",
		sellCta: "Cara membuka toko",
		howTitle: "Cara kerjanya",
		steps: [
			{
				title: "Temukan prompt",
				body: "Cari berdasarkan kategori, model AI, dan contoh hasil yang ditampilkan penjual."
			},
			{
				title: "Bayar dengan mudah",
				body: "QRIS, GoPay, OVO, DANA, ShopeePay, atau virtual account BCA, BNI, BRI, dan Mandiri."
			},
			{
				title: "Langsung pakai",
				body: "Teks prompt lengkap dan petunjuk penggunaannya terbuka begitu pembayaran berhasil."
			}
		],
		sellTitle: "Punya prompt andalan?",
		sellBody: "Buka toko di PasarPrompt, tampilkan contoh hasil prompt Anda, dan terima pembayaran dalam rupiah. Setiap prompt ditinjau sebelum tayang, sehingga pembeli percaya pada kualitasnya."
	},
	staticPage: { lastUpdated: (date) => `Terakhir diperbarui ${date}` },
	promptList: {
		all: "Semua prompt",
		allLead: "Prompt AI siap pakai dari kreator Indonesia, sudah ditinjau sebelum tayang.",
		featured: "Prompt Unggulan",
		featuredLead: "Pilihan tim PasarPrompt: prompt dengan contoh hasil terbaik di tiap kategori.",
		searchResults: (q) => `Hasil pencarian “${q}”`,
		searchLabel: "Cari prompt",
		searchPlaceholder: "Cari prompt: caption Instagram, foto produk, batik…",
		searchSubmit: "Cari",
		toolbarLabel: "Saring dan urutkan prompt",
		filterToggle: "Filter",
		filterToggleActive: (count) => `Filter (${count})`,
		category: "Kategori",
		allCategories: "Semua kategori",
		categoryOption: (title, count) => `${title} (${count})`,
		model: "Model AI",
		allModels: "Semua model",
		price: "Harga",
		prices: {
			all: "Semua harga",
			free: "Gratis",
			under: (max) => `Di bawah ${max}`,
			between: (min, max) => `${min} – ${max}`,
			above: (min) => `Di atas ${min}`,
			from: (min) => `Mulai ${min}`,
			upTo: (max) => `Sampai ${max}`
		},
		sort: "Urutkan",
		featuredOnly: "Unggulan saja",
		clearFilters: "Hapus filter",
		results: "Daftar prompt",
		empty: "Tidak ada prompt yang cocok.",
		emptyClearFilters: "Coba hapus sebagian filter untuk melihat lebih banyak prompt.",
		emptyOtherWords: "Coba kata kunci lain yang lebih umum, atau periksa ejaannya.",
		noResultsFor: (q) => `Tidak ada hasil untuk “${q}”`,
		tryCategories: "Coba kategori",
		popularTags: "Tag populer",
		similarPrompts: "Prompt yang mirip",
		emptyCatalog: "Belum ada prompt yang tayang. Kembali lagi nanti, ya.",
		more: "Muat lebih banyak",
		end: "Semua prompt sudah ditampilkan.",
		moreFailed: "Gagal memuat prompt berikutnya."
	},
	promptPage: {
		breadcrumb: "Navigasi halaman",
		marketplace: "Marketplace",
		featured: "Unggulan",
		sold: (count) => `${count} terjual`,
		rating: (average, count) => `${average} (${count} ulasan)`,
		published: (date) => `Terbit ${date}`,
		examples: "Contoh hasil",
		description: "Deskripsi",
		tags: "Tag",
		searchTag: (tag) => `Cari prompt dengan tag ${tag}`,
		purchase: "Pembelian",
		price: "Harga",
		free: "Gratis",
		testedWith: "Diuji dengan",
		variables: "Variabel",
		variableCount: (count) => `${count} variabel`,
		variablesHint: "bagian dalam [KURUNG SIKU] yang Anda isi sendiri",
		category: "Kategori",
		unlockNote: "Teks prompt lengkap terbuka setelah pembayaran berhasil.",
		unlockDetail: "Petunjuk penggunaan dari penjual ikut terbuka bersama teks prompt.",
		share: "Bagikan prompt",
		copyLink: "Salin tautan",
		linkCopied: "Tautan disalin.",
		copyFailed: "Tautan tidak dapat disalin.",
		copyFailedBody: "Salin alamat halaman ini dari bilah alamat browser Anda.",
		whatsapp: "Bagikan ke WhatsApp",
		seller: "Penjual",
		visitShop: "Lihat toko",
		moreFromShop: "Prompt lain dari toko ini"
	},
	reviews: {
		title: "Ulasan",
		none: "Belum ada ulasan untuk prompt ini.",
		count: (count) => `${count} ulasan`,
		averageLabel: (average, count) => `Rating rata-rata ${average} dari 5, berdasarkan ${count} ulasan`,
		more: "Muat lebih banyak",
		edited: "(diubah)",
		shopReply: (shop) => `Balasan ${shop}`,
		write: "Beri ulasan",
		edit: "Ubah ulasan",
		yours: "Ulasan Anda",
		ratingLegend: "Rating",
		star: (count) => `${count} bintang`,
		bodyLabel: "Ulasan Anda",
		bodyHint: "Ceritakan hasil yang Anda dapat dari prompt ini (10–2000 karakter).",
		submit: "Kirim ulasan",
		save: "Simpan perubahan",
		cancel: "Batal",
		created: "Terima kasih! Ulasan Anda sudah tayang.",
		updated: "Ulasan Anda diperbarui."
	},
	wishlist: {
		title: "Wishlist",
		lead: "Prompt yang Anda simpan untuk dilihat lagi nanti.",
		signInFirst: "Masuk untuk menyimpan prompt ke wishlist dan membukanya dari perangkat mana pun.",
		empty: "Wishlist Anda masih kosong.",
		browse: "Jelajahi prompt",
		save: "Simpan ke wishlist",
		saved: "Tersimpan di wishlist",
		added: "Prompt disimpan ke wishlist.",
		removed: "Prompt dihapus dari wishlist."
	},
	shops: {
		title: "Toko",
		lead: "Kreator prompt di PasarPrompt. Buka tokonya untuk melihat profil dan prompt mereka.",
		searchPlaceholder: "Cari toko...",
		searchLabel: "Cari toko",
		none: "Belum ada toko.",
		noResults: (q) => `Tidak ada toko yang cocok dengan “${q}”.`,
		since: (date) => `Bergabung ${date}`,
		more: "Muat lebih banyak",
		prompts: "Prompt",
		noPrompts: "Toko ini belum menayangkan prompt."
	},
	shopPage: {
		featured: "Pilihan toko",
		allPrompts: "Semua prompt",
		links: "Tautan toko",
		opensInNewTab: "(membuka tab baru)"
	},
	guide: {
		title: "Panduan",
		contents: "Isi panduan",
		intro: "Semua yang perlu Anda ketahui untuk membeli prompt, memakainya, membuka toko, dan menerima pembayaran di PasarPrompt.",
		sections: [
			{
				id: "membeli",
				title: "Membeli prompt",
				steps: [
					{
						title: "Cari prompt yang cocok",
						body: "Gunakan kotak pencarian “Cari prompt...”, menu Kategori, atau filter Model AI di daftar prompt. Setiap halaman prompt menampilkan contoh hasil, model dan versi yang dipakai saat pengujian, serta jumlah variabel yang bisa Anda isi sendiri."
					},
					{
						title: "Periksa sebelum membeli",
						body: "Teks prompt lengkap dirahasiakan sampai pembayaran berhasil. Nilai prompt dari contoh hasilnya, deskripsi penjual, dan profil tokonya. Simpan prompt yang menarik ke Wishlist (tombol di bilah atas) agar mudah ditemukan lagi."
					},
					{
						title: "Checkout tanpa harus punya akun",
						body: "Tekan “Beli sekarang” di halaman prompt, lalu isi nama, email, dan nomor telepon. Jika Anda sudah masuk, data terisi otomatis. Pembeli tamu menerima email tanda terima berisi tautan ke prompt yang dibeli."
					}
				]
			},
			{
				id: "membayar",
				title: "Membayar",
				steps: [
					{
						title: "Pilih metode pembayaran",
						body: "QRIS, GoPay, OVO, DANA, ShopeePay, atau virtual account BCA, BNI, BRI, dan Mandiri. Pembayaran diproses oleh penyedia pembayaran berizin; PasarPrompt tidak menyimpan data kartu atau kredensial Anda."
					},
					{
						title: "Selesaikan dalam batas waktu",
						body: "Tagihan berlaku 23 jam sejak pesanan dibuat; halaman pembayaran menyebut batas waktunya dalam WIB. Jika tidak dibayar, pesanan kedaluwarsa dan Anda dapat membuat pesanan baru kapan saja."
					},
					{
						title: "Akses langsung terbuka",
						body: "Begitu pembayaran dikonfirmasi, halaman pembayaran berubah otomatis dan prompt lengkap bisa dibuka kapan saja dari tab Pesanan di halaman Akun."
					}
				]
			},
			{
				id: "memakai",
				title: "Memakai prompt",
				steps: [
					{
						title: "Salin teks prompt",
						body: "Buka prompt yang sudah dibeli dari tab Pesanan lalu tekan “Salin”. Baca petunjuk penggunaan dari penjual: di sana dijelaskan model yang disarankan dan cara terbaik memakainya."
					},
					{
						title: "Isi variabel",
						body: "Bagian dalam kurung siku, misalnya [NAMA PRODUK] atau [GAYA BAHASA], adalah variabel. Ganti dengan isi Anda sendiri sebelum menempelkan prompt ke ChatGPT, Claude, Gemini, Midjourney, atau model lain."
					},
					{
						title: "Selalu versi terbaru",
						body: "Jika penjual memperbarui prompt dan pembaruannya disetujui, Anda otomatis mendapat versi terbaru beserta catatan perubahannya."
					}
				]
			},
			{
				id: "membuka-toko",
				title: "Membuka toko",
				steps: [
					{
						title: "Daftar dan verifikasi email",
						body: "Tekan Daftar di bilah atas, lalu klik tautan verifikasi di email Anda. Verifikasi diperlukan untuk membuka toko, mengundang anggota tim, dan mencairkan dana."
					},
					{
						title: "Pilih nama dan alamat toko",
						body: "Tekan tombol APP di bilah atas untuk membuat toko. Alamat toko menjadi alamat halaman toko Anda, misalnya pasarprompt.id/prompt-nusantara: 3–40 huruf kecil, angka, atau tanda hubung."
					},
					{
						title: "Ajak tim Anda",
						body: "Pemilik dan admin toko mengundang anggota lewat email dari bagian Tim toko di menu Setting. Anggota mengelola prompt dan pesanan; admin juga mengelola keuangan dan pengaturan; hanya pemilik yang dapat menghapus toko."
					},
					{
						title: "Tayangkan prompt berkualitas",
						body: "Tulis prompt di menu Product, lengkapi dengan deskripsi, contoh hasil, dan petunjuk penggunaan, lalu tekan “Ajukan peninjauan”. Setiap prompt ditinjau tim PasarPrompt sebelum tayang; bila ditolak, alasannya ditampilkan agar mudah diperbaiki."
					}
				]
			},
			{
				id: "dibayar",
				title: "Menerima pembayaran",
				steps: [
					{
						title: "Pendapatan bersih tercatat otomatis",
						body: "Dari setiap penjualan, harga yang dibayar pembeli (penjualan kotor) dikurangi komisi platform dan, bila ada, komisi afiliasi: sisanya pendapatan bersih Anda. Rinciannya ada di menu Transaction."
					},
					{
						title: "Masa tunggu",
						body: "Pendapatan bersih ditahan beberapa hari (standarnya 3 hari) untuk melindungi pembeli dari transaksi bermasalah, lalu menjadi saldo tersedia. Dashboard menunjukkan tanggal dana berikutnya tersedia."
					},
					{
						title: "Cairkan ke rekening bank",
						body: "Isi rekening pencairan di menu Payout, lalu tekan “Ajukan penarikan” setelah saldo tersedia mencapai minimum penarikan. Setiap perubahan rekening diberitahukan ke email pemilik toko demi keamanan."
					}
				]
			}
		]
	}
};
export { marketplace as t };
