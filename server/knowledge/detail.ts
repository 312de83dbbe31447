import type { KnowledgeDetail } from '@contract/knowledge/knowledge';
import { sql } from 'drizzle-orm';
import type { Reader } from '../access/reader';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { labelIndex } from '../lib/label-index';
import { fileUrl } from '../lib/signed-url';
import { displayValues } from './field-values';
import { recordView } from './footprint';
import {
  canDecide,
  canOpenVersion,
  hasUnpublished,
  type ItemRow,
  isManager,
  readableItem,
  type VersionRow,
  versionOf,
} from './item';
import { LIST_COLUMNS, LIST_FROM, type ListRow, plain, toListItems } from './list';
import { signImages } from './sign-images';

/**
 * Which version the caller may open (canOpenVersion: its status and its own
 * visibility). Without `?version` the published version, or the newest
 * while the item was never published.
 */
export async function pickVersion(db: Db, reader: Reader, item: ItemRow, wanted: number | undefined): Promise<VersionRow> {
  const number = wanted ?? item.published_version ?? item.latest_version;
  const v = await versionOf(db, item.id, number);
  if (!v || !canOpenVersion(reader, item, v)) throw notFound(`第${number}版不存在或无权查看`);
  return v;
}

async function fieldsOf(db: Db, v: VersionRow): Promise<KnowledgeDetail['fields']> {
  const values = new Map(v.fields.map((f) => [f.fieldId, f.value]));
  if (values.size === 0) return [];
  const rows = await db.execute<{ id: number; code: string; name: string; type: string }>(
    sql`select id, code, name, type from fields where id in ${[...values.keys()]} order by sort, id`,
  );
  const shown = await displayValues(db, rows.rows, values);
  return rows.rows.map((f) => ({
    fieldId: f.id,
    code: f.code,
    name: f.name,
    value: values.get(f.id) ?? '',
    display: shown.get(f.id) ?? '',
  }));
}

async function visibilityOf(db: Db, v: VersionRow): Promise<KnowledgeDetail['visibility']> {
  const { scope, groupIds, userIds } = v.visibility;
  const groups =
    scope === 'groups' && groupIds.length > 0
      ? (
          await db.execute<{ id: number; name: string }>(
            sql`select id, name from groups where id in ${groupIds} order by sort, id`,
          )
        ).rows
      : [];
  const users =
    scope === 'users' && userIds.length > 0
      ? (
          await db.execute<{ id: number; nickname: string }>(
            sql`select id, nickname from users where id in ${userIds} order by id`,
          )
        ).rows
      : [];
  return { scope, groups, users };
}

async function marks(db: Db, userId: number, id: number): Promise<{ liked: boolean; favourited: boolean }> {
  const r = await db.execute<{ liked: boolean; favourited: boolean }>(sql`
    select exists (select 1 from likes where user_id = ${userId} and target_type = 'knowledge' and target_id = ${id}) as liked,
      exists (select 1 from favourites where user_id = ${userId} and knowledge_id = ${id}) as favourited`);
  return r.rows[0];
}

/**
 * One item as its detail page shows it, for the version the caller may open.
 * Records the caller's footprint (a view counts once per user and day).
 */
export async function loadDetail(
  db: Db,
  reader: Reader,
  domainId: number,
  id: number,
  version?: number,
): Promise<KnowledgeDetail> {
  const item = await readableItem(db, reader, domainId, id);
  const v = await pickVersion(db, reader, item, version);
  await recordView(db, reader, item);
  const rows = await db.execute<ListRow>(sql`select ${LIST_COLUMNS} from ${LIST_FROM} where k.id = ${item.id}`);
  const [base] = (await toListItems(db, rows.rows)).map(plain);
  const manager = isManager(reader, item);
  // Editing, submitting and rolling back are writes: the server refuses them without the key, so the page offers none.
  const writer = manager && reader.canWrite;
  const newest = hasUnpublished(item) ? await versionOf(db, item.id, item.latest_version) : null;
  const labels = await labelIndex(db);
  const group =
    v.groupId === null
      ? null
      : ((await db.execute<{ id: number; name: string }>(sql`select id, name from groups where id = ${v.groupId}`)).rows[0] ??
        null);
  const newestStatus = newest?.status ?? 'published';
  // Files are signed for the version shown: the raw route checks again that the caller may open it.
  const via = { itemId: item.id, version: v.version };
  return {
    ...base,
    title: v.title,
    summary: v.summary,
    version: v.version,
    coverUrl: v.coverFileId ? await fileUrl(db, v.coverFileId, via) : null,
    coverFileId: v.coverFileId,
    group,
    labels: v.labelIds.flatMap((lid) => labels.get(lid) ?? []),
    content: await signImages(db, v.content, via),
    contentText: v.contentText,
    fields: await fieldsOf(db, v),
    visibility: await visibilityOf(db, v),
    versionStatus: v.status as KnowledgeDetail['versionStatus'],
    latestVersion: item.latest_version,
    publishedVersion: item.published_version,
    working:
      newest && (manager || canDecide(reader, item, newest))
        ? {
            version: newest.version,
            status: newest.status as KnowledgeDetail['status'],
            revision: newest.revision,
            decisionComment: newest.decisionComment,
          }
        : null,
    ...(await marks(db, reader.id, item.id)),
    abilities: {
      canEdit: writer && newestStatus !== 'pending',
      canDelete: manager,
      canSubmit: writer && (newestStatus === 'draft' || newestStatus === 'rejected'),
      canWithdraw: manager && newestStatus === 'pending',
      canApprove: newest !== null && canDecide(reader, item, newest),
      // Rolling back needs an earlier published version and no unpublished work in the way.
      canRollback: writer && newest === null && item.latest_version > 1,
    },
  };
}
