import { MENU_RESOURCES } from '@contract/admin/config-catalogue';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resources as res } from '../../db/schema/index';
import { bare } from '../../db/sql-names';
import { changesOf, recordConsoleChange } from '../../events/console-change';
import { notFound } from '../../http/errors';
import type { SessionUser } from '../../http/session';

type Row = { id: number; code: string; menu_alias: string; path: string };

/** The columns of a menu entry as `Row` names them. */
const COLUMNS = sql`${res.id}, ${res.code}, ${res.menuAlias}, ${res.path}`;

const viewOf = (r: Row) => ({
  id: r.id,
  code: r.code,
  menuAlias: r.menu_alias,
  defaultAlias: MENU_RESOURCES.find((m) => m.code === r.code)?.menuAlias ?? r.menu_alias,
  path: r.path,
});

/** The module menu entries (`menuTitle`) with their aliases, in menu order. */
export async function listMenuAliases(db: Db) {
  const rows = await db.execute<Row>(sql`select ${COLUMNS} from ${res} order by ${res.sort}, ${res.id}`);
  return rows.rows.map(viewOf);
}

/** Renames a module in the header menu; `menuTitle` answers the new name at its next call. */
export async function setMenuAlias(db: Db, caller: SessionUser, id: number, menuAlias: string) {
  return db.transaction(async (tx) => {
    const before = await tx.execute<Row>(sql`select ${COLUMNS} from ${res} where ${res.id} = ${id} for update`);
    const old = before.rows[0];
    if (!old) throw notFound('菜单不存在');
    const after = await tx.execute<Row>(
      sql`update ${res} set ${bare(res.menuAlias)} = ${menuAlias} where ${res.id} = ${id} returning ${COLUMNS}`,
    );
    const view = viewOf(after.rows[0]);
    const changes = changesOf({ 菜单名称: old.menu_alias }, { 菜单名称: menuAlias });
    if (changes.length)
      await recordConsoleChange(tx, caller, {
        action: 'config_edit',
        objectId: id,
        target: `菜单 ${view.defaultAlias}`,
        changes,
      });
    return view;
  });
}
