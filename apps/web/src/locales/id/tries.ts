import { TRY_MESSAGE_MAX } from '@pasarprompt/contracts/tries'

/**
 * "Coba dulu" on a prompt's page (issue 31): the panel a visitor runs the prompt in. Loaded with
 * the panel only, never with the page's first screen.
 */
export const triesText = {
  title: 'Coba dulu',
  lead: 'Jalankan prompt ini dengan isian Anda sendiri. Teks prompt tetap rahasia.',
  close: 'Tutup',
  loading: 'Memuat Coba dulu…',
  simulated: 'Simulasi',
  simulatedNote: 'Jawaban dari model simulasi, bukan model AI sungguhan.',
  unavailable: 'Coba dulu belum tersedia.',
  variables: 'Isian prompt',
  message: 'Pesan tambahan',
  messageHint: `Opsional, dikirim setelah prompt, misalnya “buat lebih singkat”. Paling panjang ${TRY_MESSAGE_MAX} karakter.`,
  messageOnlyHint:
    'Prompt ini tidak punya variabel: tulis di Pesan tambahan apa yang ingin dicoba.',
  fillSomething: 'Isi setidaknya satu variabel untuk mencoba prompt ini.',
  writeSomething: 'Tulis apa yang ingin Anda coba.',
  run: 'Jalankan',
  running: 'Menjalankan…',
  remaining: (remaining: number, freePerDay: number) =>
    `Sisa coba gratis hari ini: ${remaining} dari ${freePerDay}`,
  answer: 'Jawaban',
  answerPlaceholder: 'Jawaban model muncul di sini setelah Jalankan ditekan.',
  answering: 'Model sedang menjawab…',
  done: 'Selesai.',
  withheldTitle: 'Jawaban ditahan',
  interrupted: 'Jawaban terputus sebelum selesai. Coba jalankan lagi.',
  usedUp: 'Coba gratis untuk prompt ini sudah habis hari ini.',
  resetsAt: (when: string) => `Coba gratis berikutnya mulai ${when}.`,
  buyLead: 'Cocok dengan hasilnya? Beli prompt ini untuk memakai teks lengkapnya kapan saja.',
} as const
