import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { labels } from '../../db/schema/index';
import { bare } from '../../db/sql-names';
import { changesOf, recordConsoleChange } from '../../events/console-change';
import { badRequest, conflict } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { lockEveryDomainExclusive } from '../../knowledge/field-values';
import { relabelItems } from '../../knowledge/relabel';
import {
  assertDepth,
  assertKnownCategory,
  assertSubtreeFits,
  countCarriers,
  editableLabel,
  effectiveDomain,
  labelChain,
  lockLabels,
  pathOf,
  snapshotOf,
  subtreeHeight,
  thenForget,
} from './label-rows';

/** What deleting a label would touch: the items carrying it and the labels directly below it. */
/** Labels met twice in one statement: a child of the merged label (`c`) beside a child of the target (`t`). */
const c = alias(labels, 'c');
const t = alias(labels, 't');

export async function labelUsage(db: Db, id: number) {
  return db.transaction(async (tx) => {
    await editableLabel(tx, id, '删除');
    const children = await tx.execute<{ n: number }>(
      sql`select count(*)::int as n from ${labels} where ${labels.parentId} = ${id}`,
    );
    return { itemCount: await countCarriers(tx, [id]), childCount: children.rows[0]?.n ?? 0 };
  });
}

/**
 * Merges label A into label B of the same category: every item carrying A
 * carries B instead (once), A's sub-labels move under B, and A is deleted.
 */
export async function mergeLabel(db: Db, caller: SessionUser, id: number, targetId: number) {
  return thenForget(
    db,
    db.transaction(async (tx) => {
      await lockLabels(tx);
      // Saves of any domain wait, or see the label gone (knowledge/field-values.ts).
      await lockEveryDomainExclusive(tx);
      if (targetId === id) throw badRequest('不能把标签合并到它自己');
      const source = await editableLabel(tx, id, '合并');
      const target = await labelChain(tx, targetId);
      const missing = () => badRequest('目标标签：所选标签不存在');
      if (target.length === 0) throw missing();
      assertKnownCategory(target, missing);
      if (target.length === 1) throw badRequest(`不能合并到标签分类「${target[0].name}」，请选择其下的具体标签`);
      if (target.at(-1)?.id !== source.at(-1)?.id)
        throw badRequest(`只能合并到「${source.at(-1)?.name}」分类内的标签，「${target[0].name}」属于「${target.at(-1)?.name}」`);
      if (target.some((l) => l.id === id)) throw badRequest('不能合并到自身的下级标签');
      const a = source[0];
      const b = target[0];
      const clash = await tx.execute<{ name: string }>(sql`
        select ${c.name} from ${labels} ${c} join ${labels} ${t} on ${t.parentId} = ${b.id} and ${t.name} = ${c.name}
        where ${c.parentId} = ${a.id} order by ${c.id} limit 1`);
      if (clash.rows[0]) throw conflict(`「${b.name}」下已有名为「${clash.rows[0].name}」的标签，请先重命名或合并后再合并`);
      await assertSubtreeFits(tx, a, effectiveDomain(target));
      // A's sub-labels hang one level under B instead of under A: B may sit deeper than A.
      assertDepth(target, (await subtreeHeight(tx, a.id)) - 1);

      const itemCount = await countCarriers(tx, [a.id]);
      await relabelItems(tx, a.id, b.id);
      await tx.execute(sql`
        update ${labels} set ${bare(labels.parentId)} = ${b.id}, ${bare(labels.sort)} = x.pos
        from (select ${c.id}, (select coalesce(max(${t.sort}), -1) from ${labels} ${t} where ${t.parentId} = ${b.id})
                + row_number() over (order by ${c.sort}, ${c.id}) as pos
              from ${labels} ${c} where ${c.parentId} = ${a.id}) x
        where ${labels.id} = x.id`);
      await tx.execute(sql`delete from ${labels} where ${labels.id} = ${a.id}`);
      await recordConsoleChange(tx, caller, {
        action: 'label_merge',
        objectId: a.id,
        target: `标签 ${pathOf(source)}`,
        changes: [
          ...changesOf(snapshotOf(source), null),
          { field: '合并到', before: '', after: pathOf(target) },
          { field: '涉及知识', before: '', after: `${itemCount} 条` },
        ],
      });
      return { itemCount };
    }),
  );
}

/** Deletes a label without sub-labels and takes it off every item carrying it. */
export async function deleteLabel(db: Db, caller: SessionUser, id: number) {
  return thenForget(
    db,
    db.transaction(async (tx) => {
      await lockLabels(tx);
      // Saves of any domain wait, or see the label gone (knowledge/field-values.ts).
      await lockEveryDomainExclusive(tx);
      const chain = await editableLabel(tx, id, '删除');
      const children = await tx.execute<{ n: number }>(
        sql`select count(*)::int as n from ${labels} where ${labels.parentId} = ${id}`,
      );
      const n = children.rows[0]?.n ?? 0;
      if (n > 0) throw conflict(`「${chain[0].name}」下还有 ${n} 个下级标签，请先删除、移走或合并下级标签`);
      const itemCount = await countCarriers(tx, [id]);
      await relabelItems(tx, id, null);
      await tx.execute(sql`delete from ${labels} where ${labels.id} = ${id}`);
      await recordConsoleChange(tx, caller, {
        action: 'label_delete',
        objectId: id,
        target: `标签 ${pathOf(chain)}`,
        changes: [...changesOf(snapshotOf(chain), null), { field: '涉及知识', before: '', after: `${itemCount} 条` }],
      });
      return { itemCount };
    }),
  );
}
