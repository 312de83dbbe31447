import { roleDelete, roleUpdate, userUpdate } from '@contract/admin/admin';
import { approvalDecide, approvalQueue } from '@contract/approval/approval';
import { commentAdd } from '@contract/knowledge/interaction';
import { DOMAIN_IDS } from '@contract/platform/domains';
import type { PermissionKey } from '@contract/platform/permissions';
import { wikiList, wikiSave } from '@contract/wiki/wiki';
import { sql } from 'drizzle-orm';
import { readerOf } from '../access/reader';
import { loadSession } from '../http/session';
import { saveDraft } from '../knowledge/save';
import { submitForApproval } from '../knowledge/submit';
import { idOf } from '../test/admin/setup';
import { call, tokenFor } from '../test/client';
import { grantKeys } from '../test/grants';
import { createTestRuntime, type TestRuntime } from '../test/harness';
import { addStaff, detail, entry, fieldId, makeApprover, save, submit, tokens } from '../test/wiki/flow';

let rt: TestRuntime;
let t: Awaited<ReturnType<typeof tokens>>;

beforeAll(async () => {
  rt = await createTestRuntime();
  t = await tokens(rt);
});
afterAll(() => rt.close());

const queueIds = async (token: string) =>
  (await call<{ list: { knowledgeId: number }[] }>(rt, approvalQueue, { page: 1, size: 100 }, { token })).body.data.list.map(
    (i) => i.knowledgeId,
  );
const status = async (id: number) =>
  (await rt.deps.db.execute<{ status: string }>(sql`select status from knowledge where id = ${id}`)).rows[0].status;

/** A staff member (普通员工) of a group who also approves. */
async function approverIn(username: string, group: string): Promise<string> {
  const token = await addStaff(rt, username, group);
  await makeApprover(rt, username);
  return token;
}

/** A user holding exactly `keys`, nothing else. */
async function userWith(username: string, keys: PermissionKey[]): Promise<string> {
  await rt.deps.db.execute(sql`insert into users (username, nickname, type) values (${username}, ${username}, 1)`);
  await grantKeys(rt, username, `角色-${username}`, keys);
  return tokenFor(rt, username);
}

describe('approvers', () => {
  it('refuses an approver deciding his own entry and leaves it pending', async () => {
    const token = await approverIn('self-approver', '市场部');
    const own = await save(rt, token, entry());
    await submit(rt, token, own.id);
    expect(await queueIds(token)).not.toContain(own.id);
    const r = await call(rt, approvalDecide, { id: own.id, approve: true }, { token });
    expect(r.status).toBe(403);
    expect(r.body.message).toContain('自己');
    expect(await status(own.id)).toBe('pending');
  });

  it('keeps a pending entry outside his visibility out of his queue, his sight and his decisions', async () => {
    const token = await approverIn('market-approver', '市场部');
    const rd = await idOf(rt, 'groups', '平台研发部');
    const hidden = await save(rt, t.zhangsan, entry({ visibility: { scope: 'groups', groupIds: [rd], userIds: [] } }));
    await submit(rt, t.zhangsan, hidden.id);
    expect(await queueIds(token)).not.toContain(hidden.id);
    expect((await detail(rt, token, hidden.id)).status).toBe(404);
    const r = await call(rt, approvalDecide, { id: hidden.id, approve: false, comment: '越权驳回' }, { token });
    expect(r.status).toBe(404);
    expect(await status(hidden.id)).toBe('pending');
  });

  it('tells an approver nothing of a pending version hidden from him on a published entry', async () => {
    const token = await approverIn('market-approver-2', '市场部');
    const rd = await idOf(rt, 'groups', '平台研发部');
    const id = (await save(rt, t.zhangsan, entry())).id;
    await submit(rt, t.zhangsan, id);
    await call(rt, approvalDecide, { id, approve: true }, { token: t.admin });
    await save(rt, t.zhangsan, entry({ id, baseVersion: 1, visibility: { scope: 'groups', groupIds: [rd], userIds: [] } }));
    await submit(rt, t.zhangsan, id);
    const shown = await detail(rt, token, id);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({ version: 1, working: null, abilities: { canApprove: false } });
    expect((await detail(rt, token, id, 2)).status).toBe(404);
    expect(await queueIds(token)).not.toContain(id);
  });

  it('shows an approver no restricted published copy of an entry whose new version he may review', async () => {
    const token = await approverIn('market-approver-3', '市场部');
    const rd = await idOf(rt, 'groups', '平台研发部');
    const secretTitle = `研发内部-${Date.now().toString(36)}`;
    const restricted = { scope: 'groups' as const, groupIds: [rd], userIds: [] };
    const id = (await save(rt, t.zhangsan, entry({ title: secretTitle, visibility: restricted }))).id;
    await submit(rt, t.zhangsan, id);
    await call(rt, approvalDecide, { id, approve: true }, { token: t.admin });
    // The new version is open to all, so he may review it; the published one stays his research colleagues'.
    await save(
      rt,
      t.zhangsan,
      entry({ id, baseVersion: 1, title: '公开的新版本', visibility: { scope: 'all', groupIds: [], userIds: [] } }),
    );
    await submit(rt, t.zhangsan, id);
    expect(await queueIds(token)).toContain(id);
    expect((await detail(rt, token, id, 2)).status).toBe(200);
    expect((await detail(rt, token, id, 1)).status).toBe(404);
    const listed = await call<{ list: { id: number; title: string }[] }>(rt, wikiList, { page: 1, size: 100 }, { token });
    expect(listed.body.data.list.map((i) => i.id)).not.toContain(id);
    const comment = await call(rt, commentAdd, { knowledgeId: id, content: '审核意见' }, { token });
    expect(comment.status).toBe(404);
    expect(JSON.stringify(comment.body)).not.toContain(secretTitle);
  });

  it('refuses an approver deciding a domain he may not read', async () => {
    const token = await userWith('wiki-approver', ['ROLE_WIKI_DISPLAY_WEB', 'ROLE_KNOWLEDGE_APPROVE']);
    const author = readerOf((await loadSession(rt.deps.db, t.zhangsan))!);
    const fields = [{ fieldId: await fieldId(rt, DOMAIN_IDS.library, 'secrecy'), value: '内部' }];
    const doc = await saveDraft(rt.deps.db, author, DOMAIN_IDS.library, wikiSave.input.parse(entry({ fields })));
    await submitForApproval(rt.deps.db, author, DOMAIN_IDS.library, doc.id);
    expect(await queueIds(token)).not.toContain(doc.id);
    const r = await call(rt, approvalDecide, { id: doc.id, approve: true }, { token });
    expect(r.status).toBe(404);
    expect(await status(doc.id)).toBe('pending');
  });
});

