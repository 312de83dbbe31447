import type { KnowledgeStatus } from '@contract/knowledge/knowledge';
import { DOMAIN_NAMES } from '@contract/platform/domains';
import { sql } from 'drizzle-orm';
import type { Reader } from '../access/reader';
import type { Conn, Tx } from '../db/client';
import { knowledge, knowledgeVersions } from '../db/schema/index';
import { badRequest, conflict, forbidden } from '../http/errors';
import { prepareContent } from '../lib/sanitize';
import { checkFieldValues, lockFieldsShared } from './field-values';
import { bodyImages, checkBodyImages, linkVersionFiles } from './file-refs';
import { isManager, newestVersion, readableItem } from './item';
import { contentChanged, recordStep } from './lifecycle-event';
import { mirrorVersion } from './mirror';
import { checkLabels, type DraftContent, validateDraft } from './validate';

export interface SaveRequest extends DraftContent {
  id?: number;
  /** The newest version number the editor loaded; required for an existing item. */
  baseVersion?: number;
  /** The draft revision the editor loaded; guards two tabs autosaving one draft. */
  baseRevision?: number;
}

export interface SaveResult {
  id: number;
  version: number;
  status: KnowledgeStatus;
  revision: number;
}

const versionValues = (d: DraftContent, text: { content: string; contentText: string }) => ({
  title: d.title,
  summary: d.summary,
  content: text.content,
  contentText: text.contentText,
  labelIds: d.labelIds,
  groupId: d.groupId,
  fields: d.fields,
  coverFileId: d.coverFileId,
  visibility: d.visibility,
});

/**
 * Saves a draft. A new item gets version 1; an existing one updates its
 * newest draft (or rejected) version in place, or, when the newest version is
 * published, starts version N+1 while readers keep seeing the published one.
 * Saving over a newer version or revision is refused with 409 and nothing
 * changes, so the editor keeps the user's text. Called inside a caller's
 * transaction (an upload storing its file too), its transaction is a savepoint.
 */
export async function saveDraft(db: Conn, reader: Reader, domainId: number, req: SaveRequest): Promise<SaveResult> {
  const draft = await validateDraft(db, domainId, req, { userId: reader.id, knowledgeId: req.id ?? null });
  const text = prepareContent(req.content);
  await checkBodyImages(db, bodyImages(text.content), reader.id, req.id ?? null);
  // Values are checked in the transaction that stores them, so a console change of the fields cannot slip in between.
  const withFields = async (tx: Tx): Promise<DraftContent> => {
    await lockFieldsShared(tx, domainId);
    // Again under the lock: a label merged or deleted since validateDraft must not be stored (lockEveryDomainExclusive).
    await checkLabels(tx, domainId, draft.labelIds);
    return { ...draft, fields: await checkFieldValues(tx, domainId, draft.fields) };
  };
  if (req.id === undefined) return db.transaction(async (tx) => createItem(tx, reader, domainId, await withFields(tx), text));
  const id = req.id;
  return db.transaction(async (tx) => {
    const checked = await withFields(tx);
    const item = await readableItem(tx, reader, domainId, id, true);
    if (!isManager(reader, item)) throw forbidden('只有作者或管理员可以编辑');
    if (req.baseVersion === undefined) throw badRequest(`基础版本：编辑已有${DOMAIN_NAMES[domainId]}时必须提供`);
    if (req.baseVersion !== item.latest_version) {
      throw conflict(
        `该${DOMAIN_NAMES[domainId]}已有更新的版本（第${item.latest_version}版），你的修改未被保存，请复制内容后刷新再合并`,
      );
    }
    const newest = await newestVersion(tx, item);
    if (newest.status === 'pending') throw conflict('审核中的版本不能修改，请先撤回');
    const values = { ...versionValues(checked, text), editorId: reader.id };
    const neverPublished = item.published_version === null;
    if (newest.status === 'draft' || newest.status === 'rejected') {
      if (req.baseRevision !== undefined && req.baseRevision !== newest.revision) {
        throw conflict(`该草稿已在别处保存过（修订号${newest.revision}），你的修改未被保存，请复制内容后刷新再合并`);
      }
      // The row lock above serialises saves; the revision condition is a second guard against a lost update.
      const [row] = await tx
        .update(knowledgeVersions)
        .set({ ...values, status: 'draft', revision: sql`${knowledgeVersions.revision} + 1`, updatedAt: sql`now()` })
        .where(sql`${knowledgeVersions.id} = ${newest.id} and ${knowledgeVersions.revision} = ${newest.revision}`)
        .returning();
      if (!row) throw conflict('该草稿刚刚被其他人保存，你的修改未被保存，请刷新后重试');
      if (contentChanged(newest, values)) await recordStep(tx, 'edit', reader, item, { version: row.version });
      await linkVersionFiles(tx, row);
      await tx.execute(sql`update knowledge set status = 'draft' where id = ${item.id}`);
      if (neverPublished) await mirrorVersion(tx, row, true);
      return { id: item.id, version: row.version, status: 'draft', revision: row.revision };
    }
    const version = item.latest_version + 1;
    const [row] = await tx
      .insert(knowledgeVersions)
      .values({ ...values, knowledgeId: item.id, version, status: 'draft' })
      .returning();
    if (contentChanged(newest, values)) await recordStep(tx, 'edit', reader, item, { version });
    await linkVersionFiles(tx, row);
    await tx.execute(sql`update knowledge set status = 'draft', latest_version = ${version} where id = ${item.id}`);
    return { id: item.id, version, status: 'draft', revision: row.revision };
  });
}

async function createItem(
  tx: Tx,
  reader: Reader,
  domainId: number,
  draft: DraftContent,
  text: { content: string; contentText: string },
): Promise<SaveResult> {
  const [item] = await tx
    .insert(knowledge)
    .values({ domainId, title: draft.title, authorId: reader.id, status: 'draft', latestVersion: 1 })
    .returning({ id: knowledge.id });
  const [row] = await tx
    .insert(knowledgeVersions)
    .values({ ...versionValues(draft, text), knowledgeId: item.id, version: 1, status: 'draft', editorId: reader.id })
    .returning();
  await linkVersionFiles(tx, row);
  await mirrorVersion(tx, row, true);
  await recordStep(tx, 'create', reader, { id: item.id, domain_id: domainId });
  return { id: item.id, version: 1, status: 'draft', revision: row.revision };
}
