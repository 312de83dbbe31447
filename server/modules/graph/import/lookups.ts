import { sql } from 'drizzle-orm';
import { readerOf } from '../../../access/reader';
import type { Conn } from '../../../db/client';
import type { SessionUser } from '../../../http/session';
import { readableBy } from '../../../knowledge/access';
import { intArray } from '../../../lib/int-array';
import type { ExistingEntity, Lookups } from './plan';
import type { ParsedFile } from './rows';

/** A set of texts, sent as one JSON value: the names of a 50,000-row file stay one bound parameter. */
const textSet = (values: string[]) => sql`(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

/**
 * Loads, in the import's transaction, what the file's rows are checked
 * against: classes, relation types, the entities the file names (locked, so
 * the merge writes what was read) and the knowledge it links that the
 * importer may read. A few statements, whatever the file's size.
 */
export async function loadLookups(tx: Conn, user: SessionUser, file: ParsedFile): Promise<Lookups> {
  const names = [
    ...new Set([...file.nodes.map((n) => n.name), ...file.relations.flatMap((r) => [r.start, r.end])].filter((n) => n !== '')),
  ];
  const linkIds = [
    ...new Set(
      file.nodes
        .flatMap((n) => n.links.map((l) => Number(/^\d{1,2}:(\d{1,10})$/.exec(l)?.[1] ?? Number.NaN)))
        .filter((n) => n > 0),
    ),
  ].filter((n) => n <= 2_147_483_647);
  const [classes, relations, entities, knowledge] = await Promise.all([
    tx.execute<{ id: number; name: string }>(sql`select id, name from graph_nodes where type = 1`),
    tx.execute<{ id: number; name: string; inverse_name: string }>(sql`select id, name, inverse_name from graph_relation_types`),
    names.length === 0
      ? Promise.resolve({ rows: [] })
      : tx.execute<{
          id: number;
          class_id: number;
          name: string;
          aliases: string[];
          properties: Record<string, unknown>;
          name_keys: string[];
          links: number[];
        }>(sql`
          select n.id, n.class_id, n.name, n.aliases, n.properties, n.name_keys,
            coalesce((select array_agg(gk.knowledge_id) from graph_entity_knowledge gk where gk.node_id = n.id), '{}') as links
          from graph_nodes n where n.type = 2 and n.name in ${textSet(names)} order by n.id for update`),
    linkIds.length === 0
      ? Promise.resolve({ rows: [] })
      : tx.execute<{ id: number; domain_id: number }>(
          sql`select k.id, k.domain_id from knowledge k where k.id = any(${intArray(linkIds)}) and ${readableBy(readerOf(user))}`,
        ),
  ]);
  const byName = new Map<string, ExistingEntity[]>();
  for (const e of entities.rows) {
    const list = byName.get(e.name) ?? [];
    list.push({
      id: e.id,
      classId: e.class_id,
      name: e.name,
      aliases: e.aliases,
      properties: Object.fromEntries(Object.entries(e.properties).map(([k, v]) => [k, String(v)])),
      nameKeys: e.name_keys,
      links: new Set(e.links),
    });
    byName.set(e.name, list);
  }
  const rel = new Map<string, { id: number; forward: boolean }>();
  // Inverse names first, so a name that is both (never in practice) reads forwards.
  for (const t of relations.rows) rel.set(t.inverse_name, { id: t.id, forward: false });
  for (const t of relations.rows) rel.set(t.name, { id: t.id, forward: true });
  return {
    classes: new Map(classes.rows.map((c) => [c.name, c.id])),
    classNames: new Map(classes.rows.map((c) => [c.id, c.name])),
    relations: rel,
    entities: byName,
    knowledge: new Map(knowledge.rows.map((k) => [k.id, k.domain_id])),
  };
}
