import { sql } from 'drizzle-orm';
import type { Conn } from '../db/client';
import { reindexItem } from '../search/index-doc';
import type { VersionRow } from './item';

/**
 * Copies a version's list-facing parts to the knowledge row and its label and
 * visibility tables. Called with the published version, or with the newest
 * one while the item was never published, so lists and the access rules
 * always describe what readers get.
 */
export async function mirrorVersion(conn: Conn, v: VersionRow, touch: boolean): Promise<void> {
  const id = v.knowledgeId;
  await conn.execute(sql`
    update knowledge set title = ${v.title}, summary = ${v.summary}, cover_file_id = ${v.coverFileId},
      group_id = (select g.id from groups g where g.id = ${v.groupId}), visibility = ${v.visibility.scope}
      ${touch ? sql`, updated_at = now()` : sql``}
    where id = ${id}`);
  await conn.execute(sql`delete from knowledge_labels where knowledge_id = ${id}`);
  if (v.labelIds.length > 0) {
    await conn.execute(sql`
      insert into knowledge_labels (knowledge_id, label_id)
      select ${id}, l.id from labels l where l.id in ${v.labelIds} on conflict do nothing`);
  }
  await conn.execute(sql`delete from knowledge_visibility where knowledge_id = ${id}`);
  const { scope, groupIds, userIds } = v.visibility;
  if (scope === 'groups' && groupIds.length > 0) {
    await conn.execute(sql`
      insert into knowledge_visibility (knowledge_id, group_id) select ${id}, g.id from groups g where g.id in ${groupIds}`);
  }
  if (scope === 'users' && userIds.length > 0) {
    await conn.execute(sql`
      insert into knowledge_visibility (knowledge_id, user_id) select ${id}, u.id from users u where u.id in ${userIds}`);
  }
  // Same transaction: a published change is searchable (labels, visibility and all) the moment it commits.
  await reindexItem(conn, id);
}
