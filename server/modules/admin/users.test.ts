import { personalData } from '@contract/account/account';
import { userCreate, userList } from '@contract/admin/admin';
import { MUST_CHANGE_PASSWORD_MESSAGE, PASSWORD_RULE_MESSAGE } from '@contract/auth/auth';
import { CODE_UNAUTHENTICATED } from '@contract/platform/envelope';
import { verify } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { idOf, storeKeyPair } from '../../test/admin/setup';
import { call, tokenFor } from '../../test/client';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import type { AdminUserView } from './users.service';

type Page = { total: number; list: AdminUserView[] };

let rt: TestRuntime;
let admin: string;
let zhangsan: string;
let key: Awaited<ReturnType<typeof storeKeyPair>>;

beforeAll(async () => {
  rt = await createTestRuntime();
  admin = await tokenFor(rt, 'admin');
  zhangsan = await tokenFor(rt, 'zhangsan');
  key = await storeKeyPair(rt);
});
afterAll(() => rt.close());

const list = async (input: Record<string, unknown>) => (await call<Page>(rt, userList, input, { token: admin })).body.data;
const names = (p: Page) => p.list.map((u) => u.username);

describe('user list', () => {
  it('lists every user by id with roles, group and state', async () => {
    const r = await call<Page>(rt, userList, {}, { token: admin });
    expect(r.status).toBe(200);
    expect(r.body.data.total).toBe(4);
    expect(names(r.body.data)).toEqual(['admin', 'zhangsan', 'lisi', 'wangwu']);
    expect(r.body.data.list[1]).toMatchObject({
      nickname: '张三',
      isAdmin: false,
      groupName: '平台研发部',
      disabled: false,
      roleIds: [await idOf(rt, 'roles', '普通员工')],
    });
    expect(Number.isNaN(Date.parse(r.body.data.list[1].createdAt))).toBe(false);
  });

  it('filters by keyword over username, nickname, mobile and e-mail, ignoring case', async () => {
    expect(names(await list({ keyword: 'ZHANG' }))).toEqual(['zhangsan']);
    expect(names(await list({ keyword: '李' }))).toEqual(['lisi']);
    expect(names(await list({ keyword: '1380000000' }))).toEqual(['zhangsan', 'lisi']);
    expect(names(await list({ keyword: '@VISITOR' }))).toEqual(['wangwu']);
    expect((await list({ keyword: '%' })).total).toBe(0);
    expect((await list({ keyword: '_' })).total).toBe(0);
  });

  it('filters by group including its sub-groups', async () => {
    expect(names(await list({ groupId: await idOf(rt, 'groups', '研发中心') }))).toEqual(['zhangsan']);
    expect(names(await list({ groupId: await idOf(rt, 'groups', '集团总部') }))).toEqual(['admin', 'zhangsan', 'lisi']);
    expect((await list({ groupId: 999_999 })).total).toBe(0);
  });

  it('pages the answer and filters by state', async () => {
    const page = await list({ page: 2, size: 2 });
    expect(page.total).toBe(4);
    expect(names(page)).toEqual(['lisi', 'wangwu']);
    const past = await list({ page: 1e15, size: 100 });
    expect(past).toEqual({ total: 4, list: [] });
    expect((await list({ state: 'disabled' })).total).toBe(0);
    expect((await list({ state: 'enabled' })).total).toBe(4);
    expect((await list({ state: 'locked' })).total).toBe(0);
  });

  it('refuses invalid filters, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ size: 101 }, '每页条数'],
      [{ page: 0 }, '页码'],
      [{ groupId: -1 }, '组织'],
      [{ groupId: 2 ** 31 }, '组织'],
      [{ state: 'yes' }, '状态'],
      [{ type: 9 }, '用户类型'],
      [{ sort: 'password' }, '排序字段'],
      [{ roleId: 0 }, '角色'],
      [{ keyword: 'x'.repeat(51) }, '关键词'],
      [{ keyword: 'a\u0000' }, '关键词'],
    ];
    for (const [input, label] of cases) {
      const r = await call(rt, userList, input, { token: admin });
      expect(r.status).toBe(400);
      expect(r.body.message).toContain(label);
    }
  });

  it('refuses callers without a token (401) or without the user management key (403)', async () => {
    const anon = await call(rt, userList, {});
    expect(anon.status).toBe(401);
    expect(anon.body.code).toBe(CODE_UNAUTHENTICATED);
    const denied = await call(rt, userList, {}, { token: zhangsan });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('没有「用户管理」权限');
  });
});

