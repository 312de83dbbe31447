import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Organisation tree (SPEC §3 Group). */
export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    parentId: integer('parent_id'),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('groups_parent_idx').on(t.parentId)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash'),
    nickname: text('nickname').notNull(),
    /** User type 1–8; 6 = registered visitor. */
    type: smallint('type').notNull().default(1),
    isAdmin: boolean('is_admin').notNull().default(false),
    mobile: text('mobile'),
    email: text('email'),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
    disabled: boolean('disabled').notNull().default(false),
    /** Set when an administrator chose the password (creation, reset): the next sign-in must replace it before anything else. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** For a visitor bound to a staff account: that account. */
    boundUserId: integer('bound_user_id'),
    /** The avatar's blob-store key (the square picture the SPA cropped); null shows the initial. */
    avatarKey: text('avatar_key'),
    /** Its type, read from its bytes when it was uploaded (PNG, JPEG or WebP). */
    avatarMime: text('avatar_mime'),
    /** SHA-256 of the avatar's bytes: its URL's last part, so a new avatar gets a new URL and browsers may cache forever. */
    avatarHash: text('avatar_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_mobile_uq').on(t.mobile),
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    index('users_group_idx').on(t.groupId),
  ],
);

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
  /** Whose rows a report shows to this role's members: 1 all groups, 2 their own group and below (contract/reports). */
  dataScope: smallint('data_scope').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

/** Module resources: menu entries with their alias and the key that shows them. */
export const resources = pgTable('resources', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  menuAlias: text('menu_alias').notNull(),
  permission: text('permission').notNull(),
  path: text('path').notNull(),
  sort: integer('sort').notNull().default(0),
});

/**
 * A user's own settings (the personal centre's 账号设置): the reading font
 * size and the message groups he turned off. No row means the defaults.
 */
export const userPreferences = pgTable('user_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  readingFontSize: smallint('reading_font_size').notNull().default(16),
  /** Message groups (contract/messages/message-terms.ts) whose messages are not created for him; never 'notice'. */
  mutedMessageGroups: text('muted_message_groups').array().notNull().default(sql`'{}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
