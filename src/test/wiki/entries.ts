import { approvalDecide } from '@contract/approval/approval';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { wikiSave, wikiSubmit } from '@contract/wiki/wiki';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { callAs } from '@/test/call-as';
import { runtime } from '@/test/runtime';

type SaveInput = z.input<typeof wikiSave.input>;

let counter = 0;
export const uniqueTitle = (prefix = '阅读测试词条') => `${prefix}${Date.now().toString(36)}${++counter}`;

/**
 * An entry published the way users publish one: the author saves and
 * submits, admin approves.
 */
export async function publishEntry(author: string, overrides: Partial<SaveInput> = {}): Promise<{ id: number; title: string }> {
  const title = overrides.title ?? uniqueTitle();
  const saved = await callAs<{ id: number }>(author, wikiSave, {
    content: '<h2>适用范围</h2><p>本制度适用于集团全体员工。</p><h3>例外情形</h3><p>外包人员另行约定。</p>',
    summary: '一段测试摘要',
    labelIds: [],
    groupId: null,
    fields: [],
    visibility: { scope: 'all', groupIds: [], userIds: [] },
    ...overrides,
    title,
  });
  await callAs(author, wikiSubmit, {}, { id: saved.id });
  await callAs('admin', approvalDecide, { id: saved.id, approve: true, comment: '' });
  return { id: saved.id, title };
}

/** Id of a wiki custom field by its code. */
export async function wikiFieldId(code: string): Promise<{ id: number; name: string }> {
  const r = await runtime().deps.db.execute<{ id: number; name: string }>(
    sql`select id, name from fields where domain_id = ${DOMAIN_IDS.wiki} and code = ${code}`,
  );
  if (!r.rows[0]) throw new Error(`no wiki field ${code}`);
  return r.rows[0];
}

export async function userIdOf(username: string): Promise<number> {
  const r = await runtime().deps.db.execute<{ id: number }>(sql`select id from users where username = ${username}`);
  if (!r.rows[0]) throw new Error(`no user ${username}`);
  return r.rows[0].id;
}

/** A label directly under one of the six categories, with the category's name. */
export async function categoryLabel(category: string): Promise<{ id: number; name: string }> {
  const r = await runtime().deps.db.execute<{ id: number; name: string }>(sql`
    select l.id, l.name from labels l join labels c on c.id = l.parent_id
    where c.parent_id is null and c.name = ${category} and (l.domain_id is null or l.domain_id = ${DOMAIN_IDS.wiki})
    order by l.id limit 1`);
  if (!r.rows[0]) throw new Error(`no label under ${category}`);
  return r.rows[0];
}
