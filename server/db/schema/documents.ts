import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { files, knowledge } from './knowledge';
import { users } from './org';

/**
 * The file behind one version of a document (the library domain). Each new version of a
 * document points at a new file; older files stay for download and text diffs.
 * The extracted text feeds search and the text view; a failed extraction keeps
 * the file and records why, so the document can say so.
 */
export const documentFiles = pgTable(
  'document_files',
  {
    id: serial('id').primaryKey(),
    knowledgeId: integer('knowledge_id')
      .notNull()
      .references(() => knowledge.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    /** 'pdf' | 'docx' | 'xlsx' | 'pptx' | 'txt' | 'md' | 'image' — detected from the content. */
    kind: text('kind').notNull(),
    /** Pages (PDF), sheets (XLSX) or slides (PPTX); null when the format has none. */
    pageCount: integer('page_count'),
    extractedText: text('extracted_text').notNull().default(''),
    /** 'ok' | 'failed' | 'unsupported' (images carry no text). */
    extractStatus: text('extract_status').notNull(),
    extractError: text('extract_error'),
    /** A PDF rendition of an Office file (LibreOffice, when installed) for the flipbook. */
    previewFileId: integer('preview_file_id').references(() => files.id),
    /**
     * The rendition is still to be made: set before the upload answers, so a
     * server that dies before converting leaves the work to the next one
     * (library/rendition-queue.ts); cleared when made or given up.
     */
    renditionPending: boolean('rendition_pending').notNull().default(false),
    /** Conversions tried and failed; the file is given up after a few. */
    renditionAttempts: integer('rendition_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('document_files_version_uq').on(t.knowledgeId, t.version),
    index('document_files_file_idx').on(t.fileId),
    index('document_files_rendition_idx').on(t.id).where(sql`rendition_pending`),
  ],
);

/**
 * Item-level facts of a document that are not versioned: the question it
 * answers (`/library/create/:question`), whether it belongs to the local
 * chronicle (地方志) collection with its region and year, and its download count.
 */
export const documentMeta = pgTable(
  'document_meta',
  {
    knowledgeId: integer('knowledge_id')
      .primaryKey()
      .references(() => knowledge.id, { onDelete: 'cascade' }),
    /** The topic or forum question the document answers, as given in the upload route. */
    question: text('question'),
    isChronicle: boolean('is_chronicle').notNull().default(false),
    region: text('region'),
    year: integer('year'),
    downloadCount: integer('download_count').notNull().default(0),
  },
  (t) => [index('document_meta_chronicle_idx').on(t.isChronicle, t.region, t.year)],
);

/** Every download of a document file, for the counts and the statistics reports. */
export const documentDownloads = pgTable(
  'document_downloads',
  {
    id: serial('id').primaryKey(),
    knowledgeId: integer('knowledge_id')
      .notNull()
      .references(() => knowledge.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The signed URL a download came through: its ranges (resumes, players) count once; null for header-authorised fetches. */
    grantKey: text('grant_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('document_downloads_k_idx').on(t.knowledgeId, t.createdAt),
    index('document_downloads_user_idx').on(t.userId),
    uniqueIndex('document_downloads_grant_uq').on(t.grantKey),
  ],
);
