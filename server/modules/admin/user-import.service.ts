import { USER_TYPE_NAMES, usernameSchema } from '@contract/admin/admin';
import {
  importPasswordFields,
  USER_IMPORT_COLUMNS,
  USER_IMPORT_MAX_BYTES,
  USER_IMPORT_MAX_ROWS,
  USER_SHEET,
} from '@contract/admin/admin-users';
import { emailSchema, mobileSchema, nicknameSchema } from '@contract/auth/contact';
import { IMPORT_ISSUES_MAX, type ImportIssue } from '@contract/platform/imports';
import { PERMISSION_NAMES, type PermissionKey } from '@contract/platform/permissions';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { groups, roles, userRoles, users } from '../../db/schema/index';
import { bare } from '../../db/sql-names';
import type { Deps } from '../../deps';
import { recordConsoleChange } from '../../events/console-change';
import { receiveImportFile } from '../../files/spreadsheet/receive-import';
import { headerColumns, readXlsxRows } from '../../files/spreadsheet/xlsx';
import { badRequest } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { describeIssues } from '../../http/validation';
import { rethrowUserConflict } from '../../lib/user-contacts';
import { initialPasswordHash } from './user-changes.service';
import { groupFinder, type ImportLookups, parseUserRows, type UserRowIn } from './user-import-rows';

/** Columns read of the worksheet: the template's and some room for notes. */
const USER_IMPORT_MAX_COLUMNS = 30;

/** The columns an imported user is inserted with, in the order of its values. */
const IMPORTED = [
  users.username,
  users.passwordHash,
  users.mustChangePassword,
  users.nickname,
  users.type,
  users.mobile,
  users.email,
  users.groupId,
];

/**
 * Imports users from the template's worksheet (issue 17). Every row is
 * checked first — fields, duplicates within the file and against existing
 * users, group and roles by name, the caller's grant ceiling — and one
 * refused row imports nothing. All imported users get the initial password
 * sent with the file and must change it at their first sign-in.
 */
export async function importUsers(deps: Deps, caller: SessionUser, c: Context) {
  const { bytes, fields } = await receiveImportFile(deps, c, USER_IMPORT_MAX_BYTES);
  const sealed = importPasswordFields.safeParse(fields);
  if (!sealed.success) throw badRequest(describeIssues(importPasswordFields, sealed.error));
  const read = await readXlsxRows(
    bytes,
    { sheets: [USER_SHEET], maxDataRows: USER_IMPORT_MAX_ROWS, maxColumns: USER_IMPORT_MAX_COLUMNS },
    deps.config.extractTimeoutMs,
  );
  if (read.tooManyRows) throw badRequest(`文件：一个文件最多导入 ${USER_IMPORT_MAX_ROWS} 名用户`);
  const [sheet] = read.sheets;
  if (!sheet?.found) throw badRequest(`文件：工作簿中没有名为“${USER_SHEET}”的工作表，请使用下载的模板`);
  const { cells, rowNumbers } = sheet;
  const { missing, cell } = headerColumns(cells[0] ?? [], USER_IMPORT_COLUMNS, ['用户名', '姓名']);
  if (missing.length) throw badRequest(`文件：表头缺少列：${missing.join('、')}`);
  const rows = cells
    .map((row, i) => ({ row, n: rowNumbers[i] }))
    .slice(1)
    .filter(({ row }) => row.some((v) => v.trim() !== ''));
  if (rows.length === 0) throw badRequest('文件：没有可导入的行');
  const passwordHash = await initialPasswordHash(deps.db, sealed.data.keyId, sealed.data.password);

  try {
    return await deps.db.transaction(async (tx) => {
      // One import at a time: two files naming the same new user are checked one after the other.
      await tx.execute(sql`select pg_advisory_xact_lock(72447103)`);
      const look = await loadLookups(tx, caller);
      const { parsed, issues } = parseUserRows(
        rows.map(({ row, n }) => ({
          n,
          cells: Object.fromEntries(USER_IMPORT_COLUMNS.map((col) => [col, cell(row, col)])) as Record<
            (typeof USER_IMPORT_COLUMNS)[number],
            string
          >,
        })),
        look,
      );
      await findTaken(tx, parsed, issues);
      issues.sort((a, b) => a.row - b.row);
      const base = { rows: rows.length, issues: issues.slice(0, IMPORT_ISSUES_MAX), issueCount: issues.length };
      if (issues.length > 0) return { ...base, imported: false, created: 0 };
      const created = await tx.execute<{ id: number; username: string }>(sql`
        insert into ${users} (${sql.join(IMPORTED.map(bare), sql`, `)})
        values ${sql.join(
          parsed.map(
            (u) =>
              sql`(${u.username}, ${passwordHash}, true, ${u.nickname}, ${u.type}, ${u.mobile}, ${u.email}, ${u.groupId}::int)`,
          ),
          sql`, `,
        )}
        returning ${users.id}, ${users.username}`);
      const idOf = new Map(created.rows.map((r) => [r.username, r.id]));
      const links = parsed.flatMap((u) => u.roleIds.map((roleId) => sql`(${idOf.get(u.username)}::int, ${roleId}::int)`));
      if (links.length)
        await tx.execute(
          sql`insert into ${userRoles} (${bare(userRoles.userId)}, ${bare(userRoles.roleId)}) values ${sql.join(links, sql`, `)}`,
        );
      const names = parsed.map((u) => `${u.nickname}（${u.username}）`);
      await recordConsoleChange(tx, caller, {
        action: 'user_import',
        objectId: null,
        target: `导入 ${parsed.length} 名用户`,
        changes: [
          {
            field: '用户',
            before: '',
            after: names.length > 50 ? `${names.slice(0, 50).join('、')} 等 ${names.length} 人` : names.join('、'),
          },
        ],
      });
      return { ...base, imported: true, created: parsed.length };
    });
  } catch (err) {
    // A user created meanwhile with the same username or mobile: nothing of the file was written.
    rethrowUserConflict(err);
  }
}

