import type { configItemView } from '@contract/admin/admin-config';
import { CONFIG_CATALOGUE, type ConfigDefinition, checkConfigValue, showConfigValue } from '@contract/admin/config-catalogue';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { configItems as ci } from '../../db/schema/index';
import { bare } from '../../db/sql-names';
import { changesOf, recordConsoleChange } from '../../events/console-change';
import { badRequest, notFound } from '../../http/errors';
import type { SessionUser } from '../../http/session';

type ItemView = z.infer<typeof configItemView>;
type Row = { code: string; value: string; updated_at: Date | string | null };

/** The columns of an item as `Row` names them. */
const COLUMNS = sql`${ci.code}, ${ci.value}, ${ci.updatedAt}`;

/**
 * Configuration items as the console edits them: the catalogue
 * (contract/admin/config-catalogue.ts) says what each is and what it takes, the
 * `config_items` table holds the values. Every reader asks the table at its
 * call, so a change counts from the next request of any server; the SPA
 * reads its settings once per page load.
 */
function viewOf(def: ConfigDefinition, row: Row | undefined): ItemView {
  const value = row?.value ?? def.default;
  return {
    code: def.code,
    name: def.name,
    description: def.description,
    group: def.group,
    kind: def.kind,
    options: [...(def.options ?? [])],
    maxLength: def.maxLength ?? null,
    default: def.default,
    value,
    shown: showConfigValue(def, value),
    defaultShown: showConfigValue(def, def.default),
    updatedAt: new Date(row?.updated_at ?? 0).toISOString(),
  };
}

function definitionOf(code: string): ConfigDefinition {
  const def = CONFIG_CATALOGUE.find((d) => d.code === code);
  if (!def) throw notFound('配置项不存在');
  return def;
}

export async function listConfigItems(db: Db): Promise<ItemView[]> {
  const rows = await db.execute<Row>(sql`select ${COLUMNS} from ${ci}`);
  const byCode = new Map(rows.rows.map((r) => [r.code, r]));
  return CONFIG_CATALOGUE.map((d) => viewOf(d, byCode.get(d.code)));
}

/** Sets one item to a value it can take (checked against the catalogue), audited with the values before and after. */
export async function setConfigItem(
  db: Db,
  caller: SessionUser,
  code: string,
  raw: string,
  action: 'config_edit' | 'config_reset' = 'config_edit',
): Promise<ItemView> {
  const def = definitionOf(code);
  const checked = checkConfigValue(def, raw);
  if ('error' in checked) throw badRequest(checked.error);
  return db.transaction(async (tx) => {
    const before = await tx.execute<Row>(sql`select ${COLUMNS} from ${ci} where ${ci.code} = ${code} for update`);
    const old = before.rows[0]?.value ?? def.default;
    const r = await tx.execute<Row>(sql`
      insert into ${ci} (${bare(ci.code)}, ${bare(ci.name)}, ${bare(ci.value)}, ${bare(ci.updatedAt)})
      values (${code}, ${def.name}, ${checked.value}, now())
      on conflict (${bare(ci.code)}) do update
      set ${bare(ci.value)} = excluded.${bare(ci.value)}, ${bare(ci.name)} = excluded.${bare(ci.name)}, ${bare(ci.updatedAt)} = now()
      returning ${COLUMNS}`);
    const changes = changesOf({ 取值: showConfigValue(def, old) }, { 取值: showConfigValue(def, checked.value) });
    if (changes.length) await recordConsoleChange(tx, caller, { action, objectId: null, target: `配置 ${def.name}`, changes });
    return viewOf(def, r.rows[0]);
  });
}

export async function resetConfigItem(db: Db, caller: SessionUser, code: string): Promise<ItemView> {
  return setConfigItem(db, caller, code, definitionOf(code).default, 'config_reset');
}
