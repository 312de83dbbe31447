import { sql } from 'drizzle-orm';
import type { Reader } from '../access/reader';
import type { Db } from '../db/client';
import type { VersionVisibility } from './access';
import { canOpenVersion, readableItem, type VersionStatus } from './item';

export interface VersionItem {
  version: number;
  status: VersionStatus;
  title: string;
  editor: { id: number; nickname: string };
  createdAt: string;
  updatedAt: string;
  decidedAt: string | null;
  decidedBy: { id: number; nickname: string } | null;
  decisionComment: string | null;
  changeSummary: string | null;
  rollbackOf: number | null;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/**
 * Version history, newest first: the versions the caller may open
 * (canOpenVersion), so a title the caller could never read is not listed.
 */
export async function listVersions(db: Db, reader: Reader, domainId: number, id: number): Promise<VersionItem[]> {
  const item = await readableItem(db, reader, domainId, id);
  const rows = await db.execute<{
    visibility: VersionVisibility;
    version: number;
    status: VersionStatus;
    title: string;
    editor_id: number;
    editor_nickname: string;
    created_at: Date;
    updated_at: Date;
    decided_at: Date | null;
    decided_by: number | null;
    decider_nickname: string | null;
    decision_comment: string | null;
    change_summary: string | null;
    rollback_of: number | null;
  }>(sql`
    select v.visibility, v.version, v.status, v.title, v.editor_id, e.nickname as editor_nickname, v.created_at, v.updated_at,
      v.decided_at, v.decided_by, d.nickname as decider_nickname, v.decision_comment, v.change_summary, v.rollback_of
    from knowledge_versions v join users e on e.id = v.editor_id left join users d on d.id = v.decided_by
    where v.knowledge_id = ${item.id}
    order by v.version desc`);
  return rows.rows
    .filter((r) => canOpenVersion(reader, item, r))
    .map((r) => ({
      version: r.version,
      status: r.status,
      title: r.title,
      editor: { id: r.editor_id, nickname: r.editor_nickname },
      createdAt: iso(r.created_at)!,
      updatedAt: iso(r.updated_at)!,
      decidedAt: iso(r.decided_at),
      decidedBy: r.decided_by !== null && r.decider_nickname !== null ? { id: r.decided_by, nickname: r.decider_nickname } : null,
      decisionComment: r.decision_comment,
      changeSummary: r.change_summary,
      rollbackOf: r.rollback_of,
    }));
}
