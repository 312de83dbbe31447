import { sql } from 'drizzle-orm';
import type { Conn } from '../db/client';
import { intArray } from '../lib/int-array';
import { MENTION_MIN_LENGTH, MentionDictionary } from './mention-dictionary';

/** Entities named in one item's normalised text, as the search index writes it. */
export interface MentionSource {
  knowledgeId: number;
  /** Normalised title and body (search normalisation), so names match as search matches them. */
  text: string;
}

let cached: { version: string; dict: MentionDictionary } | undefined;

/**
 * The dictionary of all entity names and aliases, rebuilt when the entity
 * set changed (count or newest change, per database): every process and
 * every import sees edits without a message between them, and the check is
 * one aggregate over an index-only set of rows.
 */
async function dictionary(conn: Conn): Promise<MentionDictionary> {
  const v = await conn.execute<{ version: string }>(sql`
    select current_database() || '/' || count(*) || '/' || coalesce(max(updated_at)::text, '') as version
    from graph_nodes where type = 2`);
  const version = v.rows[0]?.version ?? '';
  if (cached?.version === version) return cached.dict;
  const rows = await conn.execute<{ id: number; name_keys: string[] }>(
    sql`select id, name_keys from graph_nodes where type = 2 order by id`,
  );
  const dict = new MentionDictionary();
  for (const r of rows.rows) for (const key of r.name_keys) dict.add(key, r.id);
  cached = { version, dict };
  return dict;
}

/**
 * Replaces the mentions of the given items with those found in their text.
 * Called by the search index's writer (index-doc.ts) for every item it
 * writes, so mentions follow publish, edit and restore exactly as the index does.
 */
export async function writeMentions(conn: Conn, items: MentionSource[]): Promise<void> {
  if (items.length === 0) return;
  await clearMentions(
    conn,
    items.map((i) => i.knowledgeId),
  );
  const dict = await dictionary(conn);
  if (dict.size === 0) return;
  const rows: ReturnType<typeof sql>[] = [];
  for (const item of items) {
    for (const [nodeId, count] of dict.match(item.text)) rows.push(sql`(${nodeId}, ${item.knowledgeId}, ${count})`);
  }
  for (let i = 0; i < rows.length; i += 1000) {
    await conn.execute(sql`
      insert into graph_mentions (node_id, knowledge_id, count) values ${sql.join(rows.slice(i, i + 1000), sql`, `)}
      on conflict (node_id, knowledge_id) do update set count = excluded.count`);
  }
}

/** Drops the mentions of items no longer published (deleted, withdrawn): they leave with their index row. */
export async function clearMentions(conn: Conn, knowledgeIds: number[]): Promise<void> {
  if (knowledgeIds.length === 0) return;
  await conn.execute(sql`delete from graph_mentions where knowledge_id = any(${intArray(knowledgeIds)})`);
}

/**
 * Recounts the mentions of items an entity's change can alter: those that
 * mention it now and those whose indexed text holds one of its keys (old or
 * new name and aliases). Other items cannot gain or lose a match by it.
 */
export async function refreshMentionsAround(conn: Conn, nodeId: number, keys: readonly string[]): Promise<void> {
  const usable = keys.filter((k) => k.length >= 2);
  const holds = usable.map((k) => sql`strpos(s.title_norm, ${k}) > 0 or strpos(s.body_norm, ${k}) > 0`);
  const r = await conn.execute<{ knowledge_id: number; title_norm: string; body_norm: string }>(sql`
    select s.knowledge_id, s.title_norm, s.body_norm from search_docs s
    where s.knowledge_id in (select knowledge_id from graph_mentions where node_id = ${nodeId})
      ${holds.length > 0 ? sql`or ${sql.join(holds, sql` or `)}` : sql``}`);
  await writeMentions(
    conn,
    r.rows.map((d) => ({ knowledgeId: d.knowledge_id, text: `${d.title_norm}\n${d.body_norm}` })),
  );
}

