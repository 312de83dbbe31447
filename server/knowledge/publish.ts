import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { changeSummary } from './change-summary';
import { type ItemRow, type VersionRow, versionOf } from './item';
import { mirrorVersion } from './mirror';

/**
 * Publishes `v` of a locked item: the previously published version becomes
 * 'superseded', the change summary is computed against it, and the knowledge
 * row mirrors the new version. `prefix` leads the summary (rollbacks).
 */
export async function publishVersion(
  tx: Tx,
  item: ItemRow,
  v: VersionRow,
  decision: { deciderId: number; comment: string | null; prefix?: string },
): Promise<void> {
  const previous = item.published_version === null ? null : await versionOf(tx, item.id, item.published_version);
  const summary = changeSummary(previous, v);
  const text = decision.prefix ? `${decision.prefix}；${summary}` : summary;
  if (previous) {
    await tx.execute(sql`update knowledge_versions set status = 'superseded' where id = ${previous.id}`);
  }
  await tx.execute(sql`
    update knowledge_versions set status = 'published', decided_at = now(), decided_by = ${decision.deciderId},
      decision_comment = ${decision.comment}, change_summary = ${text}
    where id = ${v.id}`);
  await tx.execute(sql`
    update knowledge set status = 'published', published_version = ${v.version}, published_at = now()
    where id = ${item.id}`);
  await mirrorVersion(tx, v, true);
}
