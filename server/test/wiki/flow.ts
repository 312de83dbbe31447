import crypto from 'node:crypto';
import { approvalDecide } from '@contract/approval/approval';
import type { KnowledgeDetail, KnowledgeListItem } from '@contract/knowledge/knowledge';
import { wikiDetail, wikiList, wikiSave, wikiSubmit } from '@contract/wiki/wiki';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { call, tokenFor } from '../client';
import type { TestRuntime } from '../harness';

export type SaveInput = z.input<typeof wikiSave.input>;
export interface Saved {
  id: number;
  version: number;
  status: string;
  revision: number;
}

/** Session tokens of the seeded accounts (admin holds every permission, lisi only documents, wangwu is a visitor). */
export async function tokens(rt: TestRuntime) {
  const [admin, zhangsan, lisi, wangwu] = await Promise.all(['admin', 'zhangsan', 'lisi', 'wangwu'].map((u) => tokenFor(rt, u)));
  return { admin, zhangsan, lisi, wangwu };
}

/** A title no seeded or other test's entry carries. */
export const uniqueTitle = (prefix = '词条') => `${prefix}-${crypto.randomBytes(4).toString('hex')}`;

export function entry(overrides: Partial<SaveInput> = {}): SaveInput {
  return {
    title: uniqueTitle(),
    content: '<h2>适用范围</h2><p>本规范适用于集团全体员工。</p>',
    summary: '测试摘要',
    labelIds: [],
    groupId: null,
    fields: [],
    visibility: { scope: 'all', groupIds: [], userIds: [] },
    ...overrides,
  };
}

/** Saves through the API and insists on success. */
export async function save(rt: TestRuntime, token: string, input: SaveInput): Promise<Saved> {
  const r = await call<Saved>(rt, wikiSave, input, { token });
  if (r.status !== 200) throw new Error(`save failed: ${r.status} ${r.body.message}`);
  return r.body.data;
}

export async function submit(rt: TestRuntime, token: string, id: number) {
  const r = await call<Saved>(rt, wikiSubmit, {}, { token, params: { id } });
  if (r.status !== 200) throw new Error(`submit failed: ${r.status} ${r.body.message}`);
  return r.body.data;
}

export async function approve(rt: TestRuntime, token: string, id: number, comment = '') {
  const r = await call<Saved>(rt, approvalDecide, { id, approve: true, comment }, { token });
  if (r.status !== 200) throw new Error(`approve failed: ${r.status} ${r.body.message}`);
  return r.body.data;
}

/** Writes, submits and approves an entry: the shortest way to a published one. */
export async function publish(rt: TestRuntime, author: string, approver: string, overrides: Partial<SaveInput> = {}) {
  const saved = await save(rt, author, entry(overrides));
  await submit(rt, author, saved.id);
  await approve(rt, approver, saved.id);
  return saved.id;
}

export const detail = (rt: TestRuntime, token: string, id: number, version?: number) =>
  call<KnowledgeDetail>(rt, wikiDetail, version === undefined ? {} : { version }, { token, params: { id } });

export const list = (rt: TestRuntime, token: string, input: Record<string, unknown>) =>
  call<{ total: number; list: KnowledgeListItem[] }>(rt, wikiList, { page: 1, size: 100, ...input }, { token });

export async function idOf(rt: TestRuntime, table: 'groups' | 'users' | 'labels', name: string): Promise<number> {
  const column = table === 'users' ? 'username' : 'name';
  const r = await rt.deps.db.execute<{ id: number }>(
    sql`select id from ${sql.raw(table)} where ${sql.raw(column)} = ${name} order by id limit 1`,
  );
  if (!r.rows[0]) throw new Error(`no ${table} ${name}`);
  return r.rows[0].id;
}

export async function fieldId(rt: TestRuntime, domainId: number, code: string): Promise<number> {
  const r = await rt.deps.db.execute<{ id: number }>(sql`select id from fields where domain_id = ${domainId} and code = ${code}`);
  return r.rows[0].id;
}

/** Adds a staff user (role 普通员工) in a group and returns a session token. */
export async function addStaff(rt: TestRuntime, username: string, groupName: string | null): Promise<string> {
  await rt.deps.db.execute(sql`
    with u as (
      insert into users (username, nickname, type, group_id)
      values (${username}, ${username}, 1, (select id from groups where name = ${groupName}))
      returning id
    )
    insert into user_roles (user_id, role_id) select u.id, r.id from u, roles r where r.name = '普通员工'`);
  return tokenFor(rt, username);
}

/** Gives a user an extra role holding the approval permission (an approver who is not an admin). */
export async function makeApprover(rt: TestRuntime, username: string): Promise<void> {
  await rt.deps.db.execute(sql`
    with r as (
      insert into roles (name, permissions) values (${`审核员-${username}`}, '{ROLE_KNOWLEDGE_APPROVE}'::text[]) returning id
    )
    insert into user_roles (user_id, role_id) select u.id, r.id from users u, r where u.username = ${username}`);
}