/** Up to this many new keys, items holding one are found by PostgreSQL; more are looked for in one pass over the texts. */
const KEYS_IN_SQL = 20;
const SCAN_BATCH = 500;

/**
 * Recounts the mentions of every item whose indexed text holds one of the
 * given new keys (names and aliases an import added). Only those items can
 * gain or lose a match: a key that did not exist before changes nothing
 * elsewhere. Many keys (a large import) are matched by a trie over the texts,
 * read in batches, so the work is the corpus's length, not keys × items.
 * Returns how many items were recounted.
 */
export async function refreshMentionsForKeys(conn: Conn, keys: readonly string[]): Promise<number> {
  const usable = [...new Set(keys)].filter((k) => k.length >= MENTION_MIN_LENGTH);
  if (usable.length === 0) return 0;
  type Doc = { knowledge_id: number; title_norm: string; body_norm: string };
  const toSource = (d: Doc) => ({ knowledgeId: d.knowledge_id, text: `${d.title_norm}\n${d.body_norm}` });
  if (usable.length <= KEYS_IN_SQL) {
    const holds = usable.map((k) => sql`strpos(s.title_norm, ${k}) > 0 or strpos(s.body_norm, ${k}) > 0`);
    const r = await conn.execute<Doc>(
      sql`select s.knowledge_id, s.title_norm, s.body_norm from search_docs s where ${sql.join(holds, sql` or `)}`,
    );
    for (let i = 0; i < r.rows.length; i += SCAN_BATCH) await writeMentions(conn, r.rows.slice(i, i + SCAN_BATCH).map(toSource));
    return r.rows.length;
  }
  const probe = new MentionDictionary();
  for (const [i, k] of usable.entries()) probe.add(k, i + 1);
  let after = 0;
  let touched = 0;
  for (;;) {
    const r = await conn.execute<Doc>(sql`
      select knowledge_id, title_norm, body_norm from search_docs where knowledge_id > ${after}
      order by knowledge_id limit ${SCAN_BATCH}`);
    if (r.rows.length === 0) return touched;
    after = r.rows[r.rows.length - 1].knowledge_id;
    const hits = r.rows.map(toSource).filter((d) => probe.match(d.text).size > 0);
    await writeMentions(conn, hits);
    touched += hits.length;
  }
}

/**
 * Recounts the mentions of every indexed item with the current dictionary,
 * as one job after a bulk load of entities (an import): items indexed before
 * the entities existed gain their mentions. Reads the index in key order a
 * chunk at a time and writes each chunk's rows in one statement.
 */
export async function recountAllMentions(
  conn: Conn,
  onProgress?: (done: number, mentions: number) => void,
  chunk = 5_000,
): Promise<{ items: number; mentions: number }> {
  const dict = await dictionary(conn);
  let after = 0;
  let items = 0;
  let mentions = 0;
  for (;;) {
    const r = await conn.execute<{ knowledge_id: number; title_norm: string; body_norm: string }>(sql`
      select knowledge_id, title_norm, body_norm from search_docs where knowledge_id > ${after} order by knowledge_id limit ${chunk}`);
    if (r.rows.length === 0) break;
    const ids = r.rows.map((d) => d.knowledge_id);
    const node: number[] = [];
    const item: number[] = [];
    const count: number[] = [];
    for (const d of r.rows) {
      for (const [nodeId, n] of dict.match(`${d.title_norm}\n${d.body_norm}`)) {
        node.push(nodeId);
        item.push(d.knowledge_id);
        count.push(n);
      }
    }
    await clearMentions(conn, ids);
    if (node.length > 0) {
      await conn.execute(sql`
        insert into graph_mentions (node_id, knowledge_id, count)
        select * from unnest(${intArray(node)}, ${intArray(item)}, ${intArray(count)})`);
    }
    after = ids[ids.length - 1];
    items += ids.length;
    mentions += node.length;
    onProgress?.(items, mentions);
  }
  return { items, mentions };
}
