import type pg from 'pg';
import { entityKeys, nameKey } from '../../server/graph/keys';
import { DEMO_CLASSES } from '../../server/seed/graph/demo-graph';
import { COLLECTIONS, type Collection, type Entry } from './corpus';
import { POETRY_CLASSES, POETRY_RELATIONS, type PoetryGraph } from './graph-model';
import type { LabelIds } from './load';

/** Rows per statement: large enough that 300k nodes or 1M edges take a few dozen statements. */
const NODE_BATCH = 10_000;
const EDGE_BATCH = 50_000;
const DEGREE_TRIGGER = 'graph_edges_degree_trg';

export interface GraphLoadResult {
  nodesAdded: number;
  nodesUpdated: number;
  edgesAdded: number;
  linksAdded: number;
}

/** The poetry classes' ids, creating the ones missing (under a 诗词文化 root) as the demo graph defines them. */
async function ensureClasses(client: pg.PoolClient): Promise<Map<string, number>> {
  const wanted = ['诗词文化', ...POETRY_CLASSES];
  const find = async () => {
    const r = await client.query<{ id: number; name: string }>(
      'select id, name from graph_nodes where type = 1 and name = any($1::text[]) order by id',
      [wanted],
    );
    return new Map(r.rows.map((x) => [x.name, x.id]));
  };
  const ids = await find();
  for (const name of wanted) {
    if (ids.has(name)) continue;
    const def = DEMO_CLASSES.find((c) => c.name === name);
    const keys = entityKeys(name, []);
    const r = await client.query<{ id: number }>(
      `insert into graph_nodes (type, parent_id, name, color, icon, title_marks, name_keys, pinyin_keys, sort)
       values (1, $1, $2, $3, $4, $5, $6, $7, (select coalesce(max(sort), 0) + 1 from graph_nodes where type = 1)) returning id`,
      [
        name === '诗词文化' ? null : (ids.get('诗词文化') ?? null),
        name,
        def?.color ?? null,
        def?.icon ?? null,
        def?.titleMarks ?? false,
        keys.nameKeys,
        keys.pinyinKeys,
      ],
    );
    ids.set(name, r.rows[0].id);
  }
  return ids;
}

async function ensureRelations(client: pg.PoolClient): Promise<Map<string, number>> {
  await client.query(
    `insert into graph_relation_types (name, inverse_name, sort)
     select n, i, (select coalesce(max(sort), 0) from graph_relation_types) + o
     from unnest($1::text[], $2::text[]) with ordinality as t(n, i, o)
     on conflict (name) do nothing`,
    [POETRY_RELATIONS.map((r) => r[0]), POETRY_RELATIONS.map((r) => r[1])],
  );
  const r = await client.query<{ id: number; name: string }>(
    'select id, name from graph_relation_types where name = any($1::text[])',
    [POETRY_RELATIONS.map((x) => x[0])],
  );
  return new Map(r.rows.map((x) => [x.name, x.id]));
}

