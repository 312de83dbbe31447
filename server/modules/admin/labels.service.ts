import { type AdminLabelCategory, type AdminLabelView, LABEL_COUNT_MAX } from '@contract/admin/admin-labels';
import { LABEL_CATEGORIES } from '@contract/common/common';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { labels } from '../../db/schema/index';
import { bare } from '../../db/sql-names';
import { changesOf, recordConsoleChange } from '../../events/console-change';
import { badRequest } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { carriersOf, countCarriers } from '../../knowledge/relabel';
import {
  assertDepth,
  assertLabelDomain,
  assertNameFree,
  assertSubtreeFits,
  domainName,
  editableLabel,
  effectiveDomain,
  type LabelRow,
  lockLabels,
  parentChain,
  pathOf,
  snapshotOf,
  subtreeHeight,
  thenForget,
} from './label-rows';

/** A label met again in its own tree (a recursive step's row, a subquery's sibling). */
const l = alias(labels, 'l');

/** The next sort of the children of `parentId`: after the last of them. */
const nextSort = (parentId: number) =>
  sql`(select coalesce(max(${l.sort}), -1) + 1 from ${labels} ${l} where ${l.parentId} = ${parentId})`;

/** The six categories in SPEC order, each with its labels depth first and the items carrying each label. */
export async function labelTree(db: Db): Promise<AdminLabelCategory[]> {
  const rows = await db.execute<{
    root_id: number;
    id: number;
    name: string;
    parent_id: number | null;
    domain_id: number | null;
    item_count: number;
  }>(sql`
    with recursive tree as (
      select ${labels.id}, ${labels.name}, ${labels.parentId}, ${labels.domainId}, ${labels.id} as root_id,
        array[]::int[] as path, 0 as depth
      from ${labels} where ${labels.parentId} is null and ${labels.name} = any(${sql.param([...LABEL_CATEGORIES])}::text[])
      union all
      select ${l.id}, ${l.name}, ${l.parentId}, ${l.domainId}, t.root_id, t.path || array[${l.sort}, ${l.id}], t.depth + 1
      from ${labels} ${l} join tree t on ${l.parentId} = t.id where t.depth < 32
    ), counts as (
      select c.label_id, count(*)::int as n
      from ${carriersOf(sql`array(select id from tree)`)} c group by 1
    )
    select t.root_id, t.id, t.name, t.parent_id, t.domain_id, coalesce(n.n, 0) as item_count
    from tree t left join counts n on n.label_id = t.id
    order by t.root_id, t.path`);
  const categories = new Map<number, AdminLabelCategory>();
  for (const r of rows.rows) {
    if (r.parent_id === null) categories.set(r.id, { id: r.id, name: r.name, labels: [] });
    else
      categories.get(r.root_id)?.labels.push({
        id: r.id,
        name: r.name,
        parentId: r.parent_id,
        domainId: r.domain_id,
        itemCount: r.item_count,
      });
  }
  const byName = [...categories.values()];
  return LABEL_CATEGORIES.flatMap((name) => byName.find((c) => c.name === name) ?? []);
}

async function viewOf(tx: Tx, chain: LabelRow[]): Promise<AdminLabelView> {
  const l = chain[0];
  return {
    id: l.id,
    name: l.name,
    parentId: l.parentId ?? 0,
    domainId: l.domainId,
    itemCount: await countCarriers(tx, [l.id]),
  };
}

export async function createLabel(
  db: Db,
  caller: SessionUser,
  input: { parentId: number; name: string; domainId: number | null },
): Promise<AdminLabelView> {
  return thenForget(
    db,
    db.transaction(async (tx) => {
      await lockLabels(tx);
      const parent = await parentChain(tx, input.parentId);
      assertDepth(parent, 1);
      assertLabelDomain(input.domainId);
      const inherited = effectiveDomain(parent);
      if (input.domainId !== null && inherited !== null && inherited !== input.domainId)
        throw badRequest(`适用知识域：上级「${parent[0].name}」仅适用于${domainName(inherited)}`);
      await assertNameFree(tx, input.name, input.parentId, null);
      const total = await tx.execute<{ n: number }>(sql`select count(*)::int as n from ${labels}`);
      if ((total.rows[0]?.n ?? 0) >= LABEL_COUNT_MAX)
        throw badRequest(`标签总数已达上限${LABEL_COUNT_MAX}个，请先合并或删除不用的标签`);
      const rows = await tx.execute<{ id: number }>(sql`
        insert into ${labels} (${bare(labels.name)}, ${bare(labels.parentId)}, ${bare(labels.domainId)}, ${bare(labels.sort)})
        values (${input.name}, ${input.parentId}, ${input.domainId}::smallint, ${nextSort(input.parentId)})
        returning ${labels.id}`);
      const chain = [{ id: rows.rows[0].id, name: input.name, parentId: input.parentId, domainId: input.domainId }, ...parent];
      await recordConsoleChange(tx, caller, {
        action: 'label_create',
        objectId: chain[0].id,
        target: `标签 ${pathOf(chain)}`,
        changes: changesOf(null, snapshotOf(chain)),
      });
      return viewOf(tx, chain);
    }),
  );
}

