import { NODE_TYPE } from '@contract/graph/graph';
import { sql } from 'drizzle-orm';
import type { Conn } from '../../db/client';
import { graphEdges, graphEntityKnowledge, graphNodes, graphRelationTypes } from '../../db/schema/index';
import { entityKeys } from '../../graph/keys';
import { DEMO_CLASSES, DEMO_EDGES, DEMO_ENTITIES, DEMO_PEOPLE, DEMO_RELATIONS, type DemoEntity } from './demo-graph';

export interface GraphSeedStats {
  classes: number;
  entities: number;
  edges: number;
  links: number;
}

/**
 * Seeds the demo organisation's graph: the ontology and relation types,
 * departments from the group tree, people from the staff and visitor users (and a few more),
 * products, policies, projects, regions and a small poetry sample, their
 * edges, and links to the seeded knowledge items of the same titles (when
 * the content was seeded). Mentions are not written here: the search index
 * writer computes them from each item's text when it indexes it at start.
 * A database that already has graph nodes is left alone.
 */
export async function seedDemoGraph(conn: Conn): Promise<GraphSeedStats | null> {
  const existing = await conn.execute<{ n: number }>(sql`select count(*)::int as n from graph_nodes`);
  if ((existing.rows[0]?.n ?? 0) > 0) return null;

  const classIds = new Map<string, number>();
  for (const [i, c] of DEMO_CLASSES.entries()) {
    const [row] = await conn
      .insert(graphNodes)
      .values({
        type: NODE_TYPE.ontology,
        parentId: c.parent ? classIds.get(c.parent) : null,
        name: c.name,
        color: c.color,
        icon: c.icon,
        titleMarks: c.titleMarks ?? false,
        sort: i,
        ...entityKeys(c.name, []),
      })
      .returning({ id: graphNodes.id });
    classIds.set(c.name, row.id);
  }
  const relations = await conn
    .insert(graphRelationTypes)
    .values(DEMO_RELATIONS.map(([name, inverseName], sort) => ({ name, inverseName, sort })))
    .returning();
  const relationId = new Map(relations.map((r) => [r.name, r.id]));

  const groups = await conn.execute<{ name: string; parent: string | null }>(sql`
    select g.name, p.name as parent from groups g left join groups p on p.id = g.parent_id order by g.sort, g.id`);
  // The administrator's account is a role, not a person: its name (管理员) would be "mentioned" by every text about administrators.
  const users = await conn.execute<{ nickname: string; username: string; group_name: string | null }>(sql`
    select u.nickname, u.username, g.name as group_name from users u left join groups g on g.id = u.group_id
    where not u.disabled and not u.is_admin order by u.id`);
  const entities: DemoEntity[] = [
    ...groups.rows.map((g): DemoEntity => ({ cls: '部门', name: g.name })),
    ...users.rows.map((u): DemoEntity => ({ cls: '人员', name: u.nickname, properties: { 账号: u.username } })),
    ...DEMO_PEOPLE.map((p): DemoEntity => ({ cls: '人员', name: p.name, properties: { 职务: p.title } })),
    ...DEMO_ENTITIES,
  ];
  const rows = await conn
    .insert(graphNodes)
    .values(
      entities.map((e, sort) => ({
        type: NODE_TYPE.entity,
        classId: classIds.get(e.cls) as number,
        name: e.name,
        aliases: e.aliases ?? [],
        properties: e.properties ?? {},
        sort,
        ...entityKeys(e.name, e.aliases ?? []),
      })),
    )
    .returning({ id: graphNodes.id, name: graphNodes.name });
  const nodeId = new Map(rows.map((r) => [r.name, r.id]));

  const edges: [string, string, string][] = [
    ...groups.rows.flatMap((g): [string, string, string][] => (g.parent ? [[g.name, '属于', g.parent]] : [])),
    ...users.rows.flatMap((u): [string, string, string][] => (u.group_name ? [[u.nickname, '属于', u.group_name]] : [])),
    ...DEMO_PEOPLE.map((p): [string, string, string] => [p.name, '属于', p.group]),
    ...DEMO_EDGES,
  ];
  const edgeRows = edges.map(([from, rel, to]) => {
    const sourceId = nodeId.get(from);
    const targetId = nodeId.get(to);
    const relationTypeId = relationId.get(rel);
    // A name missing from the demo data is a mistake in it: fail the seed loudly rather than drop the edge.
    if (!sourceId || !targetId || !relationTypeId) throw new Error(`demo graph: unknown edge ${from} ${rel} ${to}`);
    return { sourceId, targetId, relationTypeId };
  });
  await conn.insert(graphEdges).values(edgeRows).onConflictDoNothing();

  const wanted = DEMO_ENTITIES.flatMap((e) => (e.links ?? []).map((title) => ({ node: e.name, title })));
  const titles = [...new Set(wanted.map((w) => w.title))];
  const items = await conn.execute<{ id: number; domain_id: number; title: string }>(sql`
    select distinct on (title) id, domain_id, title from knowledge
    where deleted_at is null and title in ${titles} order by title, id`);
  const byTitle = new Map(items.rows.map((k) => [k.title, k]));
  const links = wanted.flatMap((w) => {
    const k = byTitle.get(w.title);
    const node = nodeId.get(w.node);
    return k && node ? [{ nodeId: node, knowledgeId: k.id, domainId: k.domain_id }] : [];
  });
  if (links.length > 0) await conn.insert(graphEntityKnowledge).values(links).onConflictDoNothing();
  return { classes: DEMO_CLASSES.length, entities: rows.length, edges: edgeRows.length, links: links.length };
}
