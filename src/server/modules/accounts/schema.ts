import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  website: text('website'),
  industry: text('industry'),
  onboarding_completed: boolean('onboarding_completed').notNull().default(false),
  created_at: createdAt(),
  // Where the company's agent outputs go (its n8n workflow), signed with the company's own secret (decision 072).
  n8n_webhook_url: text('n8n_webhook_url'),
  n8n_webhook_secret: text('n8n_webhook_secret'),
  // The privacy controls the server enforces (docs/decisions/101-privacy-controls.md); defaults are the questionnaire's.
  data_collection: boolean('data_collection').notNull().default(true),
  local_processing: boolean('local_processing').notNull().default(true),
  agent_data_sharing: boolean('agent_data_sharing').notNull().default(true),
  analytics_consent: boolean('analytics_consent').notNull().default(false),
  // The back-office lead this workspace was created from (docs/product.md#back-office); no foreign key: leads are
  // the funnels' table and may be deleted (retention, a person's request) while the company stays.
  source_lead_id: uuid('source_lead_id'),
  // How the company's agents appear to the people they write to (docs/decisions/120-agents-speak-for-the-business.md):
  // the From name (null: the company's name), where replies go, and how e-mails are signed.
  sender_name: text('sender_name'),
  reply_to: text('reply_to'),
  email_signature: text('email_signature'),
  sign_as_agent: boolean('sign_as_agent').notNull().default(true),
  // The e-mails' accent colour (#rrggbb; null: the product's) and the company's own facts its agents may state
  // (prices, offers, policies, hours, links, answers), the only source a draft's promises may come from.
  brand_color: text('brand_color'),
  knowledge: jsonb('knowledge').$type<Record<string, unknown>>().notNull().default({}),
  // How the business's e-mails sound (voice and instructions for every agent's writer; null: the product's defaults).
  writing_voice: text('writing_voice'),
  // One message per person: agents' e-mails to one person within this many minutes become one e-mail.
  message_window_minutes: integer('message_window_minutes').notNull().default(15),
  // Drafts awaiting review this many days expire; the owner's daily note about waiting drafts was last sent then.
  draft_expiry_days: integer('draft_expiry_days').notNull().default(3),
  review_note_sent_at: timestamp('review_note_sent_at', { withTimezone: true }),
})

/** The company's logo for its agents' e-mails: a small image, served at a public address the e-mails link to. */
export const companyLogos = pgTable('company_logos', {
  company_id: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  content_type: text('content_type').notNull(),
  /** The image, base64. */
  data: text('data').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Addresses the company's agents never write to again: the person unsubscribed (one click or a reply), their mail
 * bounced, or a member added them. Stored lower-case.
 */
export const companySuppressions = pgTable(
  'company_suppressions',
  {
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    reason: text('reason').notNull(),
    created_at: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.company_id, table.address] })],
)

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    full_name: text('full_name'),
    password_hash: text('password_hash').notNull(),
    company_id: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'member'] })
      .notNull()
      .default('member'),
    onboarding_completed: boolean('onboarding_completed').notNull().default(false),
    // AgentWorks' own staff (docs/product.md#back-office): they use /admin and belong to no company.
    staff: boolean('staff').notNull().default(false),
    // When a link sent to the address was opened: until then the company's mail to others is held (decision 083).
    email_verified_at: timestamp('email_verified_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (table) => [
    // Unique regardless of case, so "Ann@x.io" and "ann@x.io" are one account.
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    uniqueIndex('users_username_lower_unique').on(sql`lower(${table.username})`),
    index('users_company_idx').on(table.company_id),
  ],
)

export const sessions = pgTable(
  'sessions',
  {
    // SHA-256 of the cookie token: a leaked table cannot be replayed as cookies.
    token_hash: text('token_hash').primaryKey(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    // What the Account settings page lists and revokes a session by; never the token's hash (docs/decisions/093).
    id: uuid('id').notNull().defaultRandom(),
    /** The browser and system of the sign-in, such as "Firefox on Linux", never the whole User-Agent (decision 093). */
    device: text('device'),
  },
  (table) => [index('sessions_user_idx').on(table.user_id), uniqueIndex('sessions_id_unique').on(table.id)],
)

export const ACCOUNT_TOKEN_PURPOSES = ['verify-email', 'reset-password', 'change-email'] as const
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number]

/**
 * Single-use links mailed to a user (docs/decisions/083): only the SHA-256 of the token is kept, and at most one live
 * token per user and purpose (a new one replaces the older).
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    token_hash: text('token_hash').primaryKey(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    created_at: createdAt(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    /** The new address a 'change-email' link proves; the account's address changes when it is used (decision 093). */
    email: text('email'),
  },
  (table) => [index('account_tokens_user_purpose_idx').on(table.user_id, table.purpose)],
)

/**
 * The addresses each user signed in from lately. Failed sign-ins from them are limited per address only, so guesses
 * from elsewhere cannot lock the owner out there (docs/decisions/076).
 */
export const signInAddresses = pgTable(
  'sign_in_addresses',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    signed_in_at: timestamp('signed_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.user_id, table.address] }), index('sign_in_addresses_signed_in_idx').on(table.signed_in_at)],
)

export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    token_hash: text('token_hash').notNull(),
    // What the invitee becomes: 'owner' for a workspace that staff set up from a lead (docs/product.md#back-office).
    role: text('role', { enum: ['owner', 'member'] })
      .notNull()
      .default('member'),
    invited_by: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    // The invitation's latest e-mail, for the team panel's "sent / held / not sent"; null when none was stored (the
    // daily limit, or made before invitations were e-mailed). No foreign key: the outbox is the platform's table.
    email_message_id: uuid('email_message_id'),
    created_at: createdAt(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    accepted_at: timestamp('accepted_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('invitations_token_unique').on(table.token_hash),
    index('invitations_company_idx').on(table.company_id),
    // One live invitation per company and address, even when two are created at once (addresses are stored lower-case).
    uniqueIndex('invitations_live_per_address')
      .on(table.company_id, table.email)
      .where(sql`accepted_at is null and revoked_at is null`),
  ],
)

/** Per-company API keys for POST /api/events (docs/product.md#api-keys): stored as SHA-256, only the prefix is shown again. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    key_hash: text('key_hash').notNull(),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    // The key's rate limit (docs/product.md#limits): a fixed window on the key's own row, one write per event (decision 073).
    window_started_at: timestamp('window_started_at', { withTimezone: true }),
    window_hits: integer('window_hits').notNull().default(0),
  },
  (table) => [uniqueIndex('api_keys_hash_unique').on(table.key_hash), index('api_keys_company_idx').on(table.company_id)],
)
