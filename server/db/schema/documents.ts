import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { files, knowledge } from './knowledge';

/**
 * The file behind one version of a document (domain 2). Each new version of a
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('document_files_version_uq').on(t.knowledgeId, t.version), index('document_files_file_idx').on(t.fileId)],
);
