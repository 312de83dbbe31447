import { userList } from '@contract/admin/admin';
import { roleOptions } from '@contract/admin/admin-users';
import type { PermissionKey } from '@contract/platform/permissions';
import { wikiList } from '@contract/wiki/wiki';
import { signIn } from '../../server/test/platform/server-process';
import { callJson } from './client';
import type { Account } from './workload';

const PASSWORD = process.env.AIKN_DEMO_PASSWORD ?? 'Aikn@2026';

/** What the whole mix needs: the home page, the wiki, uploading and downloading documents. */
const NEEDED: PermissionKey[] = [
  'ROLE_PORTAL_HOME_DISPLAY',
  'ROLE_WIKI_DISPLAY_WEB',
  'ROLE_DOCUMENT_DISPLAY_WEB',
  'ROLE_DOCUMENT_DOWNLOAD',
  'ROLE_KNOWLEDGE_CREATE',
];

/** Enough accounts to spread the users over; each costs a sign-in. */
const MAX_ACCOUNTS = 20;

/**
 * The demo accounts that may do the whole mix, found as an administrator
 * would (roles holding the needed keys, their users), so the bench follows
 * the seed without importing it: admin, zhangsan and the forum's members.
 */
async function benchUsernames(base: string, adminToken: string): Promise<string[]> {
  const roles = await callJson<{ id: number; permissions: string[]; system: boolean }[]>(
    base,
    'GET',
    roleOptions.path,
    adminToken,
  );
  if (!roles.body?.success) throw new Error(`读取角色失败：${roles.status} ${roles.body?.message ?? roles.error}`);
  const fit = roles.body.data.filter((r) => !r.system && NEEDED.every((p) => r.permissions.includes(p)));
  const names = new Set<string>(['admin']);
  for (const role of fit) {
    const users = await callJson<{ list: { username: string; disabled: boolean }[] }>(base, 'POST', userList.path, adminToken, {
      roleId: role.id,
      size: MAX_ACCOUNTS,
    });
    if (!users.body?.success) throw new Error(`读取用户失败：${users.status} ${users.body?.message ?? users.error}`);
    for (const u of users.body.data.list) if (!u.disabled && names.size < MAX_ACCOUNTS) names.add(u.username);
  }
  return [...names];
}

/**
 * Signs every account in once, through the real flow (key pair, RSA-OAEP,
 * login): sessions live in PostgreSQL, so the token works on every server.
 * One sign-in each keeps clear of the sign-in throttle.
 */
export async function signInAccounts(base: string): Promise<Account[]> {
  const adminToken = await signIn(base, 'admin', PASSWORD);
  const accounts: Account[] = [];
  for (const username of await benchUsernames(base, adminToken)) {
    const token = username === 'admin' ? adminToken : await signIn(base, username, PASSWORD);
    const list = await callJson<{ list: { id: number }[] }>(base, 'POST', wikiList.path, token, { page: 1, size: 100 });
    if (!list.body?.success) throw new Error(`${username} 读取词条列表失败：${list.status} ${list.body?.message ?? list.error}`);
    const wikiIds = list.body.data.list.map((item) => item.id);
    if (wikiIds.length === 0) throw new Error(`${username} 看不到任何词条：演示数据是否已写入？`);
    accounts.push({ username, token, wikiIds, uploads: [], writes: [] });
  }
  return accounts;
}