interface Existing {
  id: number;
  class_id: number;
  name: string;
  aliases: string[];
  properties: Record<string, string>;
  name_keys: string[];
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const sameProps = (a: Record<string, string>, b: Record<string, string>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * Writes the poetry graph: nodes found by class and name (or by a normalised
 * key of an existing node, so 蘇軾 lands on the demo graph's 苏轼) are
 * updated only when their aliases or properties grow, new ones are inserted
 * many per statement; knowledge links and edges are inserted with
 * "on conflict do nothing", so a second run adds nothing. The edges go in
 * with the degree trigger off (one row-update per edge end would double the
 * load) and every degree is recounted in one statement before it is back on,
 * all in one transaction: nobody sees a stale degree.
 */
export async function loadPoetryGraph(
  client: pg.PoolClient,
  graph: PoetryGraph,
  log: (line: string) => void = () => undefined,
): Promise<GraphLoadResult> {
  const classes = await ensureClasses(client);
  const relations = await ensureRelations(client);
  const classIds = POETRY_CLASSES.map((c) => classes.get(c) as number);
  const existing = await client.query<Existing>(
    'select id, class_id, name, aliases, properties, name_keys from graph_nodes where type = 2 and class_id = any($1::int[])',
    [classIds],
  );
  const byName = new Map<string, Existing>();
  const byKey = new Map<string, Existing>();
  for (const row of existing.rows) {
    byName.set(`${row.class_id}|${row.name}`, row);
    for (const k of row.name_keys) if (!byKey.has(`${row.class_id}|${k}`)) byKey.set(`${row.class_id}|${k}`, row);
  }

  const inserts: { class_id: number; name: string; aliases: string[]; properties: Record<string, string> }[] = [];
  const updates: { id: number; name: string; aliases: string[]; properties: Record<string, string> }[] = [];
  const nodeIds: (number | undefined)[] = new Array(graph.nodes.length);
  const pending = new Map<string, number[]>();
  for (const [i, spec] of graph.nodes.entries()) {
    const classId = classes.get(spec.cls) as number;
    const found = byName.get(`${classId}|${spec.name}`) ?? byKey.get(`${classId}|${nameKey(spec.name)}`);
    if (found) {
      nodeIds[i] = found.id;
      const aliases = [...new Set([...found.aliases, ...spec.aliases])].filter((a) => a !== found.name);
      const properties = { ...spec.properties, ...found.properties };
      if (!sameList(aliases, found.aliases) || !sameProps(properties, found.properties)) {
        updates.push({ id: found.id, name: found.name, aliases, properties });
        // Two specs can land on one node: the second sees the first's additions.
        found.aliases = aliases;
        found.properties = properties;
      }
      continue;
    }
    const key = `${classId}|${spec.name}`;
    if (!pending.has(key)) {
      pending.set(key, []);
      inserts.push({ class_id: classId, name: spec.name, aliases: spec.aliases, properties: spec.properties });
    }
    pending.get(key)?.push(i);
  }

  for (let i = 0; i < inserts.length; i += NODE_BATCH) {
    const rows = inserts.slice(i, i + NODE_BATCH).map((n) => ({ ...n, ...keysOf(n.name, n.aliases) }));
    const r = await client.query<{ id: number; class_id: number; name: string }>(
      `insert into graph_nodes (type, class_id, name, aliases, properties, name_keys, pinyin_keys)
       select 2, x.class_id, x.name, array(select jsonb_array_elements_text(x.aliases)), x.properties,
         array(select jsonb_array_elements_text(x.name_keys)), array(select jsonb_array_elements_text(x.pinyin_keys))
       from jsonb_to_recordset($1::jsonb) as x(class_id int, name text, aliases jsonb, properties jsonb, name_keys jsonb, pinyin_keys jsonb)
       returning id, class_id, name`,
      [JSON.stringify(rows)],
    );
    for (const row of r.rows) for (const at of pending.get(`${row.class_id}|${row.name}`) ?? []) nodeIds[at] = row.id;
    log(
      `图谱节点：新增 ${Math.min(i + NODE_BATCH, inserts.length).toLocaleString('en-US')} / ${inserts.length.toLocaleString('en-US')}`,
    );
  }
  for (let i = 0; i < updates.length; i += NODE_BATCH) {
    const rows = updates.slice(i, i + NODE_BATCH).map((u) => ({ ...u, ...keysOf(u.name, u.aliases) }));
    await client.query(
      `update graph_nodes n set aliases = array(select jsonb_array_elements_text(x.aliases)), properties = x.properties,
         name_keys = array(select jsonb_array_elements_text(x.name_keys)), pinyin_keys = array(select jsonb_array_elements_text(x.pinyin_keys)),
         updated_at = now()
       from jsonb_to_recordset($1::jsonb) as x(id int, aliases jsonb, properties jsonb, name_keys jsonb, pinyin_keys jsonb)
       where n.id = x.id`,
      [JSON.stringify(rows)],
    );
  }

  const links = graph.nodes.flatMap((n, i) => (n.knowledgeId !== undefined ? [[nodeIds[i] as number, n.knowledgeId]] : []));
  let linksAdded = 0;
  for (let i = 0; i < links.length; i += EDGE_BATCH) {
    const part = links.slice(i, i + EDGE_BATCH);
    const r = await client.query(
      `insert into graph_entity_knowledge (node_id, knowledge_id, domain_id)
       select n, k, 1 from unnest($1::int[], $2::int[]) as t(n, k) on conflict do nothing`,
      [part.map((l) => l[0]), part.map((l) => l[1])],
    );
    linksAdded += r.rowCount ?? 0;
  }

  let edgesAdded = 0;
  await client.query('begin');
  try {
    await client.query(`alter table graph_edges disable trigger ${DEGREE_TRIGGER}`);
    for (let i = 0; i < graph.edges.length; i += EDGE_BATCH) {
      const part = graph.edges.slice(i, i + EDGE_BATCH);
      const r = await client.query(
        `insert into graph_edges (source_id, relation_type_id, target_id)
         select s, r, t from unnest($1::int[], $2::int[], $3::int[]) as x(s, r, t) on conflict do nothing`,
        [part.map((e) => nodeIds[e[0]]), part.map((e) => relations.get(e[1])), part.map((e) => nodeIds[e[2]])],
      );
      edgesAdded += r.rowCount ?? 0;
      log(
        `图谱关系：${Math.min(i + EDGE_BATCH, graph.edges.length).toLocaleString('en-US')} / ${graph.edges.length.toLocaleString('en-US')}`,
      );
    }
    await recountDegrees(client);
    await client.query(`alter table graph_edges enable trigger ${DEGREE_TRIGGER}`);
    await client.query('commit');
  } catch (e) {
    await client.query('rollback');
    throw e;
  }
  await client.query('analyze graph_nodes');
  await client.query('analyze graph_edges');
  return { nodesAdded: inserts.length, nodesUpdated: updates.length, edgesAdded, linksAdded };
}

function keysOf(name: string, aliases: string[]) {
  const k = entityKeys(name, aliases);
  return { name_keys: k.nameKeys, pinyin_keys: k.pinyinKeys };
}

/** Every node's degree from the edges, in one statement; only rows whose degree changes are written. */
export async function recountDegrees(client: pg.PoolClient): Promise<number> {
  const r = await client.query(`
    update graph_nodes n set degree = coalesce(d.c, 0)
    from graph_nodes m left join (
      select id, count(*)::int as c from (select source_id as id from graph_edges union all select target_id from graph_edges) e group by id
    ) d on d.id = m.id
    where m.id = n.id and n.degree <> coalesce(d.c, 0)`);
  return r.rowCount ?? 0;
}

/** Node counts per poetry class and edge counts per relation type, as the import prints them at the end. */
export async function poetryCounts(client: pg.PoolClient): Promise<{ nodes: [string, number][]; edges: [string, number][] }> {
  const nodes = await client.query<{ name: string; n: number }>(
    `select c.name, count(n.id)::int as n from graph_nodes c left join graph_nodes n on n.class_id = c.id
     where c.type = 1 and c.name = any($1::text[]) group by c.name order by array_position($1::text[], c.name)`,
    [[...POETRY_CLASSES]],
  );
  const edges = await client.query<{ name: string; n: number }>(
    `select t.name, count(e.id)::int as n from graph_relation_types t left join graph_edges e on e.relation_type_id = t.id
     where t.name = any($1::text[]) group by t.name order by array_position($1::text[], t.name)`,
    [POETRY_RELATIONS.map((r) => r[0])],
  );
  return { nodes: nodes.rows.map((r) => [r.name, r.n]), edges: edges.rows.map((r) => [r.name, r.n]) };
}

/**
 * The wiki entries of each collection in corpus order: the import writes a
 * collection's entries in that order (and resumes after the ones written), so
 * the i-th entry of a collection is the i-th id.
 */
export async function importedIds(
  client: pg.PoolClient,
  labels: LabelIds,
  corpus: Record<Collection, Entry[]>,
): Promise<Record<Collection, number[]>> {
  const ids = {} as Record<Collection, number[]>;
  for (const c of COLLECTIONS) {
    const r = await client.query<{ id: number }>(
      'select k.id from knowledge_labels kl join knowledge k on k.id = kl.knowledge_id where kl.label_id = $1 order by k.id',
      [labels.collection[c]],
    );
    ids[c] = r.rows.map((x) => x.id).slice(0, corpus[c].length);
  }
  return ids;
}
