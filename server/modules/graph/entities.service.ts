import { BY_NAME_MAX, type GraphNode } from '@contract/graph/graph';
import { sql } from 'drizzle-orm';
import { readerOf } from '../../access/reader';
import type { Db } from '../../db/client';
import { graphVersionKey, snapshotFor } from '../../graph/adjacency-snapshot';
import { nameKey } from '../../graph/keys';
import { latestSuggestIndex, suggestIndexFor } from '../../graph/suggest-index';
import type { SessionUser } from '../../http/session';
import { readableBy } from '../../knowledge/access';
import { intArray } from '../../lib/int-array';
import { paged } from '../../lib/paged';
import { pinyinOf, typedPinyin } from '../../search/pinyin';
import { classesWithin, inClassTree, NODE_COLUMNS, NODE_FROM, type NodeRow, nodeOrFail, toNode } from './graph-nodes';

/** Entities suggested at most. */
export const SUGGEST_ENTITIES = 10;

/**
 * Condition on alias `n`: the name or an alias holds the typed text, or,
 * typed as pinyin, the full pinyin or initials of one begins with it (as
 * search suggestions read titles). Null when nothing usable was typed.
 */
export function keywordMatch(keyword: string | undefined) {
  const norm = nameKey(keyword ?? '');
  if (!norm) return null;
  const typed = typedPinyin(norm);
  const chars = Array.from(norm);
  // Index lookups first (migration 0021): nodes holding every character pair of the text, or a pinyin key
  // starting with its first 20 letters; the exact tests then run on those few rows only.
  const grams = chars.length === 1 ? chars : [...new Set(chars.slice(1).map((c, i) => chars[i] + c))];
  const textArray = (xs: string[]) =>
    sql`array[${sql.join(
      xs.map((x) => sql`${x}`),
      sql`, `,
    )}]::text[]`;
  const inName = sql`(graph_key_grams(n.name_keys) @> ${textArray(grams)}
    and exists (select 1 from unnest(n.name_keys) k where strpos(k, ${norm}) > 0))`;
  const inPinyin = typed
    ? sql` or (graph_pinyin_prefixes(n.pinyin_keys) @> ${textArray([typed.slice(0, 20)])}
      and exists (select 1 from unnest(n.pinyin_keys) p where starts_with(p, ${typed})))`
    : sql``;
  const pinyin = typed ? sql` or exists (select 1 from unnest(n.pinyin_keys) p where starts_with(p, ${typed}))` : sql``;
  return {
    norm,
    typed,
    where: sql`(${inName}${inPinyin})`,
    starts: sql`(exists (select 1 from unnest(n.name_keys) k where starts_with(k, ${norm}))${pinyin})`,
  };
}

/** The alias that matched, when the name itself did not (the list then says why the entity came up). */
function matchedAlias(name: string, aliases: string[], norm: string, typed: string | null): string | null {
  const hit = (text: string) => {
    const key = nameKey(text);
    if (key.includes(norm)) return true;
    if (!typed) return false;
    const p = pinyinOf(key);
    return p.full.startsWith(typed) || p.initials.startsWith(typed);
  };
  return hit(name) ? null : (aliases.find(hit) ?? null);
}

export async function suggestEntities(db: Db, keyword: string, ontologyId?: number) {
  const m = keywordMatch(keyword);
  if (!m) return [];
  // The index last loaded answers in one statement that also reads the graph's version; the
  // answer stands only when that version is the index's (else the long way below).
  const latest = ontologyId ? undefined : latestSuggestIndex();
  if (latest?.takes(m)) {
    const ids = latest.suggest(m, SUGGEST_ENTITIES);
    const r = await db.execute<{ version_key: string; rows: (NodeRow & { aliases: string[] })[] | null }>(sql`
      select current_database() || '/' || coalesce((select version from graph_version where id = 1), 0) as version_key,
        (select json_agg(row_to_json(x)) from (select ${NODE_COLUMNS}, n.aliases from ${NODE_FROM}
          where n.id = any(${intArray(ids)})) x) as rows`);
    if (r.rows[0]?.version_key === latest.key) return suggestionsOf(ids, r.rows[0].rows ?? [], m);
  }
  const index = suggestIndexFor(db, await graphVersionKey(db));
  if (index?.takes(m)) {
    const classes = ontologyId ? new Set(await classesWithin(db, [ontologyId])) : undefined;
    const ids = index.suggest(m, SUGGEST_ENTITIES, classes);
    const r = await db.execute<NodeRow & { aliases: string[] }>(
      sql`select ${NODE_COLUMNS}, n.aliases from ${NODE_FROM} where n.id = any(${intArray(ids)})`,
    );
    return suggestionsOf(ids, r.rows, m);
  }
  return suggestFromSql(db, m, ontologyId);
}

/** The suggested nodes in the index's order, each with the alias the keyword matched. */
function suggestionsOf(
  ids: number[],
  rows: (NodeRow & { aliases: string[] })[],
  m: NonNullable<ReturnType<typeof keywordMatch>>,
) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ ...toNode(row), matchedAlias: matchedAlias(row.name, row.aliases, m.norm, m.typed) }] : [];
  });
}

