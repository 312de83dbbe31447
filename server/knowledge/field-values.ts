import {
  fieldValueProblem,
  isFieldId,
  isReferenceType,
  normaliseMultiValue,
  parseMultiValue,
} from '@contract/common/field-values';
import { DOMAIN_NAMES, DOMAINS } from '@contract/platform/domains';
import { sql } from 'drizzle-orm';
import type { Conn } from '../db/client';
import { badRequest } from '../http/errors';

/**
 * A domain's field definitions and the values items hold must agree (decision
 * 030): a save checks its values against the definitions under a shared lock,
 * a console change of the definitions (which checks and rewrites stored values)
 * under an exclusive one, so neither sees the other half done.
 */
const FIELDS_LOCK = 72447102;

/** Taken by every write of item values (save, rollback) before the values are checked. */
export const lockFieldsShared = (conn: Conn, domainId: number) =>
  conn.execute(sql`select pg_advisory_xact_lock_shared(${FIELDS_LOCK}, ${domainId})`);

/** Taken by every change of a domain's field definitions. */
export const lockFieldsExclusive = (conn: Conn, domainId: number) =>
  conn.execute(sql`select pg_advisory_xact_lock(${FIELDS_LOCK}, ${domainId})`);

/**
 * Taken by label merges and deletes, which rewrite the labels of items of
 * every domain: a save in progress finishes first (and is rewritten with the
 * rest), a save that comes after checks its labels again and finds the label
 * gone. Ascending domain order, so two of these never wait on each other.
 */
export async function lockEveryDomainExclusive(conn: Conn): Promise<void> {
  for (const d of [...DOMAINS].map((x) => x.id).sort((a, b) => a - b)) {
    await conn.execute(sql`select pg_advisory_xact_lock(${FIELDS_LOCK}, ${d})`);
  }
}

export type FieldValue = { fieldId: number; value: string };

async function missingIds(conn: Conn, table: 'users' | 'groups', ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await conn.execute<{ id: number }>(
    sql`select id from ${sql.identifier(table)} where id in ${[...new Set(ids)].map(Number)}`,
  );
  const found = new Set(rows.rows.map((r) => String(r.id)));
  return new Set(ids.filter((id) => !found.has(id)));
}

/**
 * Checks a draft's values against the domain's fields and returns them
 * normalised (a multiple choice without repeats, in the options' order).
 * Each refusal names the field: 「生效日期」应为 YYYY-MM-DD 格式的日期.
 * Required fields are checked at submission (a draft may be incomplete).
 */
export async function checkFieldValues(conn: Conn, domainId: number, values: FieldValue[]): Promise<FieldValue[]> {
  if (values.length === 0) return values;
  const ids = values.map((f) => f.fieldId);
  if (new Set(ids).size !== ids.length) throw badRequest('自定义字段：同一字段只能填写一次');
  const rows = await conn.execute<{ id: number; name: string; type: string; options: string[] }>(
    sql`select id, name, type, options from fields where domain_id = ${domainId} and id in ${ids}`,
  );
  const found = new Map(rows.rows.map((r) => [r.id, r]));
  const refs = { person: [] as { name: string; value: string }[], group: [] as { name: string; value: string }[] };
  const out = values.map(({ fieldId, value }) => {
    const f = found.get(fieldId);
    if (!f) throw badRequest(`自定义字段：编号为${fieldId}的字段不存在或不属于${DOMAIN_NAMES[domainId]}`);
    const problem = fieldValueProblem(f.type, f.options, value);
    if (problem) throw badRequest(`自定义字段：「${f.name}」${problem}`);
    if (value !== '' && isReferenceType(f.type)) refs[f.type as 'person' | 'group'].push({ name: f.name, value });
    return { fieldId, value: f.type === 'multiselect' ? normaliseMultiValue(f.options, value) : value };
  });
  for (const [type, table, noun] of [
    ['person', 'users', '人员'],
    ['group', 'groups', '组织'],
  ] as const) {
    const missing = await missingIds(
      conn,
      table,
      refs[type].map((r) => r.value),
    );
    const first = refs[type].find((r) => missing.has(r.value));
    if (first) throw badRequest(`自定义字段：「${first.name}」所选${noun}不存在`);
  }
  return out;
}

/**
 * The values as readers see them, by field: person and group ids become
 * names (a removed one says so), a multiple choice its options joined by 、.
 */
export async function displayValues(
  conn: Conn,
  fields: { id: number; type: string }[],
  values: Map<number, string>,
): Promise<Map<number, string>> {
  const idsOf = (type: string) =>
    fields.filter((f) => f.type === type && isFieldId(values.get(f.id) ?? '')).map((f) => Number(values.get(f.id)));
  const [people, groups] = await Promise.all(
    [
      ['users', 'nickname', idsOf('person')],
      ['groups', 'name', idsOf('group')],
    ].map(async ([table, column, ids]) => {
      if ((ids as number[]).length === 0) return new Map<string, string>();
      const rows = await conn.execute<{ id: number; name: string }>(
        sql`select id, ${sql.identifier(column as string)} as name from ${sql.identifier(table as string)} where id in ${ids}`,
      );
      return new Map(rows.rows.map((r) => [String(r.id), r.name]));
    }),
  );
  const shown = new Map<number, string>();
  for (const f of fields) {
    const value = values.get(f.id) ?? '';
    if (value === '') shown.set(f.id, '');
    else if (f.type === 'person') shown.set(f.id, people.get(value) ?? '（已删除的人员）');
    else if (f.type === 'group') shown.set(f.id, groups.get(value) ?? '（已删除的组织）');
    else if (f.type === 'multiselect') shown.set(f.id, (parseMultiValue(value) ?? [value]).join('、'));
    else shown.set(f.id, value);
  }
  return shown;
}
