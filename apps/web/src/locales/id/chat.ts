import { CHAT_MESSAGE_MAX } from '@pasarprompt/contracts/constants'

/** The customer chat's texts, for the buyer (Akun) and the shop (/app/customer). */
export const chatText = {
  chatSeller: 'Chat penjual',
  opening: 'Membuka chat…',
  buyerTitle: 'Chat',
  buyerLead: 'Percakapan Anda dengan penjual.',
  sellerTitle: 'Chat pelanggan',
  sellerLead: 'Percakapan pembeli dengan toko Anda.',
  channelsLabel: 'Chat pelanggan',
  // Beside the channel list's heading: how many of them wait for an answer.
  unreadChannels: (badge: string) => `${badge} belum dibaca`,
  // The collapsed seller sidebar's chat button; the badge's text ('3', '99+') is a word of its name.
  sidebarButton: (badge: string | null) =>
    badge ? `Chat pelanggan, ${badge} percakapan belum dibaca` : 'Chat pelanggan',
  noChannels: 'Belum ada percakapan.',
  noChannelsBuyer:
    'Belum ada percakapan. Buka halaman prompt atau toko, lalu tekan “Chat penjual”.',
  moreChannels: 'Muat percakapan lain',
  allChannels: 'Semua chat',
  topBarButton: (unread: number) => (unread > 0 ? `Chat, ${unread} pesan belum dibaca` : 'Chat'),
  unread: (n: number) => `${n} belum dibaca`,
  unreadDot: 'Ada pesan belum dibaca',
  readDot: 'Semua pesan sudah dibaca',
  you: 'Anda',
  older: 'Muat pesan sebelumnya',
  loadingOlder: 'Memuat…',
  emptyConversation: 'Belum ada pesan. Tulis pesan pertama Anda di bawah.',
  placeholder: 'Tulis pesan…',
  composerLabel: 'Pesan',
  composerHint: 'Enter untuk kirim, Shift+Enter untuk baris baru',
  counter: (n: number) => `${n}/${CHAT_MESSAGE_MAX}`,
  send: 'Kirim',
  sending: 'Mengirim…',
  tooLong: `Pesan maksimal ${CHAT_MESSAGE_MAX} karakter.`,
  read: 'Dibaca',
  backToList: 'Kembali ke daftar chat',
  visitShop: 'Kunjungi toko',
  // The card above a conversation: the prompt (and order) it is about.
  subjectAbout: 'Tentang prompt',
  subjectOrder: (number: string) => `Pesanan ${number}`,
  buyerOrders: 'Pesanan pembeli ini',
  noOrders: 'Pembeli ini belum memesan dari toko Anda.',
  conversationWith: (name: string) => `Percakapan dengan ${name}`,
  messagesLabel: 'Pesan',
  shopFallback: 'Toko',
} as const
