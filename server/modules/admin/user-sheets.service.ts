import { USER_STATE_NAMES, USER_TYPE_NAMES } from '@contract/admin/admin';
import { USER_EXPORT_MAX_ROWS, USER_IMPORT_COLUMNS, USER_IMPORT_MAX_ROWS, USER_SHEET } from '@contract/admin/admin-users';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client';
import { groups, roles } from '../../db/schema/index';
import { addTable, xlsxFile } from '../../files/spreadsheet/xlsx';
import { badRequest } from '../../http/errors';
import { groupPathById } from './user-import-rows';
import { allUsers, type UserFilter } from './users.service';

async function vocabulary(db: Db) {
  const [groupRows, roleRows] = await Promise.all([
    db.execute<{ id: number; name: string; parent_id: number | null }>(
      sql`select ${groups.id}, ${groups.name}, ${groups.parentId} from ${groups} order by ${groups.sort}, ${groups.id}`,
    ),
    db.execute<{ id: number; name: string }>(sql`select ${roles.id}, ${roles.name} from ${roles} order by ${roles.id}`),
  ]);
  const pathById = groupPathById(groupRows.rows.map((g) => ({ id: g.id, name: g.name, parentId: g.parent_id })));
  return { groupPaths: groupRows.rows.map((g) => pathById.get(g.id) ?? g.name), pathById, roles: roleRows.rows };
}

/** The import template: the 用户 sheet with an example row, and a 说明 sheet with the rules and what may be named. */
export async function userImportTemplate(db: Db) {
  const v = await vocabulary(db);
  const wb = new ExcelJS.Workbook();
  addTable(wb, USER_SHEET, [
    [...USER_IMPORT_COLUMNS],
    ['zhaoliu', '赵六', '1', '13900000001', 'zhaoliu@example.com', v.groupPaths[0] ?? '', v.roles[0]?.name ?? ''],
  ]);
  const help = wb.addWorksheet('说明');
  help.addRows([
    [
      '用户名、姓名必填。用户名以字母开头，3 到 32 位字母、数字、下划线、点或横线；用户名、手机号、邮箱不能与已有用户或文件中其他行重复。',
    ],
    [
      '用户类型填 1 到 8 的数字，不填为 1（6 为访客）。组织填名称；有同名组织时写上级路径（如“集团总部/研发中心”）或下表中的完整路径。',
    ],
    ['角色填角色名称，多个用 | 或 、 分隔；只能授予您自己拥有的权限。导入不能设置管理员身份。'],
    [
      `一个文件最多 ${USER_IMPORT_MAX_ROWS} 行；有任何一行不合格时整个文件都不导入。导入的用户使用导入时设置的初始密码，首次登录须修改。`,
    ],
    [],
    ['用户类型', ...Object.entries(USER_TYPE_NAMES).map(([n, name]) => `${n}：${name}`)],
    ['可用的组织', ...v.groupPaths],
    ['可用的角色', ...v.roles.map((r) => r.name)],
  ]);
  help.getColumn(1).width = 14;
  return xlsxFile(wb, '用户导入模板.xlsx');
}

/** The users of the filter as the import's columns plus state, so an export edited can be imported elsewhere. */
export async function exportUsers(db: Db, f: UserFilter) {
  const { total, list } = await allUsers(db, f, USER_EXPORT_MAX_ROWS);
  if (total > USER_EXPORT_MAX_ROWS)
    throw badRequest(`符合条件的用户有 ${total} 名，一次最多导出 ${USER_EXPORT_MAX_ROWS} 名，请缩小筛选范围`);
  const v = await vocabulary(db);
  const roleName = new Map(v.roles.map((r) => [r.id, r.name]));
  const wb = new ExcelJS.Workbook();
  addTable(wb, USER_SHEET, [
    [...USER_IMPORT_COLUMNS, '管理员', '状态', '创建时间'],
    ...list.map((u) => [
      u.username,
      u.nickname,
      String(u.type),
      u.mobile ?? '',
      u.email ?? '',
      u.groupId === null ? '' : (v.pathById.get(u.groupId) ?? u.groupName ?? ''),
      u.roleIds.map((id) => roleName.get(id) ?? '').join('|'),
      u.isAdmin ? '是' : '否',
      u.disabled ? USER_STATE_NAMES.disabled : u.locked ? USER_STATE_NAMES.locked : USER_STATE_NAMES.enabled,
      new Date(u.createdAt).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false }),
    ]),
  ]);
  const day = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
  return xlsxFile(wb, `用户-${day}.xlsx`);
}
