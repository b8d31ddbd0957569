import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { stampColumns } from '../columns.ts'

/*
 * The tables better-auth and its organisation plugin read and write (keys are better-auth's
 * field names, columns are ours). Each also has the stamp columns; better-auth fills
 * `company_id` through `additionalFields` (see modules/auth/auth.ts), and its own
 * `createdAt`/`updatedAt` are our `created_at`/`last_updated`.
 */
const stamps = () => {
  const { createdAt, lastUpdated, ...rest } = stampColumns()
  return { ...rest, createdAt, updatedAt: lastUpdated }
}

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /** The organisation a new session starts in: the one the user used last. */
  lastActiveOrganizationId: text('last_active_organization_id'),
  /** The profile the spec's client user state names (§3); set only through the account API. */
  phoneNumber: text('phone_number'),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  gender: text('gender', { enum: ['female', 'male'] }),
  /** The email groups (contracts/notifications.ts `emailGroups`) this user switched off in Profil. */
  emailOptOuts: text('email_opt_outs').array().notNull().default(sql`'{}'::text[]`),
  ...stamps(),
})

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activeOrganizationId: text('active_organization_id'),
    ...stamps(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
)

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...stamps(),
  },
  (table) => [index('accounts_user_id_idx').on(table.userId)],
)

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...stamps(),
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
)

export const organizations = pgTable('organizations', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  logo: text('logo'),
  metadata: text('metadata'),
  ...stamps(),
})

export const members = pgTable(
  'members',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('member'),
    ...stamps(),
  },
  (table) => [
    uniqueIndex('members_organization_user_key').on(table.organizationId, table.userId),
    index('members_user_id_idx').on(table.userId),
  ],
)

export const invitations = pgTable(
  'invitations',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role'),
    status: text('status').notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    inviterId: text('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...stamps(),
  },
  (table) => [
    index('invitations_organization_id_idx').on(table.organizationId),
    index('invitations_email_idx').on(table.email),
  ],
)

/**
 * better-auth's rate-limit counters (database storage, used with DATABASE_URL). Written only by
 * better-auth, which cannot add fields here, so this one table gets its tenant from a default.
 */
export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: bigint('count', { mode: 'number' }).notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
  ...stamps(),
  companyId: text('company_id').notNull().default('marketplace'),
})
