/** Sign-in, sign-up, verification, password reset, and choosing or opening a shop. */
export const auth = {
  google: 'Masuk dengan Google',
  orWithEmail: 'atau dengan email',
  fields: {
    name: 'Nama',
    email: 'Email',
    password: 'Kata sandi',
    newPassword: 'Kata sandi baru',
    confirmPassword: 'Konfirmasi kata sandi',
    passwordHint: 'Minimal 8 karakter.',
  },
  validation: {
    email: 'Email tidak valid.',
    passwordRequired: 'Masukkan kata sandi Anda.',
    passwordMismatch: 'Konfirmasi kata sandi tidak sama.',
  },
  signIn: {
    title: 'Masuk',
    lead: 'Masuk untuk membeli prompt dan mengelola toko Anda.',
    submit: 'Masuk',
    forgotPassword: 'Lupa kata sandi?',
    noAccount: 'Belum punya akun?',
    signUp: 'Daftar',
  },
  signUp: {
    title: 'Daftar',
    lead: 'Buat akun untuk membeli prompt atau membuka toko Anda sendiri.',
    submit: 'Daftar',
    haveAccount: 'Sudah punya akun?',
    signIn: 'Masuk',
  },
  /** `/sign-up` while sign-up is in waitlist mode (the admin's 'Mode pendaftaran'). */
  waitlist: {
    title: 'Daftar tunggu',
    lead: 'Pendaftaran PasarPrompt sedang dibuka bertahap. Tinggalkan nama dan email Anda; kami akan mengirim undangan untuk membuat akun.',
    submit: 'Masuk daftar tunggu',
    joinedTitle: 'Anda sudah masuk daftar tunggu',
    joined: (email: string) =>
      `Terima kasih! Kami akan mengirim undangan ke ${email} saat tempat Anda tiba. Undangan itu berisi tautan untuk membuat akun.`,
    toMarketplace: 'Jelajahi marketplace',
    haveInvitation: 'Sudah menerima undangan?',
    useInvitation: 'Buat akun dengan email undangan',
    invitedLead:
      'Pendaftaran saat ini hanya untuk undangan. Buat akun dengan alamat email yang menerima undangan.',
    backToWaitlist: 'Belum diundang? Masuk daftar tunggu',
  },
  errors: {
    // Google's way back after better-auth refused the account (`?error=` on /sign-in).
    SIGN_UP_WAITLIST_ONLY:
      'Pendaftaran saat ini hanya untuk undangan. Masuk daftar tunggu di halaman Daftar, dan kami akan mengirim undangan ke email Anda.',
  } as Record<string, string>,
  verifyEmail: {
    title: 'Verifikasi email',
    lead: 'Verifikasi email Anda untuk membuka toko, mengundang anggota, dan mencairkan dana.',
    verified: 'Email Anda sudah terverifikasi.',
    openShop: 'Buka toko atau pilih toko',
    toMarketplace: 'Lanjut ke marketplace',
    invalidLink: 'Tautan verifikasi tidak valid atau sudah kedaluwarsa.',
    sentTo: (email: string) =>
      `Kami telah mengirim tautan verifikasi ke ${email}. Buka email tersebut lalu klik tautannya.`,
    resend: 'Kirim ulang email verifikasi',
    resendIn: (seconds: number) => `Kirim ulang dalam ${seconds} detik`,
    resent: 'Email verifikasi dikirim ulang.',
    signedOut: 'Masuk ke akun Anda untuk memverifikasi email atau meminta tautan verifikasi baru.',
    signIn: 'Masuk',
  },
  resetPassword: {
    title: 'Atur ulang kata sandi',
    requestLead: 'Masukkan email akun Anda, kami kirimkan tautan untuk membuat kata sandi baru.',
    newPasswordLead: 'Buat kata sandi baru untuk akun Anda.',
    sendLink: 'Kirim tautan',
    requested:
      'Jika email tersebut terdaftar, kami telah mengirim tautan untuk mengatur ulang kata sandi.',
    invalidLink: 'Tautan tidak valid atau sudah kedaluwarsa. Minta tautan baru.',
    submit: 'Simpan kata sandi baru',
    done: 'Kata sandi berhasil diubah. Silakan masuk dengan kata sandi baru.',
    requestNewLink: 'Minta tautan baru',
    signIn: 'Masuk',
    backToSignIn: 'Kembali ke halaman masuk',
  },
  organization: {
    title: 'Toko Anda',
    lead: 'Pilih toko untuk dikelola, atau buka toko baru.',
    pendingInvitations: (count: number) => `Anda punya ${count} undangan bergabung dengan toko.`,
    seeInvitations: 'Lihat undangan',
    yourShops: 'Toko yang Anda kelola',
    createTitle: 'Buka toko baru',
    slugLabel: 'Alamat toko (slug)',
    slugHint: '3–40 huruf kecil, angka, atau tanda hubung. Menjadi alamat halaman toko Anda.',
    slugAvailable: (url: string) => `Tersedia: ${url}`,
    createSubmit: 'Buka toko',
    created: 'Toko berhasil dibuat.',
    verifyFirst: (email: string) =>
      `Verifikasi email Anda (${email}) terlebih dahulu sebelum membuka toko. Buka tautan yang kami kirim ke email tersebut.`,
    resendVerification: 'Kirim ulang email verifikasi',
    verificationSent: 'Email verifikasi terkirim. Periksa kotak masuk Anda.',
  },
  invitations: {
    title: 'Undangan toko',
    lead: (email: string) => `Undangan yang dikirim ke ${email}.`,
    detail: (inviter: string, role: string, until: string) =>
      `Diundang oleh ${inviter} sebagai ${role} · berlaku sampai ${until}`,
    accept: 'Terima',
    reject: 'Tolak',
    accepted: 'Undangan diterima. Selamat bergabung!',
    rejected: 'Undangan ditolak.',
    none: 'Tidak ada undangan yang menunggu.',
    toOrganizations: 'Buka atau pilih toko',
    verifyFirst: 'Verifikasi email Anda terlebih dahulu untuk menanggapi undangan.',
    verifyLink: 'Verifikasi email',
  },
} as const
