import type { Database } from '../../db/client.ts'
import { consumeQuota, refuseOverQuota } from '../limits/consume-quota.ts'
import { CHAT_MESSAGES_PER_MINUTE } from '../limits/limits.ts'

/**
 * At most `CHAT_MESSAGES_PER_MINUTE` messages per user and minute, whichever side they write
 * from; the next one is a 429 with `Retry-After`. Counted in the database, so every process
 * shares the limit.
 */
export async function limitChatSending(db: Database, userId: string) {
  const answer = await consumeQuota(db, {
    key: `chat-send:user:${userId}`,
    ...CHAT_MESSAGES_PER_MINUTE,
  })
  refuseOverQuota(answer, 'Anda mengirim terlalu banyak pesan. Tunggu sebentar, lalu coba lagi.')
}