/** Until the in-memory index holds the graph's version: the same ranking in SQL, reading every candidate. */
export async function suggestFromSql(db: Db, m: NonNullable<ReturnType<typeof keywordMatch>>, ontologyId?: number) {
  const r = await db.execute<NodeRow & { aliases: string[] }>(sql`
    select ${NODE_COLUMNS}, n.aliases from ${NODE_FROM}
    where n.type = 2 and ${m.where} ${ontologyId ? sql`and ${inClassTree(ontologyId)}` : sql``}
    order by n.name_keys[1] = ${m.norm} desc, ${m.starts} desc, length(n.name), n.degree desc, n.id
    limit ${SUGGEST_ENTITIES}`);
  return r.rows.map((row) => ({ ...toNode(row), matchedAlias: matchedAlias(row.name, row.aliases, m.norm, m.typed) }));
}

export async function listEntities(db: Db, input: { ontologyId?: number; keyword?: string; page: number; size: number }) {
  const m = keywordMatch(input.keyword);
  const where = sql.join(
    [sql`n.type = 2`, ...(input.ontologyId ? [inClassTree(input.ontologyId)] : []), ...(m ? [m.where] : [])],
    sql` and `,
  );
  const page = await paged<NodeRow & { aliases: string[] }>(db, {
    from: NODE_FROM,
    where,
    order: sql`${m ? sql`${m.starts} desc,` : sql``} n.degree desc, n.id`,
    columns: sql`${NODE_COLUMNS}, n.aliases`,
    page: input.page,
    size: input.size,
  });
  return { total: page.total, list: page.list.map((row) => ({ ...toNode(row), aliases: row.aliases })) };
}

/** A node with its properties and the linked knowledge the caller may read; restricted links are left out unnamed. */
export async function nodeDetail(db: Db, user: SessionUser, id: number) {
  const node: GraphNode = await nodeOrFail(db, id);
  const [own, links] = await Promise.all([
    db.execute<{ parent_id: number | null; aliases: string[]; properties: Record<string, unknown> }>(
      sql`select parent_id, aliases, properties from graph_nodes where id = ${id}`,
    ),
    db.execute<{ id: number; domain_id: number; title: string }>(sql`
      select k.id, k.domain_id, k.title from graph_entity_knowledge gk join knowledge k on k.id = gk.knowledge_id
      where gk.node_id = ${id} and ${readableBy(readerOf(user))} order by k.id limit 100`),
  ]);
  const row = own.rows[0];
  return {
    ...node,
    parentId: row?.parent_id ?? null,
    aliases: row?.aliases ?? [],
    properties: Object.entries(row?.properties ?? {}).map(([key, value]) => ({ key, value: String(value) })),
    knowledge: links.rows.map((k) => ({ id: k.id, domainId: k.domain_id, title: k.title })),
  };
}

/**
 * The ontology classes with their entity counts, and the relation types with
 * their edge counts: from the in-memory graph when it holds the current
 * version (counting in SQL reads every node or edge: a second on the poetry
 * graph), else from SQL.
 */
export async function listClasses(db: Db) {
  const snapshot = snapshotFor(db, await graphVersionKey(db));
  const counts = snapshot?.nodesPerClass();
  const r = await db.execute<{
    id: number;
    name: string;
    parent_id: number | null;
    color: string | null;
    icon: string | null;
    title_marks: boolean;
    is_public: boolean;
    entities: number | null;
  }>(sql`
    select c.id, c.name, c.parent_id, c.color, c.icon, c.title_marks, c.is_public,
      ${counts ? sql`null::int` : sql`(select count(*)::int from graph_nodes e where e.class_id = c.id)`} as entities
    from graph_nodes c where c.type = 1 order by c.sort, c.id`);
  return r.rows.map((c) => ({
    id: c.id,
    name: c.name,
    parentId: c.parent_id,
    color: c.color,
    icon: c.icon,
    titleMarks: c.title_marks,
    isPublic: c.is_public,
    entityCount: counts ? (counts.get(c.id) ?? 0) : (c.entities ?? 0),
  }));
}

export async function listRelationTypes(db: Db) {
  const snapshot = snapshotFor(db, await graphVersionKey(db));
  const counts = snapshot?.edgesPerRelation();
  const r = await db.execute<{ id: number; name: string; inverse_name: string; edges: number | null }>(sql`
    select t.id, t.name, t.inverse_name,
      ${counts ? sql`null::int` : sql`(select count(*)::int from graph_edges e where e.relation_type_id = t.id)`} as edges
    from graph_relation_types t order by t.sort, t.id`);
  return r.rows.map((t) => ({
    id: t.id,
    name: t.name,
    inverseName: t.inverse_name,
    edgeCount: counts ? (counts.get(t.id) ?? 0) : (t.edges ?? 0),
  }));
}

/** Entities called `name` (or with it as an alias), the exact name first, then the best connected. */
export async function entitiesByName(db: Db, name: string) {
  const key = nameKey(name);
  const r = await db.execute<NodeRow & { aliases: string[] }>(sql`
    select ${NODE_COLUMNS}, n.aliases from ${NODE_FROM}
    where n.type = 2 and (n.name = ${name} or ${key} = any(n.name_keys))
    order by n.name = ${name} desc, n.degree desc, n.id limit ${BY_NAME_MAX}`);
  return r.rows.map((row) => ({ ...toNode(row), aliases: row.aliases }));
}