/** Groups by path, roles by name (with their keys) and what the caller may grant. */
async function loadLookups(tx: Pick<Deps['db'], 'execute'>, caller: SessionUser): Promise<ImportLookups> {
  const [groupRows, roleRows] = await Promise.all([
    tx.execute<{ id: number; name: string; parent_id: number | null }>(
      sql`select ${groups.id}, ${groups.name}, ${groups.parentId} from ${groups}`,
    ),
    tx.execute<{ id: number; name: string; permissions: string[] }>(
      sql`select ${roles.id}, ${roles.name}, ${roles.permissions} from ${roles}`,
    ),
  ]);
  return {
    group: groupFinder(groupRows.rows.map((g) => ({ id: g.id, name: g.name, parentId: g.parent_id }))),
    roles: new Map(roleRows.rows.map((r) => [r.name, { id: r.id, permissions: r.permissions }])),
    ceiling: (keys) => {
      const lacking = keys.find((k) => !caller.permissions.has(k as PermissionKey));
      return lacking ? `不能授予自己没有的权限「${PERMISSION_NAMES[lacking as PermissionKey] ?? lacking}」` : null;
    },
    typeNames: USER_TYPE_NAMES,
    schemas: { username: usernameSchema, nickname: nicknameSchema, mobile: mobileSchema, email: emailSchema },
  };
}

/** Usernames, mobiles and e-mails already taken by existing users. */
async function findTaken(tx: Pick<Deps['db'], 'execute'>, parsed: UserRowIn[], issues: ImportIssue[]) {
  if (parsed.length === 0) return;
  const list = (values: (string | null)[]) => {
    const v = values.filter((x): x is string => x !== null);
    return v.length
      ? sql.join(
          v.map((x) => sql`${x}`),
          sql`, `,
        )
      : sql`null`;
  };
  const taken = await tx.execute<{ username: string; mobile: string | null; email: string | null }>(sql`
    select lower(${users.username}) as username, ${users.mobile}, lower(${users.email}) as email from ${users}
    where lower(${users.username}) in (${list(parsed.map((u) => u.username.toLowerCase()))})
      or ${users.mobile} in (${list(parsed.map((u) => u.mobile))})
      or lower(${users.email}) in (${list(parsed.map((u) => u.email?.toLowerCase() ?? null))})`);
  const usernames = new Set(taken.rows.map((r) => r.username));
  const mobiles = new Set(taken.rows.map((r) => r.mobile));
  const emails = new Set(taken.rows.map((r) => r.email));
  for (const u of parsed) {
    if (usernames.has(u.username.toLowerCase()))
      issues.push({ sheet: USER_SHEET, row: u.row, field: '用户名', reason: '用户名已被使用' });
    if (u.mobile && mobiles.has(u.mobile))
      issues.push({ sheet: USER_SHEET, row: u.row, field: '手机号', reason: '手机号已被其他用户使用' });
    if (u.email && emails.has(u.email.toLowerCase()))
      issues.push({ sheet: USER_SHEET, row: u.row, field: '邮箱', reason: '电子邮箱已被其他用户使用' });
  }
}
