import { type SQL, sql } from 'drizzle-orm';
import type { Reader } from '../access/reader';
import type { Db } from '../db/client';
import { intArray } from '../lib/int-array';
import { paged } from '../lib/paged';
import { versionVisibleSql } from './access';

export interface ApprovalItem {
  knowledgeId: number;
  domainId: number;
  version: number;
  title: string;
  submitter: { id: number; nickname: string };
  submittedAt: string;
  isNew: boolean;
}

const QUEUE_FROM = sql`knowledge k join knowledge_versions v on v.knowledge_id = k.id and v.version = k.latest_version`;

/**
 * SQL on aliases `k` and `v` (the newest version): a pending version the
 * approver may decide (canDecide's rules): of a domain he reads, visible to
 * him by its own visibility, not his own submission; an admin decides all.
 */
function decidableBy(reader: Reader): SQL {
  const pending = sql`k.deleted_at is null and v.status = 'pending'`;
  if (reader.isAdmin) return pending;
  return sql`${pending} and k.domain_id = any(${intArray(reader.domainIds)}) and ${versionVisibleSql(reader, 'v')}
    and k.author_id <> ${reader.id} and v.editor_id <> ${reader.id}`;
}

/**
 * `from … where …` of the pending versions the approver may decide, on
 * aliases `k` and `v`: the task list reads his approval to-dos with the
 * queue's own rule, so deciding an item ends the to-do for every approver.
 */
export function decidableVersions(reader: Reader): { from: SQL; where: SQL } {
  return { from: QUEUE_FROM, where: decidableBy(reader) };
}

/** How many pending versions the approver may decide (the home page's badge). */
export async function pendingCount(db: Db, reader: Reader): Promise<number> {
  const r = await db.execute<{ n: number }>(sql`select count(*)::int as n from ${QUEUE_FROM} where ${decidableBy(reader)}`);
  return r.rows[0]?.n ?? 0;
}

/** Pending versions the approver may decide, oldest submission first (first come, first decided). */
export async function approvalQueue(
  db: Db,
  reader: Reader,
  q: { page: number; size: number; domainId?: number },
): Promise<{ total: number; list: ApprovalItem[] }> {
  const where = sql`${decidableBy(reader)} ${q.domainId !== undefined ? sql`and k.domain_id = ${q.domainId}` : sql``}`;
  const page = await paged<{
    id: number;
    domain_id: number;
    version: number;
    title: string;
    editor_id: number;
    nickname: string;
    submitted_at: Date | null;
    updated_at: Date;
    published_version: number | null;
  }>(db, {
    // editor_id is a not-null foreign key: the left join drops no row, and the count can skip it.
    from: sql`${QUEUE_FROM} left join users u on u.id = v.editor_id`,
    where,
    order: sql`coalesce(v.submitted_at, v.updated_at) asc, k.id asc`,
    columns: sql`k.id, k.domain_id, v.version, v.title, v.editor_id, u.nickname, v.submitted_at, v.updated_at, k.published_version`,
    page: q.page,
    size: q.size,
  });
  return {
    total: page.total,
    list: page.list.map((r) => ({
      knowledgeId: r.id,
      domainId: r.domain_id,
      version: r.version,
      title: r.title,
      submitter: { id: r.editor_id, nickname: r.nickname },
      submittedAt: new Date(r.submitted_at ?? r.updated_at).toISOString(),
      isNew: r.published_version === null,
    })),
  };
}
