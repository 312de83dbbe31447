import type { AuditChange } from '@contract/admin/admin-audit';
import type { AdminFieldView, fieldCreate, fieldUpdate } from '@contract/admin/admin-fields';
import { FIELD_LIMITS, FIELD_TYPE_NAMES, type FieldType, isChoiceType } from '@contract/common/field-values';
import { DOMAIN_NAMES } from '@contract/platform/domains';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { fields as fd, knowledge, knowledgeVersions } from '../../db/schema/index';
import { bare } from '../../db/sql-names';
import { changesOf, recordConsoleChange, type Snapshot } from '../../events/console-change';
import { ApiError, badRequest, conflict, notFound } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { lockFieldsExclusive } from '../../knowledge/field-values';
import { convertValue } from './field-conversion';

type CreateInput = z.output<(typeof fieldCreate)['input']>;
type UpdateInput = z.output<(typeof fieldUpdate)['input']>;

type FieldRow = {
  id: number;
  domain_id: number;
  code: string;
  name: string;
  type: FieldType;
  options: string[];
  required: boolean;
  sort: number;
};

const COLUMNS = sql`${fd.id}, ${fd.domainId}, ${fd.code}, ${fd.name}, ${fd.type}, ${fd.options}, ${fd.required}, ${fd.sort}`;

const k = alias(knowledge, 'k');
const v = alias(knowledgeVersions, 'v');

/** Items of a domain whose versions (any, the recycle bin's included) hold a non-empty value, by field. */
async function itemCounts(conn: Db | Tx, domainId: number): Promise<Map<number, number>> {
  const rows = await conn.execute<{ field_id: number; n: number }>(sql`
    select (e->>'fieldId')::int as field_id, count(distinct ${v.knowledgeId})::int as n
    from ${knowledge} ${k} join ${knowledgeVersions} ${v} on ${v.knowledgeId} = ${k.id}
      cross join lateral jsonb_array_elements(${v.fields}) e
    where ${k.domainId} = ${domainId} and coalesce(e->>'value', '') <> ''
    group by 1`);
  return new Map(rows.rows.map((r) => [r.field_id, r.n]));
}

const toView = (r: FieldRow, counts: Map<number, number>): AdminFieldView => ({
  id: r.id,
  domainId: r.domain_id,
  code: r.code,
  name: r.name,
  type: r.type,
  options: r.options,
  required: r.required,
  itemCount: counts.get(r.id) ?? 0,
});

async function rowsOf(conn: Db | Tx, domainId: number): Promise<FieldRow[]> {
  const rows = await conn.execute<FieldRow>(
    sql`select ${COLUMNS} from ${fd} where ${fd.domainId} = ${domainId} order by ${fd.sort}, ${fd.id}`,
  );
  return rows.rows;
}

/** A domain's fields in order, each with the number of items holding a value. */
export async function listAdminFields(db: Db | Tx, domainId: number): Promise<AdminFieldView[]> {
  const [rows, counts] = await Promise.all([rowsOf(db, domainId), itemCounts(db, domainId)]);
  return rows.map((r) => toView(r, counts));
}

/** The field as the audit trail shows it: Chinese names, options joined. */
const snapshot = (f: Pick<FieldRow, 'code' | 'name' | 'type' | 'required' | 'options'>): Snapshot => ({
  名称: f.name,
  编码: f.code,
  类型: FIELD_TYPE_NAMES[f.type] ?? f.type,
  必填: f.required ? '是' : '否',
  选项: f.options.join('、'),
});

const target = (f: { name: string; domain_id: number }) => `字段 ${f.name}（${DOMAIN_NAMES[f.domain_id]}）`;

async function findField(tx: Tx, id: number): Promise<FieldRow> {
  const rows = await tx.execute<{ domain_id: number }>(sql`select ${fd.domainId} from ${fd} where ${fd.id} = ${id}`);
  const domainId = rows.rows[0]?.domain_id;
  if (domainId === undefined) throw notFound('字段不存在');
  // Every change of a domain's fields (and every save of its values) waits for this lock: see knowledge/field-values.ts.
  await lockFieldsExclusive(tx, domainId);
  const locked = await tx.execute<FieldRow>(sql`select ${COLUMNS} from ${fd} where ${fd.id} = ${id}`);
  if (!locked.rows[0]) throw notFound('字段不存在');
  return locked.rows[0];
}

