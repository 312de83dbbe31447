import { sql } from 'drizzle-orm';
import type { SessionUser } from '../../http/session';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { userId } from '../../test/knowledge/factory';
import { reportGroups } from './scope';

let rt: TestRuntime;
let root: number;
let child: number;
let grandchild: number;
let sibling: number;

beforeAll(async () => {
  rt = await createTestRuntime();
  const add = async (name: string, parentId: number | null) =>
    (
      await rt.deps.db.execute<{ id: number }>(
        sql`insert into groups (name, parent_id) values (${name}, ${parentId}) returning id`,
      )
    ).rows[0].id;
  root = await add('报表-总部', null);
  child = await add('报表-研发', root);
  grandchild = await add('报表-前端', child);
  sibling = await add('报表-销售', root);
});
afterAll(() => rt.close());

/** A fresh user in `group` holding the report permission through roles of these scopes. */
async function viewer(name: string, group: number | null, scopes: number[]): Promise<SessionUser> {
  await rt.deps.db.execute(sql`insert into users (username, nickname, group_id) values (${name}, ${name}, ${group})`);
  const id = await userId(rt, name);
  for (const [i, scope] of scopes.entries()) {
    const role = (
      await rt.deps.db.execute<{ id: number }>(sql`insert into roles (name, permissions, data_scope)
        values (${`${name}-${i}`}, array['ROLE_REPORT_DISPLAY'], ${scope}) returning id`)
    ).rows[0].id;
    await rt.deps.db.execute(sql`insert into user_roles (user_id, role_id) values (${id}, ${role})`);
  }
  return {
    id,
    sessionId: 0,
    username: name,
    nickname: name,
    type: 1,
    isAdmin: false,
    groupId: group,
    groupPath: [],
    mustChangePassword: false,
    permissions: new Set(['ROLE_REPORT_DISPLAY'] as const),
  };
}

describe('report data scope', () => {
  it('gives a viewer scoped to his own group that group and the groups below it', async () => {
    const v = await viewer('scope-a', child, [2]);
    expect(await reportGroups(rt.deps.db, v)).toEqual([child, grandchild]);
    expect(await reportGroups(rt.deps.db, v, grandchild)).toEqual([grandchild]);
  });

  it('refuses a group filter outside the scope', async () => {
    const v = await viewer('scope-b', child, [2]);
    await expect(reportGroups(rt.deps.db, v, sibling)).rejects.toMatchObject({ status: 403 });
    await expect(reportGroups(rt.deps.db, v, root)).rejects.toMatchObject({ status: 403 });
  });

  it('takes the widest scope of the roles, and every group for an administrator', async () => {
    const v = await viewer('scope-c', grandchild, [2, 1]);
    expect(await reportGroups(rt.deps.db, v)).toBeNull();
    expect(await reportGroups(rt.deps.db, v, child)).toEqual([child, grandchild]);
    expect(await reportGroups(rt.deps.db, { ...v, id: -1, isAdmin: true })).toBeNull();
  });

  it('shows nothing to a scoped viewer without a group', async () => {
    const v = await viewer('scope-d', null, [2]);
    expect(await reportGroups(rt.deps.db, v)).toEqual([]);
  });
});
