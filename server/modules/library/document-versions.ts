import { sql } from 'drizzle-orm';
import { DOMAIN_IDS } from '../../../contract/domains';
import type { Reader } from '../../access/reader';
import type { Db } from '../../db/client';
import { rollback } from '../../knowledge/rollback';
import { listVersions } from '../../knowledge/versions';

const LIBRARY = DOMAIN_IDS.library;

/** The engine's version history with the file each version carries (its own or the newest earlier one). */
export async function documentVersions(db: Db, reader: Reader, id: number) {
  const versions = await listVersions(db, reader, LIBRARY, id);
  const files = await db.execute<{ version: number; name: string; size: number; kind: string }>(sql`
    select df.version, f.original_name as name, f.size, df.kind
    from document_files df join files f on f.id = df.file_id
    where df.knowledge_id = ${id} order by df.version`);
  return versions.flatMap((v) => {
    const f = files.rows.filter((r) => r.version <= v.version).at(-1);
    return f ? [{ ...v, fileName: f.name, size: f.size, kind: f.kind as 'pdf' }] : [];
  });
}

/**
 * The wiki's rollback, with the file of the version rolled back to copied
 * onto the new version inside the same transaction.
 */
export async function rollbackDocument(db: Db, reader: Reader, id: number, target: number) {
  return rollback(db, reader, LIBRARY, id, target, {
    afterInsert: async (tx, step) => {
      await tx.execute(sql`
        insert into document_files (knowledge_id, version, file_id, kind, page_count, extracted_text,
          extract_status, extract_error, preview_file_id)
        select knowledge_id, ${step.to}, file_id, kind, page_count, extracted_text, extract_status, extract_error, preview_file_id
        from document_files where knowledge_id = ${step.knowledgeId} and version <= ${step.from}
        order by version desc limit 1`);
    },
  });
}
