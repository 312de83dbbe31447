import type { KnowledgeStatus, Visibility } from '@contract/knowledge/knowledge';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { sql } from 'drizzle-orm';
import { knowledge, knowledgeLabels, knowledgeVersions, knowledgeVisibility } from '../../db/schema/index';
import type { TestRuntime } from '../harness';

export interface ItemSpec {
  authorUsername: string;
  domainId?: number;
  title?: string;
  summary?: string;
  /** Status of the newest (only) version; 'published' makes it version 1 published. */
  status?: KnowledgeStatus;
  visibility?: Pick<Visibility, 'scope'> & Partial<Visibility>;
  labelIds?: number[];
  groupId?: number | null;
  views?: number;
  /** Minutes before now the item was created (and published); orders lists. */
  minutesAgo?: number;
  deleted?: boolean;
}

export interface CreatedItem {
  id: number;
  title: string;
  authorId: number;
}

let counter = 0;

/** Id of a seeded user by username. */
export async function userId(rt: TestRuntime, username: string): Promise<number> {
  const r = await rt.deps.db.execute<{ id: number }>(sql`select id from users where lower(username) = lower(${username})`);
  if (!r.rows[0]) throw new Error(`no user ${username}`);
  return r.rows[0].id;
}

/** Id of a seeded group by its Chinese name. */
export async function groupId(rt: TestRuntime, name: string): Promise<number> {
  const r = await rt.deps.db.execute<{ id: number }>(sql`select id from groups where name = ${name}`);
  if (!r.rows[0]) throw new Error(`no group ${name}`);
  return r.rows[0].id;
}

/** Id of a seeded label (not a category) by name. */
export async function labelId(rt: TestRuntime, name: string): Promise<number> {
  const r = await rt.deps.db.execute<{ id: number }>(sql`select id from labels where name = ${name} and parent_id is not null`);
  if (!r.rows[0]) throw new Error(`no label ${name}`);
  return r.rows[0].id;
}

/**
 * Writes a knowledge item straight into the tables (one version), so tests of
 * interactions, lists and the home page need not drive the whole lifecycle.
 */
export async function createItem(rt: TestRuntime, spec: ItemSpec): Promise<CreatedItem> {
  const db = rt.deps.db;
  const authorId = await userId(rt, spec.authorUsername);
  const status = spec.status ?? 'published';
  const published = status === 'published';
  const title = spec.title ?? `测试知识${++counter}`;
  const at = new Date(Date.now() - (spec.minutesAgo ?? 0) * 60_000);
  const vis = {
    scope: spec.visibility?.scope ?? 'all',
    groupIds: spec.visibility?.groupIds ?? [],
    userIds: spec.visibility?.userIds ?? [],
  };
  const labelIds = spec.labelIds ?? [];
  const [row] = await db
    .insert(knowledge)
    .values({
      domainId: spec.domainId ?? DOMAIN_IDS.wiki,
      title,
      summary: spec.summary ?? `${title}的摘要`,
      authorId,
      groupId: spec.groupId ?? null,
      status,
      visibility: vis.scope,
      publishedVersion: published ? 1 : null,
      latestVersion: 1,
      views: spec.views ?? 0,
      createdAt: at,
      updatedAt: at,
      publishedAt: published ? at : null,
      deletedAt: spec.deleted ? new Date() : null,
      deletedBy: spec.deleted ? authorId : null,
    })
    .returning({ id: knowledge.id });
  await db.insert(knowledgeVersions).values({
    knowledgeId: row.id,
    version: 1,
    status,
    title,
    summary: spec.summary ?? `${title}的摘要`,
    content: `<p>${title}的正文</p>`,
    contentText: `${title}的正文`,
    labelIds,
    groupId: spec.groupId ?? null,
    visibility: vis,
    editorId: authorId,
    createdAt: at,
    updatedAt: at,
  });
  if (labelIds.length > 0) await db.insert(knowledgeLabels).values(labelIds.map((l) => ({ knowledgeId: row.id, labelId: l })));
  const grants = [
    ...(vis.scope === 'groups' ? vis.groupIds.map((g) => ({ knowledgeId: row.id, groupId: g, userId: null })) : []),
    ...(vis.scope === 'users' ? vis.userIds.map((u) => ({ knowledgeId: row.id, groupId: null, userId: u })) : []),
  ];
  if (grants.length > 0) await db.insert(knowledgeVisibility).values(grants);
  return { id: row.id, title, authorId };
}

/** Messages a user has received of one customType, newest first. */
export async function messagesOf(rt: TestRuntime, username: string, customType: number) {
  const r = await rt.deps.db.execute<{ title: string; content: string; link: string | null }>(sql`
    select m.title, m.content, m.link from messages m join users u on u.id = m.user_id
    where lower(u.username) = lower(${username}) and m.custom_type = ${customType} order by m.id desc`);
  return r.rows;
}
