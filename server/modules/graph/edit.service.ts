import type { edgeSave, nodeSave } from '@contract/graph/graph-edit';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { readerOf } from '../../access/reader';
import type { Conn, Db } from '../../db/client';
import { graphNodes } from '../../db/schema/index';
import { actor } from '../../events/actor';
import { recordEvent } from '../../events/record-event';
import { entityKeys } from '../../graph/keys';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { readableBy } from '../../knowledge/access';
import { intArray } from '../../lib/int-array';
import { refreshMentionsAround } from '../../search/mentions';

type NodeInput = z.output<typeof nodeSave.input>;

async function isClass(conn: Conn, id: number): Promise<boolean> {
  const r = await conn.execute(sql`select 1 from graph_nodes where id = ${id} and type = 1`);
  return r.rows.length > 0;
}

/** A class's parent must be a class outside its own subtree, or the tree would loop. */
async function checkParent(conn: Conn, id: number | undefined, parentId: number | null): Promise<void> {
  if (parentId === null) return;
  if (!(await isClass(conn, parentId))) throw badRequest('上级类别不存在');
  if (id === undefined) return;
  const r = await conn.execute(sql`
    with recursive t(id) as (select ${id}::int union select g.id from graph_nodes g join t on g.parent_id = t.id)
    select 1 from t where id = ${parentId}`);
  if (r.rows.length > 0) throw badRequest('上级类别不能是自身或其下级');
}

/**
 * Creates or changes one class or entity. An entity's name and aliases feed
 * suggestions and the mention dictionary, so their keys are rebuilt and the
 * mentions of the items they can touch recounted in the same transaction.
 */
export async function saveNode(db: Db, user: SessionUser, input: NodeInput): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    let oldKeys: string[] = [];
    if (input.id !== undefined) {
      const r = await tx.execute<{ type: number; name_keys: string[] }>(
        sql`select type, name_keys from graph_nodes where id = ${input.id} for update`,
      );
      const old = r.rows[0];
      if (!old) throw notFound('节点不存在');
      if (old.type !== input.type) throw badRequest('节点类型不能修改');
      oldKeys = old.name_keys;
    }
    const entity = input.type === 2;
    if (entity && !(await isClass(tx, input.classId as number))) throw badRequest('本体类别不存在');
    if (!entity) await checkParent(tx, input.id, input.parentId);
    const classId = entity ? (input.classId as number) : null;
    const same = await tx.execute(sql`
      select 1 from graph_nodes where type = ${input.type} and coalesce(class_id, 0) = ${classId ?? 0}
        and name = ${input.name} and id <> ${input.id ?? 0}`);
    if (same.rows.length > 0) throw conflict(entity ? '同一类别下已有同名实体' : '已有同名类别');
    const aliases = [...new Set(input.aliases.filter((a) => a !== input.name))];
    const keys = entityKeys(input.name, aliases);
    const values = {
      name: input.name,
      classId,
      parentId: entity ? null : input.parentId,
      aliases,
      properties: Object.fromEntries(input.properties.map((p) => [p.key, p.value])),
      // Colour, icon and book-title marks belong to classes; entities take their class's.
      color: entity ? null : input.color,
      icon: entity ? null : input.icon,
      titleMarks: entity ? false : input.titleMarks,
      ...keys,
    };
    const [row] =
      input.id === undefined
        ? await tx
            .insert(graphNodes)
            .values({ type: input.type, ...values })
            .returning({ id: graphNodes.id })
        : await tx
            .update(graphNodes)
            .set({ ...values, updatedAt: sql`now()` })
            .where(eq(graphNodes.id, input.id))
            .returning({ id: graphNodes.id });
    const id = row.id;
    if (entity && input.knowledge) await replaceLinks(tx, user, id, input.knowledge);
    if (entity) await refreshMentionsAround(tx, id, [...new Set([...oldKeys, ...keys.nameKeys])]);
    await recordEvent(tx, {
      action: input.id === undefined ? 'create' : 'edit',
      ...actor(user),
      objectId: id,
      detail: { graph: 'node' },
    });
    return { id };
  });
}

/**
 * Sets an entity's links to the given knowledge, within what the caller may
 * read: each named item must be readable to him and of the named domain, and
 * links to items he cannot read (which his editor never showed) stay.
 */
