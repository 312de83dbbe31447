import type { KnowledgeStatus } from '@contract/knowledge/knowledge';
import { sql } from 'drizzle-orm';
import type { Reader } from '../access/reader';
import type { Db } from '../db/client';
import { conflict, forbidden } from '../http/errors';
import { isManager, newestVersion, readableItem } from './item';
import { recordStep } from './lifecycle-event';
import { checkRequiredFields } from './validate';

export interface StepResult {
  id: number;
  version: number;
  status: KnowledgeStatus;
}

/** Sends the newest draft (or a rejected version, as it is or after edits) to the approval queue. */
export async function submitForApproval(db: Db, reader: Reader, domainId: number, id: number): Promise<StepResult> {
  return db.transaction(async (tx) => {
    const item = await readableItem(tx, reader, domainId, id, true);
    if (!isManager(reader, item)) throw forbidden('只有作者或管理员可以提交审核');
    const newest = await newestVersion(tx, item);
    if (newest.status === 'pending') throw conflict('该版本已在审核中，请等待审核结果');
    if (newest.status !== 'draft' && newest.status !== 'rejected') throw conflict('没有待提交的草稿，请先编辑后再提交');
    await checkRequiredFields(tx, domainId, newest.fields);
    await tx.execute(sql`
      update knowledge_versions set status = 'pending', submitted_at = now() where id = ${newest.id}`);
    await tx.execute(sql`update knowledge set status = 'pending' where id = ${item.id}`);
    await recordStep(tx, 'submit', reader, item, { version: newest.version });
    return { id: item.id, version: newest.version, status: 'pending' };
  });
}

/** Takes a pending version back to draft so its author can change it. */
export async function withdrawSubmission(db: Db, reader: Reader, domainId: number, id: number): Promise<StepResult> {
  return db.transaction(async (tx) => {
    const item = await readableItem(tx, reader, domainId, id, true);
    if (!isManager(reader, item)) throw forbidden('只有作者或管理员可以撤回');
    const newest = await newestVersion(tx, item);
    if (newest.status !== 'pending') throw conflict('没有审核中的版本可以撤回');
    await tx.execute(sql`update knowledge_versions set status = 'draft', submitted_at = null where id = ${newest.id}`);
    await tx.execute(sql`update knowledge set status = 'draft' where id = ${item.id}`);
    return { id: item.id, version: newest.version, status: 'draft' };
  });
}