async function assertNameFree(tx: Tx, domainId: number, name: string, exceptId: number | null) {
  const rows = await tx.execute(sql`
    select 1 from ${fd} where ${fd.domainId} = ${domainId} and ${fd.name} = ${name}
      and (${exceptId}::int is null or ${fd.id} <> ${exceptId}::int) limit 1`);
  if (rows.rows.length) throw conflict(`${DOMAIN_NAMES[domainId]}已有名为「${name}」的字段`);
}

/** A code nobody in the domain uses: field1, field2 … */
async function freeCode(tx: Tx, domainId: number): Promise<string> {
  const rows = await tx.execute<{ code: string }>(sql`select ${fd.code} from ${fd} where ${fd.domainId} = ${domainId}`);
  const taken = new Set(rows.rows.map((r) => r.code.toLowerCase()));
  let n = rows.rows.length + 1;
  while (taken.has(`field${n}`)) n += 1;
  return `field${n}`;
}

export async function createField(db: Db, caller: SessionUser, input: CreateInput): Promise<AdminFieldView> {
  return db.transaction(async (tx) => {
    const { domainId } = input;
    await lockFieldsExclusive(tx, domainId);
    const existing = await rowsOf(tx, domainId);
    if (existing.length >= FIELD_LIMITS.perDomain)
      throw conflict(`每个知识域最多${FIELD_LIMITS.perDomain}个字段，${DOMAIN_NAMES[domainId]}已满`);
    await assertNameFree(tx, domainId, input.name, null);
    // Codes are compared without case: integrations may fold them.
    if (input.code && existing.some((f) => f.code.toLowerCase() === input.code?.toLowerCase()))
      throw conflict(`字段编码「${input.code}」在${DOMAIN_NAMES[domainId]}中已被使用`);
    const code = input.code ?? (await freeCode(tx, domainId));
    const options = isChoiceType(input.type) ? input.options : [];
    const sort = Math.max(0, ...existing.map((f) => f.sort)) + 1;
    const rows = await tx.execute<FieldRow>(sql`
      insert into ${fd} (${sql.join([fd.domainId, fd.code, fd.name, fd.type, fd.options, fd.required, fd.sort].map(bare), sql`, `)})
      values (${domainId}, ${code}, ${input.name}, ${input.type}, ${sql.param(options)}::text[], ${input.required}, ${sort})
      returning ${COLUMNS}`);
    const created = rows.rows[0];
    await recordConsoleChange(tx, caller, {
      action: 'field_create',
      objectId: created.id,
      target: target(created),
      changes: changesOf(null, snapshot(created)),
    });
    return toView(created, new Map());
  });
}

/**
 * Rewrites the stored values of a field for a new type or options, or refuses
 * naming how many items hold values that cannot follow. Returns how many
 * items had a value rewritten.
 */
async function convertStoredValues(tx: Tx, current: FieldRow, next: { type: string; options: string[] }): Promise<number> {
  const rows = await tx.execute<{ id: number; knowledge_id: number; fields: { fieldId: number; value: string }[] }>(sql`
    select ${v.id}, ${v.knowledgeId}, ${v.fields} from ${knowledgeVersions} ${v} join ${knowledge} ${k} on ${k.id} = ${v.knowledgeId}
    where ${k.domainId} = ${current.domain_id} and ${v.fields} @> ${JSON.stringify([{ fieldId: current.id }])}::jsonb
    for update of ${v}`);
  const blocked = new Set<number>();
  let firstReason = '';
  const rewritten: { id: number; list: { fieldId: number; value: string }[] }[] = [];
  const touched = new Set<number>();
  for (const row of rows.rows) {
    let changed = false;
    const fields = row.fields.map((f) => {
      if (f.fieldId !== current.id) return f;
      const c = convertValue(current, next, f.value);
      if ('reason' in c) {
        blocked.add(row.knowledge_id);
        firstReason ||= c.reason;
        return f;
      }
      if (c.value !== f.value) changed = true;
      return { fieldId: f.fieldId, value: c.value };
    });
    if (changed) {
      rewritten.push({ id: row.id, list: fields });
      touched.add(row.knowledge_id);
    }
  }
  if (blocked.size > 0) {
    const noun = DOMAIN_NAMES[current.domain_id];
    // The count travels as data too, so the console can show it beside the form.
    throw new ApiError(
      409,
      `有 ${blocked.size} 个${noun}的「${current.name}」现有的值${firstReason}，不能保存此修改。请先修改这些${noun}`,
      { itemCount: blocked.size },
    );
  }
  if (rewritten.length > 0) {
    await tx.execute(sql`
      update ${knowledgeVersions} ${v} set ${bare(v.fields)} = x.list
      from jsonb_to_recordset(${JSON.stringify(rewritten)}::jsonb) as x(id int, list jsonb)
      where ${v.id} = x.id`);
  }
  return touched.size;
}