async function replaceLinks(tx: Conn, user: SessionUser, id: number, links: { domainId: number; id: number }[]) {
  const reader = readerOf(user);
  const ids = [...new Set(links.map((l) => l.id))];
  if (ids.length > 0) {
    const ok = await tx.execute<{ id: number; domain_id: number }>(
      sql`select k.id, k.domain_id from knowledge k where k.id = any(${intArray(ids)}) and ${readableBy(reader)}`,
    );
    const domains = new Map(ok.rows.map((k) => [k.id, k.domain_id]));
    if (links.some((l) => domains.get(l.id) !== l.domainId)) throw badRequest('关联知识不存在或无权查看');
  }
  await tx.execute(sql`
    delete from graph_entity_knowledge gk using knowledge k
    where gk.node_id = ${id} and k.id = gk.knowledge_id and ${readableBy(reader)} and not (gk.knowledge_id = any(${intArray(ids)}))`);
  if (ids.length === 0) return;
  const values = links.map((l) => sql`(${id}::int, ${l.id}::int, ${l.domainId}::smallint)`);
  await tx.execute(sql`
    insert into graph_entity_knowledge (node_id, knowledge_id, domain_id) values ${sql.join(values, sql`, `)}
    on conflict do nothing`);
}

/** Removes a node with its edges; a class goes only when nothing is filed under it. */
export async function removeNode(db: Db, user: SessionUser, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const r = await tx.execute<{ type: number; name_keys: string[] }>(
      sql`select type, name_keys from graph_nodes where id = ${id} for update`,
    );
    const node = r.rows[0];
    if (!node) throw notFound('节点不存在');
    const used = await tx.execute(sql`select 1 from graph_nodes where class_id = ${id} or parent_id = ${id} limit 1`);
    if (used.rows.length > 0) throw conflict('该类别下还有实体或下级类别，不能删除');
    // Items that mentioned it are recounted after it is gone: a shorter name inside it may now match there.
    const mentioned = await tx.execute<{ knowledge_id: number }>(
      sql`select knowledge_id from graph_mentions where node_id = ${id}`,
    );
    await tx.execute(sql`delete from graph_nodes where id = ${id}`);
    if (mentioned.rows.length > 0) await refreshMentionsAround(tx, id, node.name_keys);
    await recordEvent(tx, { action: 'delete', ...actor(user), objectId: id, detail: { graph: 'node' } });
    return { id };
  });
}

export async function saveEdge(db: Db, user: SessionUser, input: z.output<typeof edgeSave.input>): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const ends = await tx.execute<{ n: number }>(sql`
      select count(*)::int as n from graph_nodes where id in (${input.sourceId}, ${input.targetId}) and type = 2`);
    if (ends.rows[0].n !== 2) throw badRequest('关系只能连接两个已有的实体');
    const rel = await tx.execute(sql`select 1 from graph_relation_types where id = ${input.relationTypeId}`);
    if (rel.rows.length === 0) throw badRequest('关系类型不存在');
    const r = await tx.execute<{ id: number }>(sql`
      insert into graph_edges (source_id, target_id, relation_type_id) values (${input.sourceId}, ${input.targetId}, ${input.relationTypeId})
      on conflict (source_id, relation_type_id, target_id) do nothing returning id`);
    if (!r.rows[0]) throw conflict('该关系已存在');
    await recordEvent(tx, { action: 'create', ...actor(user), objectId: r.rows[0].id, detail: { graph: 'edge' } });
    return { id: r.rows[0].id };
  });
}

export async function removeEdge(db: Db, user: SessionUser, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const r = await tx.execute(sql`delete from graph_edges where id = ${id} returning id`);
    if (r.rows.length === 0) throw notFound('关系不存在');
    await recordEvent(tx, { action: 'delete', ...actor(user), objectId: id, detail: { graph: 'edge' } });
    return { id };
  });
}

/** Marks a class public or not for the public graph pages (issue 27), audited. */
export async function setClassPublic(db: Db, user: SessionUser, id: number, isPublic: boolean) {
  return db.transaction(async (tx) => {
    const r = await tx.execute(
      sql`update graph_nodes set is_public = ${isPublic}, updated_at = now() where id = ${id} and type = 1`,
    );
    if ((r.rowCount ?? 0) === 0) throw notFound('本体类别不存在');
    await recordEvent(tx, { action: 'edit', ...actor(user), objectId: id, detail: { graph: 'class', isPublic } });
    return { id, isPublic };
  });
}
