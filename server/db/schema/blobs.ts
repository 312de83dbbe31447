import { sql } from 'drizzle-orm';
import { bigint, customType, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * The bytes of the PostgreSQL blob store (AIKN_BLOB_STORE=postgres), once per
 * content: a row is pending (sha256 null) while an upload writes its chunks,
 * and becomes the content of that hash when the upload completes. `touched_at`
 * moves with every chunk, so a pending row left by a dead process is told
 * apart from a slow upload and swept.
 */
export const blobContents = pgTable(
  'blob_contents',
  {
    id: uuid('id').primaryKey(),
    sha256: text('sha256'),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    /** Bytes per chunk (the last may be shorter); kept per content so the constant may change later. */
    chunkSize: integer('chunk_size').notNull(),
    touchedAt: timestamp('touched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blob_contents_sha256_uq').on(t.sha256),
    index('blob_contents_pending_idx').on(t.touchedAt).where(sql`sha256 is null`),
  ],
);

/** One chunk of a content; `seq` counts from 0, so a byte range maps to the chunks it needs. */
export const blobChunks = pgTable(
  'blob_chunks',
  {
    contentId: uuid('content_id')
      .notNull()
      .references(() => blobContents.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.contentId, t.seq] })],
);

/** The store's keys (the ones `files.storage_key` and the others record); several may share one content. */
export const blobKeys = pgTable(
  'blob_keys',
  {
    key: text('key').primaryKey(),
    contentId: uuid('content_id')
      .notNull()
      .references(() => blobContents.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('blob_keys_content_idx').on(t.contentId)],
);
