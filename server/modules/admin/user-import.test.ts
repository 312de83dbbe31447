import { auditList } from '@contract/admin/admin-audit';
import { USER_IMPORT_MAX_BYTES, USER_IMPORT_MAX_ROWS, userExport, userImportTemplate } from '@contract/admin/admin-users';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { storeKeyPair } from '../../test/admin/setup';
import { uploadUsers, userWorkbook } from '../../test/admin/user-import-client';
import { call } from '../../test/client';
import { grantKeys } from '../../test/grants';
import { setupRuntime } from '../../test/setup-runtime';

const t = setupRuntime('admin', 'zhangsan', 'lisi');
let key: Awaited<ReturnType<typeof storeKeyPair>>;
beforeAll(async () => {
  key = await storeKeyPair(t.rt);
});

const userCount = async () => (await t.rt.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from users`)).rows[0].n;
const GOOD = ['sunqi', '孙七', '2', '13900000011', 'sunqi@example.com', '集团总部/研发中心', '文档专员'];

async function readSheet(base64: string, name: string) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(base64, 'base64') as unknown as ArrayBuffer);
  const rows: string[][] = [];
  wb.getWorksheet(name)?.eachRow((r) => {
    rows.push((r.values as unknown[]).slice(1).map((v) => String(v ?? '')));
  });
  return rows;
}

describe('user import', () => {
  it('imports nothing when one row is refused, and reports each problem with its row, field and reason', async () => {
    const before = await userCount();
    const file = await userWorkbook([
      GOOD,
      ['zhouba', '周八', '', '13800000002', '', '市场部', ''],
      ['9wu', '吴九', '9', '', 'not-mail', '不存在的部门', '普通员工|无此角色'],
      ['SUNQI', '孙七七', '', '', '', '', ''],
    ]);
    const r = await uploadUsers(t.rt, file, { token: t.admin, sealed: key.seal('Import2026') });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ imported: false, rows: 4, created: 0 });
    expect(r.body.data.issues).toEqual([
      { sheet: '用户', row: 3, field: '手机号', reason: '手机号已被其他用户使用' },
      { sheet: '用户', row: 4, field: '用户名', reason: '用户名须以字母开头，3到32位字母、数字、下划线、点或横线' },
      { sheet: '用户', row: 4, field: '邮箱', reason: '请输入有效的电子邮箱' },
      { sheet: '用户', row: 4, field: '用户类型', reason: '用户类型应为 1 到 8 的数字' },
      { sheet: '用户', row: 4, field: '组织', reason: '组织“不存在的部门”不存在' },
      { sheet: '用户', row: 4, field: '角色', reason: '角色“无此角色”不存在' },
      { sheet: '用户', row: 5, field: '用户名', reason: '用户名与第 2 行重复' },
    ]);
    expect(r.body.data.issueCount).toBe(7);
    expect(await userCount()).toBe(before);
  });

  it('imports a clean file: groups by path or name, roles by name, the initial password to be changed', async () => {
    const file = await userWorkbook([GOOD, ['zhouba', '周八', '', '', '', '市场部', '']]);
    const r = await uploadUsers(t.rt, file, { token: t.admin, sealed: key.seal('Import2026') });
    expect(r.body.data).toMatchObject({ imported: true, created: 2, issueCount: 0 });
    const rows = await t.rt.deps.db.execute<{
      username: string;
      type: number;
      group: string;
      roles: string[];
      must: boolean;
    }>(sql`
      select u.username, u.type, g.name as group, u.must_change_password as must,
        array(select r.name from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id) as roles
      from users u join groups g on g.id = u.group_id where u.username in ('sunqi', 'zhouba') order by u.username`);
    expect(rows.rows).toEqual([
      { username: 'sunqi', type: 2, group: '研发中心', roles: ['文档专员'], must: true },
      { username: 'zhouba', type: 1, group: '市场部', roles: [], must: true },
    ]);
    const audit = await call<{ list: { action: string; changes: { after: string }[] }[] }>(
      t.rt,
      auditList,
      { action: 'user_import' },
      { token: t.admin },
    );
    expect(audit.body.data.list[0].changes[0].after).toBe('孙七（sunqi）、周八（zhouba）');
  });

  it('refuses roles beyond the caller’s own keys row by row', async () => {
    await grantKeys(t.rt, 'zhangsan', '导入专员', ['ROLE_ADMIN_USER_MANAGE']);
    const file = await userWorkbook([['zhengshi', '郑十', '', '', '', '', '系统管理员']]);
    const r = await uploadUsers(t.rt, file, { token: t.zhangsan, sealed: key.seal('Import2026') });
    expect(r.body.data.imported).toBe(false);
    expect(r.body.data.issues[0]).toMatchObject({ row: 2, field: '角色' });
    expect(r.body.data.issues[0].reason).toContain('不能授予自己没有的权限');
  });

  it('refuses a file it cannot read, a missing password, no token and no key', async () => {
    const file = await userWorkbook([['zhengshi', '郑十', '', '', '', '', '']]);
    const noPassword = await uploadUsers(t.rt, file, { token: t.admin });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.message).toContain('初始密码');
    const notXlsx = await uploadUsers(t.rt, new TextEncoder().encode('用户名,姓名\nabc,甲'), {
      token: t.admin,
      sealed: key.seal('Import2026'),
    });
    expect(notXlsx.status).toBe(400);
    const noHeader = await uploadUsers(t.rt, await userWorkbook([['a']], ['名字']), {
      token: t.admin,
      sealed: key.seal('Import2026'),
    });
    expect(noHeader.body.message).toBe('文件：表头缺少列：用户名、姓名');
    expect((await uploadUsers(t.rt, file, { sealed: key.seal('Import2026') })).status).toBe(401);
    expect((await uploadUsers(t.rt, file, { token: t.lisi, sealed: key.seal('Import2026') })).status).toBe(403);
  });

  it('refuses a file over the size or row limit before reading a row, and imports nothing', async () => {
    const before = await userCount();
    const huge = new Uint8Array(USER_IMPORT_MAX_BYTES + 1024);
    const big = await uploadUsers(t.rt, huge, { token: t.admin, sealed: key.seal('Import2026') });
    expect([400, 413]).toContain(big.status);
    expect(big.body.message).toMatch(/[\u4e00-\u9fa5]/);
    const rows = Array.from({ length: USER_IMPORT_MAX_ROWS + 1 }, (_, i) => [`bulk${i}`, `批量${i}`, '', '', '', '', '']);
    const many = await uploadUsers(t.rt, await userWorkbook(rows), { token: t.admin, sealed: key.seal('Import2026') });
    expect(many.status).toBe(400);
    expect(many.body.message).toBe(`文件：一个文件最多导入 ${USER_IMPORT_MAX_ROWS} 名用户`);
    expect(await userCount()).toBe(before);
  });

  it('hands out a template naming the columns, groups and roles', async () => {
    const r = await call<{ fileName: string; base64: string }>(t.rt, userImportTemplate, {}, { token: t.admin });
    expect(r.body.data.fileName).toBe('用户导入模板.xlsx');
    const rows = await readSheet(r.body.data.base64, '用户');
    expect(rows[0]).toEqual(['用户名', '姓名', '用户类型', '手机号', '邮箱', '组织', '角色']);
    const help = await readSheet(r.body.data.base64, '说明');
    expect(help.find((row) => row[0] === '可用的组织')).toContain('智联科技集团/集团总部/研发中心');
    expect((await call(t.rt, userImportTemplate, {}, { token: t.lisi })).status).toBe(403);
    expect((await call(t.rt, userImportTemplate, {}, {})).status).toBe(401);
  });
});

describe('user export', () => {
  it('exports the users of the filter with the import’s columns', async () => {
    const r = await call<{ base64: string }>(t.rt, userExport, { groupId: 1, sort: 'username' }, { token: t.admin });
    expect(r.status).toBe(200);
    const rows = await readSheet(r.body.data.base64, '用户');
    expect(rows[0].slice(0, 9)).toEqual(['用户名', '姓名', '用户类型', '手机号', '邮箱', '组织', '角色', '管理员', '状态']);
    const sunqi = rows.find((row) => row[0] === 'sunqi');
    expect(sunqi?.slice(1, 7)).toEqual([
      '孙七',
      '2',
      '13900000011',
      'sunqi@example.com',
      '智联科技集团/集团总部/研发中心',
      '文档专员',
    ]);
    expect(rows.some((row) => row[0] === 'wangwu')).toBe(false);
    expect((await call(t.rt, userExport, { state: 'nope' }, { token: t.admin })).status).toBe(400);
    expect((await call(t.rt, userExport, {}, {})).status).toBe(401);
    expect((await call(t.rt, userExport, {}, { token: t.lisi })).status).toBe(403);
  });
});
