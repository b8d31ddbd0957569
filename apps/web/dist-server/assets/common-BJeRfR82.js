import { t as __commonJSMin } from "./rolldown-runtime-DYf_mQCB.js";
// ../../node_modules/react/cjs/react-jsx-runtime.production.js
/**
* @license React
* react-jsx-runtime.production.js
*
* Copyright (c) Meta Platforms, Inc. and affiliates.
*
* This source code is licensed under the MIT license found in the
* LICENSE file in the root directory of this source tree.
*/
var require_react_jsx_runtime_production = /* @__PURE__ */ __commonJSMin(((exports) => {
	var REACT_ELEMENT_TYPE = Symbol.for("react.transitional.element");
	var REACT_FRAGMENT_TYPE = Symbol.for("react.fragment");
	function jsxProd(type, config, maybeKey) {
		var key = null;
		void 0 !== maybeKey && (key = "" + maybeKey);
		void 0 !== config.key && (key = "" + config.key);
		if ("key" in config) {
			maybeKey = {};
			for (var propName in config) "key" !== propName && (maybeKey[propName] = config[propName]);
		} else maybeKey = config;
		config = maybeKey.ref;
		return {
			$$typeof: REACT_ELEMENT_TYPE,
			type,
			key,
			ref: void 0 !== config ? config : null,
			props: maybeKey
		};
	}
	exports.Fragment = REACT_FRAGMENT_TYPE;
	exports.jsx = jsxProd;
	exports.jsxs = jsxProd;
}));
// ../../node_modules/react/jsx-runtime.js
var require_jsx_runtime = /* @__PURE__ */ __commonJSMin(((exports, module) => {
	module.exports = require_react_jsx_runtime_production();
}));
// src/locales/id/common.ts
/**
* The texts every area shows (the shell, errors, the buyer's orders and the words all forms
* share). The storefront's first load carries this and the marketplace dictionary only; the
* seller's and the admin's texts live in their own areas' chunks.
*/
var common = {
	brand: {
		name: "PasarPrompt",
		tagline: "Marketplace prompt AI Indonesia",
		homeLink: "PasarPrompt — ke beranda"
	},
	footer: {
		about: "Tentang",
		terms: "Syarat & Ketentuan",
		privacy: "Kebijakan Privasi",
		contact: "Kontak",
		navLabel: "Informasi",
		copyright: (year) => `© ${year} PasarPrompt. Hak cipta dilindungi.`
	},
	notFound: {
		title: "Halaman tidak ditemukan",
		body: "Alamat yang Anda buka tidak ada atau sudah dipindahkan.",
		backHome: "Kembali ke beranda"
	},
	errors: {
		generic: "Terjadi kesalahan. Silakan coba lagi.",
		network: "Tidak dapat terhubung ke server. Periksa koneksi internet Anda.",
		timeout: "Server terlalu lama merespons. Silakan coba lagi.",
		pageCrashed: "Terjadi kesalahan saat menampilkan halaman ini.",
		reload: "Muat ulang"
	},
	toast: {
		label: "Notifikasi",
		viewportLabel: "Notifikasi ({hotkey})",
		close: "Tutup notifikasi"
	},
	topBar: {
		navLabel: "Navigasi utama",
		searchPlaceholder: "Cari prompt...",
		searchLabel: "Cari prompt",
		suggestions: "Saran prompt",
		searchFor: (q) => `Cari “${q}”`,
		categories: "Kategori",
		categoriesLoading: "Memuat kategori...",
		featuredTitle: "Prompt Unggulan",
		featuredBody: "Pilihan terbaik yang dikurasi tim PasarPrompt.",
		promptCount: (count) => `${count} prompt`,
		shops: "Toko",
		guide: "Panduan",
		wishlist: (badge) => badge ? `Wishlist, ${badge} prompt` : "Wishlist",
		themeToDark: "Ganti ke tema gelap",
		themeToLight: "Ganti ke tema terang",
		signIn: "Masuk",
		signUp: "Daftar",
		app: "APP",
		admin: "ADMIN",
		menu: "Menu",
		openMenu: "Buka menu",
		closeMenu: "Tutup menu",
		accountMenu: "Menu akun",
		profile: "Profil",
		myShops: "Toko saya",
		signOut: "Keluar",
		signOutEverywhere: "Keluar dari semua perangkat",
		signedOut: "Anda telah keluar.",
		signedOutEverywhere: "Anda telah keluar dari semua perangkat."
	},
	/** The sidebar frame both workspaces share (/app and /admin). */
	sidebar: {
		collapse: "Ciutkan menu",
		expand: "Bentangkan menu",
		openMenu: "Buka menu",
		closeMenu: "Tutup menu",
		account: "Akun saya",
		signOut: "Keluar",
		marketplace: "Ke marketplace"
	},
	catalog: {
		free: "Gratis",
		featured: "Unggulan",
		purchased: "Sudah dibeli",
		sold: (count) => `${count} terjual`,
		/** A card's rating: "4,7 (12)" beside a star, read out in full. */
		rating: (average, count) => `${average} (${count})`,
		ratingLabel: (average, count) => `Rating ${average} dari 5, ${count} ulasan`,
		variables: (count) => `${count} variabel`
	},
	sessions: {
		title: "Sesi aktif",
		lead: "Perangkat tempat akun Anda sedang masuk. Akhiri sesi yang tidak Anda kenali.",
		current: "Perangkat ini",
		since: (date) => `Masuk sejak ${date}`,
		revoke: "Akhiri",
		revoked: "Sesi diakhiri.",
		unknownDevice: "Perangkat tidak dikenal",
		browser: "Peramban"
	},
	roles: {
		owner: "Pemilik",
		admin: "Admin",
		member: "Anggota"
	},
	orders: {
		buy: {
			buyNow: "Beli sekarang",
			getFree: "Dapatkan gratis",
			ownShop: "Ini prompt toko Anda.",
			ownShopDetail: "Prompt dari toko yang Anda kelola tidak dapat dibeli dari akun Anda sendiri.",
			owned: "Anda sudah memiliki prompt ini.",
			purchased: "Sudah dibeli",
			openOrder: "Lihat di Pesanan",
			readBelow: "Baca prompt lengkap di bawah"
		},
		checkout: {
			title: "Ringkasan Pesanan",
			close: "Tutup",
			prompt: "Prompt",
			shop: "Toko",
			total: "Total",
			free: "Gratis",
			buyer: "Data pembeli",
			name: "Nama",
			email: "Email",
			phone: "Nomor HP",
			phonePlaceholder: "Contoh: 081234567890",
			emailLocked: "Email akun Anda. Bukti pembayaran dikirim ke sini.",
			guestNote: "Bukti pembayaran dan tautan ke prompt lengkap kami kirim ke email ini. Pastikan alamatnya benar.",
			submitPaid: "Lanjut ke pembayaran",
			submitFree: "Dapatkan gratis",
			submitting: "Memproses…",
			nextStep: "Pilih QRIS, e-wallet, atau virtual account di langkah berikutnya.",
			refused: "Pesanan belum dapat dibuat."
		},
		purchase: {
			title: "Prompt lengkap",
			copy: "Salin prompt",
			copied: "Prompt disalin.",
			copyFailed: "Prompt tidak dapat disalin.",
			copyFailedBody: "Pilih teks prompt lalu salin secara manual.",
			instructions: "Petunjuk penggunaan",
			changeNote: "Catatan perubahan",
			purchasedAt: (date) => `Dibeli ${date}`,
			loadFailed: "Prompt lengkap tidak dapat dimuat.",
			showAll: "Tampilkan semua",
			showLess: "Tampilkan lebih sedikit",
			variables: (count) => `Isi ${count} variabel`,
			variablesLead: "Isi lalu salin prompt jadinya. Variabel yang dibiarkan kosong tetap tertulis dalam [KURUNG SIKU].",
			copyFilled: "Salin prompt jadi",
			filledCopied: "Prompt jadi disalin.",
			clear: "Kosongkan"
		},
		payment: {
			title: "Pembayaran",
			summary: "Ringkasan pesanan",
			orderNumber: "Nomor pesanan",
			prompt: "Prompt",
			shop: "Toko",
			amount: "Jumlah",
			status: "Status",
			date: "Tanggal pesanan",
			payBefore: (date) => `Selesaikan pembayaran sebelum ${date}.`,
			waiting: "Menunggu pembayaran",
			waitingLead: "Halaman ini diperbarui otomatis begitu pembayaran kami terima. Anda boleh menutupnya; bukti pembayaran juga dikirim ke email Anda.",
			continue: "Lanjutkan pembayaran",
			continueLead: "Pembayaran belum selesai. Lanjutkan di halaman pembayaran Midtrans untuk memilih QRIS, e-wallet, atau virtual account.",
			paid: "Pembayaran berhasil",
			paidLead: (email) => `Terima kasih! Prompt lengkap sudah terbuka di bawah, dan bukti pembayaran telah dikirim ke ${email}.`,
			viewPrompt: "Lihat halaman prompt",
			receipt: "Bukti Pembayaran",
			failed: "Pembayaran gagal",
			failedLead: "Pembayaran tidak berhasil dan pesanan ini ditutup. Tidak ada dana yang ditarik.",
			failedNext: "Anda bisa membeli lagi dengan pesanan baru, misalnya dengan metode pembayaran lain.",
			expired: "Pesanan kedaluwarsa",
			expiredLead: "Batas waktu pembayaran sudah lewat, jadi pesanan ini ditutup.",
			expiredNext: "Masih ingin prompt ini? Buat pesanan baru dan selesaikan pembayarannya dalam 23 jam.",
			reversed: "Pesanan dibatalkan",
			reversedLead: "Pembayaran pesanan ini telah dikembalikan, jadi akses ke prompt ditutup.",
			reversedNext: "Ada pertanyaan tentang pengembalian dana? Hubungi kami lewat halaman Kontak dan sebutkan nomor pesanan Anda.",
			tryAgain: "Coba beli lagi",
			browse: "Jelajahi prompt",
			myOrders: "Pesanan saya",
			guestTitle: "Simpan pembelian Anda di akun",
			guestLead: (email) => `Buat akun dengan ${email}, lalu verifikasi emailnya: pesanan ini akan muncul di akun Anda dan bisa dibuka dari perangkat mana pun.`,
			guestCta: "Buat akun dengan email ini",
			notFound: "Pesanan tidak ditemukan.",
			notFoundLead: "Tautan pesanan mungkin tidak lengkap, atau pesanan ini milik akun lain. Buka tautan dari email bukti pembayaran, atau masuk dengan akun yang dipakai saat membeli."
		},
		simulator: {
			title: "Simulator pembayaran",
			note: "Ini gateway uji coba, bukan pembayaran sungguhan: tidak ada uang yang berpindah. Pilih hasil yang ingin Anda coba.",
			badge: "Mode uji",
			amount: "Total tagihan",
			reference: (gatewayOrderId) => `ID transaksi ${gatewayOrderId}`,
			method: "Metode pembayaran",
			cardNumber: "Nomor kartu uji",
			cardHint: "Kartu uji Midtrans sudah terisi. Simulator hanya menyimpan 6 angka pertama dan 4 angka terakhir, seperti laporan gateway.",
			pay: "Bayar",
			fail: "Gagalkan",
			expire: "Biarkan kedaluwarsa",
			loadFailed: "Transaksi simulator tidak dapat dimuat."
		},
		receipt: {
			title: "Bukti Pembayaran",
			print: "Cetak",
			back: "Kembali ke pesanan",
			orderNumber: "Nomor pesanan",
			orderedAt: "Tanggal pesanan",
			paidAt: "Tanggal pembayaran",
			buyer: "Pembeli",
			prompt: "Prompt",
			shop: "Toko",
			method: "Metode pembayaran",
			amount: "Jumlah dibayar",
			status: "Status",
			paidStatus: "Lunas",
			issuedBy: "Diterbitkan oleh PasarPrompt · Marketplace prompt AI Indonesia",
			notPaid: "Bukti pembayaran tersedia setelah pesanan lunas.",
			toPayment: "Lihat status pesanan"
		},
		menu: "Pesanan"
	},
	shopNoDescription: "Toko ini belum punya deskripsi.",
	shopNameLabel: "Nama toko",
	upload: { tooLarge: "Ukuran gambar paling besar 5 MB." },
	avatarOf: (name) => `Foto profil ${name}`,
	cancel: "Batal",
	close: "Tutup",
	/** The spec's answer to a save (spec §7). */
	saved: "Dokumen berhasil disimpan.",
	deleted: "Dokumen berhasil dihapus.",
	save: "Simpan",
	processing: "Memproses…",
	uploading: "Mengunggah…",
	loading: "Memuat…"
};
export { require_jsx_runtime as n, common as t };