describe('user create', () => {
  const base = () => ({
    username: 'zhaoliu',
    ...key.seal('Zhaoliu2026'),
    nickname: '赵六',
    type: 1,
    mobile: '13800000006',
    email: 'zhaoliu@zhilian.example',
  });

  it('creates a user with an argon2id hash of the decrypted password, group and roles', async () => {
    const market = await idOf(rt, 'groups', '市场部');
    const role = await idOf(rt, 'roles', '文档专员');
    const r = await call<AdminUserView>(rt, userCreate, { ...base(), groupId: market, roleIds: [role, role] }, { token: admin });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      username: 'zhaoliu',
      nickname: '赵六',
      groupName: '市场部',
      roleIds: [role],
      disabled: false,
      isAdmin: false,
      mustChangePassword: true,
    });
    const stored = await rt.deps.db.execute<{ password_hash: string }>(
      sql`select password_hash from users where username = 'zhaoliu'`,
    );
    expect(stored.rows[0].password_hash.startsWith('$argon2id$')).toBe(true);
    expect(await verify(stored.rows[0].password_hash, 'Zhaoliu2026')).toBe(true);
    // The initial password was the administrator's: the new user must change it before anything else.
    const token = await tokenFor(rt, 'zhaoliu');
    const refused = await call(rt, personalData, {}, { token });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MUST_CHANGE_PASSWORD_MESSAGE);
  });

  it('refuses a taken username, mobile or e-mail with 409 and creates nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ username: 'ZhangSan' }, '用户名已被使用'],
      [{ username: 'sunqi', mobile: '13800000002' }, '手机号已被其他用户使用'],
      [{ username: 'sunqi', mobile: null, email: 'LISI@zhilian.example' }, '电子邮箱已被其他用户使用'],
    ];
    for (const [change, message] of cases) {
      const r = await call(rt, userCreate, { ...base(), mobile: null, email: null, ...change }, { token: admin });
      expect(r.status).toBe(409);
      expect(r.body.message).toBe(message);
    }
    expect((await list({ keyword: 'sunqi' })).total).toBe(0);
  });

  it('refuses unknown roles or group with 400', async () => {
    const role = await call(
      rt,
      userCreate,
      { ...base(), username: 'sunqi', mobile: null, email: null, roleIds: [999_999] },
      { token: admin },
    );
    expect(role.status).toBe(400);
    expect(role.body.message).toContain('角色');
    const group = await call(
      rt,
      userCreate,
      { ...base(), username: 'sunqi', mobile: null, email: null, groupId: 999_999 },
      { token: admin },
    );
    expect(group.status).toBe(400);
    expect(group.body.message).toContain('组织');
    expect((await list({ keyword: 'sunqi' })).total).toBe(0);
  });

  it('refuses a weak password, an unknown or expired key and bad ciphertext with 400', async () => {
    const fresh = { username: 'sunqi', mobile: null, email: null };
    const weak = await call(rt, userCreate, { ...base(), ...fresh, ...key.seal('12345678') }, { token: admin });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toContain(PASSWORD_RULE_MESSAGE);
    const expired = await storeKeyPair(rt, -1);
    const attempts = [
      { keyId: crypto.randomUUID() },
      { keyId: 'not-a-uuid' },
      expired.seal('Sunqi2026'),
      { password: 'bm90IGNpcGhlcnRleHQ=' },
      { password: '***' },
    ];
    for (const change of attempts) {
      const r = await call(rt, userCreate, { ...base(), ...fresh, ...change }, { token: admin });
      expect(r.status).toBe(400);
    }
    expect((await list({ keyword: 'sunqi' })).total).toBe(0);
  });

  it('refuses invalid fields, naming them', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ username: '1abc' }, '用户名'],
      [{ type: 9 }, '用户类型'],
      [{ nickname: '' }, '昵称'],
      [{ nickname: 'a\u0000' }, '昵称'],
      [{ mobile: '123' }, '手机号'],
      [{ roleIds: [0] }, '角色'],
      [{ password: '' }, '初始密码'],
    ];
    for (const [change, label] of cases) {
      const r = await call(rt, userCreate, { ...base(), username: 'sunqi', ...change }, { token: admin });
      expect(r.status).toBe(400);
      expect(r.body.message).toContain(label);
    }
  });

  it('refuses callers without a token (401) or without the user management key (403)', async () => {
    expect((await call(rt, userCreate, base())).status).toBe(401);
    expect((await call(rt, userCreate, base(), { token: zhangsan })).status).toBe(403);
  });
});
