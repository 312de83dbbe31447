import { OPERATE_COLUMNS, type userOperateInput } from '@contract/reports/reports-audit';
import { CREATED_METRIC_DOMAINS, REPORT_METRICS, type reportDrill } from '@contract/reports/reports-overview';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { readableBy } from '../../knowledge/access';
import { keywordFilter } from '../../search/keyword-filter';
import { eventTable, rollupTotal } from './event-rows';
import { actionIn } from './overview-activity';
import { orderBy, type ReportCtx } from './report-context';

type OperateInput = z.output<typeof userOperateInput>;
type DrillInput = z.output<(typeof reportDrill)['input']>;

const BY_TIME = { time: { expr: 'e.occurred_at', notNull: true as const } };

/** The audit trail: every event in scope, filtered by action, item and a word of the user's name or the readable title. */
export function operateTable(ctx: ReportCtx, f: OperateInput) {
  const conds: SQL[] = [];
  if (f.action) conds.push(sql`e.action = ${f.action}`);
  if (f.domainId !== undefined) conds.push(sql`e.domain_id = ${f.domainId}`);
  if (f.subjectId !== undefined) conds.push(sql`e.subject_id = ${f.subjectId}`);
  if (f.keyword) {
    conds.push(
      sql`(${keywordFilter([sql`u.nickname`], f.keyword)} or (${readableBy(ctx.reader)} and ${keywordFilter([sql`k.title`], f.keyword)}))`,
    );
  }
  const order = orderBy(BY_TIME, OPERATE_COLUMNS, f, { key: 'time', desc: true }, 'e.id desc');
  const byRollup = f.keyword || f.subjectId !== undefined ? undefined : rollupTotal(ctx, f, rollupKeys(f));
  const table = eventTable(ctx, f, conds, OPERATE_COLUMNS, order, byRollup, Boolean(f.keyword));
  return {
    ...table,
    map: (r: Parameters<typeof table.map>[0]) => {
      const { detail: _, ...row } = table.map(r);
      return row;
    },
  };
}

/** The action and domain filters on the rollup (alias d; a domain-less event is domain 0 there). */
function rollupKeys(f: { action?: string; domainId?: number }): SQL[] {
  const keys: SQL[] = [];
  if (f.action) keys.push(sql`d.action = ${f.action}`);
  if (f.domainId !== undefined) keys.push(sql`d.domain_id = ${f.domainId}`);
  return keys;
}

const DRILL_COLUMNS = [{ key: 'time', title: '时间', sortable: true }] as const;
/** A created-items figure counts one domain's creations (the overview's card reads the same table). */
const CREATED_IN: Partial<Record<keyof typeof REPORT_METRICS, number>> = CREATED_METRIC_DOMAINS;

/** The events behind a figure: its metric's actions (any action of a signed-in user for active users), newest first. */
export function drillTable(ctx: ReportCtx, f: DrillInput) {
  const actions: readonly string[] = REPORT_METRICS[f.metric];
  const conds: SQL[] = [actions.length ? actionIn('e.action', actions) : sql`e.user_id is not null`];
  const createdIn = CREATED_IN[f.metric];
  if (createdIn !== undefined) conds.push(sql`e.domain_id = ${createdIn}`);
  if (f.domainId !== undefined) conds.push(sql`e.domain_id = ${f.domainId}`);
  if (f.subjectId !== undefined) conds.push(sql`e.subject_id = ${f.subjectId}`);
  if (f.userId !== undefined) conds.push(sql`e.user_id = ${f.userId}`);
  if (f.searchKeyword !== undefined) conds.push(sql`e.detail->>'keyword' = ${f.searchKeyword}`);
  if (f.keyword) conds.push(keywordFilter([sql`u.nickname`], f.keyword));
  const order = orderBy(BY_TIME, DRILL_COLUMNS, { desc: f.desc }, { key: 'time', desc: true }, 'e.id desc');
  let byRollup: SQL | undefined;
  if (f.subjectId === undefined && f.searchKeyword === undefined && !f.keyword) {
    const keys = rollupKeys(f);
    keys.push(actions.length ? actionIn('d.action', actions) : sql`d.user_id <> 0`);
    if (createdIn !== undefined) keys.push(sql`d.domain_id = ${createdIn}`);
    if (f.userId !== undefined) keys.push(sql`d.user_id = ${f.userId}`);
    byRollup = rollupTotal(ctx, f, keys, !actions.length || f.userId !== undefined);
  }
  return eventTable(ctx, f, conds, DRILL_COLUMNS, order, byRollup, Boolean(f.keyword));
}
