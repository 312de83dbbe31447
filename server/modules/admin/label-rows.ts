import { LABEL_DEPTH_MAX } from '@contract/admin/admin-labels';
import { LABEL_CATEGORIES } from '@contract/common/common';
import { domainById, domainHas } from '@contract/platform/domains';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { knowledge, knowledgeLabels, knowledgeVersions, labels } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../http/errors';
import { countCarriers } from '../../knowledge/relabel';
import { announceCacheChange } from '../../lib/cache-bus';

/** Reads and checks the label console's writes share (labels.service.ts, label-merge.service.ts). */

/** Serialises changes to the label tree: two concurrent moves or merges cannot build a cycle or a clash. */
const TREE_LOCK = 72447102;
export const lockLabels = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(${TREE_LOCK})`);

/** A label met again in its own tree (a recursive step's row). */
const l = alias(labels, 'l');

/** Deeper chains than this are broken data (label.service.ts stops at the same depth). */
const MAX_CHAIN = 32;

export interface LabelRow {
  id: number;
  name: string;
  parentId: number | null;
  domainId: number | null;
}

/** A label with its ancestors, itself first and its category (the root) last. */
export async function labelChain(tx: Tx, id: number): Promise<LabelRow[]> {
  const rows = await tx.execute<{ id: number; name: string; parent_id: number | null; domain_id: number | null }>(sql`
    with recursive up as (
      select ${labels.id}, ${labels.name}, ${labels.parentId}, ${labels.domainId}, 0 as depth from ${labels} where ${labels.id} = ${id}
      union all
      select ${l.id}, ${l.name}, ${l.parentId}, ${l.domainId}, up.depth + 1 from ${labels} ${l} join up on ${l.id} = up.parent_id
      where up.depth < ${MAX_CHAIN}
    ) select id, name, parent_id, domain_id from up order by depth`);
  return rows.rows.map((r) => ({ id: r.id, name: r.name, parentId: r.parent_id, domainId: r.domain_id }));
}

/** A label that may be edited: it exists and is not one of the six categories SPEC §7 names. */
export async function editableLabel(tx: Tx, id: number, doing: string): Promise<LabelRow[]> {
  await tx.execute(sql`select 1 from ${labels} where ${labels.id} = ${id} for update`);
  const chain = await labelChain(tx, id);
  if (chain.length === 0) throw notFound('标签不存在');
  if (chain.length === 1) throw badRequest(`「${chain[0].name}」是标签分类，分类由产品规定，不能${doing}`);
  assertKnownCategory(chain);
  return chain;
}

/** Labels live only under the six categories; a root of another name is not the console's. */
export function assertKnownCategory(chain: LabelRow[], missing: () => Error = () => notFound('标签不存在')): void {
  const root = chain.at(-1);
  if (!root || !(LABEL_CATEGORIES as readonly string[]).includes(root.name)) throw missing();
}

/** A parent for a new or moved label: an existing label or category, not too deep. */
export async function parentChain(tx: Tx, parentId: number): Promise<LabelRow[]> {
  const chain = await labelChain(tx, parentId);
  const missing = () => badRequest('上级标签：所选标签不存在');
  if (chain.length === 0) throw missing();
  assertKnownCategory(chain, missing);
  return chain;
}

/** Levels below the category of a subtree (1 for a leaf). */
export async function subtreeHeight(tx: Tx, id: number): Promise<number> {
  const r = await tx.execute<{ h: number }>(sql`
    with recursive sub as (
      select ${labels.id}, 1 as h from ${labels} where ${labels.id} = ${id}
      union all select ${l.id}, sub.h + 1 from ${labels} ${l} join sub on ${l.parentId} = sub.id where sub.h < ${MAX_CHAIN}
    ) select max(h)::int as h from sub`);
  return r.rows[0]?.h ?? 1;
}

/** Refuses a tree deeper than LABEL_DEPTH_MAX levels below its category. */
export function assertDepth(parent: LabelRow[], height: number): void {
  // parent.length - 1 = the parent's level (0 for the category).
  if (parent.length - 1 + height > LABEL_DEPTH_MAX) throw badRequest(`标签最多${LABEL_DEPTH_MAX}级，不能再往下添加`);
}

/** Refuses a second label of the same name under one parent: pickers could not tell them apart. */
export async function assertNameFree(tx: Tx, name: string, parentId: number, exceptId: number | null): Promise<void> {
  const r = await tx.execute(sql`
    select 1 from ${labels} where ${labels.parentId} = ${parentId} and ${labels.name} = ${name}
      and (${exceptId}::int is null or ${labels.id} <> ${exceptId}::int) limit 1`);
  if (r.rows.length) throw conflict(`同一上级下已有名为「${name}」的标签`);
}

/** The path of a label as the console shows it: 业务领域/研发管理. */
export const pathOf = (chain: LabelRow[]) =>
  chain
    .map((l) => l.name)
    .reverse()
    .join('/');

/** The domain a label applies to: its own restriction, or the nearest restricted ancestor's. */
export const effectiveDomain = (chain: LabelRow[]) => chain.find((l) => l.domainId !== null)?.domainId ?? null;

export const domainName = (domainId: number | null) =>
  domainId === null ? '全部知识域' : (domainById(domainId)?.menuName ?? `知识域 ${domainId}`);

export function assertLabelDomain(domainId: number | null): void {
  if (domainId !== null && !domainHas(domainId, 'labels')) throw badRequest(`适用知识域：${domainName(domainId)}不使用标签`);
}

/** The label and every label below it. */
export async function subtreeIds(tx: Tx, id: number): Promise<number[]> {
  const r = await tx.execute<{ id: number }>(sql`
    with recursive sub as (
      select ${labels.id}, 0 as depth from ${labels} where ${labels.id} = ${id}
      union all select ${l.id}, sub.depth + 1 from ${labels} ${l} join sub on ${l.parentId} = sub.id where sub.depth < ${MAX_CHAIN}
    ) select id from sub`);
  return r.rows.map((x) => x.id);
}

/**
 * Refuses to put a label and what lies below it under a restriction to one
 * domain when a label below says another domain, or items of another domain
 * carry one of them: editors could no longer pick it, filters would hide it.
 */
export async function assertSubtreeFits(tx: Tx, label: LabelRow, domainId: number | null): Promise<void> {
  if (domainId === null) return;
  const ids = await subtreeIds(tx, label.id);
  const other = await tx.execute<{ name: string; domain_id: number }>(sql`
    select ${labels.name}, ${labels.domainId} from ${labels} where ${labels.id} = any(${sql.param(ids)}::int[]) and ${labels.id} <> ${label.id}
      and ${labels.domainId} is not null and ${labels.domainId} <> ${domainId} order by ${labels.id} limit 1`);
  const clash = other.rows[0];
  if (clash)
    throw badRequest(`下级标签「${clash.name}」适用于${domainName(clash.domain_id)}，不能再限定为${domainName(domainId)}`);
  const r = await tx.execute<{ n: number }>(sql`
    select count(distinct c.knowledge_id)::int as n
    from (select ${knowledgeLabels.knowledgeId} from ${knowledgeLabels} where ${knowledgeLabels.labelId} = any(${sql.param(ids)}::int[])
          union select ${knowledgeVersions.knowledgeId} from ${knowledgeVersions} where ${knowledgeVersions.labelIds} && ${sql.param(ids)}::int[]) c
      join ${knowledge} on ${knowledge.id} = c.knowledge_id
    where ${knowledge.domainId} <> ${domainId}`);
  const n = r.rows[0]?.n ?? 0;
  if (n > 0) throw badRequest(`「${label.name}」或其下级标签已用于 ${n} 条其他知识域的知识，不能限定为${domainName(domainId)}`);
}

/** A label's fields for the audit trail, as the console shows them. */
export const snapshotOf = (chain: LabelRow[]) => ({
  名称: chain[0].name,
  上级: pathOf(chain.slice(1)),
  适用知识域: domainName(chain[0].domainId),
});

export { countCarriers };

/** Runs a label change, then has every server forget its label caches: the next call of any reader sees the change. */
export async function thenForget<T>(db: Db, change: Promise<T>): Promise<T> {
  const result = await change;
  await announceCacheChange(db, 'labels');
  return result;
}
