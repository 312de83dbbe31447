import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export interface ApprovalItem {
  knowledgeId: number;
  domainId: number;
  version: number;
  title: string;
  submitter: { id: number; nickname: string };
  submittedAt: string;
  isNew: boolean;
}

/** Pending versions of live items, oldest submission first (first come, first decided). */
export async function approvalQueue(
  db: Db,
  q: { page: number; size: number; domainId?: number },
): Promise<{ total: number; list: ApprovalItem[] }> {
  const where = sql`k.deleted_at is null and v.status = 'pending'
    ${q.domainId !== undefined ? sql`and k.domain_id = ${q.domainId}` : sql``}`;
  const from = sql`knowledge k join knowledge_versions v on v.knowledge_id = k.id and v.version = k.latest_version`;
  const [count, rows] = await Promise.all([
    db.execute<{ n: number }>(sql`select count(*)::int as n from ${from} where ${where}`),
    db.execute<{
      id: number;
      domain_id: number;
      version: number;
      title: string;
      editor_id: number;
      nickname: string;
      submitted_at: Date | null;
      updated_at: Date;
      published_version: number | null;
    }>(sql`
      select k.id, k.domain_id, v.version, v.title, v.editor_id, u.nickname, v.submitted_at, v.updated_at, k.published_version
      from ${from} join users u on u.id = v.editor_id
      where ${where}
      order by coalesce(v.submitted_at, v.updated_at) asc, k.id asc
      limit ${q.size} offset ${(q.page - 1) * q.size}`),
  ]);
  return {
    total: count.rows[0]?.n ?? 0,
    list: rows.rows.map((r) => ({
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
