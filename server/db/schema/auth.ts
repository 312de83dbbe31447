import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './org';

/** Sessions: only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** RSA key pairs for password encryption in transit; rotated, kept in the database so every process can decrypt. */
export const keyPairs = pgTable('key_pairs', {
  id: uuid('id').primaryKey().defaultRandom(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const captchas = pgTable('captchas', {
  id: uuid('id').primaryKey().defaultRandom(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** One-time codes sent by SMS or e-mail, for login, visitor registration and binding. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(),
    target: text('target').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('otc_target_idx').on(t.target, t.purpose, t.createdAt)],
);

/**
 * What the throttles count (decision 008): password sign-ins (`password`,
 * subject = lower-cased username, ok = success), one-time codes sent
 * (`code-send`, subject = mobile or e-mail) and wrong codes tried
 * (`code-wrong`), each with the client address, its subnet and its prefix
 * (IPv6 /48; rows older than that column hold '' and count for no prefix).
 * Rows older than a day are pruned.
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    address: text('address').notNull(),
    subnet: text('subnet').notNull(),
    prefix: text('prefix').notNull().default(''),
    ok: boolean('ok').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('auth_attempts_subject_idx').on(t.kind, t.subject, t.at),
    index('auth_attempts_address_idx').on(t.kind, t.address, t.at),
    index('auth_attempts_subnet_idx').on(t.kind, t.subnet, t.at),
    index('auth_attempts_prefix_idx').on(t.kind, t.prefix, t.at),
    index('auth_attempts_at_idx').on(t.at),
  ],
);

/** Seals (one-time key ids, server/lib/rsa.ts) that already decrypted a password, kept until they expire. */
export const spentSeals = pgTable(
  'spent_seals',
  {
    nonce: text('nonce').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('spent_seals_expiry_idx').on(t.expiresAt)],
);
