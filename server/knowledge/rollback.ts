import { sql } from 'drizzle-orm';
import type { Reader } from '../access/reader';
import type { Db, Tx } from '../db/client';
import { conflict, forbidden, notFound } from '../http/errors';
import { lockFieldsShared } from './field-values';
import { copyVersionFiles } from './file-refs';
import { hasUnpublished, isManager, readableItem, versionOf } from './item';
import { recordStep } from './lifecycle-event';
import { publishVersion } from './publish';
import type { StepResult } from './submit';

const STATUS_WORD: Record<string, string> = { draft: '草稿', pending: '审核中', rejected: '已驳回' };

/**
 * Rolls an item back to an earlier published version by adding version N+1
 * with that version's content; history is never rewritten. An approver's
 * rollback is published at once, anyone else's waits in the approval queue.
 */
export interface RollbackHooks {
  /**
   * Runs in the rollback's transaction once version `to` exists, before it
   * may be published: a domain copies what hangs on version `from` (a
   * document's file) so the new version is complete when readers see it.
   */
  afterInsert?: (tx: Tx, step: { knowledgeId: number; from: number; to: number }) => Promise<void>;
}

export async function rollback(
  db: Db,
  reader: Reader,
  domainId: number,
  id: number,
  target: number,
  hooks: RollbackHooks = {},
): Promise<StepResult> {
  return db.transaction(async (tx) => {
    // The copied values must not be half-way through a console change of the fields (field-values.ts).
    await lockFieldsShared(tx, domainId);
    const item = await readableItem(tx, reader, domainId, id, true);
    if (!isManager(reader, item)) throw forbidden('只有作者或管理员可以回滚');
    const old = await versionOf(tx, item.id, target);
    if (!old) throw notFound(`第${target}版不存在`);
    if (old.status !== 'published' && old.status !== 'superseded') throw conflict('只能回滚到曾经发布过的版本');
    if (hasUnpublished(item)) {
      throw conflict(`请先处理未发布的版本（第${item.latest_version}版，${STATUS_WORD[item.status] ?? item.status}）`);
    }
    const version = item.latest_version + 1;
    const publishNow = reader.isApprover;
    const [row] = await tx
      .execute<{ id: number }>(sql`
      insert into knowledge_versions (knowledge_id, version, status, title, summary, content, content_text, label_ids,
        group_id, fields, cover_file_id, visibility, editor_id, rollback_of, submitted_at)
      select knowledge_id, ${version}, 'pending', title, summary, content, content_text, label_ids,
        group_id, fields, cover_file_id, visibility, ${reader.id}, version, now()
      from knowledge_versions where id = ${old.id}
      returning id`)
      .then((r) => r.rows);
    await copyVersionFiles(tx, item.id, target, version);
    await tx.execute(sql`update knowledge set status = 'pending', latest_version = ${version} where id = ${item.id}`);
    await hooks.afterInsert?.(tx, { knowledgeId: item.id, from: target, to: version });
    // A rollback is an edit (back to version `target`) that enters the queue, or is approved at once by an approver.
    await recordStep(tx, 'edit', reader, item, { version, rollbackOf: target });
    await recordStep(tx, publishNow ? 'approve' : 'submit', reader, item, { version });
    if (!publishNow) return { id: item.id, version, status: 'pending' };
    const created = await versionOf(tx, item.id, version);
    if (!created || created.id !== row.id) throw new Error('rollback version not found after insert');
    await publishVersion(tx, item, created, { deciderId: reader.id, comment: null, prefix: `回滚至第${target}版` });
    return { id: item.id, version, status: 'published' };
  });
}
