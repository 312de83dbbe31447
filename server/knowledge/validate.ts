import type { Visibility } from '@contract/knowledge/knowledge';
import { DOMAIN_NAMES } from '@contract/platform/domains';
import { sql } from 'drizzle-orm';
import type { Conn } from '../db/client';
import { badRequest } from '../http/errors';

/** The editable parts of a version, as every domain's save sends them. */
export interface DraftContent {
  title: string;
  content: string;
  summary: string;
  labelIds: number[];
  groupId: number | null;
  fields: { fieldId: number; value: string }[];
  visibility: Visibility;
  coverFileId: number | null;
}

const unique = (ids: number[]) => [...new Set(ids)];
/** Every label exists, is not a category and may be used in the domain. */
export async function checkLabels(conn: Conn, domainId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await conn.execute<{ id: number; name: string; parent_id: number | null; domain_id: number | null }>(
    sql`select id, name, parent_id, domain_id from labels where id in ${ids}`,
  );
  const found = new Map(rows.rows.map((r) => [r.id, r]));
  for (const id of ids) {
    const l = found.get(id);
    if (!l) throw badRequest(`标签：编号为${id}的标签不存在`);
    if (l.parent_id === null) throw badRequest(`标签：「${l.name}」是标签分类，请选择其下的具体标签`);
    if (l.domain_id !== null && l.domain_id !== domainId)
      throw badRequest(`标签：「${l.name}」不适用于${DOMAIN_NAMES[domainId]}`);
  }
}

async function checkExisting(conn: Conn, table: 'groups' | 'users', ids: number[], field: string, noun: string) {
  if (ids.length === 0) return;
  const rows = await conn.execute<{ id: number }>(sql`select id from ${sql.raw(table)} where id in ${ids}`);
  const found = new Set(rows.rows.map((r) => r.id));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw badRequest(`${field}：编号为${missing}的${noun}不存在`);
}

async function checkCover(conn: Conn, fileId: number | null, userId: number, knowledgeId: number | null): Promise<void> {
  if (fileId === null) return;
  // A cover is the caller's own upload, or one the item already uses: ids of other people's files are not borrowed.
  const rows = await conn.execute<{ ok: boolean }>(sql`
    select (f.owner_id = ${userId} or exists (
      select 1 from knowledge_files l where l.knowledge_id = ${knowledgeId ?? 0} and l.file_id = f.id)) as ok
    from files f where f.id = ${fileId} and f.mime like 'image/%'`);
  if (!rows.rows[0]?.ok) throw badRequest('封面：图片不存在，请重新上传');
}

/**
 * Checks every id a draft refers to and returns the draft normalised:
 * ids de-duplicated, visibility lists kept only for their scope. Custom
 * field values are checked by the save's transaction (checkFieldValues, under
 * the fields lock); required fields at submission: a draft may be incomplete.
 */
export async function validateDraft(
  conn: Conn,
  domainId: number,
  draft: DraftContent,
  ctx: { userId: number; knowledgeId: number | null },
): Promise<DraftContent> {
  const labelIds = unique(draft.labelIds);
  const scope = draft.visibility.scope;
  const visibility: Visibility = {
    scope,
    groupIds: scope === 'groups' ? unique(draft.visibility.groupIds) : [],
    userIds: scope === 'users' ? unique(draft.visibility.userIds) : [],
  };
  await checkLabels(conn, domainId, labelIds);
  if (draft.groupId !== null) await checkExisting(conn, 'groups', [draft.groupId], '所属组织', '组织');
  await checkExisting(conn, 'groups', visibility.groupIds, '可见组织', '组织');
  await checkExisting(conn, 'users', visibility.userIds, '可见人员', '用户');
  await checkCover(conn, draft.coverFileId, ctx.userId, ctx.knowledgeId);
  return { ...draft, labelIds, visibility };
}

/** Refuses submission while a required field of the domain is empty, naming it. */
export async function checkRequiredFields(conn: Conn, domainId: number, values: DraftContent['fields']): Promise<void> {
  const rows = await conn.execute<{ id: number; name: string }>(
    sql`select id, name from fields where domain_id = ${domainId} and required order by sort, id`,
  );
  const filled = new Set(values.filter((f) => f.value.trim() !== '').map((f) => f.fieldId));
  const missing = rows.rows.find((f) => !filled.has(f.id));
  if (missing) throw badRequest(`自定义字段：「${missing.name}」为必填项，请填写后再提交`);
}
