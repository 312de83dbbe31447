import type { GraphNode } from '@contract/graph/graph';
import { type SQL, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client';
import { notFound } from '../../http/errors';
import { intArray } from '../../lib/int-array';

/**
 * Columns of a node as the contract's `graphNode` shows it, on alias `n`
 * with its class joined as `c`: an entity takes its class's colour, icon and
 * book-title rule; a class node has its own.
 */
export const NODE_COLUMNS = sql`n.id, n.type, n.name, n.class_id, c.name as class_name,
  coalesce(c.color, n.color) as color, coalesce(c.icon, n.icon) as icon,
  coalesce(c.title_marks, n.title_marks) as title_marks, n.degree`;

export const NODE_FROM = sql`graph_nodes n left join graph_nodes c on c.id = n.class_id`;

export type NodeRow = {
  id: number;
  type: number;
  name: string;
  class_id: number | null;
  class_name: string | null;
  color: string | null;
  icon: string | null;
  title_marks: boolean;
  degree: number;
};

export function toNode(r: NodeRow): GraphNode {
  return {
    id: r.id,
    type: r.type === 1 ? 1 : 2,
    name: r.name,
    classId: r.class_id,
    className: r.class_name,
    color: r.color,
    icon: r.icon,
    titleMarks: r.title_marks,
    degree: r.degree,
  };
}

/** Nodes by id, in no particular order (callers place them by id). */
export async function loadNodes(conn: Conn, ids: number[]): Promise<Map<number, GraphNode>> {
  if (ids.length === 0) return new Map();
  const r = await conn.execute<NodeRow>(sql`select ${NODE_COLUMNS} from ${NODE_FROM} where n.id = any(${intArray(ids)})`);
  return new Map(r.rows.map((row) => [row.id, toNode(row)]));
}

/** One node, or a 404 naming what is missing. */
export async function nodeOrFail(conn: Conn, id: number, what = '节点'): Promise<GraphNode> {
  const node = (await loadNodes(conn, [id])).get(id);
  if (!node) throw notFound(`${what}不存在`);
  return node;
}

/** Condition on alias `n`: entities of a class or any class below it in the ontology tree. */
export function inClassTree(ontologyId: number): SQL {
  return sql`n.class_id in (with recursive t(id) as (select ${ontologyId}::int union all
    select g.id from graph_nodes g join t on g.parent_id = t.id where g.type = 1) select id from t)`;
}

/**
 * The given classes and every class below them: a filter on 诗词文化 keeps
 * poets and poems alike, as the class tree in the screen suggests.
 */
export async function classesWithin(conn: Conn, ids: readonly number[] | undefined): Promise<number[] | undefined> {
  if (!ids) return undefined;
  if (ids.length === 0) return [];
  const r = await conn.execute<{ id: number }>(sql`
    with recursive t(id) as (select id from graph_nodes where type = 1 and id = any(${intArray([...ids])})
      union select g.id from graph_nodes g join t on g.parent_id = t.id where g.type = 1)
    select id from t`);
  return r.rows.map((x) => x.id);
}
