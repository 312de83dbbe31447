import { DOMAIN_IDS } from '@contract/platform/domains';
import { sql } from 'drizzle-orm';
import type { Reader } from '../../access/reader';
import type { Db } from '../../db/client';
import { documentFiles as df, files as f } from '../../db/schema/index';
import { bare } from '../../db/sql-names';
import { rollback } from '../../knowledge/rollback';
import { listVersions } from '../../knowledge/versions';

const LIBRARY = DOMAIN_IDS.library;

/** The engine's version history with the file each version carries (its own or the newest earlier one). */
export async function documentVersions(db: Db, reader: Reader, id: number) {
  const versions = await listVersions(db, reader, LIBRARY, id);
  const files = await db.execute<{ version: number; name: string; size: number; kind: string }>(sql`
    select ${df.version}, ${f.originalName} as name, ${f.size}, ${df.kind}
    from ${df} join ${f} on ${f.id} = ${df.fileId}
    where ${df.knowledgeId} = ${id} order by ${df.version}`);
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
      // The columns copied as they are: all but the version, which is the new one.
      const kept = [df.fileId, df.kind, df.pageCount, df.extractedText, df.extractStatus, df.extractError, df.previewFileId];
      await tx.execute(sql`
        insert into ${df} (${bare(df.knowledgeId)}, ${bare(df.version)}, ${sql.join(kept.map(bare), sql`, `)})
        select ${df.knowledgeId}, ${step.to}, ${sql.join(kept, sql`, `)}
        from ${df} where ${df.knowledgeId} = ${step.knowledgeId} and ${df.version} <= ${step.from}
        order by ${df.version} desc limit 1`);
    },
  });
}
