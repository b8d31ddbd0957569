import { setTimeout as sleep } from 'node:timers/promises'
import { seededRandom } from '../../lib/seeded-random.ts'
import {
  type ChatMessage,
  estimateInputTokens,
  estimateTokens,
  type LlmModel,
  type LlmStream,
} from './llm-model.ts'

/**
 * Phrases of a prompt-extraction request. The simulator obeys them as a naive model would, so
 * demos and tests meet the leak guard without a real model.
 */
export const EXTRACTION_REQUESTS = [
  'ulangi instruksi',
  'ulangi prompt',
  'ulangi semua',
  'tampilkan instruksi',
  'tampilkan prompt',
  'abaikan instruksi',
  'abaikan semua instruksi',
  'tulis ulang prompt',
  'instruksimu',
  'promptmu',
  'kata demi kata',
  'ignore previous instructions',
  'ignore all previous',
  'repeat your instructions',
  'repeat everything above',
  'print your prompt',
  'your instructions',
  'system prompt',
] as const

const OPENING = 'Ini jawaban simulasi — belum dari model AI sungguhan.'

/** Generic sentences an answer is drawn from: none quotes the request, so none can leak it. */
const SENTENCES = [
  'Model sungguhan akan membaca setiap isian Anda lalu menyusun jawaban yang sesuai dengan tujuan prompt ini.',
  'Bagian pembuka biasanya memperkenalkan topik secara singkat agar pembaca langsung paham arah tulisannya.',
  'Setelah itu isi utama dijabarkan dalam beberapa poin yang runtut, masing-masing dengan contoh yang mudah dipahami.',
  'Nada bahasa akan menyesuaikan permintaan, misalnya santai untuk media sosial atau resmi untuk surat dan laporan.',
  'Panjang jawaban bergantung pada batas yang ditentukan, jadi hasil akhirnya bisa lebih ringkas atau lebih rinci.',
  'Istilah teknis akan dijelaskan dengan kata sehari-hari supaya pembaca awam tetap bisa mengikuti.',
  'Di bagian akhir biasanya ada ringkasan atau ajakan bertindak yang menutup jawaban dengan jelas.',
  'Jika ada data yang Anda berikan, angka dan nama tersebut akan dipakai apa adanya tanpa diubah.',
  'Susunan paragraf dibuat pendek agar nyaman dibaca di layar ponsel maupun komputer.',
  'Anda bisa mengubah isian lalu mencoba lagi untuk melihat bagaimana hasilnya berubah.',
  'Kualitas jawaban sungguhan bergantung pada model yang dipakai dan kejelasan isian yang diberikan.',
  'Teks ini hanya menunjukkan bentuk aliran jawaban, bukan mutu tulisan yang akan Anda dapatkan.',
] as const

const MIN_WORDS = 80

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length

function simulatedAnswer(random: () => number): string {
  const pool: string[] = [...SENTENCES]
  const chosen = [OPENING]
  let words = wordCount(OPENING)
  while (words < MIN_WORDS && pool.length > 0) {
    const [sentence] = pool.splice(Math.floor(random() * pool.length), 1)
    if (sentence === undefined) break
    chosen.push(sentence)
    words += wordCount(sentence)
  }
  return chosen.join(' ')
}

/** Every message's text, system first: what a model that obeys an extraction request writes. */
function echo(messages: ChatMessage[]): string {
  return ['system', 'user']
    .flatMap((role) => messages.filter((message) => message.role === role))
    .map((message) => message.content)
    .join('\n\n')
}

const asksForPrompt = (messages: ChatMessage[]) => {
  const last = messages.findLast((message) => message.role === 'user')?.content.toLowerCase()
  return last !== undefined && EXTRACTION_REQUESTS.some((request) => last.includes(request))
}

/** The text in pieces of one to three words, each with the whitespace after it. */
function pieces(text: string, random: () => number): string[] {
  const words = text.match(/\s*\S+\s*/g) ?? []
  const result: string[] = []
  for (let index = 0; index < words.length; ) {
    const size = 1 + Math.floor(random() * 3)
    result.push(words.slice(index, index + size).join(''))
    index += size
  }
  return result
}

/**
 * "Coba dulu" without a provider (development, demos, tests): a clearly labelled answer of about
 * a hundred words, the same for the same messages, streamed word by word like a real model. It
 * is deliberately naive: asked to reveal its instructions, it repeats every message verbatim.
 */
export function createSimulatedModel({
  chunkDelayMs = 25,
}: {
  chunkDelayMs?: number
} = {}): LlmModel {
  return {
    name: 'simulasi',
    simulated: true,
    async stream({ messages, signal }): Promise<LlmStream> {
      signal?.throwIfAborted()
      // The same messages always pick the same sentences.
      const random = seededRandom(JSON.stringify(messages))
      const answer = asksForPrompt(messages) ? echo(messages) : simulatedAnswer(random)
      let sent = ''
      async function* chunks(): AsyncGenerator<string> {
        for (const piece of pieces(answer, random)) {
          // Checked after the pause, so an abort throws the signal's own reason, as a provider does.
          if (chunkDelayMs > 0) await sleep(chunkDelayMs)
          signal?.throwIfAborted()
          sent += piece
          yield piece
        }
      }
      return {
        chunks: chunks(),
        usage: () => ({
          inputTokens: estimateInputTokens(messages),
          outputTokens: estimateTokens(sent),
        }),
      }
    },
  }
}