/** Changes a field's name, type, required flag or options; stored values follow the type or the change is refused. */
export async function updateField(db: Db, caller: SessionUser, id: number, input: UpdateInput): Promise<AdminFieldView> {
  return db.transaction(async (tx) => {
    const current = await findField(tx, id);
    const type = input.type ?? current.type;
    const choice = isChoiceType(type);
    if (input.options?.length && !choice) throw badRequest('选项：只有单选和多选字段可以设置选项');
    const options = choice ? (input.options ?? current.options) : [];
    if (choice && options.length === 0) throw badRequest('选项：单选和多选字段至少需要一个选项');
    const next = { ...current, name: input.name ?? current.name, type, options, required: input.required ?? current.required };
    if (next.name !== current.name) await assertNameFree(tx, current.domain_id, next.name, id);
    const before = snapshot(current);
    const changes: AuditChange[] = changesOf(before, snapshot(next));
    if (changes.length === 0) return toView(current, await itemCounts(tx, current.domain_id));
    const shapeChanged = next.type !== current.type || next.options.join('\u0000') !== current.options.join('\u0000');
    const converted = shapeChanged ? await convertStoredValues(tx, current, next) : 0;
    await tx.execute(sql`
      update ${fd} set ${bare(fd.name)} = ${next.name}, ${bare(fd.type)} = ${next.type},
        ${bare(fd.options)} = ${sql.param(next.options)}::text[], ${bare(fd.required)} = ${next.required}
      where ${fd.id} = ${id}`);
    if (converted > 0)
      changes.push({ field: '转换的值', before: '', after: `${converted} 个${DOMAIN_NAMES[current.domain_id]}` });
    await recordConsoleChange(tx, caller, { action: 'field_edit', objectId: id, target: target(current), changes });
    return toView(next, await itemCounts(tx, current.domain_id));
  });
}

/** Puts a domain's fields in the given order; the list must name each of them once. */
export async function reorderFields(db: Db, caller: SessionUser, domainId: number, ids: number[]): Promise<AdminFieldView[]> {
  return db.transaction(async (tx) => {
    await lockFieldsExclusive(tx, domainId);
    const current = await rowsOf(tx, domainId);
    const known = new Set(current.map((f) => f.id));
    if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((i) => !known.has(i)))
      throw conflict('字段已被他人修改，请刷新后重新排序');
    const names = (order: number[]) => order.map((i) => current.find((f) => f.id === i)?.name ?? '').join('、');
    const before = names(current.map((f) => f.id));
    const after = names(ids);
    if (before !== after) {
      await tx.execute(sql`
        update ${fd} set ${bare(fd.sort)} = x.ord from unnest(${sql.param(ids)}::int[]) with ordinality as x(id, ord)
        where ${fd.id} = x.id`);
      await recordConsoleChange(tx, caller, {
        action: 'field_edit',
        objectId: null,
        target: `${DOMAIN_NAMES[domainId]}字段顺序`,
        changes: [{ field: '顺序', before, after }],
      });
    }
    return listAdminFields(tx, domainId);
  });
}

/** Deletes a field with its values in every version of every item; answers how many items held one. */
export async function deleteField(db: Db, caller: SessionUser, id: number): Promise<{ itemCount: number }> {
  return db.transaction(async (tx) => {
    const current = await findField(tx, id);
    const itemCount = (await itemCounts(tx, current.domain_id)).get(id) ?? 0;
    await tx.execute(sql`
      update ${knowledgeVersions} ${v} set ${bare(v.fields)} = coalesce(
        (select jsonb_agg(e order by n) from jsonb_array_elements(${v.fields}) with ordinality as t(e, n)
         where (e->>'fieldId')::int <> ${id}), '[]'::jsonb)
      where ${v.fields} @> ${JSON.stringify([{ fieldId: id }])}::jsonb`);
    await tx.execute(sql`delete from ${fd} where ${fd.id} = ${id}`);
    const noun = DOMAIN_NAMES[current.domain_id];
    await recordConsoleChange(tx, caller, {
      action: 'field_delete',
      objectId: id,
      target: target(current),
      changes: [...changesOf(snapshot(current), null), { field: '清除的值', before: `${itemCount} 个${noun}`, after: '' }],
    });
    return { itemCount };
  });
}
