import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { APP_DATABASE } from '../server/bootstrap';
import { loadConfig } from '../server/config';

/**
 * The database the server under test uses, for the benchmark's own reads
 * (sampling nodes, the recursive-CTE baseline): DATABASE_URL, or the
 * embedded cluster of DATA_DIR while a server (or the bench's own) runs it —
 * its port is in postmaster.pid, its password in pg-secret.
 */
export function benchDatabaseUrl(explicit?: string): string {
  if (explicit) return explicit;
  const config = loadConfig();
  if (config.databaseUrl) return config.databaseUrl;
  const pid = path.join(config.dataDir, 'pg', 'postmaster.pid');
  if (!fs.existsSync(pid))
    throw new Error(`数据目录 ${config.dataDir} 的内嵌数据库未运行：请先启动服务，或用 --db 指定数据库地址`);
  const port = fs.readFileSync(pid, 'utf8').split('\n')[3]?.trim();
  const password = fs.readFileSync(path.join(config.dataDir, 'pg-secret'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${APP_DATABASE}`;
}

/** A small seeded generator (mulberry32): the same pairs on every run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Ids of the entities of one class (by class name), in id order. */
export async function entityIds(db: pg.Client, className: string): Promise<number[]> {
  const r = await db.query<{ id: number }>(
    `select n.id from graph_nodes n join graph_nodes c on c.id = n.class_id where c.type = 1 and c.name = $1 order by n.id`,
    [className],
  );
  return r.rows.map((x) => x.id);
}

/**
 * The baseline: the hop count between two nodes by a plain recursive CTE
 * (breadth by depth, edges walked both ways, the same super-node guard as
 * the engine: nodes above the degree are reached but not walked through).
 * It cannot stop at the first meeting nor search from both ends, which is
 * what the engine adds. Null when not connected within maxHops.
 */
export async function cteHops(db: pg.Client, start: number, end: number, maxHops: number, superDegree: number) {
  const r = await db.query<{ hops: number | null }>(
    `with recursive reach(node, depth) as (
       select $1::int, 0
       union
       select x.other, r.depth + 1
       from reach r
       join graph_nodes n on n.id = r.node
       cross join lateral (
         select e.target_id as other from graph_edges e where e.source_id = r.node
         union all
         select e.source_id from graph_edges e where e.target_id = r.node) x
       where r.depth < $3 and r.node <> $2 and (r.depth = 0 or n.degree <= $4))
     select min(depth) as hops from reach where node = $2`,
    [start, end, maxHops, superDegree],
  );
  return r.rows[0]?.hops ?? null;
}
