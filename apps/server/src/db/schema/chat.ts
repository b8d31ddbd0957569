import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { stampColumns } from '../columns.ts'
import { organizations, users } from './auth.ts'
import { prompts } from './catalog.ts'
import { orders } from './orders.ts'

/**
 * A conversation between one buyer and one shop (spec §2 `/app/customer/channel/{id}`). Read
 * markers are per side: the buyer's, and the shop's (shared by its members). `*_emailed_at`
 * is when that side was last mailed about unread messages, so offline mail is batched.
 */
export const chatChannels = pgTable(
  'chat_channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: text('shop_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Deleting the account removes its conversations (personal data). */
    buyerUserId: text('buyer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * What the conversation is about: the prompt (and the buyer's order of it) whose page the
     * buyer last opened the chat from; the shop's page leaves it as it was.
     */
    subjectPromptId: uuid('subject_prompt_id').references(() => prompts.id, {
      onDelete: 'set null',
    }),
    subjectOrderId: uuid('subject_order_id').references(() => orders.id, { onDelete: 'set null' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    buyerLastReadAt: timestamp('buyer_last_read_at', { withTimezone: true }),
    shopLastReadAt: timestamp('shop_last_read_at', { withTimezone: true }),
    buyerEmailedAt: timestamp('buyer_emailed_at', { withTimezone: true }),
    shopEmailedAt: timestamp('shop_emailed_at', { withTimezone: true }),
    ...stampColumns(),
  },
  (table) => [
    uniqueIndex('chat_channels_shop_buyer_key').on(table.shopId, table.buyerUserId),
    index('chat_channels_shop_recent_idx').on(
      table.shopId,
      table.lastMessageAt.desc(),
      table.id.desc(),
    ),
    index('chat_channels_buyer_recent_idx').on(
      table.buyerUserId,
      table.lastMessageAt.desc(),
      table.id.desc(),
    ),
  ],
)

/** One message: plain text of 1–2000 characters, from the buyer's side or the shop's. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => chatChannels.id, { onDelete: 'cascade' }),
    side: text('side', { enum: ['buyer', 'shop'] }).notNull(),
    /** Null once the sender's account is gone; the side still tells who spoke. */
    senderUserId: text('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    ...stampColumns(),
  },
  (table) => [
    index('chat_messages_channel_newest_idx').on(
      table.channelId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    check('chat_messages_body_length', sql`char_length(${table.body}) between 1 and 2000`),
  ],
)
