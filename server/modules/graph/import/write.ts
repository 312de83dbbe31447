import { sql } from 'drizzle-orm';
import type { Conn } from '../../../db/client';
import { entityKeys } from '../../../graph/keys';
import { conflict } from '../../../http/errors';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../../lib/db-errors';
import { refreshMentionsForKeys } from '../../../search/mentions';
import type { EndRef, ImportPlan } from './plan';

/** Rows per statement: one JSON parameter each, so a 50,000-row file is a few dozen statements. */
const CHUNK = 2_000;

export interface ImportCounts {
  nodesCreated: number;
  nodesUpdated: number;
  nodesUnchanged: number;
  relationsCreated: number;
  relationsExisting: number;
}

const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));
const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;

/** Relations of the plan between entities that exist already and are already in the graph. */
async function existingEdges(tx: Conn, edges: { s: number; r: number; t: number }[]): Promise<number> {
  let n = 0;
  for (const part of chunks(edges)) {
    const r = await tx.execute<{ n: number }>(sql`
      select count(*)::int as n from jsonb_to_recordset(${json(part)}) v(s int, r int, t int)
      join graph_edges e on e.source_id = v.s and e.relation_type_id = v.r and e.target_id = v.t`);
    n += r.rows[0].n;
  }
  return n;
}

/** What the plan would do, without writing: a dry run's counts. */
export async function countPlan(tx: Conn, plan: ImportPlan): Promise<ImportCounts> {
  const known = plan.edges.flatMap((e) =>
    'id' in e.source && 'id' in e.target ? [{ s: e.source.id, r: e.relationTypeId, t: e.target.id }] : [],
  );
  const existing = await existingEdges(tx, known);
  return {
    nodesCreated: plan.create.length,
    nodesUpdated: plan.update.length,
    nodesUnchanged: plan.unchanged,
    relationsCreated: plan.edges.length - existing,
    relationsExisting: existing,
  };
}

/**
 * Writes a checked plan in the caller's transaction: new entities, merged
 * ones, their links, then the relations (the trigger on graph_edges keeps
 * degrees), each as a few set-based statements; then the mentions of the
 * items whose text holds a name or alias the import added.
 */
export async function writePlan(tx: Conn, plan: ImportPlan): Promise<ImportCounts> {
  const ids = new Map<string, number>();
  const links: { n: number; k: number; d: number }[] = [];
  const addedKeys: string[] = [];
  try {
    for (const part of chunks(plan.create)) {
      const rows = part.map((e) => {
        const keys = entityKeys(e.name, e.aliases);
        addedKeys.push(...keys.nameKeys);
        return { c: e.classId, name: e.name, aliases: e.aliases, props: e.properties, nk: keys.nameKeys, pk: keys.pinyinKeys };
      });
      const r = await tx.execute<{ id: number; class_id: number; name: string }>(sql`
        insert into graph_nodes (type, class_id, name, aliases, properties, name_keys, pinyin_keys)
        select 2, v.c, v.name, v.aliases, v.props, v.nk, v.pk
        from jsonb_to_recordset(${json(rows)}) v(c int, name text, aliases text[], props jsonb, nk text[], pk text[])
        returning id, class_id, name`);
      for (const row of r.rows) ids.set(`${row.class_id}\u0001${row.name}`, row.id);
    }
  } catch (err) {
    // Another import or the editor created one of these names meanwhile.
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) throw conflict('导入期间有人新建了同名实体，请重新导入');
    throw err;
  }
  for (const e of plan.create)
    for (const l of e.links) links.push({ n: ids.get(e.key) as number, k: l.knowledgeId, d: l.domainId });
  for (const part of chunks(plan.update)) {
    const rows = part.map((u) => {
      const keys = entityKeys(u.entity.name, u.aliases);
      addedKeys.push(...keys.nameKeys.filter((k) => !u.entity.nameKeys.includes(k)));
      return { id: u.entity.id, aliases: u.aliases, props: u.properties, nk: keys.nameKeys, pk: keys.pinyinKeys };
    });
    await tx.execute(sql`
      update graph_nodes n set aliases = v.aliases, properties = v.props, name_keys = v.nk, pinyin_keys = v.pk, updated_at = now()
      from jsonb_to_recordset(${json(rows)}) v(id int, aliases text[], props jsonb, nk text[], pk text[])
      where n.id = v.id`);
  }
  for (const u of plan.update) for (const l of u.links) links.push({ n: u.entity.id, k: l.knowledgeId, d: l.domainId });
  for (const part of chunks(links)) {
    await tx.execute(sql`
      insert into graph_entity_knowledge (node_id, knowledge_id, domain_id)
      select v.n, v.k, v.d from jsonb_to_recordset(${json(part)}) v(n int, k int, d smallint)
      on conflict do nothing`);
  }
  const idOf = (ref: EndRef) => ('id' in ref ? ref.id : (ids.get(ref.create) as number));
  let created = 0;
  const edges = plan.edges.map((e) => ({ s: idOf(e.source), r: e.relationTypeId, t: idOf(e.target) }));
  for (const part of chunks(edges)) {
    const r = await tx.execute<{ n: number }>(sql`
      with ins as (
        insert into graph_edges (source_id, target_id, relation_type_id)
        select v.s, v.t, v.r from jsonb_to_recordset(${json(part)}) v(s int, r int, t int)
        on conflict (source_id, relation_type_id, target_id) do nothing returning 1)
      select count(*)::int as n from ins`);
    created += r.rows[0].n;
  }
  await refreshMentionsForKeys(tx, addedKeys);
  return {
    nodesCreated: plan.create.length,
    nodesUpdated: plan.update.length,
    nodesUnchanged: plan.unchanged,
    relationsCreated: created,
    relationsExisting: edges.length - created,
  };
}
