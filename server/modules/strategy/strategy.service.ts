import type { strategyItem } from '@contract/strategy/strategy';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { listStrategies as ls } from '../../db/schema/index';
import { bare } from '../../db/sql-names';
import { conflict, notFound } from '../../http/errors';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/db-errors';

type StrategyItem = z.input<typeof strategyItem>;
type Row = { id: number; domain_id: number; name: string; filters: StrategyItem['filters']; created_at: Date | string };

const NOT_FOUND = '筛选策略不存在';

/** The columns of a strategy as `Row` names them. */
const COLUMNS = sql`${ls.id}, ${ls.domainId}, ${ls.name}, ${ls.filters}, ${ls.createdAt}`;

const toItem = (r: Row): StrategyItem => ({
  id: r.id,
  domainId: r.domain_id,
  name: r.name,
  filters: r.filters,
  createdAt: new Date(r.created_at).toISOString(),
});

/** The caller's saved filters of one domain, newest first. */
export async function listStrategies(db: Db, userId: number, domainId: number): Promise<StrategyItem[]> {
  const r = await db.execute<Row>(sql`
    select ${COLUMNS} from ${ls}
    where ${ls.userId} = ${userId} and ${ls.domainId} = ${domainId} order by ${ls.createdAt} desc, ${ls.id} desc`);
  return r.rows.map(toItem);
}

/** Creates a strategy, or updates one of the caller's own (`id`); names are unique per user and domain. */
export async function saveStrategy(
  db: Db,
  userId: number,
  input: { id?: number; domainId: number; name: string; filters: StrategyItem['filters'] },
): Promise<StrategyItem> {
  const filters = JSON.stringify(input.filters);
  try {
    const r =
      input.id === undefined
        ? await db.execute<Row>(sql`
            insert into ${ls} (${bare(ls.userId)}, ${bare(ls.domainId)}, ${bare(ls.name)}, ${bare(ls.filters)})
            values (${userId}, ${input.domainId}, ${input.name}, ${filters}::jsonb)
            returning ${COLUMNS}`)
        : await db.execute<Row>(sql`
            update ${ls} set ${bare(ls.domainId)} = ${input.domainId}, ${bare(ls.name)} = ${input.name}, ${bare(ls.filters)} = ${filters}::jsonb
            where ${ls.id} = ${input.id} and ${ls.userId} = ${userId}
            returning ${COLUMNS}`);
    if (!r.rows[0]) throw notFound(NOT_FOUND);
    return toItem(r.rows[0]);
  } catch (err) {
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) throw conflict(`已有名为「${input.name}」的筛选策略`);
    throw err;
  }
}

/** Deletes one of the caller's strategies; another user's is reported as missing. */
export async function deleteStrategy(db: Db, userId: number, id: number): Promise<null> {
  const r = await db.execute(sql`delete from ${ls} where ${ls.id} = ${id} and ${ls.userId} = ${userId} returning ${ls.id}`);
  if (r.rows.length === 0) throw notFound(NOT_FOUND);
  return null;
}
