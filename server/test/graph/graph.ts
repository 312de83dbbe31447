import { sql } from 'drizzle-orm';
import { graphEdges, graphNodes } from '../../db/schema/index';
import { entityKeys } from '../../graph/keys';
import type { TestRuntime } from '../harness';

/** Id of a seeded graph node by its name (the demo graph's names are unique). */
export async function nodeId(rt: TestRuntime, name: string): Promise<number> {
  const r = await rt.deps.db.execute<{ id: number }>(sql`select id from graph_nodes where name = ${name} order by id limit 1`);
  if (!r.rows[0]) throw new Error(`no graph node ${name}`);
  return r.rows[0].id;
}

/** Adds an entity of a seeded class, keyed as the seed keys its entities. */
export async function addEntity(rt: TestRuntime, className: string, name: string, aliases: string[] = []): Promise<number> {
  const [row] = await rt.deps.db
    .insert(graphNodes)
    .values({ type: 2, classId: await nodeId(rt, className), name, aliases, ...entityKeys(name, aliases) })
    .returning({ id: graphNodes.id });
  return row.id;
}

/** Adds an edge between two nodes by relation name. */
export async function addEdge(rt: TestRuntime, sourceId: number, relation: string, targetId: number): Promise<void> {
  const r = await rt.deps.db.execute<{ id: number }>(sql`select id from graph_relation_types where name = ${relation}`);
  await rt.deps.db.insert(graphEdges).values({ sourceId, targetId, relationTypeId: r.rows[0].id });
}
