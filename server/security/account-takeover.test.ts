import { userDisable, userUpdate } from '@contract/admin/admin';
import { userEndSessions, userResetPassword, userUnlock } from '@contract/admin/admin-users';
import type { AnyEndpoint } from '@contract/platform/endpoint';
import type { PermissionKey } from '@contract/platform/permissions';
import { sql } from 'drizzle-orm';
import { idOf, storeKeyPair } from '../test/admin/setup';
import { uploadUsers, userWorkbook } from '../test/admin/user-import-client';
import { call, tokenFor } from '../test/client';
import { grantKeys } from '../test/grants';
import { setupRuntime } from '../test/setup-runtime';

/**
 * Issue 27: a user manager must not take over an account wider than himself.
 * Every action on another account is tried by a manager holding only the
 * user-management key, on three targets: one holding a key he lacks, a
 * system administrator, and one whose keys he holds (the control, allowed).
 */
const t = setupRuntime('admin');
let key: Awaited<ReturnType<typeof storeKeyPair>>;
let manager = '';
const MANAGER_KEYS: PermissionKey[] = ['ROLE_ADMIN_USER_MANAGE'];
let serial = 0;

beforeAll(async () => {
  key = await storeKeyPair(t.rt);
  manager = await newUser('tkmanager', MANAGER_KEYS);
});

/** A fresh account holding exactly `keys` (through one role), signed in; answers its token. */
async function newUser(username: string, keys: PermissionKey[]): Promise<string> {
  await t.rt.deps.db.execute(sql`insert into users (username, nickname, type) values (${username}, ${username}, 1)`);
  if (keys.length) await grantKeys(t.rt, username, `${username} 的角色`, keys);
  return tokenFor(t.rt, username);
}

/** Everything an action could change about an account: its row, its roles and its live sessions. */
async function fingerprint(id: number): Promise<string> {
  const r = await t.rt.deps.db.execute(sql`
    select row_to_json(u)::text as u,
      (select string_agg(role_id::text, ',' order by role_id) from user_roles where user_id = u.id) as roles,
      (select count(*) from sessions where user_id = u.id and revoked_at is null) as live
    from users u where u.id = ${id}`);
  return JSON.stringify(r.rows[0]);
}

interface Action {
  name: string;
  endpoint: AnyEndpoint;
  input: () => Record<string, unknown>;
}

const ACTIONS: Action[] = [
  { name: 'edit the name', endpoint: userUpdate, input: () => ({ nickname: '被改名' }) },
  { name: 'change the contact', endpoint: userUpdate, input: () => ({ mobile: `139${String(++serial).padStart(8, '0')}` }) },
  { name: 'move to another group', endpoint: userUpdate, input: () => ({ groupId: null }) },
  { name: 'replace the roles', endpoint: userUpdate, input: () => ({ roleIds: [] }) },
  { name: 'disable', endpoint: userDisable, input: () => ({ disabled: true }) },
  { name: 'enable', endpoint: userDisable, input: () => ({ disabled: false }) },
  { name: 'reset the password', endpoint: userResetPassword, input: () => key.seal('Takeover2026') },
  { name: 'unlock', endpoint: userUnlock, input: () => ({}) },
  { name: 'end the sessions', endpoint: userEndSessions, input: () => ({}) },
];

describe.each(ACTIONS)('a user manager trying to $name', ({ endpoint, input }) => {
  it('is refused on an account holding a key he lacks (403), and nothing changes', async () => {
    const username = `tkwide${++serial}`;
    await newUser(username, ['ROLE_ADMIN_ROLE_MANAGE']);
    const id = await idOf(t.rt, 'users', username);
    const before = await fingerprint(id);
    const r = await call(t.rt, endpoint, input(), { token: manager, params: { id } });
    expect(r.status).toBe(403);
    expect(r.body.message).toContain('角色管理');
    expect(await fingerprint(id)).toBe(before);
  });

  it("is refused on a system administrator's account (403), and nothing changes", async () => {
    const id = await idOf(t.rt, 'users', 'admin');
    const before = await fingerprint(id);
    const r = await call(t.rt, endpoint, input(), { token: manager, params: { id } });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('只有系统管理员可以修改管理员账号');
    expect(await fingerprint(id)).toBe(before);
  });

  it('may act on an account whose keys he holds himself', async () => {
    const username = `tknarrow${++serial}`;
    await newUser(username, MANAGER_KEYS);
    const id = await idOf(t.rt, 'users', username);
    const r = await call(t.rt, endpoint, input(), { token: manager, params: { id } });
    expect(r.status, r.body.message).toBe(200);
  });

  it('leaves a system administrator free to act on the wider account', async () => {
    const username = `tkadmin${++serial}`;
    await newUser(username, ['ROLE_ADMIN_ROLE_MANAGE']);
    const r = await call(t.rt, endpoint, input(), { token: t.admin, params: { id: await idOf(t.rt, 'users', username) } });
    expect(r.status, r.body.message).toBe(200);
  });
});

describe('a user manager importing a file', () => {
  it('cannot write over an existing account wider than himself by naming it', async () => {
    await newUser('tkimported', ['ROLE_ADMIN_ROLE_MANAGE']);
    const id = await idOf(t.rt, 'users', 'tkimported');
    const before = await fingerprint(id);
    const file = await userWorkbook([['tkimported', '冒名', '', '', '', '', '']]);
    const r = await uploadUsers(t.rt, file, { token: manager, sealed: key.seal('Takeover2026') });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ imported: false, created: 0 });
    expect(r.body.data.issues[0]).toMatchObject({ field: '用户名' });
    expect(await fingerprint(id)).toBe(before);
  });
});
