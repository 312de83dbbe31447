import { auditList } from '@contract/admin/admin-audit';
import { type AdminFieldView, fieldCreate, fieldList, fieldUpdate } from '@contract/admin/admin-fields';
import { wikiSave } from '@contract/wiki/wiki';
import { sql } from 'drizzle-orm';
import { call } from '../client';
import { setupRuntime } from '../setup-runtime';
import { entry, save } from '../wiki/flow';

/** The wiki's domain (three seeded fields) and the video's (none). */
export const WIKI = 1;
export const VIDEO = 3;

type Entry = { action: string; target: string; changes: { field: string; before: string; after: string }[] };

/**
 * The setup of a field-management test file: its own runtime with the admin,
 * zhangsan (an editor without field keys) and lisi, and the calls its tests
 * make as the admin — list, create and update wiki fields, read the last audit
 * entry and the values stored — or as zhangsan, saving an entry with a value.
 */
export function setupFields() {
  const t = setupRuntime('admin', 'zhangsan', 'lisi');
  const lastAudit = async () =>
    (await call<{ list: Entry[] }>(t.rt, auditList, { size: 1 }, { token: t.admin })).body.data.list[0];
  const list = async (domainId = WIKI) =>
    (await call<AdminFieldView[]>(t.rt, fieldList, { domainId }, { token: t.admin })).body.data;
  const create = (input: Record<string, unknown>, token = t.admin) =>
    call<AdminFieldView>(t.rt, fieldCreate, { domainId: WIKI, ...input }, { token });
  const update = (id: number, input: Record<string, unknown>) =>
    call<AdminFieldView>(t.rt, fieldUpdate, input, { token: t.admin, params: { id } });
  /** Stored values of a field in every version, sorted. */
  const storedValues = async (fieldId: number) =>
    (
      await t.rt.deps.db.execute<{ value: string }>(sql`
        select e->>'value' as value from knowledge_versions v cross join lateral jsonb_array_elements(v.fields) e
        where (e->>'fieldId')::int = ${fieldId} order by 1`)
    ).rows.map((r) => r.value);
  const saveWith = (fieldId: number, value: string) => save(t.rt, t.zhangsan, entry({ fields: [{ fieldId, value }] }));
  const trySave = (fieldId: number, value: string) =>
    call(t.rt, wikiSave, entry({ fields: [{ fieldId, value }] }), { token: t.zhangsan });
  return { t, lastAudit, list, create, update, storedValues, saveWith, trySave };
}