describe('role managers', () => {
  const keysOf = async (name: string) =>
    (await rt.deps.db.execute<{ permissions: string[] }>(sql`select permissions from roles where name = ${name}`)).rows[0]
      ?.permissions;

  it('refuses a role manager stripping from another role a key he does not hold', async () => {
    const token = await userWith('role-manager', ['ROLE_ADMIN_ROLE_MANAGE', 'ROLE_WIKI_DISPLAY_WEB']);
    const before = await keysOf('普通员工');
    const r = await call(
      rt,
      roleUpdate,
      { permissions: before!.filter((k) => k !== 'ROLE_DOCUMENT_DOWNLOAD') },
      { token, params: { id: await idOf(rt, 'roles', '普通员工') } },
    );
    expect(r.status).toBe(403);
    expect(r.body.message).toContain('文档下载');
    expect(await keysOf('普通员工')).toEqual(before);
  });

  it('refuses a user manager taking from a user a role whose keys he does not hold', async () => {
    const token = await userWith('user-manager', ['ROLE_ADMIN_USER_MANAGE', 'ROLE_WIKI_DISPLAY_WEB']);
    const zhangsan = await idOf(rt, 'users', 'zhangsan');
    const roleIds = async () =>
      (await rt.deps.db.execute<{ role_id: number }>(sql`select role_id from user_roles where user_id = ${zhangsan}`)).rows.map(
        (r) => r.role_id,
      );
    const before = await roleIds();
    const r = await call(rt, userUpdate, { roleIds: [] }, { token, params: { id: zhangsan } });
    expect(r.status).toBe(403);
    // The account rule (the target's keys must be the actor's) refuses before the role diff is looked at.
    expect(r.body.message).toContain('你不能管理其账号');
    expect(await roleIds()).toEqual(before);
  });

  it('refuses renaming, stripping or deleting the system administrator role, even for an administrator', async () => {
    const id = await idOf(rt, 'roles', '系统管理员');
    const before = await keysOf('系统管理员');
    const manager = await userWith('role-manager-2', ['ROLE_ADMIN_ROLE_MANAGE']);
    for (const token of [manager, t.admin]) {
      const rename = await call(rt, roleUpdate, { name: '超级管理员' }, { token, params: { id } });
      expect(rename.status).toBe(403);
      const strip = await call(rt, roleUpdate, { permissions: ['ROLE_WIKI_DISPLAY_WEB'] }, { token, params: { id } });
      expect(strip.status).toBe(403);
      expect((await call(rt, roleDelete, {}, { token, params: { id } })).status).toBe(403);
    }
    expect(await keysOf('系统管理员')).toEqual(before);
  });
});
