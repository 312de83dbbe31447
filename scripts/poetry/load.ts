import type pg from 'pg';
import { ANTHOLOGIES, COLLECTIONS, DYNASTIES, type Entry } from './corpus';

export interface LabelIds {
  dynasty: Record<string, number>;
  collection: Record<string, number>;
}

/** Finds or creates a label under a parent (null: a category). */
async function label(client: pg.PoolClient, name: string, parentId: number | null, sort: number): Promise<number> {
  const found = await client.query<{ id: number }>(
    'select id from labels where name = $1 and parent_id is not distinct from $2 order by id limit 1',
    [name, parentId],
  );
  if (found.rows[0]) return found.rows[0].id;
  const made = await client.query<{ id: number }>(
    'insert into labels (name, parent_id, domain_id, sort) values ($1, $2, 1, $3) returning id',
    [name, parentId, sort],
  );
  return made.rows[0].id;
}

/** The label categories 朝代 and 诗集 with their labels, created when missing. */
export async function ensureLabels(client: pg.PoolClient): Promise<LabelIds> {
  const top = await client.query<{ n: number }>('select coalesce(max(sort), 0)::int as n from labels where parent_id is null');
  const dynastyRoot = await label(client, '朝代', null, top.rows[0].n + 1);
  const collectionRoot = await label(client, '诗集', null, top.rows[0].n + 2);
  const out: LabelIds = { dynasty: {}, collection: {} };
  for (const [i, d] of DYNASTIES.entries()) out.dynasty[d] = await label(client, d, dynastyRoot, i);
  for (const [i, c] of [...COLLECTIONS, ...ANTHOLOGIES].entries()) out.collection[c] = await label(client, c, collectionRoot, i);
  return out;
}

/** How many entries of each collection an earlier run wrote (they are skipped). */
export async function existingCounts(client: pg.PoolClient, ids: LabelIds): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const c of COLLECTIONS) {
    const r = await client.query<{ n: number }>(
      'select count(*)::int as n from knowledge_labels kl join knowledge k on k.id = kl.knowledge_id where kl.label_id = $1',
      [ids.collection[c]],
    );
    out[c] = r.rows[0].n;
  }
  return out;
}

/**
 * Authority of a poem chosen for one classic anthology (唐诗三百首, 宋词三百首):
 * among equally good matches, the poem readers know comes first.
 */
export const ANTHOLOGY_AUTHORITY = 100;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (m) => `&#${m.charCodeAt(0)};`);

/**
 * Writes one batch of entries as published version-1 items of domain 1,
 * visible to everyone, authored by `authorId`: knowledge rows, versions and
 * labels, each as one INSERT … SELECT FROM unnest(arrays) — a few statements
 * for thousands of rows.
 */
export async function insertBatch(client: pg.PoolClient, entries: Entry[], ids: LabelIds, authorId: number): Promise<void> {
  const seq = await client.query<{ id: number }>(
    "select nextval(pg_get_serial_sequence('knowledge', 'id'))::int as id from generate_series(1, $1)",
    [entries.length],
  );
  const kid = seq.rows.map((r) => r.id);
  const labelsOf = (e: Entry) => [
    ids.dynasty[e.dynasty],
    ids.collection[e.collection],
    ...e.anthologies.map((a) => ids.collection[a]),
  ];
  const title = entries.map((e) => e.title);
  const summary = entries.map((e) => e.summary);
  await client.query(
    `insert into knowledge (id, domain_id, title, summary, author_id, status, visibility, published_version, latest_version,
       authority, created_at, updated_at, published_at)
     select id, 1, title, summary, $4, 'published', 'all', 1, 1, authority, now(), now(), now()
     from unnest($1::int[], $2::text[], $3::text[], $5::int[]) as t(id, title, summary, authority)`,
    [kid, title, summary, authorId, entries.map((e) => e.anthologies.length * ANTHOLOGY_AUTHORITY)],
  );
  await client.query(
    `insert into knowledge_versions (knowledge_id, version, status, title, summary, content, content_text, label_ids,
       editor_id, submitted_at, decided_at, decided_by, change_summary)
     select id, 1, 'published', title, summary, content, content_text, labels::int[], $7, now(), now(), $7, '导入自 chinese-poetry'
     from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
       as t(id, title, summary, content, content_text, labels)`,
    [
      kid,
      title,
      summary,
      entries.map((e) => e.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')),
      entries.map((e) => e.lines.join('\n')),
      entries.map((e) => `{${labelsOf(e).join(',')}}`),
      authorId,
    ],
  );
  const pairs = entries.flatMap((e, i) => labelsOf(e).map((l) => [kid[i], l] as const));
  await client.query(
    'insert into knowledge_labels (knowledge_id, label_id) select * from unnest($1::int[], $2::int[]) on conflict do nothing',
    [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
  );
}

/** Sets the authority of poems an earlier run imported without it (their anthology labels tell). */
export async function applyAuthority(client: pg.PoolClient, ids: LabelIds): Promise<number> {
  const anthologies = ANTHOLOGIES.map((a) => ids.collection[a]);
  const r = await client.query(
    `update knowledge k set authority = x.n * $2 from (
       select kl.knowledge_id, count(*)::int as n from knowledge_labels kl where kl.label_id = any($1::int[]) group by 1) x
     where k.id = x.knowledge_id and k.authority < x.n * $2`,
    [anthologies, ANTHOLOGY_AUTHORITY],
  );
  return r.rowCount ?? 0;
}