/** Renames a label, changes its domain, or moves it under another label of its category. */
export async function updateLabel(
  db: Db,
  caller: SessionUser,
  id: number,
  change: { name?: string; domainId?: number | null; parentId?: number },
): Promise<AdminLabelView> {
  return thenForget(
    db,
    db.transaction(async (tx) => {
      await lockLabels(tx);
      const chain = await editableLabel(tx, id, '修改');
      const current = chain[0];
      const name = change.name ?? current.name;
      const domainId = change.domainId === undefined ? current.domainId : change.domainId;
      const parentId = change.parentId ?? (current.parentId as number);
      let parent = chain.slice(1);
      if (parentId !== current.parentId) {
        parent = await parentChain(tx, parentId);
        if (parent.some((l) => l.id === id)) throw badRequest('不能移动到自身或下级标签之下');
        if (parent.at(-1)?.id !== chain.at(-1)?.id) throw badRequest(`只能在「${chain.at(-1)?.name}」分类内移动`);
        assertDepth(parent, await subtreeHeight(tx, id));
      }
      assertLabelDomain(domainId);
      const inherited = effectiveDomain(parent);
      if (domainId !== null && inherited !== null && inherited !== domainId)
        throw badRequest(`适用知识域：上级「${parent[0].name}」仅适用于${domainName(inherited)}`);
      if (name === current.name && domainId === current.domainId && parentId === current.parentId) return viewOf(tx, chain);
      if (domainId !== current.domainId || parentId !== current.parentId)
        await assertSubtreeFits(tx, current, domainId ?? inherited);
      await assertNameFree(tx, name, parentId, id);
      await tx.execute(sql`
        update ${labels} set ${bare(labels.name)} = ${name}, ${bare(labels.domainId)} = ${domainId}::smallint,
          ${bare(labels.parentId)} = ${parentId}
          ${parentId === current.parentId ? sql`` : sql`, ${bare(labels.sort)} = ${nextSort(parentId)}`}
        where ${labels.id} = ${id}`);
      const updated = [{ id, name, parentId, domainId }, ...parent];
      await recordConsoleChange(tx, caller, {
        action: 'label_edit',
        objectId: id,
        target: `标签 ${pathOf(chain)}`,
        changes: changesOf(snapshotOf(chain), snapshotOf(updated)),
      });
      return viewOf(tx, updated);
    }),
  );
}

/** Moves a label one place up or down among its siblings (their order is renumbered 1…n first). */
export async function reorderLabel(db: Db, caller: SessionUser, id: number, direction: 'up' | 'down'): Promise<null> {
  return thenForget(
    db,
    db.transaction(async (tx) => {
      await lockLabels(tx);
      const chain = await editableLabel(tx, id, '调整顺序');
      const parentId = chain[0].parentId as number;
      const siblings = await tx.execute<{ id: number }>(
        sql`select ${labels.id} from ${labels} where ${labels.parentId} = ${parentId} order by ${labels.sort}, ${labels.id}`,
      );
      const order = siblings.rows.map((r) => r.id);
      const at = order.indexOf(id);
      const to = direction === 'up' ? at - 1 : at + 1;
      if (to < 0 || to >= order.length) throw badRequest(direction === 'up' ? '已经排在同级第一位' : '已经排在同级最后一位');
      [order[at], order[to]] = [order[to], order[at]];
      await tx.execute(sql`
        update ${labels} set ${bare(labels.sort)} = x.pos from unnest(${sql.param(order)}::int[]) with ordinality as x(id, pos)
        where ${labels.id} = x.id`);
      await recordConsoleChange(tx, caller, {
        action: 'label_edit',
        objectId: id,
        target: `标签 ${pathOf(chain)}`,
        changes: [{ field: '同级顺序', before: `第 ${at + 1} 位`, after: `第 ${to + 1} 位` }],
      });
      return null;
    }),
  );
}
