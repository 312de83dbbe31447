import { wikiList } from '../../contract/wiki';
import { DEMO_USERS } from '../../server/seed/demo';
import { FORUM_MEMBERS } from '../../server/seed/forum/members';
import { signIn } from '../../server/test/platform/server-process';
import { callJson } from './client';
import type { Account } from './workload';

const PASSWORD = process.env.AIKN_DEMO_PASSWORD ?? 'Aikn@2026';

/**
 * The demo accounts that may do the whole mix (read the home page and the
 * wiki, upload and download documents): the administrator and every
 * 普通员工 of the seed (zhangsan and the forum's members). lisi (documents
 * only) and wangwu (a visitor) lack some of those permissions.
 */
export const BENCH_USERNAMES = [
  'admin',
  ...DEMO_USERS.filter((u) => u.role === '普通员工').map((u) => u.username),
  ...FORUM_MEMBERS.map((m) => m.username),
];

/**
 * Signs every account in once, through the real flow (key pair, RSA-OAEP,
 * login): sessions live in PostgreSQL, so the token works on every server.
 * One sign-in each keeps clear of the sign-in throttle.
 */
export async function signInAccounts(base: string): Promise<Account[]> {
  const accounts: Account[] = [];
  for (const username of BENCH_USERNAMES) {
    const token = await signIn(base, username, PASSWORD);
    const list = await callJson<{ list: { id: number }[] }>(base, 'POST', wikiList.path, token, { page: 1, size: 100 });
    if (!list.body?.success) throw new Error(`${username} 读取词条列表失败：${list.status} ${list.body?.message ?? list.error}`);
    const wikiIds = list.body.data.list.map((item) => item.id);
    if (wikiIds.length === 0) throw new Error(`${username} 看不到任何词条：演示数据是否已写入？`);
    accounts.push({ username, token, wikiIds, uploads: [], writes: [] });
  }
  return accounts;
}
